import {
  TRANSLATION_LANGUAGES,
  type Translation,
  type TranslationLanguage,
  type TranslationValuesInput,
} from '@adconsole/api';
import {
  Badge,
  Button,
  Card,
  Columns,
  Heading,
  Inline,
  Stack,
  StatusBadge,
  Text,
  TextArea,
} from '@adconsole/ui';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from './localizationState.ts';

type Texts = Record<TranslationLanguage, string>;

const textsOf = (translation: Translation): Texts => ({
  DE: translation.values.DE ?? '',
  EN: translation.values.EN ?? '',
  FR: translation.values.FR ?? '',
  IT: translation.values.IT ?? '',
});

/** The languages whose text differs from the saved one: an emptied text is cleared (null). */
function changedValues(saved: Texts, texts: Texts): TranslationValuesInput {
  const values: TranslationValuesInput = {};
  for (const language of TRANSLATION_LANGUAGES) {
    if (texts[language] !== saved[language]) values[language] = texts[language] || null;
  }
  return values;
}

export interface TranslationEntryProps {
  translation: Translation;
  onSave: (translation: Translation, values: TranslationValuesInput) => Promise<unknown>;
  onDelete: (translation: Translation) => void;
}

/**
 * One translation with its four texts editable in place: Save sends the languages changed,
 * Reset brings back the saved texts. A failed save keeps what was typed.
 */
export const TranslationEntry = memo(function TranslationEntry({
  translation,
  onSave,
  onDelete,
}: TranslationEntryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const saved = textsOf(translation);
  const [texts, setTexts] = useState(saved);
  const [isSaving, setIsSaving] = useState(false);
  const values = changedValues(saved, texts);
  const isDirty = Object.keys(values).length > 0;

  const save = async () => {
    setIsSaving(true);
    try {
      await onSave(translation, values);
    } catch {
      // The global failure handler told the user; the texts stay as typed.
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="medium">
        <Inline space="small">
          <Heading level={2} id={headingId}>
            {translation.key}
          </Heading>
          <Badge>{translation.namespace}</Badge>
          {translation.missingLanguages.length > 0 && (
            <StatusBadge tone="warning">
              {t('localization.entry.missing', {
                languages: translation.missingLanguages.join(', '),
              })}
            </StatusBadge>
          )}
        </Inline>
        {translation.pageRef && (
          <Text size="small" tone="muted">
            {t('localization.entry.pageRef', { page: translation.pageRef })}
          </Text>
        )}
        <Columns space="medium" collapseBelow="lg">
          {TRANSLATION_LANGUAGES.map((language) => (
            <TextArea
              key={language}
              label={languageName(language)}
              aria-label={t('localization.entry.textIn', {
                language: languageName(language),
                key: translation.key,
              })}
              value={texts[language]}
              onChange={(text) => setTexts((current) => ({ ...current, [language]: text }))}
              rows={2}
            />
          ))}
        </Columns>
        <Inline space="small">
          {isDirty && (
            <>
              <Button
                size="small"
                isBusy={isSaving}
                onPress={() => void save()}
                aria-label={t('localization.actions.saveNamed', { key: translation.key })}
              >
                {t('localization.actions.save')}
              </Button>
              <Button
                size="small"
                variant="secondary"
                isDisabled={isSaving}
                onPress={() => setTexts(saved)}
              >
                {t('localization.actions.reset')}
              </Button>
            </>
          )}
          <Button
            variant="ghost"
            size="small"
            aria-label={t('localization.actions.deleteNamed', { key: translation.key })}
            onPress={() => onDelete(translation)}
          >
            {t('localization.actions.delete')}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
});
