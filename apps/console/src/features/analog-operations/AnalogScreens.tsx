import {
  DISPATCH_TABS,
  type Dispatch,
  dispatchEndpoints,
  fillPath,
  POSTAL_CAMPAIGN_STATUSES,
  POSTAL_CHANNELS,
  type PostalCampaign,
  postalCampaignEndpoints,
  readDownload,
  type SendDispatchesResult,
  STOCK_MOVEMENT_KINDS,
  type StockLevel,
  type StockMovement,
  stockEndpoints,
  stockMovementEndpoints,
} from '@adconsole/api';
import { formatDateTime, formatDisplayDate, formatNumber, type Language } from '@adconsole/i18n';
import {
  Button,
  Card,
  createDataTableColumns,
  DataTable,
  Inline,
  PageLayout,
  Stack,
  StatusBadge,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  useToast,
} from '@adconsole/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { saveDownload } from '../../app/download.ts';
import { call, endpointKey, invalidatePath, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, flagParam, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import type { analogOperationsPages } from '../../routes/table/operations.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { usePathTabs } from '../print-operations/pathTabs.ts';

const number = (value: number, language: string) => formatNumber(value, language as Language);

const STATE_TONES: Record<string, 'positive' | 'link' | 'warning' | 'critical' | 'neutral'> = {
  PLANNED: 'link',
  CONFIRMED: 'warning',
  SENT: 'positive',
  CANCELLED: 'neutral',
  IN_DISPATCH: 'warning',
  DISPATCHED: 'positive',
};

// --- /analog-operations/campaign-management ---

const postalCampaignList = defineList({
  params: {
    search: textParam({ query: 'searchFilter', filter: 'analogOps.filters.search' }),
    status: choiceParam(POSTAL_CAMPAIGN_STATUSES, {
      filter: 'analogOps.filters.status',
      optionLabel: (status) => `analogOps.campaignStatus.${status}`,
      all: 'analogOps.all',
    }),
    channel: choiceParam(POSTAL_CHANNELS, {
      filter: 'analogOps.filters.channel',
      optionLabel: (channel) => `analogOps.channel.${channel}`,
      all: 'analogOps.all',
    }),
  },
  sort: {
    fields: ['firstDispatchDate', 'name', 'status'],
    field: 'firstDispatchDate',
    order: 'ASC',
  },
  pageSizes: [20, 50, 100],
});

/** The postal campaigns the team dispatches: channel, item, postcodes or addresses, progress. */
export function PostalCampaignsPage() {
  const { t, i18n } = useTranslation();
  const list = useList({
    definition: postalCampaignList,
    listKey: 'analog-postal-campaigns',
    calls: postalCampaignEndpoints,
  });
  const columns = useMemo(() => {
    const column = createDataTableColumns<PostalCampaign>();
    return [
      column.accessor('name', {
        id: 'name',
        header: t('analogOps.columns.campaign'),
        meta: { width: '16rem' },
        cell: ({ row: { original } }) => (
          <Stack space="xxsmall">
            <Text size="small" weight="strong">
              {original.name}
            </Text>
            <Text size="small" tone="muted">
              {original.customerName}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('channel', {
        id: 'channel',
        header: t('analogOps.columns.channel'),
        cell: (info) => t(`analogOps.channel.${info.getValue()}`),
      }),
      column.accessor((row) => `${row.item.sku} ${row.item.name}`, {
        id: 'item',
        header: t('analogOps.columns.item'),
      }),
      column.accessor((row) => row.item.letterFormat, {
        id: 'letterFormat',
        header: t('analogOps.columns.letterFormat'),
        cell: ({ row: { original } }) =>
          `${t(`analogOps.letterFormat.${original.item.letterFormat}`)} · ${original.item.weightGrams} g`,
      }),
      column.accessor((row) => row.postalCodes.join(', '), {
        id: 'postalCodes',
        header: t('analogOps.columns.postalCodes'),
        cell: (info) => info.getValue() || t('analogOps.addressed'),
      }),
      column.accessor('recipients', {
        id: 'recipients',
        header: t('analogOps.columns.recipients'),
        cell: (info) => number(info.getValue(), i18n.language),
      }),
      column.accessor('firstDispatchDate', {
        id: 'firstDispatchDate',
        header: t('analogOps.columns.firstDispatchDate'),
        cell: (info) => formatDisplayDate(info.getValue()),
      }),
      column.accessor((row) => `${row.sentDispatches}/${row.dispatches}`, {
        id: 'dispatches',
        header: t('analogOps.columns.dispatches'),
      }),
      column.accessor('status', {
        id: 'status',
        header: t('analogOps.columns.status'),
        cell: (info) => (
          <StatusBadge tone={STATE_TONES[info.getValue()] ?? 'neutral'}>
            {t(`analogOps.campaignStatus.${info.getValue()}`)}
          </StatusBadge>
        ),
      }),
    ];
  }, [t, i18n.language]);
  return <ListView list={list} columns={columns} />;
}

// --- /analog-operations/inventory-management/stock ---

const stockList = defineList({
  params: {
    search: textParam({ query: 'searchFilter', filter: 'analogOps.filters.item' }),
    lowStock: flagParam({ url: 'low', filter: 'analogOps.filters.lowStock', sendsOff: false }),
  },
  sort: { fields: ['item', 'warehouse', 'quantity'], field: 'item', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

const movementList = defineList({
  params: {
    kind: choiceParam(STOCK_MOVEMENT_KINDS, {
      url: 'movement',
      filter: 'analogOps.filters.movementKind',
      optionLabel: (kind) => `analogOps.movementKind.${kind}`,
      all: 'analogOps.all',
    }),
  },
  sort: { fields: ['createdAt'], field: 'createdAt', order: 'DESC' },
  pageSizes: [10, 20, 50],
});

/** Stock per item and warehouse (what dispatches hold back beside it), then the movements. */
export function StockPage() {
  const { t, i18n } = useTranslation();
  const { title, crumbs } = usePageHeading();
  const stock = useList({ definition: stockList, listKey: 'analog-stock', calls: stockEndpoints });
  const movements = useList({
    definition: movementList,
    listKey: 'analog-stock-movements',
    calls: stockMovementEndpoints,
  });
  const stockColumns = useMemo(() => {
    const column = createDataTableColumns<StockLevel>();
    return [
      column.accessor((row) => `${row.item.sku} ${row.item.name}`, {
        id: 'item',
        header: t('analogOps.columns.item'),
      }),
      column.accessor((row) => row.warehouse.name, {
        id: 'warehouse',
        header: t('analogOps.columns.warehouse'),
      }),
      column.accessor('quantity', {
        id: 'quantity',
        header: t('analogOps.columns.quantity'),
        cell: (info) => number(info.getValue(), i18n.language),
      }),
      column.accessor('reserved', {
        id: 'reserved',
        header: t('analogOps.columns.reserved'),
        cell: ({ row: { original } }) =>
          original.reserved > original.quantity ? (
            <StatusBadge tone="critical">{number(original.reserved, i18n.language)}</StatusBadge>
          ) : (
            number(original.reserved, i18n.language)
          ),
      }),
      column.accessor('updatedAt', {
        id: 'updatedAt',
        header: t('analogOps.columns.updatedAt'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
    ];
  }, [t, i18n.language]);
  const movementColumns = useMemo(() => {
    const column = createDataTableColumns<StockMovement>();
    return [
      column.accessor('createdAt', {
        id: 'createdAt',
        header: t('analogOps.columns.movedAt'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor('kind', {
        id: 'kind',
        header: t('analogOps.columns.kind'),
        cell: (info) => t(`analogOps.movementKind.${info.getValue()}`),
      }),
      column.accessor((row) => `${row.item.sku} ${row.item.name}`, {
        id: 'item',
        header: t('analogOps.columns.item'),
      }),
      column.accessor((row) => row.warehouse.name, {
        id: 'warehouse',
        header: t('analogOps.columns.warehouse'),
      }),
      column.accessor('quantity', {
        id: 'quantity',
        header: t('analogOps.columns.change'),
        cell: (info) =>
          `${info.getValue() > 0 ? '+' : '−'}${number(Math.abs(info.getValue()), i18n.language)}`,
      }),
      column.accessor((row) => row.note ?? '', { id: 'note', header: t('analogOps.columns.note') }),
      column.accessor((row) => row.createdBy ?? '', {
        id: 'createdBy',
        header: t('analogOps.columns.createdBy'),
      }),
    ];
  }, [t, i18n.language]);
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Tabs>
        <TabList aria-label={title}>
          <Tab id="stock">{t('analogOps.stock.label')}</Tab>
          <Tab id="movements">{t('analogOps.stock.movements')}</Tab>
        </TabList>
        <TabPanel id="stock">
          <ListView
            list={stock}
            columns={stockColumns}
            embedded
            label={t('analogOps.stock.label')}
            getRowId={(row) => String(row.id)}
          />
        </TabPanel>
        <TabPanel id="movements">
          <ListView
            list={movements}
            columns={movementColumns}
            embedded
            label={t('analogOps.stock.movements')}
          />
        </TabPanel>
      </Tabs>
    </PageLayout>
  );
}

// --- /analog-operations/inventory-management/dispatch/{state} ---

const dispatchList = defineList({
  params: { search: textParam({ query: 'searchFilter', filter: 'analogOps.filters.search' }) },
  sort: { fields: ['dispatchDate', 'quantity', 'state'], field: 'dispatchDate', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

function dispatchColumns(t: TFunction, language: string) {
  const column = createDataTableColumns<Dispatch>();
  return [
    column.accessor('id', {
      id: 'id',
      header: t('analogOps.columns.dispatch'),
      cell: (info) => `#${info.getValue()}`,
      meta: { width: '5rem' },
    }),
    column.accessor((row) => row.postalCampaign.name, {
      id: 'campaign',
      header: t('analogOps.columns.campaign'),
      meta: { width: '16rem' },
      cell: ({ row: { original } }) => (
        <Stack space="xxsmall">
          <Text size="small" weight="strong">
            {original.postalCampaign.name}
          </Text>
          <Text size="small" tone="muted">
            {`${original.postalCampaign.customerName} · ${t(`analogOps.channel.${original.postalCampaign.channel}`)}`}
          </Text>
        </Stack>
      ),
    }),
    column.accessor((row) => `${row.item.sku} ${row.item.name}`, {
      id: 'item',
      header: t('analogOps.columns.item'),
    }),
    column.accessor((row) => row.warehouse.name, {
      id: 'warehouse',
      header: t('analogOps.columns.warehouse'),
    }),
    column.accessor('dispatchDate', {
      id: 'dispatchDate',
      header: t('analogOps.columns.dispatchDate'),
      cell: (info) => formatDisplayDate(info.getValue()),
    }),
    column.accessor('quantity', {
      id: 'quantity',
      header: t('analogOps.columns.quantity'),
      cell: (info) => number(info.getValue(), language),
    }),
    column.accessor('stock', {
      id: 'stock',
      header: t('analogOps.columns.stock'),
      cell: ({ row: { original } }) =>
        original.state !== 'SENT' && original.stock < original.quantity ? (
          <StatusBadge tone="critical">{number(original.stock, language)}</StatusBadge>
        ) : (
          number(original.stock, language)
        ),
    }),
    column.accessor('state', {
      id: 'state',
      header: t('analogOps.columns.state'),
      cell: (info) => (
        <StatusBadge tone={STATE_TONES[info.getValue()] ?? 'neutral'}>
          {t(`analogOps.state.${info.getValue()}`)}
        </StatusBadge>
      ),
    }),
    column.accessor((row) => row.deliveryNoteNumber ?? '', {
      id: 'deliveryNote',
      header: t('analogOps.columns.deliveryNote'),
    }),
  ];
}

/** Dispatches by state, with counts; confirm or cancel, or go on to send the chosen ones. */
export function DispatchesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const state = useTableParams<typeof analogOperationsPages.dispatch>().state ?? 'ALL';
  const list = useList({
    definition: dispatchList,
    listKey: 'analog-dispatches',
    calls: dispatchEndpoints,
    query: (query) => ({ ...query, state }),
    bulkActions: [
      {
        action: 'send',
        label: 'analogOps.actions.send',
        onPress: (ids) =>
          void navigate({ href: `/analog-operations/send-dispatch/${ids.join(',')}` }),
      },
      { action: 'confirm', label: 'analogOps.actions.confirm' },
      { action: 'cancel', label: 'analogOps.actions.cancel' },
    ],
  });
  const tabs = usePathTabs({
    counts: dispatchEndpoints.counts,
    query: dispatchList.queryOf(list.state) as Record<string, unknown>,
    values: DISPATCH_TABS,
    selected: state,
    label: (id) => `analogOps.state.${id}`,
    pathOf: (id) => `/analog-operations/inventory-management/dispatch/${id}`,
    search: location.searchStr,
  });
  const columns = useMemo(() => dispatchColumns(t, i18n.language), [t, i18n.language]);
  return <ListView list={{ ...list, tabs }} columns={columns} />;
}

// --- /analog-operations/send-dispatch/{ids} ---

/** Downloads a delivery note; undefined when there is none (204). */
async function deliveryNote(number: string) {
  return readDownload(
    await apiClient.getResponse(fillPath(dispatchEndpoints.deliveryNote.path, { number })),
  );
}

/**
 * Confirm and send a set of dispatches: what each takes from which warehouse's stock, then one
 * send that moves them to SENT, takes the stock out and writes one delivery note for the set.
 */
export function SendDispatchPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const companyId = useActingCompanyId();
  const { title, crumbs } = usePageHeading();
  const { ids: idText } = useTableParams<typeof analogOperationsPages.send>();
  const ids = useMemo(
    () =>
      [...new Set(String(idText).split(','))]
        .filter((id) => /^[1-9][0-9]{0,9}$/.test(id))
        .map(Number)
        .slice(0, 100),
    [idText],
  );
  const body = { ids };
  const dispatches = useQuery({
    queryKey: endpointKey(dispatchEndpoints.byIds, { body }, companyId),
    queryFn: () => call(dispatchEndpoints.byIds, { body }),
    enabled: ids.length > 0,
  });
  const [result, setResult] = useState<SendDispatchesResult>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const answer = await call(dispatchEndpoints.send, { body });
      setResult(answer);
      toast({
        title: t('analogOps.send.done', { count: answer.done }),
        tone: answer.refused > 0 ? 'warning' : 'positive',
      });
      await Promise.all([
        dispatches.refetch(),
        invalidatePath(queryClient, dispatchEndpoints.list.path),
        invalidatePath(queryClient, stockEndpoints.list.path),
      ]);
    } finally {
      setBusy(false);
    }
  };
  const download = async (number: string) => {
    const file = await deliveryNote(number);
    if (file) saveDownload(file);
    else toast({ title: t('printOps.noFile'), tone: 'warning' });
  };
  const columns = useMemo(() => dispatchColumns(t, i18n.language), [t, i18n.language]);
  const items = dispatches.data?.items ?? [];
  const open = items.filter((item) => item.state === 'PLANNED' || item.state === 'CONFIRMED');
  const total = open.reduce((sum, item) => sum + item.quantity, 0);
  const reasons = new Map(
    (result?.results ?? [])
      .filter((row) => row.outcome === 'REFUSED')
      .map((row) => [row.id, row.translationKey ?? 'REFUSED']),
  );
  return (
    <PageLayout
      title={title}
      breadcrumbs={crumbs}
      actions={
        <Button onPress={() => void send()} isBusy={busy} isDisabled={open.length === 0}>
          {t('analogOps.send.submit', { count: open.length })}
        </Button>
      }
    >
      <Stack space="large">
        <Card>
          <Stack space="small">
            <Text>
              {t('analogOps.send.intro', {
                count: open.length,
                total: number(total, i18n.language),
              })}
            </Text>
            {result?.deliveryNoteNumber && (
              <Inline space="small">
                <Text weight="strong">
                  {t('analogOps.send.deliveryNote', { number: result.deliveryNoteNumber })}
                </Text>
                <Button
                  variant="secondary"
                  onPress={() => void download(result.deliveryNoteNumber as string)}
                >
                  {t('analogOps.send.downloadNote')}
                </Button>
              </Inline>
            )}
            {[...reasons].map(([id, key]) => (
              <Text key={id} tone="critical">
                {t('analogOps.send.refused', { id, reason: t(`analogOps.reasons.${key}`) })}
              </Text>
            ))}
          </Stack>
        </Card>
        <DataTable
          aria-label={t('analogOps.send.label')}
          columns={columns}
          rows={items}
          getRowId={(row) => String(row.id)}
          isLoading={dispatches.isPending && ids.length > 0}
          error={dispatches.error}
          onRetry={() => dispatches.refetch()}
        />
      </Stack>
    </PageLayout>
  );
}
