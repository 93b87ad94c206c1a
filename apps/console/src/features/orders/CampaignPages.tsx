import {
  businessDay,
  type CampaignHistoryEntry,
  type CampaignRecord,
  type CampaignStatus,
  crmAccountEndpoints,
  orderEndpoints,
  PAYMENT_STATUSES,
  taskEndpoints,
} from '@adconsole/api';
import {
  FormCombobox,
  FormDatePicker,
  FormSelect,
  FormShell,
  FormTextField,
  maxLengthText,
  optionalDate,
  optionalText,
  optionSchema,
  requiredChoice,
  requiredDate,
  requiredText,
  useZodForm,
} from '@adconsole/forms';
import {
  formatDateTime,
  formatDisplayDate,
  formatMoney,
  formatPercent,
  type Language,
} from '@adconsole/i18n';
import {
  Button,
  Card,
  createDataTableColumns,
  DataTable,
  Heading,
  Inline,
  Link,
  Loader,
  Stack,
  Text,
  useToast,
} from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { fieldsOf } from '../../kit/fieldsOf.ts';
import { historyValue } from '../../kit/historyValue.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList } from '../../kit/listDefinition.ts';
import { QueryFailure } from '../../kit/QueryFailure.tsx';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { RecordPage } from '../../kit/RecordPage.tsx';
import { useList } from '../../kit/useList.ts';
import { useSignedInContext } from '../../routes/useSignedInContext.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { loadAccountOptions } from '../crm/crmLookups.ts';
import { useCampaignMove } from './campaignMove.ts';
import { campaignFacts, PriceSummary } from './campaignParts.tsx';
import { LazyOfferSendDialog } from './LazyOfferSendDialog.tsx';
import { campaignRecordCalls, tabOfStatus } from './orderCalls.ts';
import * as styles from './orders.css.ts';
import { PdfPreview } from './PdfPreview.tsx';
import { PositionsEditor } from './PositionsEditor.tsx';

/** The tabs of a campaign's page, each a route of the table (spec 3 §2.1). */
const CAMPAIGN_TABS = [
  'overview',
  'edit',
  'edit-positions',
  'preview-pdf',
  'history',
  'payment',
] as const;
type CampaignTab = (typeof CAMPAIGN_TABS)[number];

const tabKey: Record<CampaignTab, string> = {
  overview: 'overview',
  edit: 'edit',
  'edit-positions': 'editPositions',
  'preview-pdf': 'previewPdf',
  history: 'history',
  payment: 'payment',
};

/** The path of a campaign's tab under a list type (`edit` is the campaign's own path). */
export const campaignHref = (type: string, id: number, tab: CampaignTab = 'edit') =>
  `/orders/campaigns/${type}/${id}${tab === 'edit' ? '' : `/${tab}`}`;

function useCampaignRoute() {
  const { type } = useTableParams<'orders.campaignType'>();
  const { campaignId } = useTableParams<'orders.campaign'>();
  const { positionType, hasPositionConflict } = useTableParams<'orders.campaignPositions'>();
  return { type, id: campaignId, positionType, hasPositionConflict };
}

/** The moves the campaign page offers, in this order, by the statuses the server allows. */
const MOVES: readonly CampaignStatus[] = [
  'PENDING_APPROVAL',
  'OFFERED',
  'BOOKED',
  'PREPAYMENT',
  'PERFORMANCE',
  'ALTERNATE_QUOTE',
  'OFFER_DENIED',
  'DRAFT',
  'ARCHIVED',
];

/**
 * The buttons that move a campaign to the statuses the server says the user may; after a move
 * `onMoved` gets the new status (the page follows the campaign into its new list tab).
 */
