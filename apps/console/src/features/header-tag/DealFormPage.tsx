import {
  DEAL_PRIORITY,
  DEAL_STATUSES,
  DEAL_TYPES,
  type Deal,
  type DealWrite,
  dealEndpoints,
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
import type { TFunction } from 'i18next';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import { DEAL_TEXTS, DEALS_PATH } from './dealParts.ts';

// /orders/programmatic-deals/create and edit/{dealId} (issue 41): a deal's id, name, type and
// status, its header tag with the tag's placements, buyer seats, the floor in the tag's
// currency, priority and days. The server checks the rest (its deal id once in the company, the
// placements the tag's, a fixed price above 0, the end after the start).

const dealForm = (t: TFunction) =>
  z.object({
    dealId: z.pipe(requiredText(), maxLengthText(64)),
    name: z.pipe(requiredText(), maxLengthText(200)),
    type: requiredChoice(z.string()),
    headerTagId: requiredChoice(z.string()),
    placementIds: z
      .array(optionSchema)
      .check(z.minLength(1, t(`${DEAL_TEXTS}.form.placementsRequired`))),
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
      description={t(`${DEAL_TEXTS}.form.placementIdsHint`)}
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
      description={t(`${DEAL_TEXTS}.form.floorHint`, { currency })}
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
      options: DEAL_TYPES.map((type) => ({ id: type, label: t(`${DEAL_TEXTS}.types.${type}`) })),
    },
    {
      kind: 'select',
      name: 'status',
      isRequired: true,
      hint: true,
      options: DEAL_STATUSES.map((status) => ({
        id: status,
        label: t(`${DEAL_TEXTS}.status.${status}`),
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
      texts={DEAL_TEXTS}
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
      savedTo={(deal) => `${DEALS_PATH}/${deal.id}`}
      cancelTo={id ? `${DEALS_PATH}/${id}` : DEALS_PATH}
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
