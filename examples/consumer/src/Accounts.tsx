import {
  type ApiClient,
  CRM_ACCOUNT_SORT_FIELDS,
  type CrmAccount,
  callEndpoint,
  crmAccountEndpoints,
  isAbortError,
} from '@adconsole/api';
import {
  createDataTableColumns,
  DataTable,
  type DataTableSorting,
  FilterBar,
  type FilterDefinition,
  type FilterValues,
  Heading,
  Stack,
} from '@adconsole/ui';
import { useEffect, useMemo, useState } from 'react';
import type { Translate } from './App.tsx';

const PAGE_SIZE = 10;
const column = createDataTableColumns<CrmAccount>();

type AccountPage = { items: readonly CrmAccount[]; total: number };

/** The CRM accounts: a FilterBar's search and a DataTable of the stable list call's pages. */
export function Accounts({ client, t }: { client: ApiClient; t: Translate }) {
  const [values, setValues] = useState<FilterValues>({});
  const [page, setPage] = useState(0);
  const [sorting, setSorting] = useState<DataTableSorting>([{ id: 'name', desc: false }]);
  const [answer, setAnswer] = useState<AccountPage | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const search = typeof values.search === 'string' ? values.search : undefined;
  // The columns the server sorts by (the contract's sort fields); the table offers no other.
  const sorted = sorting[0];
  const sort = CRM_ACCOUNT_SORT_FIELDS.find((field) => field === sorted?.id) ?? 'name';
  const order = sorted?.desc ? 'DESC' : 'ASC';

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    // `attempt` reloads the same page after an error (the table's Retry).
    void attempt;
    callEndpoint(
      client,
      crmAccountEndpoints.list,
      { query: { search, sort, order, page, limit: PAGE_SIZE } },
      { signal: controller.signal },
    ).then(setAnswer, (failure: Error) => {
      if (!isAbortError(failure)) setError(failure);
    });
    return () => controller.abort();
  }, [client, search, sort, order, page, attempt]);

  const filters: FilterDefinition[] = [
    { kind: 'search', key: 'search', label: t('crm.accounts.filters.search'), isAlwaysShown: true },
  ];
  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('crm.accounts.columns.name'), meta: { kind: 'name' } }),
      column.accessor('postalCode', {
        header: t('crm.accounts.columns.postalCode'),
        enableSorting: false,
      }),
      column.accessor('city', { header: t('crm.accounts.columns.city') }),
      column.accessor((account) => account.salesOwner?.name ?? '', {
        id: 'salesOwner',
        header: t('crm.accounts.columns.salesOwner'),
        enableSorting: false,
      }),
    ],
    [t],
  );

  return (
    <Stack space="medium">
      <Heading level={2}>{t('crm.accounts.title')}</Heading>
      <FilterBar
        filters={filters}
        values={values}
        onChange={(next) => {
          setValues(next);
          setPage(0);
        }}
      />
      <DataTable<CrmAccount>
        aria-label={t('crm.accounts.title')}
        columns={columns}
        rows={answer?.items ?? []}
        getRowId={(account) => String(account.id)}
        sorting={sorting}
        onSortingChange={(next) => {
          setSorting(next);
          setPage(0);
        }}
        isLoading={!answer && !error}
        error={error}
        onRetry={() => setAttempt((count) => count + 1)}
        pagination={{
          page: page + 1,
          pageSize: PAGE_SIZE,
          total: answer?.total ?? 0,
          onPageChange: (next) => setPage(next - 1),
        }}
      />
    </Stack>
  );
}
