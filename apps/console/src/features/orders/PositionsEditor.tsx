import {
  type BookableProduct,
  type CampaignRecord,
  type OrderPosition,
  orderEndpoints,
  POSITION_TYPES,
  type PositionConflict,
  type PositionType,
} from '@adconsole/api';
import {
  atLeastOne,
  FormDatePicker,
  FormNumberField,
  FormSelect,
  FormShell,
  optionSchema,
  type RowsForm,
  requiredChoice,
  requiredDate,
  useZodForm,
} from '@adconsole/forms';
import {
  formatDisplayDate,
  formatMoney,
  formatNumber,
  formatPercent,
  type Language,
} from '@adconsole/i18n';
import {
  Button,
  Card,
  createDataTableColumns,
  DataTable,
  Inline,
  Link,
  Loader,
  Stack,
  StatusBadge,
  Text,
  useConfirm,
  useToast,
} from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { kitColumns } from '../../kit/columns.tsx';
import {
  call,
  endpointQuery,
  useActingCompanyId,
  useEndpoint,
  useInvalidatePath,
} from '../../kit/endpointQuery.ts';
import { fieldsOf } from '../../kit/fieldsOf.ts';
import { useStaleWriteGuard } from '../../kit/useStaleWriteGuard.ts';
import { PriceSummary } from './campaignParts.tsx';
import { minimumOrderText } from './minimumOrder.ts';
import {
  keyValueLine,
  keyValueRows,
  keyValuesOf,
  PositionKeyValuesField,
} from './PositionKeyValues.tsx';
import { positionFigureColumns } from './positionColumns.ts';
import { unitLabel } from './positionTexts.ts';
import { presetOf } from './timelineSelection.ts';

const positionForm = z.object({
  positionType: requiredChoice(z.string()),
  productId: requiredChoice(z.string()),
  publicationIssueId: z.nullable(z.string()),
  quantity: requiredChoice(z.number().check(z.positive())),
  startDate: requiredDate(),
  endDate: requiredDate(),
  manualDiscountPercent: z.nullable(z.number().check(z.minimum(0), z.maximum(100))),
  /** Digital: the key-values it targets (PositionKeyValues.tsx). */
  keyValues: z.array(
    z.object({ key: requiredChoice(z.string()), values: atLeastOne(optionSchema) }),
  ),
});
type PositionValues = z.input<typeof positionForm>;

interface PositionFormProps {
  campaign: CampaignRecord;
  position?: OrderPosition | undefined;
  staff: boolean;
  onDone: (saved: OrderPosition) => void;
  onCancel: () => void;
  /** A new position's medium and days chosen in booking v2 (timelineSelection.ts). */
  preset?: { adMediumId: number; from: string; to: string } | undefined;
}

/** The media a campaign books: its type's media (every medium when the type names none). */
function useCampaignMedia(campaign: CampaignRecord) {
  const types = useEndpoint(orderEndpoints.ordersCampaignTypes, {});
  if (!types.data) return types.isError ? [...POSITION_TYPES] : undefined;
  const named = types.data.items.find((type) => type.id === campaign.type.id)?.mediaTypes ?? [];
  const media = POSITION_TYPES.filter((type) => named.includes(type));
  return media.length > 0 ? media : [...POSITION_TYPES];
}

/** A position's form once the campaign's media are known. */
export function PositionForm(props: PositionFormProps) {
  const media = useCampaignMedia(props.campaign);
  if (!media) return <Loader />;
  return <PositionFormBody {...props} media={media} />;
}

/**
 * A position's form (spec 3 §2.1, DOMAIN.md §3): the medium, a product of the price list,
 * the print issue, quantity and dates, a manual discount for staff; beneath it the live price
 * from the order service (the account's discounts, agency commission, VAT).
 */
