import type { AuditEntry, Endpoint } from '@adconsole/api';
import { createDataTableColumns, DataTable, Heading, Stack } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { recordQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { historyValue } from '../../kit/historyValue.ts';

/**
 * What changed on a record, newest first (issue 21): when, who, which field, old → new. A
 * created record shows its first values, a removed one its last.
 */
export function AuditList({ call, id }: { call: Endpoint; id: number }) {
  const { t, i18n } = useTranslation();
  const companyId = useActingCompanyId();
  const audit = useQuery(recordQuery<{ items: AuditEntry[] }>(call, id, companyId));
  const entries = audit.data?.items ?? [];
  const columns = useMemo(() => {
    const column = createDataTableColumns<AuditEntry>();
    return [
      dateTimeColumn(column, 'changedAt', t('audit.columns.changedAt')),
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
          const shown = (value: string | null) =>
            historyValue(t, entry.field, value, i18n.language);
          if (entry.field === 'password') return t('audit.passwordChanged');
          if (entry.oldValue === null && entry.newValue !== null) {
            return t('audit.created', { value: shown(entry.newValue) });
          }
          if (entry.newValue === null && entry.oldValue !== null) {
            return t('audit.removed', { value: shown(entry.oldValue) });
          }
          return t('audit.changed', {
            from: shown(entry.oldValue),
            to: shown(entry.newValue),
          });
        },
      }),
    ];
  }, [t, i18n.language]);
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
