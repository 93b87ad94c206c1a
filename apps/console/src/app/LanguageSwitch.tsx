import { supportedLanguages } from '@adconsole/i18n';
import { Button, Stack } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';

/** de, en, fr, it, each named in its own language; the current one is disabled (spec 1 §1). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Stack as="nav" direction="horizontal" space="xsmall" aria-label={t('language.label')}>
      {supportedLanguages.map((language) => (
        <Button
          key={language}
          variant="secondary"
          size="small"
          lang={language}
          isDisabled={language === i18n.language}
          aria-current={language === i18n.language ? 'true' : undefined}
          onPress={() => void i18n.changeLanguage(language)}
        >
          {t(`language.${language}`)}
        </Button>
      ))}
    </Stack>
  );
}
