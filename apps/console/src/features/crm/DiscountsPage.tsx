import {
  DISCOUNT_KINDS,
  DISCOUNT_SORT_FIELDS,
  type Discount,
  type DiscountWrite,
  discountEndpoints,
  RECORD_STATUSES,
} from '@adconsole/api';
import {
  maxLengthText,
  optionalDate,
  optionalText,
  optionSchema,
  requiredChoice,
  requiredDate,
} from '@adconsole/forms';
import { formatDisplayDate, formatPercent, type Language } from '@adconsole/i18n';
import { useMemo } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { useFormWatch } from '../../kit/formWatch.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import {
  OnDemandCombobox,
  OnDemandDatePicker,
  OnDemandNumberField,
  OnDemandSelect,
} from '../../kit/OnDemandFields.tsx';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';
import {
  idOf,
  loadAccountOptions,
  recordOptions,
  useCrmLookups,
  valueOptions,
} from './crmLookups.ts';

/** /crm/discounts and an account's discounts tab (DOMAIN.md §1: the Swiss rate cards' kinds). */
const discountList = defineList({
  params: {
    search: textParam({ filter: 'crm.discounts.filters.search' }),
    kind: choiceParam(DISCOUNT_KINDS, {
      filter: 'crm.discounts.filters.kind',
      labels: 'crm.discountKind',
    }),
    status: choiceParam(RECORD_STATUSES, {
      filter: 'crm.filters.status',
      labels: 'crm.recordStatus',
    }),
  },
  sort: { fields: DISCOUNT_SORT_FIELDS, field: 'validFrom', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

const discountForm = z.object({
  accountId: requiredChoice(optionSchema),
  kind: requiredChoice(z.string()),
  percentage: requiredChoice(z.number().check(z.minimum(0), z.maximum(100))),
  adMediumId: z.nullable(z.string()),
  productId: z.nullable(z.string()),
  validFrom: requiredDate(),
  validTo: optionalDate(),
  note: z.pipe(optionalText(), maxLengthText(500)),
});

const loadAccounts = loadAccountOptions();

export function DiscountList({ account }: { account?: { id: number; name: string } }) {
  const { t, i18n } = useTranslation();
  const lookups = useCrmLookups();
  const list = useList({
    definition: discountList,
    listKey: account ? 'crm-account-discounts' : 'crm-discounts',
    calls: discountEndpoints,
    ...(account && {
      query: (query: Record<string, unknown>) => ({ ...query, accountId: account.id }),
    }),
    bulkActions: [
      { action: 'deactivate', label: 'crm.actions.deactivate' },
      { action: 'activate', label: 'crm.actions.activate' },
    ],
  });
  const fields: RecordField[] = [
    ...(account
      ? []
      : [
          {
            kind: 'field',
            name: 'accountId',
            component: OnDemandCombobox,
            isRequired: true,
            props: { loadOptions: loadAccounts, debounceMs: 500 },
          } as const,
        ]),
    {
      kind: 'select',
      name: 'kind',
      isRequired: true,
      options: valueOptions(t, 'crm.discountKind', DISCOUNT_KINDS),
    },
    {
      kind: 'field',
      name: 'percentage',
      component: OnDemandNumberField,
      isRequired: true,
      props: { minValue: 0, maxValue: 100, formatOptions: { maximumFractionDigits: 2 } },
    },
    {
      kind: 'select',
      name: 'adMediumId',
      options: recordOptions(lookups?.adMedia),
      hint: true,
    },
    {
      kind: 'custom',
      name: 'productId',
      render: (control, label) => (
        <ProductChoice control={control} label={label} products={lookups?.products ?? []} />
      ),
    },
    { kind: 'field', name: 'validFrom', component: OnDemandDatePicker, isRequired: true },
    { kind: 'field', name: 'validTo', component: OnDemandDatePicker },
    { kind: 'textarea', name: 'note', maxLength: 500 },
  ];
  const records = useRecordEditing({
    calls: discountEndpoints,
    texts: 'crm.discounts',
    form: {
      schema: discountForm,
      defaults: (discount?: Discount) => ({
        accountId: discount
          ? { id: String(discount.account.id), label: discount.account.name }
          : account
            ? { id: String(account.id), label: account.name }
            : null,
        kind: discount?.kind ?? null,
        percentage: discount?.percentage ?? null,
        adMediumId: discount?.adMedium ? String(discount.adMedium.id) : null,
        productId: discount?.product ? String(discount.product.id) : null,
        validFrom: discount?.validFrom ?? '',
        validTo: discount?.validTo ?? '',
        note: discount?.note ?? '',
      }),
      toWrite: (values, discount): DiscountWrite => ({
        accountId: Number(values.accountId.id),
        kind: values.kind as DiscountWrite['kind'],
        percentage: values.percentage,
        adMediumId: idOf(values.adMediumId),
        productId: idOf(values.productId),
        validFrom: values.validFrom,
        validTo: values.validTo || null,
        note: values.note || null,
        active: discount?.active ?? true,
      }),
      fields,
    },
  });
  const language = i18n.language as Language;
  const columns = useMemo(() => {
    const column = recordColumns<Discount>(t, 'crm.discounts');
    return [
      ...(account ? [] : [column.text('account', (ref) => ref.name)]),
      column.text('kind', (kind) => t(`crm.discountKind.${kind}`)),
      column.text('percentage', (percentage) => formatPercent(percentage, language)),
      column.text('adMedium', (medium) => medium?.name ?? t('crm.discounts.allMedia')),
      column.text('product', (product) => product?.name ?? t('crm.discounts.allProducts')),
      column.text('validFrom', (day) => formatDisplayDate(day)),
      column.text('validTo', (day) => (day ? formatDisplayDate(day) : t('crm.discounts.open'))),
      column.status(),
    ];
  }, [t, account, language]);
  return (
    <ListView
      list={list}
      columns={columns}
      records={records}
      {...(account && { embedded: true, label: t('crm.discounts.listOf', { name: account.name }) })}
    />
  );
}

/**
 * The discount's product (issue 37: it could not be chosen in the console): empty for every
 * product; the products of the chosen ad medium only, every product without one (the server
 * refuses a product of another medium, `productOfOtherMedium`).
 */
function ProductChoice({
  control,
  label,
  products,
}: {
  control: Control<FieldValues>;
  label: string;
  products: readonly { id: number; name: string; adMediumId: number }[];
}) {
  const { t } = useTranslation();
  const adMediumId = useFormWatch({ control, name: 'adMediumId' }) as string | null;
  const offered = adMediumId
    ? products.filter((product) => String(product.adMediumId) === adMediumId)
    : products;
  return (
    <OnDemandSelect
      control={control}
      name="productId"
      label={label}
      description={t('crm.discounts.form.productIdHint')}
      options={recordOptions(offered)}
    />
  );
}

export function DiscountsPage() {
  return <DiscountList />;
}
