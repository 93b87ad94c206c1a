import {
  DEAL_PRIORITY,
  DEAL_SORT_FIELDS,
  DEAL_STATUSES,
  DEAL_TABS,
  DEAL_TYPES,
  type Deal,
  type DealWrite,
  dealCountsEndpoint,
  dealEndpoints,
  dealHistoryEndpoint,
  headerTagEndpoints,
  headerTagPlacementEndpoints,
} from '@adconsole/api';
import {
  FormDatePicker,
  FormMultiSelect,
  FormNumberField,
  maxLengthText,
  optionalDate,
  optionSchema,
  requiredChoice,
  requiredDate,
  requiredText,
} from '@adconsole/forms';
import { formatDisplayDate, formatMoney, type Language } from '@adconsole/i18n';
import { Button, createDataTableColumns, Inline, Link, PlusIcon, StatusBadge } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { AuditTrail } from '../../kit/AuditTrail.tsx';
import { recordColumns } from '../../kit/columns.tsx';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, tabParam, textParam } from '../../kit/listDefinition.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { RecordPage } from '../../kit/RecordPage.tsx';
import { Section } from '../../kit/Section.tsx';
import { useList } from '../../kit/useList.ts';
import { useTableParams } from '../../routes/useTableParams.ts';

// /orders/programmatic-deals (spec 1 §2.6, ADMIN; issue 41): the deals by status, a deal's page
// (its terms, whether the live header tag carries it, its history) and its form. A deal sells
// placements of one header tag at a floor (PMP) or fixed price in the tag's currency; the tag
// carries the active ones from its next publish (apps/server/src/services/header-tag/deals.ts).

const TEXTS = 'programmatic.deals';
const BASE = '/orders/programmatic-deals';

const STATUS_TONES = {
  DRAFT: 'neutral',
  ACTIVE: 'positive',
  PAUSED: 'warning',
  ARCHIVED: 'neutral',
} as const;

const dealList = defineList({
  params: {
    searchQuery: textParam({ filter: `${TEXTS}.filters.search` }),
    type: choiceParam(DEAL_TYPES, { filter: `${TEXTS}.filters.type`, labels: `${TEXTS}.types` }),
    status: tabParam(DEAL_TABS, { initial: 'ACTIVE', fallback: 'ALL' }),
  },
  sort: { fields: DEAL_SORT_FIELDS, field: 'startDate', order: 'DESC' },
  tabs: {
    param: 'status',
    values: DEAL_TABS,
    label: (tab) => `${TEXTS}.status.${tab}`,
    countOf: (tab, counts) =>
      tab === 'ALL'
        ? Object.values(counts).reduce((sum, count) => sum + count, 0)
        : (counts[tab] ?? 0),
  },
  pageSizes: [20, 50, 100],
});

/** A deal's price as people read it: CHF 2.50, never cut. */
const priceOf = (deal: Pick<Deal, 'floor' | 'currency'>, language: Language) =>
  formatMoney(deal.floor, language, deal.currency);

const daysOf = (t: TFunction, deal: Pick<Deal, 'startDate' | 'endDate'>) =>
  `${formatDisplayDate(deal.startDate)} – ${deal.endDate ? formatDisplayDate(deal.endDate) : t(`${TEXTS}.openEnded`)}`;

function dealColumns(t: TFunction, language: Language) {
  const column = recordColumns<Deal>(t, TEXTS);
  const helper = createDataTableColumns<Deal>();
  return [
    helper.accessor((row) => row.dealId, {
      id: 'dealId',
      header: t(`${TEXTS}.columns.dealId`),
      meta: { kind: 'code' },
    }),
    column.name('name'),
    column.text('type', (type) => t(`${TEXTS}.types.${type}`)),
    column.text('websiteName'),
    column.text('placements', (placements) =>
      placements.map((placement) => placement.code).join(', '),
    ),
    helper.accessor((row) => row.floor, {
      id: 'floor',
      header: t(`${TEXTS}.columns.floor`),
      cell: (info) => priceOf(info.row.original, language),
      meta: { kind: 'money' },
    }),
    column.date('startDate'),
    helper.accessor((row) => row.endDate, {
      id: 'endDate',
      header: t(`${TEXTS}.columns.endDate`),
      cell: (info) => {
        const end = info.getValue();
        return end ? formatDisplayDate(end) : t(`${TEXTS}.openEnded`);
      },
      meta: { kind: 'date' },
    }),
    column.statusBadge('status', `${TEXTS}.status`, STATUS_TONES),
  ];
}

