import {
  campaignEndpoints,
  DEFAULT_FINANCE_INVOICE_TAB,
  FINANCE_INVOICE_TAB_STATES,
  FINANCE_INVOICE_TABS,
  INVOICE_SORT_FIELDS,
  type Invoice,
  invoiceEndpoints,
} from '@adconsole/api';
import { formatDisplayDate, formatNumber, type Language } from '@adconsole/i18n';
import {
  Button,
  Combobox,
  createDataTableColumns,
  Inline,
  type Option,
  Select,
  Stack,
  Text,
} from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../kit/ActionDialog.tsx';
import { recordColumns } from '../../kit/columns.tsx';
import { dateRangeParam } from '../../kit/dateRangeParam.ts';
import { call, endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { JobProgressToast } from '../../kit/JobProgressToast.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, lookupParam, textParam } from '../../kit/listDefinition.ts';
import { accountOption, defineLookup, idOption, type LoadOptions } from '../../kit/lookups.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { useFailureToast } from '../../kit/useFailureToast.ts';
import { useList } from '../../kit/useList.ts';
import { INVOICE_STATE_TONES, invoiceHref, minorMoney, periodText } from './invoiceParts.tsx';

type Tab = (typeof FINANCE_INVOICE_TABS)[number];

/**
 * The bulk actions where they can do something: issue on drafts (an overdue invoice was offered
 * "issue" and refused it in English, issue 38), send on issued invoices; each says in its own
 * words what it does ("wird an … versendet"), not the kit's "wird geändert".
 */
const BULK_ACTIONS: readonly { action: string; label: string; texts: string; tabs: Tab[] }[] = [
  {
    action: 'issue',
    label: 'finances.actions.issue',
    texts: 'finances.bulk.issue',
    tabs: ['DRAFT', 'ALL'],
  },
  {
    action: 'send',
    label: 'finances.actions.send',
    texts: 'finances.bulk.send',
    tabs: ['OPEN', 'OVERDUE', 'PAID', 'ALL'],
  },
];

/** The campaigns to bill by hand, by name (the order desk's campaigns list). */
const loadCampaigns = defineLookup({
  endpoint: campaignEndpoints.list,
  text: 'searchQuery',
  option: (campaign) =>
    idOption(campaign.id, `${campaign.name} · ${campaign.invoicingAccount.name}`),
});

/** "New manual invoice": choose the campaign, then its manual invoice's page. */
function NewManualInvoice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [campaign, setCampaign] = useState<Option | null>(null);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t('finances.actions.newManual')}
      </Button>
      {open && (
        <ActionDialog
          title={t('finances.actions.newManual')}
          onClose={() => setOpen(false)}
          cancel={t('finances.run.cancel')}
          actions={
            <Button
              variant="primary"
              isDisabled={!campaign}
              onPress={() =>
                campaign && void navigate({ href: `/finances/manual-invoice/${campaign.id}` })
              }
            >
              {t('finances.newManual.next')}
            </Button>
          }
        >
          <Combobox
            label={t('finances.newManual.campaign')}
            description={t('finances.newManual.hint')}
            value={campaign}
            loadOptions={loadCampaigns}
            onChange={setCampaign}
          />
        </ActionDialog>
      )}
    </>
  );
}

/**
 * The invoicing accounts by name, as the invoices name them (issue 38: the account financials'
 * rows open their account's invoices): read from the invoices list itself, so whoever sees the
 * invoices can choose among their accounts (the CRM's account lookup is the CRM's roles'), each
 * account once.
 */
const invoiceAccounts = defineLookup({
  endpoint: invoiceEndpoints.list,
  text: 'searchFilter',
  query: { invoiceState: 'ALL', sort: 'createdAt', order: 'DESC' },
  option: (invoice) => accountOption({ id: invoice.accountId, name: invoice.accountName }),
});
const loadInvoiceAccounts: LoadOptions = async (search, context, query) => {
  const options = await invoiceAccounts(search, context, query);
  return [...new Map(options.map((option) => [option.id, option])).values()];
};

