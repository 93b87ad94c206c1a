import type { AuditEntry, Endpoint } from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import { createDataTableColumns, DataTable, Heading, Stack } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';

/** A value of the audit as people read it: yes / no for a switch, a dash for none. */
function shown(t: TFunction, value: string | null): string {
  if (value === null || value === '') return '–';
  if (value === 'true' || value === 'false') return t(`audit.values.${value}`);
  return value;
}

/**
 * What changed on a record, newest first (issue 21): when, who, which field, old → new. A
 * created record shows its first values, a removed one its last.
 */
export function AuditList({ call, id }: { call: Endpoint; id: number }) {
  const { t } = useTranslation();
  const companyId = useActingCompanyId();
  const audit = useQuery(recordQuery<{ items: AuditEntry[] }>(call, id, companyId));
  const entries = audit.data?.items ?? [];
  const columns = useMemo(() => {
    const column = createDataTableColumns<AuditEntry>();
    return [
      column.accessor((entry) => entry.changedAt, {
        id: 'changedAt',
        header: t('audit.columns.changedAt'),
        cell: (info) => formatDateTime(info.getValue()),
        meta: { width: '10rem' },
      }),
      column.accessor((entry) => entry.actorName ?? t('audit.system'), {
        id: 'actor',
        header: t('audit.columns.actor'),
      }),
      column.accessor((entry) => t(`audit.fields.${entry.field}`), {
        id: 'field',
        header: t('audit.columns.field'),
      }),
      column.accessor((entry) => entry, {
        id: 'change',
        header: t('audit.columns.change'),
        cell: (info) => {
          const entry = info.getValue();
          if (entry.field === 'password') return t('audit.passwordChanged');
          if (entry.oldValue === null && entry.newValue !== null) {
            return t('audit.created', { value: shown(t, entry.newValue) });
          }
          if (entry.newValue === null && entry.oldValue !== null) {
            return t('audit.removed', { value: shown(t, entry.oldValue) });
          }
          return t('audit.changed', {
            from: shown(t, entry.oldValue),
            to: shown(t, entry.newValue),
          });
        },
      }),
    ];
  }, [t]);
  return (
    <section aria-labelledby="audit-heading">
      <Stack space="medium">
        <Heading level={2} id="audit-heading">
          {t('audit.title')}
        </Heading>
        <DataTable
          aria-label={t('audit.title')}
          columns={columns}
          rows={entries}
          getRowId={(entry) => String(entry.id)}
          isLoading={audit.isPending}
          error={audit.error}
          onRetry={() => audit.refetch()}
        />
      </Stack>
    </section>
  );
}
