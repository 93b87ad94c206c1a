import type { ConfigChange } from '@adconsole/api';
import { formatNumber, type Language } from '@adconsole/i18n';
import { Stack, Text } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { changeLabel } from './changeLabel.ts';

// A header tag version's changes in words (issue 41), the first 20 and how many more: loaded by
// VersionsPanel on demand.

/** A changed value as a person reads it: yes/no, a number in the reader's format, else JSON. */
function shown(t: TFunction, language: Language, value: unknown): string {
  if (value === undefined || value === null) return '–';
  if (typeof value === 'boolean') return t(value ? 'headerTag.yes' : 'headerTag.no');
  if (typeof value === 'number') return formatNumber(value, language);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function VersionChanges({ changes }: { changes: readonly ConfigChange[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  if (changes.length === 0) return <Text tone="muted">{t('headerTag.versions.noChanges')}</Text>;
  return (
    <Stack space="xsmall">
      {changes.slice(0, 20).map((change) => (
        <Text key={change.path} size="small">
          {t('headerTag.versions.change', {
            path: changeLabel(t, change.path),
            before: shown(t, language, change.before),
            after: shown(t, language, change.after),
          })}
        </Text>
      ))}
      {changes.length > 20 && (
        <Text size="small" tone="muted">
          {t('headerTag.versions.moreChanges', { count: changes.length - 20 })}
        </Text>
      )}
    </Stack>
  );
}
