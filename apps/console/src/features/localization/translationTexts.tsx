import {
  TRANSLATION_LANGUAGES,
  type Translation,
  type TranslationLanguage,
  type TranslationValuesInput,
} from '@adconsole/api';
import { Columns, TextArea } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { languageName } from './localizationState.ts';

/** A translation's four texts as typed (an empty field is a text cleared). */
export type Texts = Record<TranslationLanguage, string>;

export const textsOf = (translation: Translation): Texts => ({
  DE: translation.values.DE ?? '',
  EN: translation.values.EN ?? '',
  FR: translation.values.FR ?? '',
  IT: translation.values.IT ?? '',
});

/** The languages whose text differs from the saved one: an emptied text is cleared (null). */
export function changedValues(saved: Texts, texts: Texts): TranslationValuesInput {
  const values: TranslationValuesInput = {};
  for (const language of TRANSLATION_LANGUAGES) {
    if (texts[language] !== saved[language]) values[language] = texts[language] || null;
  }
  return values;
}

/**
 * The four languages' fields of one translation, side by side (stacked on a narrow screen):
 * the localisation list's entries and the in-context editor write texts through these.
 */
export function TranslationTextFields({
  translationKey,
  texts,
  onChange,
}: {
  translationKey: string;
  texts: Texts;
  onChange: (texts: Texts) => void;
}) {
  const { t } = useTranslation();
  return (
    <Columns space="medium" collapseBelow="lg">
      {TRANSLATION_LANGUAGES.map((language) => (
        <TextArea
          key={language}
          label={languageName(language)}
          aria-label={t('localization.entry.textIn', {
            language: languageName(language),
            key: translationKey,
          })}
          value={texts[language]}
          onChange={(text) => onChange({ ...texts, [language]: text })}
          rows={2}
        />
      ))}
    </Columns>
  );
}