export function StatusMoves({
  campaign,
  onMoved,
}: {
  campaign: CampaignRecord;
  onMoved?: (status: CampaignStatus) => void;
}) {
  const { t } = useTranslation();
  const moveCampaign = useCampaignMove();
  const [busy, setBusy] = useState<CampaignStatus>();
  const [offering, setOffering] = useState(false);
  const move = async (status: CampaignStatus) => {
    // Sending an offer is a preview first, then a real mail (issue 33 point 5).
    if (status === 'OFFERED') {
      setOffering(true);
      return;
    }
    setBusy(status);
    try {
      const moved = await moveCampaign(campaign, status);
      if (moved) onMoved?.(moved.status);
    } finally {
      setBusy(undefined);
    }
  };
  const moves = MOVES.filter((status) => campaign.nextStatuses.includes(status));
  if (moves.length === 0) return null;
  return (
    <Inline space="small">
      {moves.map((status) => (
        <Button
          key={status}
          variant={status === 'OFFER_DENIED' || status === 'ARCHIVED' ? 'secondary' : 'primary'}
          isBusy={busy === status}
          onPress={() => void move(status)}
        >
          {/* A submitted order is approved or returned: the staff's words for those two moves. */}
          {campaign.status === 'PENDING_APPROVAL' && (status === 'OFFERED' || status === 'DRAFT')
            ? t(`orders.campaign.approvalMove.${status}`)
            : t(`orders.campaign.moveTo.${status}`)}
        </Button>
      ))}
      {offering && (
        <LazyOfferSendDialog
          kind="campaign"
          campaign={{ id: campaign.id, name: campaign.name, version: campaign.version }}
          onClose={() => setOffering(false)}
          onSent={() => onMoved?.('OFFERED')}
        />
      )}
    </Inline>
  );
}

/**
 * A campaign's page (spec 3 §2.1): its facts, its status moves and its tabs overview, edit,
 * positions, PDF, history and payment, each a route under /orders/campaigns/{type}/{id}.
 * Opened from ALL (the link of tasks), the tabs lead to the campaign's own list type.
 */
