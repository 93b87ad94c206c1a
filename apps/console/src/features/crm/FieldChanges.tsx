import { crmExtraEndpoints, type FieldChange } from '@adconsole/api';
import { createDataTableColumns, DataTable } from '@adconsole/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { historyValue } from '../../kit/historyValue.ts';

const PAGE_SIZE = 20;

/**
 * A record's field changes (its *_FIELD_CHANGED entries), newest first: when, which field (by
 * the record form's label, `<texts>.form.<field>`), old → new, and who.
 */
export function FieldChanges({
  record,
  id,
  texts,
  label,
}: {
  record: 'account' | 'contact';
  id: number;
  texts: string;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const companyId = useActingCompanyId();
  const [page, setPage] = useState(1);
  const endpoint =
    record === 'account'
      ? crmExtraEndpoints.crmAccountHistory
      : crmExtraEndpoints.crmContactHistory;
  const history = useQuery({
    ...endpointQuery(
      endpoint,
      { params: { id }, query: { page: page - 1, limit: PAGE_SIZE } },
      companyId,
    ),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => {
    const column = createDataTableColumns<FieldChange>();
    const empty = t('crm.history.empty');
    return [
      dateTimeColumn(column, 'changedAt', t('crm.history.columns.changedAt')),
      column.accessor(
        (change) => t(`${texts}.form.${change.field}`, { defaultValue: change.field }),
        { id: 'field', header: t('crm.history.columns.field') },
      ),
      column.accessor(
        (change) => historyValue(t, change.field, change.oldValue, i18n.language, empty),
        {
          id: 'oldValue',
          header: t('crm.history.columns.oldValue'),
        },
      ),
      column.accessor(
        (change) => historyValue(t, change.field, change.newValue, i18n.language, empty),
        {
          id: 'newValue',
          header: t('crm.history.columns.newValue'),
        },
      ),
      column.accessor((change) => change.changedBy?.name ?? '', {
        id: 'changedBy',
        header: t('crm.history.columns.changedBy'),
      }),
    ];
  }, [t, i18n.language, texts]);
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      rows={history.data?.items ?? []}
      getRowId={(change) => String(change.id)}
      isLoading={history.isPending}
      isRefetching={history.isFetching && !history.isPending}
      error={history.error}
      onRetry={() => void history.refetch()}
      pagination={{
        page,
        pageSize: PAGE_SIZE,
        total: history.data?.total ?? 0,
        onPageChange: setPage,
      }}
    />
  );
}
