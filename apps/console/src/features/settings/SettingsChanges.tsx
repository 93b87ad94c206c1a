import { settingsEndpoints } from '@adconsole/api';
import { createDataTableColumns, DataTable } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { historyValue } from '../../kit/historyValue.ts';

// The settings audit (GET ws-settings/audit, issue 37): what changed on a settings record,
// newest first: when, who, which field (by the form's label, `<texts>.form.<field>`), old → new,
// each value as people read it (labels, not codes; a switch as yes or no; a day as a day).

type AuditRow = {
  id: number;
  field: string;
  oldValue: unknown;
  newValue: unknown;
  actor: string | null;
  changedAt: string;
};

/** A stored value as the text `historyValue` reads: objects (per-document settings) per part. */
function auditValue(t: TFunction, texts: string, field: string, value: unknown, reader: string) {
  if (value === null || value === undefined) return historyValue(t, field, null, reader);
  if (typeof value !== 'object') {
    const text = String(value);
    // A code with labels of its own on the form (the QR reference type).
    const own = t(`${texts}.${field}s.${text}`, { defaultValue: '' });
    return own || historyValue(t, field, text, reader);
  }
  // The document types' settings: each document with what it shows.
  return Object.entries(value as Record<string, Record<string, unknown>>)
    .map(([documentType, settings]) => {
      const shown = Object.entries(settings ?? {})
        .filter(([, on]) => on === true)
        .map(([setting]) => t(`${texts}.form.${setting}`));
      const paper = typeof settings?.paperSize === 'string' ? [settings.paperSize] : [];
      return `${t(`${texts}.documentTypes.${documentType}`, { defaultValue: documentType })}: ${[...shown, ...paper].join(', ')}`;
    })
    .join('; ');
}

/** The changes of one settings record (`entityType`, `entityId`), as a table. */
export function SettingsChanges({
  entityType,
  entityId,
  texts,
  label,
}: {
  entityType: string;
  entityId: number;
  /** The screen's text prefix: field names are `<texts>.form.<field>`. */
  texts: string;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const audit = useEndpoint(settingsEndpoints.settingsAudit, { query: { entityType, entityId } });
  const columns = useMemo(() => {
    const column = createDataTableColumns<AuditRow>();
    const shown = (row: AuditRow, value: unknown) =>
      auditValue(t, texts, row.field, value, i18n.language);
    return [
      dateTimeColumn(column, 'changedAt', t('settingsChanges.columns.changedAt')),
      column.accessor((row) => row.actor ?? t('settingsChanges.system'), {
        id: 'actor',
        header: t('settingsChanges.columns.actor'),
      }),
      column.accessor(
        (row) =>
          t(`${texts}.form.${row.field}`, {
            defaultValue: t(`settingsChanges.fields.${row.field}`, { defaultValue: row.field }),
          }),
        { id: 'field', header: t('settingsChanges.columns.field') },
      ),
      column.accessor((row) => shown(row, row.oldValue), {
        id: 'oldValue',
        header: t('settingsChanges.columns.oldValue'),
      }),
      column.accessor((row) => shown(row, row.newValue), {
        id: 'newValue',
        header: t('settingsChanges.columns.newValue'),
      }),
    ];
  }, [t, i18n.language, texts]);
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      rows={(audit.data?.items ?? []) as AuditRow[]}
      getRowId={(row) => String(row.id)}
      isLoading={audit.isPending}
      error={audit.error}
      onRetry={() => void audit.refetch()}
    />
  );
}
