import type { CallInput, Endpoint } from '@adconsole/api';
import {
  Button,
  ChevronDownIcon,
  ChevronUpIcon,
  createDataTableColumns,
  DataTable,
} from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from './columns.tsx';
import { useEndpoint } from './endpointQuery.ts';
import { historyValue } from './historyValue.ts';
import { Section } from './Section.tsx';

// A record's audit trail (issue 37: the settings audit GET ws-settings/audit, a promotion's
// history): what changed, newest first: when, who, which field (by the form's label,
// `<texts>.form.<field>`), old → new, each value as people read it (labels, not codes; a
// switch as yes or no; a day as a day).

export type AuditRow = {
  id: number;
  field: string;
  oldValue: unknown;
  newValue: unknown;
  actor: string | null;
  changedAt: string;
};

/** Where a trail's names are, where they are not `<texts>.form.<field>`. */
export interface AuditLabels {
  /** A field's name by its i18n key (`startDate` → `promotions.form.dates.start`). */
  fields?: Readonly<Record<string, string>>;
  /** The i18n prefix of a field's codes (`status` → `promotions.status`: `active` → Aktiv). */
  values?: Readonly<Record<string, string>>;
}

/** A stored value as the text `historyValue` reads: objects (per-document settings) per part. */
function auditValue(
  t: TFunction,
  texts: string,
  labels: AuditLabels,
  field: string,
  value: unknown,
  reader: string,
): string {
  if (value === null || value === undefined) return historyValue(t, field, null, reader);
  // A list (a deal's seats and placements): its items, each as a value of the field.
  if (Array.isArray(value))
    return value.map((item) => auditValue(t, texts, labels, field, item, reader)).join(', ');
  if (typeof value !== 'object') {
    const text = String(value);
    const prefix = labels.values?.[field];
    const own = prefix ? t(`${prefix}.${text}`, { defaultValue: '' }) : '';
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

/** What an audit trail shows: the answer of its call (`useEndpoint`). */
interface AuditQuery {
  data: { items: readonly unknown[] } | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** The changes of one record, as a table. */
export function AuditTrail({
  audit,
  texts,
  labels = {},
  label,
}: {
  audit: AuditQuery;
  /** The screen's text prefix: fields are `<texts>.form.<field>`, the columns `<texts>.audit.*`. */
  texts: string;
  labels?: AuditLabels;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => {
    const column = createDataTableColumns<AuditRow>();
    const shown = (row: AuditRow, value: unknown) =>
      auditValue(t, texts, labels, row.field, value, i18n.language);
    return [
      dateTimeColumn(column, 'changedAt', t(`${texts}.audit.columns.changedAt`)),
      column.accessor((row) => row.actor ?? t(`${texts}.audit.system`), {
        id: 'actor',
        header: t(`${texts}.audit.columns.actor`),
      }),
      column.accessor(
        (row) =>
          t(labels.fields?.[row.field] ?? `${texts}.form.${row.field}`, {
            defaultValue: t(`${texts}.audit.fields.${row.field}`, { defaultValue: row.field }),
          }),
        { id: 'field', header: t(`${texts}.audit.columns.field`) },
      ),
      column.accessor((row) => shown(row, row.oldValue), {
        id: 'oldValue',
        header: t(`${texts}.audit.columns.oldValue`),
      }),
      column.accessor((row) => shown(row, row.newValue), {
        id: 'newValue',
        header: t(`${texts}.audit.columns.newValue`),
      }),
    ];
  }, [t, i18n.language, texts, labels]);
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

/**
 * A record's history in a section under its facts, closed until the user opens it (a
 * promotion's, a third-party tag's): `call` answers the trail, `<texts>.history.title|show|hide`
 * name the section and its button.
 */
export function AuditSection<E extends Endpoint>({
  call,
  input,
  texts,
  labels,
}: {
  call: E;
  input: CallInput<E>;
  texts: string;
  labels?: AuditLabels;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const audit = useEndpoint(call, input, { enabled: isOpen });
  const title = t(`${texts}.history.title`);
  return (
    <Section title={title}>
      <Button
        variant="secondary"
        size="small"
        icon={isOpen ? <ChevronUpIcon /> : <ChevronDownIcon />}
        aria-expanded={isOpen}
        onPress={() => setOpen(!isOpen)}
      >
        {t(isOpen ? `${texts}.history.hide` : `${texts}.history.show`)}
      </Button>
      {isOpen && (
        <AuditTrail audit={audit as AuditQuery} texts={texts} labels={labels} label={title} />
      )}
    </Section>
  );
}
