import { crmContactEndpoints, crmExtraEndpoints, type FieldChange } from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import { createDataTableColumns, DataTable, PageLayout } from '@adconsole/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import type { contactHistoryPage } from '../../routes/table/crm.ts';
import { useTableParams } from '../../routes/useTableParams.ts';

const PAGE_SIZE = 20;

/** A field's name in the interface language; a field without a text keeps its own name. */
const fieldLabel = (t: TFunction, field: string) =>
  t(`crm.contacts.form.${field}`, { defaultValue: field });

/**
 * /crm/contacts/history/{contactId}: the contact's field changes (its CONTACT_FIELD_CHANGED
 * entries), newest first: when, who, which field, old → new.
 */
export function ContactHistoryPage() {
  const { t } = useTranslation();
  const { contactId } = useTableParams<typeof contactHistoryPage>();
  const companyId = useActingCompanyId();
  const { crumbs } = usePageHeading();
  const [page, setPage] = useState(1);
  const contact = useQuery(
    endpointQuery(crmContactEndpoints.get, { params: { id: contactId } }, companyId),
  );
  const history = useQuery({
    ...endpointQuery(
      crmExtraEndpoints.crmContactHistory,
      { params: { id: contactId }, query: { page: page - 1, limit: PAGE_SIZE } },
      companyId,
    ),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => {
    const column = createDataTableColumns<FieldChange>();
    const empty = t('crm.history.empty');
    return [
      column.accessor((change) => change.changedAt, {
        id: 'changedAt',
        header: t('crm.history.columns.changedAt'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor((change) => fieldLabel(t, change.field), {
        id: 'field',
        header: t('crm.history.columns.field'),
      }),
      column.accessor((change) => change.oldValue ?? empty, {
        id: 'oldValue',
        header: t('crm.history.columns.oldValue'),
      }),
      column.accessor((change) => change.newValue ?? empty, {
        id: 'newValue',
        header: t('crm.history.columns.newValue'),
      }),
      column.accessor((change) => change.changedBy?.name ?? '', {
        id: 'changedBy',
        header: t('crm.history.columns.changedBy'),
      }),
    ];
  }, [t]);
  const title = contact.data
    ? t('crm.history.title', { name: contact.data.name })
    : t('routes.history');
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <DataTable
        aria-label={title}
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
    </PageLayout>
  );
}