/** /orders/programmatic-deals */
export function DealsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useList({
    definition: dealList,
    listKey: 'orders-programmatic-deals',
    calls: { ...dealEndpoints, counts: dealCountsEndpoint },
    bulkActions: [
      { action: 'activate', label: `${TEXTS}.actions.activate` },
      { action: 'pause', label: `${TEXTS}.actions.pause` },
      { action: 'archive', label: `${TEXTS}.actions.archive` },
    ],
  });
  const columns = useMemo(() => dealColumns(t, i18n.language as Language), [t, i18n.language]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(deal) => `${BASE}/${deal.id}`}
      actions={
        <Button icon={<PlusIcon />} onPress={() => void navigate({ href: `${BASE}/create` })}>
          {t(`${TEXTS}.actions.create`)}
        </Button>
      }
    />
  );
}

/** /orders/programmatic-deals/{dealId}: the deal's terms, the live tag, its history. */
export function DealPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { dealId } = useTableParams<'orders.programmaticDeal'>();
  const history = useEndpoint(dealHistoryEndpoint, { params: { id: dealId } });
  return (
    <RecordPage<Deal>
      calls={dealEndpoints}
      id={dealId}
      facts={(deal) => [
        [t(`${TEXTS}.columns.dealId`), deal.dealId],
        [t(`${TEXTS}.columns.type`), t(`${TEXTS}.types.${deal.type}`)],
        [
          t(`${TEXTS}.columns.status`),
          <StatusBadge key="status" tone={STATUS_TONES[deal.status]}>
            {t(`${TEXTS}.status.${deal.status}`)}
          </StatusBadge>,
        ],
        [t(`${TEXTS}.columns.headerTagName`), `${deal.headerTagName} (${deal.websiteName})`],
        [
          t(`${TEXTS}.columns.placements`),
          deal.placements.map((placement) => `${placement.name} (${placement.code})`).join(', '),
        ],
        [
          t(`${TEXTS}.columns.seats`),
          deal.seats.length > 0 ? deal.seats.join(', ') : t(`${TEXTS}.anySeat`),
        ],
        [t(`${TEXTS}.columns.floor`), priceOf(deal, language)],
        [t(`${TEXTS}.columns.priority`), String(deal.priority)],
        [`${t(`${TEXTS}.columns.startDate`)} – ${t(`${TEXTS}.columns.endDate`)}`, daysOf(t, deal)],
        [
          t(`${TEXTS}.columns.published`),
          t(deal.published ? `${TEXTS}.published.yes` : `${TEXTS}.published.no`),
        ],
      ]}
      actions={(deal) => (
        <Inline space="medium">
          <Link href={`/header-tag/tags/${deal.headerTagId}/placements`}>
            {t(`${TEXTS}.openTag`)}
          </Link>
          <Link href={`${BASE}/edit/${deal.id}`}>{t(`${TEXTS}.actions.edit`)}</Link>
        </Inline>
      )}
    >
      {() => (
        <Section title={t(`${TEXTS}.history.title`)}>
          <AuditTrail
            audit={history}
            texts={TEXTS}
            labels={{
              fields: { headerTagId: `${TEXTS}.audit.fields.headerTagId` },
              values: { type: `${TEXTS}.types`, status: `${TEXTS}.status` },
            }}
            label={t(`${TEXTS}.history.title`)}
          />
        </Section>
      )}
    </RecordPage>
  );
}

const dealForm = (t: TFunction) =>
  z.object({
    dealId: z.pipe(requiredText(), maxLengthText(64)),
    name: z.pipe(requiredText(), maxLengthText(200)),
    type: requiredChoice(z.string()),
    headerTagId: requiredChoice(z.string()),
    placementIds: z
      .array(optionSchema)
      .check(z.minLength(1, t(`${TEXTS}.form.placementsRequired`))),
    seats: z.string().check(z.maxLength(1400)),
    floor: requiredChoice(z.number()),
    priority: requiredChoice(z.number()),
    startDate: requiredDate(),
    endDate: optionalDate(),
    status: requiredChoice(z.string()),
  });
type DealFormValues = z.output<ReturnType<typeof dealForm>>;

/** A placement as an option: its name and code. */
const placementOption = (placement: { id: number; name: string; code: string }) => ({
  id: String(placement.id),
  label: `${placement.name} (${placement.code})`,
});

/** The placements of the chosen header tag, to choose the deal's from. */
function PlacementChoice({ control, label }: { control: Control<FieldValues>; label: string }) {
  const { t } = useTranslation();
  const headerTagId = Number(useWatch({ control, name: 'headerTagId' }));
  const placements = useEndpoint(
    headerTagPlacementEndpoints.list,
    { query: { headerTagId, limit: 100 } },
    { enabled: headerTagId > 0 },
  );
  return (
    <FormMultiSelect
      control={control}
      name="placementIds"
      label={label}
      description={t(`${TEXTS}.form.placementIdsHint`)}
      isRequired
      options={(headerTagId > 0 ? (placements.data?.items ?? []) : []).map(placementOption)}
    />
  );
}

