import type { Translation, TranslationValuesInput } from '@adconsole/api';
import { Badge, Button, Card, Heading, Inline, Stack, StatusBadge, Text } from '@adconsole/ui';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changedValues, TranslationTextFields, textsOf } from './translationTexts.tsx';

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
        <TranslationTextFields translationKey={translation.key} texts={texts} onChange={setTexts} />
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