function CampaignFrame({
  tab,
  render,
}: {
  tab: CampaignTab;
  render: (campaign: CampaignRecord, type: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const navigate = useNavigate();
  const { type, id } = useCampaignRoute();
  const record = useEndpoint(orderEndpoints.ordersCampaignRecord, { params: { id } });
  const baseType = type === 'ALL' && record.data ? tabOfStatus(record.data.status) : type;
  return (
    <RecordPage<CampaignRecord>
      calls={{ get: orderEndpoints.ordersCampaignRecord }}
      id={id}
      facts={(campaign) => campaignFacts(t, language, campaign)}
      actions={(campaign) => (
        <Inline space="small">
          <StatusMoves
            campaign={campaign}
            onMoved={(status) => {
              // The URL and breadcrumb follow the campaign into its new list tab (issue 33
              // point 20: they kept /DRAFTS/ after the campaign moved on); ALL stays ALL.
              const next = tabOfStatus(status);
              if (type !== 'ALL' && next !== type) {
                void navigate({ href: campaignHref(next, id, tab), replace: true });
              }
            }}
          />
          <Button
            variant="secondary"
            onPress={() =>
              void navigate({ href: `/orders/campaign/${campaign.id}/position-history` })
            }
          >
            {t('orders.campaign.positionHistory')}
          </Button>
        </Inline>
      )}
      tabs={(campaign) =>
        CAMPAIGN_TABS.map((id) => ({
          id,
          label: t(`orders.campaign.tabs.${tabKey[id]}`),
          render: () => render(campaign, baseType),
        }))
      }
      tabRoutes={{
        selected: tab,
        hrefFor: (tabId) => campaignHref(baseType, id, tabId as CampaignTab),
      }}
    />
  );
}

/** /orders/campaigns/{type}/{id}/overview, and /orders/campaigns/ALL/{id}. */
export function CampaignOverviewPage() {
  return (
    <CampaignFrame tab="overview" render={(campaign) => <CampaignOverview campaign={campaign} />} />
  );
}

function CampaignOverview({ campaign }: { campaign: CampaignRecord }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const overview = useEndpoint(orderEndpoints.ordersCampaignOverview, {
    params: { id: campaign.id },
  });
  if (!overview.data) return <QueryPending query={overview} />;
  const { media, positionStatuses, creativesMissing, conflicts, totals } = overview.data;
  return (
    <Stack space="large">
      <PriceSummary totals={totals} title={t('orders.overview.price')} />
      <Card as="section" aria-label={t('orders.overview.media')}>
        <Stack space="small">
          <Heading level={2}>{t('orders.overview.media')}</Heading>
          {media.length === 0 ? (
            <Text tone="muted">{t('orders.overview.noPositions')}</Text>
          ) : (
            <table className={styles.grid}>
              <thead>
                <tr>
                  <th className={styles.headCell}>{t('orders.overview.medium')}</th>
                  <th className={styles.headCell}>{t('orders.overview.positions')}</th>
                  <th className={styles.headCell}>{t('orders.overview.period')}</th>
                  <th className={styles.headCell}>{t('orders.overview.net')}</th>
                </tr>
              </thead>
              <tbody>
                {media.map((medium) => (
                  <tr key={medium.positionType}>
                    <td className={styles.cell}>
                      {t(`orders.positionType.${medium.positionType}`)}
                    </td>
                    <td className={styles.numberCell}>{medium.positions}</td>
                    <td className={styles.cell}>
                      {formatDisplayDate(medium.firstDate)} – {formatDisplayDate(medium.lastDate)}
                    </td>
                    <td className={styles.numberCell}>
                      {formatMoney(medium.net, language, totals.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Stack>
      </Card>
      <Card as="section" aria-label={t('orders.overview.state')}>
        <Stack space="small">
          <Heading level={2}>{t('orders.overview.state')}</Heading>
          <Text>
            {positionStatuses
              .map(
                (entry) =>
                  `${t(`statuses.${entry.status}`, { defaultValue: entry.status })}: ${entry.count}`,
              )
              .join(' · ') || t('orders.overview.noPositions')}
          </Text>
          <Text tone={creativesMissing > 0 ? 'critical' : 'neutral'}>
            {t('orders.overview.creativesMissing', { count: creativesMissing })}
          </Text>
          {conflicts > 0 ? (
            <Link
              href={
                campaignHref(tabOfStatus(campaign.status), campaign.id, 'edit-positions') +
                '/ALL/true'
              }
            >
              {t('orders.overview.conflicts', { count: conflicts })}
            </Link>
          ) : (
            <Text>{t('orders.overview.conflicts', { count: 0 })}</Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
const campaignEditForm = z.object({
  name: requiredText(),
  startDate: requiredDate(),
  endDate: requiredDate(),
  language: requiredChoice(z.string()),
  offerValidUntil: optionalDate(),
  customerPo: z.pipe(optionalText(), maxLengthText(100)),
});

/** /orders/campaigns/{type}/{id}: the campaign's fields; a stale save offers to reload. */
export function CampaignEditPage() {
  const { type } = useCampaignRoute();
  if (type === 'ALL') return <CampaignOverviewPage />;
  return (
    <CampaignFrame
      tab="edit"
      render={(campaign, base) => <CampaignEdit campaign={campaign} type={base} />}
    />
  );
}

function CampaignEdit({ campaign, type }: { campaign: CampaignRecord; type: string }) {
  const { t } = useTranslation();
  if (!campaign.editable) return <Text tone="muted">{t('orders.campaign.notEditable')}</Text>;
  return (
    <RecordFormPage
      embedded
      calls={campaignRecordCalls}
      id={campaign.id}
      texts="orders.campaign"
      form={{
        schema: campaignEditForm,
        defaults: (record?: CampaignRecord) => ({
          name: record?.name ?? '',
          startDate: record?.startDate ?? '',
          endDate: record?.endDate ?? '',
          language: record?.language ?? 'de',
          offerValidUntil: record?.offerValidUntil ?? '',
          customerPo: record?.customerPo ?? '',
        }),
        toWrite: (values) => ({
          name: values.name,
          startDate: values.startDate,
          endDate: values.endDate,
          language: values.language as (typeof LANGUAGES)[number],
          offerValidUntil: values.offerValidUntil,
          customerPo: values.customerPo || null,
        }),
        fields: [
          { kind: 'text', name: 'name', isRequired: true, maxLength: 200 },
          { kind: 'field', name: 'startDate', component: FormDatePicker, isRequired: true },
          { kind: 'field', name: 'endDate', component: FormDatePicker, isRequired: true },
          {
            kind: 'select',
            name: 'language',
            isRequired: true,
            options: LANGUAGES.map((language) => ({
              id: language,
              label: t(`orders.language.${language}`),
            })),
          },
          { kind: 'field', name: 'offerValidUntil', component: FormDatePicker },
          { kind: 'text', name: 'customerPo', maxLength: 100 },
        ],
      }}
      savedTo={(saved) => campaignHref(type, saved.id, 'overview')}
      cancelTo={campaignHref(type, campaign.id, 'overview')}
    />
  );
}

/** /orders/campaigns/{type}/{id}/edit-positions/{positionType?}/{hasPositionConflict?}. */
export function CampaignPositionsPage() {
  const { positionType, hasPositionConflict } = useCampaignRoute();
  return (
    <CampaignFrame
      tab="edit-positions"
      render={(campaign, type) => (
        <PositionsEditor
          campaign={campaign}
          type={type}
          positionType={positionType}
          onlyConflicts={hasPositionConflict === 'true'}
        />
      )}
    />
  );
}

/** /orders/campaigns/{type}/{id}/preview-pdf: the server's offer PDF in the browser. */
export function CampaignPdfPage() {
  return (
    <CampaignFrame tab="preview-pdf" render={(campaign) => <PdfPreview campaign={campaign} />} />
  );
}

const HISTORY_TYPES = ['CAMPAIGN_FIELD_CHANGED', 'CAMPAIGN_POSITION_FIELD_CHANGED'] as const;
const historyList = defineList({
  params: {
    activityType: choiceParam(HISTORY_TYPES, {
      filter: 'orders.history.filter',
      optionLabel: (type) => `orders.history.types.${type}`,
      all: 'orders.history.allTypes',
    }),
  },
  sort: { fields: ['newest'], field: 'newest', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

/** /orders/campaigns/{type}/{id}/history: each change of the campaign and its positions. */
export function CampaignHistoryPage() {
  return (
    <CampaignFrame tab="history" render={(campaign) => <CampaignHistory campaign={campaign} />} />
  );
}

const MONEY_FIELDS = new Set(['netAmount', 'unitListPrice']);
const PERCENT_FIELDS = new Set(['discountPercent', 'manualDiscountPercent', 'vatRate']);

function CampaignHistory({ campaign }: { campaign: CampaignRecord }) {
  const { t, i18n } = useTranslation();
  const list = useList({
    definition: historyList,
    listKey: 'orders-campaign-history',
    calls: { list: orderEndpoints.ordersCampaignHistory },
    params: { id: campaign.id },
    // The history is newest first and takes no sort.
    query: ({ sort: _sort, order: _order, ...query }) => query,
  });
  const columns = useMemo(() => {
    const language = i18n.language as Language;
    // Money in the campaign's currency, rates as percentages; the rest by the kit's rule.
    const changeValue = (field: string, value: string | null) => {
      if (value !== null && MONEY_FIELDS.has(field))
        return formatMoney(Number(value), language, campaign.currency);
      if (value !== null && PERCENT_FIELDS.has(field))
        return formatPercent(Number(value), language);
      return historyValue(t, field, value, language);
    };
    const column = createDataTableColumns<CampaignHistoryEntry>();
    return [
      column.accessor('changedAt', {
        id: 'changedAt',
        header: t('orders.history.columns.changedAt'),
        cell: (info) => formatDateTime(info.getValue()),
        meta: { width: '10rem' },
      }),
      column.accessor((entry) => entry.positionName ?? t('orders.history.campaign'), {
        id: 'subject',
        header: t('orders.history.columns.subject'),
      }),
      column.accessor('field', {
        id: 'field',
        header: t('orders.history.columns.field'),
        cell: (info) =>
          t(`orders.history.fields.${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      column.accessor(
        (entry) =>
          `${changeValue(entry.field, entry.oldValue)} → ${changeValue(entry.field, entry.newValue)}`,
        {
          id: 'change',
          header: t('orders.history.columns.change'),
        },
      ),
      column.accessor((entry) => entry.changedBy ?? t('orders.history.system'), {
        id: 'changedBy',
        header: t('orders.history.columns.changedBy'),
      }),
    ];
  }, [t, i18n.language, campaign.currency]);
  return (
    <ListView
      list={list}
      columns={columns}
      embedded
      label={t('orders.history.label', { name: campaign.name })}
    />
  );
}

/** /orders/campaigns/{type}/{id}/payment: the payment status and the day it reached each. */
export function CampaignPaymentPage() {
  return (
    <CampaignFrame tab="payment" render={(campaign) => <CampaignPayment campaign={campaign} />} />
  );
}

function CampaignPayment({ campaign }: { campaign: CampaignRecord }) {
  const { t, i18n } = useTranslation();
  const { roles } = useSignedInContext();
  const language = i18n.language as Language;
  const payment = useEndpoint(orderEndpoints.ordersCampaignPayment, {
    params: { id: campaign.id },
  });
  if (!payment.data) return <QueryPending query={payment} />;
  const data = payment.data;
  return (
    <Stack space="large">
      <Card as="section" aria-label={t('orders.payment.title')}>
        <Stack space="small">
          <Heading level={2}>{t('orders.payment.title')}</Heading>
          <dl className={styles.amounts}>
            <Text as="dt">{t('orders.payment.current')}</Text>
            <Text as="dd">
              {data.paymentStatus
                ? t(`orders.payment.status.${data.paymentStatus}`)
                : t('orders.payment.notCharged')}
            </Text>
            <Text as="dt">{t('orders.payment.total')}</Text>
            <Text as="dd">{formatMoney(data.total, language, data.currency)}</Text>
            <Text as="dt">{t('orders.payment.terms')}</Text>
            <Text as="dd">{t('orders.payment.days', { count: data.paymentTermsDays })}</Text>
            <Text as="dt">{t('orders.payment.dueDate')}</Text>
            <Text as="dd">{data.dueDate ? formatDisplayDate(data.dueDate) : '—'}</Text>
            <Text as="dt">{t('orders.payment.prepayment')}</Text>
            <Text as="dd">{t(data.prepaymentRequired ? 'orders.yes' : 'orders.no')}</Text>
          </dl>
        </Stack>
      </Card>
      {(roles.has('ADMIN') || roles.has('ADMIN_INVOICE') || roles.has('PAYMENTS')) && (
        <PaymentForm campaign={campaign} />
      )}
      <DataTable
        aria-label={t('orders.payment.events')}
        layout="table"
        rows={data.events}
        getRowId={(event) => `${event.status}-${event.date}`}
        columns={paymentColumns(t)}
      />
    </Stack>
  );
}

const paymentForm = z.object({
  paymentStatus: requiredChoice(z.string()),
  date: requiredDate(),
  note: z.pipe(optionalText(), maxLengthText(500)),
});

/** Finance records the payment status a campaign reached on a day (spec 3 §3 constants). */
function PaymentForm({ campaign }: { campaign: CampaignRecord }) {
  const { t } = useTranslation();
  const toast = useToast();
  const invalidate = useInvalidatePath();
  const controller = useZodForm({
    schema: paymentForm,
    defaultValues: { paymentStatus: null, date: businessDay(), note: '' },
    onSubmit: async (values) => {
      await call(orderEndpoints.ordersCampaignPaymentRecord, {
        params: { id: campaign.id },
        body: {
          version: campaign.version,
          paymentStatus: values.paymentStatus as (typeof PAYMENT_STATUSES)[number],
          date: values.date,
          note: values.note || null,
        },
      });
      toast({
        title: t('orders.payment.recorded', {
          status: t(`orders.payment.status.${values.paymentStatus}`),
        }),
        tone: 'positive',
      });
      controller.form.reset();
      await invalidate('ws-order/campaigns');
    },
  });
  const field = fieldsOf(controller.control, t, 'orders.payment.columns');
  return (
    <Card as="section">
      <FormShell
        controller={controller}
        title={t('orders.payment.record')}
        submitLabel={t('orders.payment.recordSubmit')}
      >
        <FormSelect
          control={controller.control}
          name="paymentStatus"
          label={t('orders.payment.columns.status')}
          isRequired
          options={PAYMENT_STATUSES.map((status) => ({
            id: status,
            label: t(`orders.payment.status.${status}`),
          }))}
        />
        <FormDatePicker {...field('date')} isRequired />
        <FormTextField {...field('note')} maxLength={500} />
      </FormShell>
    </Card>
  );
}

type PaymentEvent = { status: string; date: string; note: string | null; recordedBy: string };
function paymentColumns(t: (key: string) => string) {
  const column = createDataTableColumns<PaymentEvent>();
  return [
    column.accessor('date', {
      id: 'date',
      header: t('orders.payment.columns.date'),
      cell: (info) => formatDisplayDate(info.getValue()),
    }),
    column.accessor('status', {
      id: 'status',
      header: t('orders.payment.columns.status'),
      cell: (info) => t(`orders.payment.status.${info.getValue()}`),
    }),
    column.accessor((event) => event.note ?? '', {
      id: 'note',
      header: t('orders.payment.columns.note'),
    }),
    column.accessor('recordedBy', {
      id: 'recordedBy',
      header: t('orders.payment.columns.recordedBy'),
    }),
  ];
}

const newOrderForm = z.object({
  campaignTypeId: requiredChoice(z.string()),
  advertiser: requiredChoice(optionSchema),
  name: z.pipe(requiredText(), maxLengthText(200)),
  startDate: requiredDate(),
  endDate: requiredDate(),
});

/**
 * /orders/campaigns/OFFERED/new-order, …/new-order/{accountId} and
 * …/tasks/{taskId}/new-order: a new offer for an account (from a task: the task's account),
 * then on to its positions.
 */
export function NewOrderPage() {
  // One screen on three routes: none, one or the other of these ids in the path.
  const { accountId }: { accountId?: number } = useTableParams<'orders.newOrderForAccount'>();
  const { taskId }: { taskId?: number } = useTableParams<'orders.newOrderFromTask'>();
  const types = useEndpoint(orderEndpoints.ordersCampaignTypes, {});
  const account = useEndpoint(
    crmAccount,
    { params: { id: accountId ?? 0 } },
    { enabled: accountId !== undefined },
  );
  // From a task: the task's account is the advertiser.
  const task = useEndpoint(
    taskEndpoints.get,
    { params: { id: taskId ?? 0 } },
    { enabled: taskId !== undefined },
  );
  if (types.isError) return <QueryFailure error={types.error} onRetry={() => types.refetch()} />;
  if (
    !types.data ||
    (accountId !== undefined && !account.data) ||
    (taskId !== undefined && !task.data)
  ) {
    return <Loader />;
  }
  const preset =
    (account.data as { id: number; displayName: string } | undefined) ?? task.data?.account;
  return (
    <RecordFormPage
      calls={campaignRecordCalls}
      texts="orders.campaign"
      form={{
        schema: newOrderForm,
        defaults: () => ({
          campaignTypeId: null,
          advertiser: preset ? { id: String(preset.id), label: preset.displayName } : null,
          name: '',
          startDate: '',
          endDate: '',
        }),
        toWrite: (values) => ({
          campaignTypeId: Number(values.campaignTypeId),
          advertiserAccountId: Number(values.advertiser.id),
          name: values.name,
          startDate: values.startDate,
          endDate: values.endDate,
          ...(taskId ? { taskId } : {}),
        }),
        fields: [
          {
            kind: 'select',
            name: 'campaignTypeId',
            isRequired: true,
            options: types.data.items.map((type) => ({ id: String(type.id), label: type.name })),
          },
          {
            kind: 'field',
            name: 'advertiser',
            component: FormCombobox,
            isRequired: true,
            props: { loadOptions: loadAccounts, debounceMs: 500 },
          },
          { kind: 'text', name: 'name', isRequired: true, maxLength: 200 },
          { kind: 'field', name: 'startDate', component: FormDatePicker, isRequired: true },
          { kind: 'field', name: 'endDate', component: FormDatePicker, isRequired: true },
        ],
      }}
      savedTo={(saved) =>
        campaignHref(tabOfStatus((saved as CampaignRecord).status), saved.id, 'edit-positions')
      }
      cancelTo="/orders/campaigns"
    />
  );
}

const crmAccount = crmAccountEndpoints.get;
const loadAccounts = loadAccountOptions();