/** The floor in the chosen tag's currency. */
function FloorField({ control, label }: { control: Control<FieldValues>; label: string }) {
  const { t } = useTranslation();
  const headerTagId = Number(useWatch({ control, name: 'headerTagId' }));
  const tag = useEndpoint(
    headerTagEndpoints.get,
    { params: { id: headerTagId } },
    { enabled: headerTagId > 0 },
  );
  const currency = tag.data?.settings.currency.adServerCurrency ?? 'CHF';
  return (
    <FormNumberField
      control={control}
      name="floor"
      label={label}
      description={t(`${TEXTS}.form.floorHint`, { currency })}
      isRequired
      minValue={0}
      maxValue={1000}
      formatOptions={{ style: 'currency', currency, currencyDisplay: 'code' }}
    />
  );
}

function toWrite(values: DealFormValues): DealWrite {
  return {
    dealId: values.dealId.trim(),
    name: values.name,
    type: values.type as DealWrite['type'],
    headerTagId: Number(values.headerTagId),
    placementIds: values.placementIds.map((option) => Number(option.id)),
    seats: values.seats
      .split(',')
      .map((seat) => seat.trim())
      .filter(Boolean),
    floor: values.floor,
    priority: values.priority,
    startDate: values.startDate,
    endDate: values.endDate || null,
    status: values.status as DealWrite['status'],
  };
}

function DealForm({ id }: { id?: number }) {
  const { t } = useTranslation();
  const tags = useEndpoint(headerTagEndpoints.list, { query: { limit: 100 } });
  const fields: RecordField[] = [
    { kind: 'section', name: 'deal' },
    { kind: 'text', name: 'dealId', isRequired: true, maxLength: 64, hint: true },
    { kind: 'text', name: 'name', isRequired: true, maxLength: 200 },
    {
      kind: 'select',
      name: 'type',
      isRequired: true,
      hint: true,
      options: DEAL_TYPES.map((type) => ({ id: type, label: t(`${TEXTS}.types.${type}`) })),
    },
    {
      kind: 'select',
      name: 'status',
      isRequired: true,
      hint: true,
      options: DEAL_STATUSES.map((status) => ({
        id: status,
        label: t(`${TEXTS}.status.${status}`),
      })),
    },
    { kind: 'section', name: 'inventory' },
    {
      kind: 'select',
      name: 'headerTagId',
      isRequired: true,
      hint: true,
      options: (tags.data?.items ?? []).map((tag) => ({
        id: String(tag.id),
        label: tag.website ? `${tag.name} (${tag.website.domain})` : tag.name,
      })),
    },
    {
      kind: 'custom',
      name: 'placementIds',
      render: (control, label) => <PlacementChoice control={control} label={label} />,
    },
    { kind: 'text', name: 'seats', maxLength: 1400, hint: true },
    { kind: 'section', name: 'terms' },
    {
      kind: 'custom',
      name: 'floor',
      render: (control, label) => <FloorField control={control} label={label} />,
    },
    {
      kind: 'field',
      name: 'priority',
      component: FormNumberField,
      isRequired: true,
      hint: true,
      props: { minValue: DEAL_PRIORITY.min, maxValue: DEAL_PRIORITY.max, step: 1 },
    },
    { kind: 'field', name: 'startDate', component: FormDatePicker, isRequired: true },
    { kind: 'field', name: 'endDate', component: FormDatePicker, hint: true },
  ];
  return (
    <RecordFormPage
      calls={dealEndpoints}
      id={id}
      texts={TEXTS}
      form={{
        schema: dealForm(t),
        defaults: (deal: Deal | undefined) => ({
          dealId: deal?.dealId ?? '',
          name: deal?.name ?? '',
          type: deal?.type ?? 'PMP',
          headerTagId: deal ? String(deal.headerTagId) : null,
          placementIds: deal?.placements.map(placementOption) ?? [],
          seats: deal?.seats.join(', ') ?? '',
          floor: deal?.floor ?? null,
          priority: deal?.priority ?? DEAL_PRIORITY.default,
          startDate: deal?.startDate ?? '',
          endDate: deal?.endDate ?? null,
          status: deal?.status ?? 'DRAFT',
        }),
        toWrite,
        fields,
      }}
      savedTo={(deal) => `${BASE}/${deal.id}`}
      cancelTo={id ? `${BASE}/${id}` : BASE}
    />
  );
}

/** /orders/programmatic-deals/create */
export function DealCreatePage() {
  return <DealForm />;
}

/** /orders/programmatic-deals/edit/{dealId} */
export function DealEditPage() {
  const { dealId } = useTableParams<'orders.programmaticDealEdit'>();
  return <DealForm id={dealId} />;
}