const invoiceList = defineList({
  params: {
    search: textParam({ query: 'searchFilter', filter: 'finances.filters.search' }),
    // One invoicing account's invoices (the account financials' rows link here).
    account: lookupParam({
      query: 'accountId',
      filter: 'finances.filters.account',
      loadOptions: loadInvoiceAccounts,
    }),
    // The drafts of a month's run among two years of them (issue 38: 1,237 drafts back to
    // 2024, no way to narrow them): the invoices whose service period meets the range.
    period: dateRangeParam({
      from: 'periodFrom',
      to: 'periodTo',
      filter: 'finances.filters.period',
    }),
  },
  sort: { fields: INVOICE_SORT_FIELDS, field: 'createdAt', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

/** The invoices' columns: number, state, account, campaign, period, days and the total. */
function invoiceColumns(t: TFunction, language: Language) {
  const column = recordColumns<Invoice>(t, 'finances');
  const helper = createDataTableColumns<Invoice>();
  return [
    // A number is never cut (issue 38: "RE-2025-000…" at 1440 px): it is as wide as it is.
    helper.accessor((row) => row.number, {
      id: 'number',
      header: t('finances.columns.number'),
      // A draft has no number until it is issued: the row's link says what it does ("Entwurf
      // öffnen"; the s15 stranger found a dash as the only way into a draft, issue 38).
      cell: (info) => info.getValue() ?? t('finances.noNumber'),
      meta: { kind: 'number', align: 'start' },
    }),
    column.statusBadge('state', 'finances.states', INVOICE_STATE_TONES),
    column.name('accountName'),
    column.name('campaignName'),
    helper.accessor((row) => row.periodFrom, {
      id: 'period',
      header: t('finances.columns.period'),
      cell: (info) => periodText(info.row.original.periodFrom, info.row.original.periodTo),
      meta: { kind: 'date' },
    }),
    column.date('issueDate'),
    column.date('dueDate'),
    // Sent is no state (an issued invoice stays issued): the last sending's day, if any.
    helper.accessor((row) => row.lastSent?.at ?? null, {
      id: 'lastSent',
      header: t('finances.columns.lastSent'),
      cell: (info) => {
        const at = info.getValue();
        return at ? formatDisplayDate(at) : '';
      },
      enableSorting: false,
      meta: { kind: 'date' },
    }),
    helper.accessor((row) => row.total, {
      id: 'total',
      header: t('finances.columns.total'),
      cell: (info) => minorMoney(info.getValue(), language, info.row.original.currency),
      meta: { kind: 'money' },
    }),
  ];
}

/**
 * The last twelve ended months, newest first (the default: last month), named in the interface's
 * language: a month is billed once it has ended (issue 38: the running month was offered and
 * chosen by default; the server refuses it too).
 */
function endedMonths(language: string): { id: string; label: string }[] {
  const now = new Date();
  const format = new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, back) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back - 1, 1));
    return { id: month.toISOString().slice(0, 7), label: format.format(month) };
  });
}

