import { isLanguage, type Language } from '@adconsole/i18n';
import { LanguageMenu } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';

/** The header's language dropdown; the choice is remembered (AppProviders). */
export function HeaderLanguage() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'de';
  return <LanguageMenu value={language} onChange={(next) => void i18n.changeLanguage(next)} />;
}