function PositionFormBody({
  campaign,
  position,
  staff,
  onDone,
  onCancel,
  media,
  preset,
}: PositionFormProps & { media: readonly PositionType[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const toast = useToast();
  const confirm = useConfirm();
  const staleWrite = useStaleWriteGuard();
  const invalidate = useInvalidatePath();
  const companyId = useActingCompanyId();
  const controller = useZodForm({
    schema: positionForm,
    defaultValues: {
      positionType: position?.positionType ?? media[0] ?? null,
      productId: position ? String(position.product.id) : null,
      publicationIssueId: position?.publicationIssueId ? String(position.publicationIssueId) : null,
      quantity: position?.quantity ?? null,
      startDate: position?.startDate ?? preset?.from ?? campaign.startDate,
      endDate: position?.endDate ?? preset?.to ?? campaign.endDate,
      manualDiscountPercent: null,
      keyValues: keyValueRows(position),
    } satisfies PositionValues,
    onSubmit: async (values) => {
      // Over the medium's capacity: saved only when the user says so (issue 33 point 7).
      const load = quote.data?.capacity;
      if (load && load.booked > load.capacity) {
        const sure = await confirm({
          title: t('orders.positions.capacity.title'),
          // A print title's capacity is per issue (its positions run on their issue's day).
          text: t(
            `orders.positions.capacity.${values.positionType === 'PRINT' ? 'textIssue' : 'text'}`,
            {
              booked: formatNumber(load.booked, language),
              capacity: formatNumber(load.capacity, language),
            },
          ),
          confirmLabel: t('orders.positions.capacity.confirm'),
          tone: 'critical',
        });
        if (!sure) return;
      }
      if (!position && isPrint && !values.publicationIssueId) {
        controller.form.setError('publicationIssueId', {
          type: 'required',
          message: t('orders.positions.form.issueRequired'),
        });
        return;
      }
      const digital = (position?.positionType ?? values.positionType) === 'DIGITAL';
      const common = {
        quantity: values.quantity,
        startDate: values.startDate,
        endDate: values.endDate,
        ...(digital ? { keyValues: keyValuesOf(values.keyValues) } : {}),
        ...(staff && values.manualDiscountPercent !== null
          ? { manualDiscountPercent: values.manualDiscountPercent }
          : {}),
      };
      const saved = await (position
        ? call(orderEndpoints.ordersPositionUpdate, {
            params: { id: campaign.id, positionId: position.id },
            body: { version: position.version, ...common },
          })
        : call(orderEndpoints.ordersPositionCreate, {
            params: { id: campaign.id },
            body: {
              productId: Number(values.productId),
              ...(values.publicationIssueId
                ? { publicationIssueId: Number(values.publicationIssueId) }
                : {}),
              ...common,
            },
          }));
      toast({
        title: t(position ? 'orders.positions.toast.updated' : 'orders.positions.toast.created', {
          name: saved.name,
        }),
        tone: 'positive',
      });
      await invalidate('ws-order/campaigns');
      onDone(saved);
    },
    onError: async (error) => {
      // A stale position is never edited on: whatever the answer, the editor closes reloaded.
      if (!(await staleWrite(error, () => undefined))) return;
      await invalidate('ws-order/campaigns');
      onCancel();
    },
  });
  const field = fieldsOf(controller.control, t, 'orders.positions.form');
  const watch = controller.form.watch;
  // The quantity as it is typed (the field commits on leaving it): the price follows each key.
  const [typed, setTyped] = useState<number>();
  const positionType = watch('positionType') as PositionType | null;
  const productId = watch('productId');
  const quantity = watch('quantity');
  const startDate = watch('startDate');
  const endDate = watch('endDate');
  const discount = watch('manualDiscountPercent');
  const products = useEndpoint(
    orderEndpoints.ordersBookableProducts,
    {
      params: { id: campaign.id },
      query: { ...(positionType ? { positionType } : {}), date: startDate || campaign.startDate },
    },
    { enabled: !position },
  );
  // From booking v2: the first product of the chosen medium, once the products are known.
  const presetProduct = products.data?.items.find(
    (item) => item.adMedium.id === preset?.adMediumId,
  )?.id;
  useEffect(() => {
    if (presetProduct !== undefined && !controller.form.getValues('productId')) {
      controller.form.setValue('productId', String(presetProduct), { shouldDirty: true });
    }
  }, [presetProduct, controller.form]);
  const product: BookableProduct | undefined = products.data?.items.find(
    (item) => String(item.id) === productId,
  );
  const isPrint = product?.positionType === 'PRINT';
  const unit = product?.unit ?? position?.unit;
  const issues = useEndpoint(
    orderEndpoints.ordersPublicationIssues,
    {
      params: { id: product?.adMedium.id ?? 0 },
      query: { from: startDate || campaign.startDate, to: endDate || campaign.endDate },
    },
    { enabled: !position && isPrint },
  );
  const quoteInput = {
    productId: Number(productId ?? position?.product.id),
    quantity: typed ?? quantity ?? 0,
    startDate,
    ...(/^\d{4}-\d{2}-\d{2}$/.test(endDate) && endDate >= startDate ? { endDate } : {}),
    ...(position ? { positionId: position.id } : {}),
    ...(staff && typeof discount === 'number' ? { manualDiscountPercent: discount } : {}),
  };
  const quote = useQuery({
    ...endpointQuery(
      orderEndpoints.ordersPriceQuote,
      { params: { id: campaign.id }, body: quoteInput },
      companyId,
    ),
    enabled:
      quoteInput.productId > 0 && quoteInput.quantity > 0 && /^\d{4}-\d{2}-\d{2}$/.test(startDate),
    retry: false,
    meta: { ignoreStatuses: [400, 404, 409, 422] },
  });
  return (
    <Stack space="medium">
      <FormShell
        controller={controller}
        title={
          position
            ? t('orders.positions.editTitle', { name: position.name })
            : t('orders.positions.addTitle')
        }
        submitLabel={position ? t('orders.positions.save') : t('orders.positions.add')}
        onCancel={onCancel}
      >
        {!position && (
          <>
            <FormSelect
              {...field('positionType')}
              isRequired
              options={media.map((type) => ({
                id: type,
                label: t(`orders.positionType.${type}`),
              }))}
            />
            <FormSelect
              control={controller.control}
              name="productId"
              label={t('orders.positions.form.product')}
              isRequired
              {...(products.data?.emptyReason
                ? {
                    description: t(
                      `orders.positions.form.empty.${products.data.emptyReason.code}`,
                      {
                        from: products.data.emptyReason.pricedFrom
                          ? formatDisplayDate(products.data.emptyReason.pricedFrom)
                          : '',
                        until: products.data.emptyReason.pricedUntil
                          ? formatDisplayDate(products.data.emptyReason.pricedUntil)
                          : '',
                      },
                    ),
                  }
                : {})}
              options={(products.data?.items ?? []).map((item) => ({
                id: String(item.id),
                label: `${item.name} · ${item.adMedium.name} · ${formatMoney(item.unitListPrice, language, item.currency)} / ${unitLabel(t, item.unit)}`,
              }))}
            />
            {isPrint && (
              <FormSelect
                control={controller.control}
                name="publicationIssueId"
                label={t('orders.positions.form.issue')}
                isRequired
                {...(issues.data?.items.length === 0
                  ? { description: t('orders.positions.form.noIssues') }
                  : {})}
                options={(issues.data?.items ?? []).map((issue) => ({
                  id: String(issue.id),
                  label: `${issue.issueNumber} · ${formatDisplayDate(issue.publicationDate)}`,
                }))}
              />
            )}
          </>
        )}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: listens to the number field's own input events as they bubble (the live price); the field is the keyboard path */}
        <div
          onInput={(event) => {
            const raw = (event.target as HTMLInputElement).value.replace(/['’\s\u202f]/g, '');
            const value = Number(raw.replace(',', '.'));
            setTyped(raw !== '' && Number.isFinite(value) && value > 0 ? value : undefined);
          }}
          onBlur={() => setTyped(undefined)}
        >
          <FormNumberField
            control={controller.control}
            name="quantity"
            label={
              unit
                ? t('orders.positions.form.quantityIn', {
                    unit: t(`orders.units.long.${unit}`, { defaultValue: unit }),
                  })
                : t('orders.positions.form.quantity')
            }
            isRequired
            minValue={0}
            {...(unit || product?.minQuantity
              ? {
                  description: [
                    unit === 'CPM' && (typed ?? quantity)
                      ? t('orders.positions.form.impressions', {
                          count: (typed ?? quantity ?? 0) * 1000,
                          impressions: formatNumber((typed ?? quantity ?? 0) * 1000, language),
                        })
                      : unit === 'CPM'
                        ? t('orders.positions.form.cpmHint')
                        : '',
                    product?.minQuantity
                      ? t('orders.positions.form.minQuantity', {
                          count: product.minQuantity,
                          quantity: formatNumber(product.minQuantity, language),
                        })
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' '),
                }
              : {})}
          />
        </div>
        <FormDatePicker {...field('startDate')} isRequired />
        <FormDatePicker {...field('endDate')} isRequired />
        {staff && (
          <FormNumberField
            {...field('manualDiscountPercent')}
            minValue={0}
            maxValue={100}
            formatOptions={{ maximumFractionDigits: 2 }}
          />
        )}
        {(position?.positionType ?? positionType) === 'DIGITAL' && (
          <PositionKeyValuesField
            control={controller.control as unknown as Control<FieldValues>}
            form={controller.form as unknown as RowsForm}
            campaignId={campaign.id}
          />
        )}
      </FormShell>
      {quote.data ? (
        <Stack space="small">
          <Text tone="muted">
            {t('orders.positions.quoteFrom', {
              list: quote.data.priceListName,
              price: formatMoney(quote.data.unitListPrice, language, quote.data.breakdown.currency),
              unit: unitLabel(t, quote.data.unit),
            })}
            {quote.data.discounts.length > 0 &&
              ` ${t('orders.positions.discountsApplied', {
                discounts: quote.data.discounts
                  .map(
                    (applied) =>
                      `${t(`orders.discountNames.${applied.name}`, { defaultValue: t('orders.discountNames.CUSTOM') })} ${formatPercent(applied.percent, language)}`,
                  )
                  .join(', '),
              })}`}
          </Text>
          <PriceSummary totals={quote.data.breakdown} title={t('orders.positions.quote')} />
          {quote.data.capacity && quote.data.capacity.booked > quote.data.capacity.capacity && (
            <Text tone="critical">
              {t(`orders.positions.${overCapacityKey(positionType)}`, {
                booked: formatNumber(quote.data.capacity.booked, language),
                capacity: formatNumber(quote.data.capacity.capacity, language),
              })}
            </Text>
          )}
        </Stack>
      ) : quote.isError ? (
        <Text tone="critical">
          {minimumOrderText(quote.error) ?? t('orders.positions.noPrice')}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * A campaign's positions (edit-positions): one medium or all, only the conflicting ones when
 * `hasPositionConflict` is true; each with its product, dates, quantity, list price, discount,
 * VAT and net, its conflict; add, change and delete; the campaign's totals beneath.
 */
export function PositionsEditor({
  campaign,
  type,
  positionType,
  onlyConflicts,
}: {
  campaign: CampaignRecord;
  type: string;
  positionType: string | undefined;
  onlyConflicts: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const toast = useToast();
  const confirm = useConfirm();
  const invalidate = useInvalidatePath();
  // Opened from booking v2's new order: a new position of the chosen medium and days.
  const preset = presetOf(useLocation({ select: (location) => location.searchStr }));
  const [editing, setEditing] = useState<OrderPosition | 'new' | undefined>(
    preset && campaign.editable ? 'new' : undefined,
  );
  const medium = POSITION_TYPES.find((value) => value === positionType);
  const conflicts = useEndpoint(orderEndpoints.ordersPositionConflicts, {
    params: { id: campaign.id },
    query: {},
  });
  const conflictOf = useMemo(() => {
    const byId = new Map<number, PositionConflict>();
    for (const conflict of conflicts.data?.items ?? []) byId.set(conflict.positionId, conflict);
    return byId;
  }, [conflicts.data]);
  const shown = campaign.positions.filter(
    (position) =>
      (!medium || position.positionType === medium) &&
      (!onlyConflicts ||
        position.hasPositionConflict ||
        conflictOf.get(position.id)?.hasPositionConflict),
  );
  const remove = async (position: OrderPosition) => {
    const sure = await confirm({
      title: t('orders.positions.deleteTitle'),
      text: t('orders.positions.deleteText', { name: position.name }),
      confirmLabel: t('orders.positions.delete'),
      tone: 'critical',
    });
    if (!sure) return;
    await call(orderEndpoints.ordersPositionDelete, {
      params: { id: campaign.id, positionId: position.id },
      query: { version: position.version },
    });
    toast({
      title: t('orders.positions.toast.deleted', { name: position.name }),
      tone: 'positive',
    });
    await invalidate('ws-order/campaigns');
  };
  const base = `/orders/campaigns/${type}/${campaign.id}/edit-positions`;
  const usedMedia = [...new Set(campaign.positions.map((position) => position.positionType))];
  // The kit's column kinds: money, quantities, dates and the availability are never cut.
  const columns = kitColumns(
    positionColumns(t, language, conflictOf, campaign.editable, setEditing, remove),
    language,
  );
  return (
    <Stack space="large">
      <Inline space="medium">
        <Link href={base} aria-current={!medium && !onlyConflicts ? 'page' : undefined}>
          {t('orders.positions.allMedia')}
        </Link>
        {usedMedia.map((used) => (
          <Link
            key={used}
            href={`${base}/${used}`}
            aria-current={medium === used ? 'page' : undefined}
          >
            {t(`orders.positionType.${used}`)}
          </Link>
        ))}
        <Link
          href={`${base}/${medium ?? 'ALL'}/true`}
          aria-current={onlyConflicts ? 'page' : undefined}
        >
          {t('orders.positions.onlyConflicts')}
        </Link>
      </Inline>
      <DataTable
        aria-label={t('orders.positions.label', { name: campaign.name })}
        layout="table"
        rows={shown}
        getRowId={(position) => String(position.id)}
        columns={columns}
      />
      {campaign.editable &&
        (editing ? (
          <Card as="section">
            <PositionForm
              key={editing === 'new' ? 'new' : editing.id}
              campaign={campaign}
              position={editing === 'new' ? undefined : editing}
              staff
              onDone={() => setEditing(undefined)}
              onCancel={() => setEditing(undefined)}
              preset={editing === 'new' ? preset : undefined}
            />
          </Card>
        ) : (
          <Inline space="small">
            <Button onPress={() => setEditing('new')}>{t('orders.positions.addTitle')}</Button>
          </Inline>
        ))}
      <PriceSummary totals={campaign.totals} title={t('orders.positions.totals')} />
    </Stack>
  );
}

function positionColumns(
  t: TFunction,
  language: Language,
  conflictOf: ReadonlyMap<number, PositionConflict>,
  editable: boolean,
  edit: (position: OrderPosition) => void,
  remove: (position: OrderPosition) => Promise<void>,
) {
  const column = createDataTableColumns<OrderPosition>();
  const figures = positionFigureColumns(t, language);
  return [
    ...figures.lead,
    figures.unitListPrice,
    figures.discount,
    figures.netAmount,
    column.display({
      id: 'keyValues',
      header: t('orders.positions.columns.keyValues'),
      meta: { width: '12rem' },
      // One key a line (`rubrik: sport, kultur`); a digital position without any runs everywhere.
      cell: ({ row: { original } }) =>
        original.positionType !== 'DIGITAL'
          ? null
          : original.keyValues.length > 0
            ? original.keyValues.map((entry) => (
                <Text as="div" key={entry.key}>
                  {keyValueLine(entry)}
                </Text>
              ))
            : t('orders.positions.keyValues.none'),
    }),
    column.display({
      id: 'conflict',
      meta: { kind: 'status' },
      header: t('orders.positions.columns.conflict'),
      cell: ({ row: { original } }) => {
        const conflict = conflictOf.get(original.id);
        if (!(conflict?.hasPositionConflict ?? original.hasPositionConflict)) {
          return <StatusBadge tone="positive">{t('orders.positions.ok')}</StatusBadge>;
        }
        const why = conflict?.overCapacity
          ? t(`orders.positions.${overCapacityKey(original.positionType)}`, {
              booked: conflict.booked,
              capacity: conflict.capacity ?? 0,
            })
          : t('orders.positions.outsideAvailability');
        return <StatusBadge tone="critical">{why}</StatusBadge>;
      },
    }),
    ...(editable
      ? [
          column.display({
            id: 'actions',
            header: t('orders.positions.columns.actions'),
            meta: { width: '11.5rem' },
            cell: ({ row: { original } }) => (
              <Inline space="xsmall">
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={t('orders.positions.editNamed', { name: original.name })}
                  onPress={() => edit(original)}
                >
                  {t('orders.positions.edit')}
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={t('orders.positions.deleteNamed', { name: original.name })}
                  onPress={() => void remove(original)}
                >
                  {t('orders.positions.delete')}
                </Button>
              </Inline>
            ),
          }),
        ]
      : []),
  ];
}

/** A print title's capacity is per issue, another medium's per day (issue 37). */
const overCapacityKey = (positionType: string | null) =>
  positionType === 'PRINT' ? 'overCapacityIssue' : 'overCapacity';