/** What the run of the month will bill: its campaigns and their net per currency. */
function RunPreview({ month }: { month: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const companyId = useActingCompanyId();
  const preview = useQuery({
    queryKey: [invoiceEndpoints.runPreview.path, companyId, month],
    queryFn: () => call(invoiceEndpoints.runPreview, { body: { month } }),
  });
  if (!preview.data) return <QueryPending query={preview} />;
  const { campaigns, currencies } = preview.data;
  return (
    <Stack space="small" aria-live="polite">
      <Text weight="strong">
        {campaigns === 0
          ? t('finances.run.previewNone')
          : t('finances.run.preview', {
              count: campaigns,
              number: formatNumber(campaigns, language),
            })}
      </Text>
      {currencies.length > 0 && (
        <Stack as="ul" space="xsmall">
          {currencies.map((sum) => (
            <li key={sum.currency}>
              {t('finances.run.previewCurrency', {
                count: sum.campaigns,
                number: formatNumber(sum.campaigns, language),
                amount: minorMoney(sum.net, language, sum.currency),
              })}
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Starts the invoice run of a month and follows its job. */
function InvoiceRun() {
  const { t, i18n } = useTranslation();
  const failed = useFailureToast();
  const months = useMemo(() => endedMonths(i18n.language), [i18n.language]);
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState<string>(months[0]?.id ?? '');
  const [jobId, setJobId] = useState<number>();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const { jobId: started } = await call(invoiceEndpoints.run, { body: { month } });
      setJobId(started);
      setOpen(false);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t('finances.actions.run')}
      </Button>
      {open && (
        <ActionDialog
          title={t('finances.run.title')}
          onClose={() => setOpen(false)}
          cancel={t('finances.run.cancel')}
          actions={
            <Button variant="primary" isBusy={busy} onPress={() => void start()}>
              {t('finances.run.start')}
            </Button>
          }
        >
          <Stack space="medium">
            <Select
              label={t('finances.run.month')}
              description={t('finances.run.monthHint')}
              options={months}
              value={month}
              onChange={(value) => value && setMonth(value)}
            />
            <RunPreview month={month} />
          </Stack>
        </ActionDialog>
      )}
      <JobProgressToast
        jobId={jobId}
        title={t('finances.run.title')}
        texts="finances.run.toast"
        onClose={() => setJobId(undefined)}
        refreshes={invoiceEndpoints.list.path}
      />
    </>
  );
}

/**
 * /finances/invoices/{invoiceState} (spec 1 §2.11, "invoices default open"): the acting
 * company's invoices by state (OPEN: issued and not yet paid in full), searched by number,
 * account or campaign; drafts issued and issued invoices sent in bulk with per-row results;
 * the month's invoice run as a background job.
 */
export function InvoicesPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const segment = location.pathname.split('/')[3] ?? DEFAULT_FINANCE_INVOICE_TAB;
  const tab = (
    (FINANCE_INVOICE_TABS as readonly string[]).includes(segment)
      ? segment
      : DEFAULT_FINANCE_INVOICE_TAB
  ) as Tab;
  const companyId = useActingCompanyId();
  const list = useList({
    definition: invoiceList,
    listKey: `finance-invoices-${tab.toLowerCase().replace(/_/g, '-')}`,
    calls: invoiceEndpoints,
    query: (query: Record<string, unknown>) => ({ ...query, invoiceState: tab }),
    bulkActions: BULK_ACTIONS.filter((action) => action.tabs.includes(tab)),
  });
  // The tabs' counts follow the filters (the search and the service period).
  const { searchFilter, accountId, periodFrom, periodTo } = invoiceList.queryOf(list.state) as {
    searchFilter?: string;
    accountId?: number;
    periodFrom?: string;
    periodTo?: string;
  };
  const counts = useQuery(
    endpointQuery(
      invoiceEndpoints.counts,
      { query: { searchFilter, accountId, periodFrom, periodTo } },
      companyId,
    ),
  );
  const countOf = (id: Tab) => {
    const data = counts.data;
    if (!data) return undefined;
    const states = id === 'ALL' ? Object.keys(data) : FINANCE_INVOICE_TAB_STATES[id];
    return states.reduce((sum, state) => sum + (data[state] ?? 0), 0);
  };
  const columns = useMemo(() => invoiceColumns(t, i18n.language as Language), [t, i18n.language]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={invoiceHref}
      // What a finance user scans: number, state, account, campaign, period, due day and total
      // fit at 1440 px beside the navigation (the s13 stranger found the total cut off by the
      // edge); the issue and sent days are in the column picker.
      defaultHiddenColumns={['issueDate', 'lastSent']}
      routeTabs={{
        'aria-label': t('finances.columns.state'),
        tabs: FINANCE_INVOICE_TABS.map((id) => {
          const count = countOf(id);
          return { id, label: t(`finances.tabs.${id}`), ...(count === undefined ? {} : { count }) };
        }),
        selectedId: tab,
        pathFor: (id) => `/finances/invoices/${id}`,
        search: location.searchStr,
      }}
      actions={
        <Inline space="small">
          <NewManualInvoice />
          <InvoiceRun />
        </Inline>
      }
    />
  );
}
