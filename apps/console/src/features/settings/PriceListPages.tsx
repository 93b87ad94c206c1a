import {
  PRICE_LIST_CHANNELS,
  PRICE_LIST_SORT_FIELDS,
  PRICE_LIST_STATUSES,
  PRICE_SORT_FIELDS,
  PRICE_UNITS,
  type Price,
  type PriceList,
  type PriceListWrite,
  type ProductMedium,
  priceEndpoints,
  priceListEndpoints,
  SETTINGS_CURRENCIES,
} from '@adconsole/api';
import {
  maxLengthText,
  optionalDate,
  requiredChoice,
  requiredDate,
  requiredText,
} from '@adconsole/forms';
import { formatDisplayDate, type Language } from '@adconsole/i18n';
import { Button, createDataTableColumns, lazyPart, StatusBadge } from '@adconsole/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { OnDemandDatePicker, OnDemandNumberField } from '../../kit/OnDemandFields.tsx';
import { RecordPage } from '../../kit/RecordPage.tsx';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import {
  recordOptions,
  SettingsList,
  settingsResource,
  useSettingsLookups,
  valueOptions,
} from './settingsList.tsx';

// Price lists (spec 1 §2.12 price-lists; DOMAIN.md §9 PriceList): a list per period, currency
// and channel, its prices, and a copy to the next year with a percentage change that is shown
// before it is saved. A price change never touches a booked position: positions keep the
// price they were booked with (their snapshot), and booking reads the list valid on its date.

const listTexts = 'settingsCatalogue.priceLists';
const priceTexts = 'settingsCatalogue.prices';
const STATUS_TONES = { DRAFT: 'neutral', ACTIVE: 'positive', ARCHIVED: 'warning' } as const;

const priceListList = defineList({
  params: {
    name: textParam({ query: 'nameFilter', filter: `${listTexts}.filters.name` }),
    currency: choiceParam(SETTINGS_CURRENCIES, { filter: `${listTexts}.filters.currency` }),
    status: choiceParam(PRICE_LIST_STATUSES, {
      filter: `${listTexts}.filters.status`,
      labels: `${listTexts}.statuses`,
    }),
  },
  sort: { fields: PRICE_LIST_SORT_FIELDS, field: 'validFrom', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

const priceListForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(100)),
  validFrom: requiredDate(),
  validTo: optionalDate(),
  currency: requiredChoice(z.string()),
  channel: requiredChoice(z.string()),
  status: requiredChoice(z.string()),
});

// The copy to the next year loads when its dialog first opens (issue 36).
const copyDialog = lazyPart(() =>
  import('./PriceListCopyDialog.tsx').then((module) => module.PriceListCopyDialog),
);

/** /settings/price-lists */
export function PriceListsPage() {
  const { t, i18n } = useTranslation();
  const list = useList({
    definition: priceListList,
    listKey: 'settings-price-lists',
    calls: priceListEndpoints,
    bulkActions: [
      { action: 'activate', label: `${listTexts}.actions.activateList` },
      { action: 'archive', label: `${listTexts}.actions.archive` },
    ],
  });
  const records = useRecordEditing({
    calls: priceListEndpoints,
    texts: listTexts,
    form: {
      schema: priceListForm,
      defaults: (priceList?: PriceList) => ({
        name: priceList?.name ?? '',
        validFrom: priceList?.validFrom ?? '',
        validTo: priceList?.validTo ?? '',
        currency: priceList?.currency ?? 'CHF',
        channel: priceList?.channel ?? 'STANDARD',
        status: priceList?.status ?? 'DRAFT',
      }),
      toWrite: (values): PriceListWrite => ({
        name: values.name,
        validFrom: values.validFrom,
        validTo: values.validTo || null,
        currency: values.currency as PriceListWrite['currency'],
        channel: values.channel as PriceListWrite['channel'],
        status: values.status as PriceListWrite['status'],
      }),
      fields: [
        { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
        { kind: 'field', name: 'validFrom', component: OnDemandDatePicker, isRequired: true },
        { kind: 'field', name: 'validTo', component: OnDemandDatePicker },
        {
          kind: 'select',
          name: 'currency',
          isRequired: true,
          options: SETTINGS_CURRENCIES.map((id) => ({ id, label: id })),
        },
        {
          kind: 'select',
          name: 'channel',
          isRequired: true,
          options: valueOptions(t, `${listTexts}.channels`, PRICE_LIST_CHANNELS),
        },
        {
          kind: 'select',
          name: 'status',
          isRequired: true,
          options: valueOptions(t, `${listTexts}.statuses`, PRICE_LIST_STATUSES),
        },
      ],
    },
  });
  const language = i18n.language as Language;
  const columns = useMemo(() => {
    const column = recordColumns<PriceList & { active?: boolean }>(t, listTexts);
    const helper = createDataTableColumns<PriceList & { active?: boolean }>();
    return [
      column.text('name'),
      column.text('validFrom', (day) => formatDisplayDate(day)),
      column.text('validTo', (day) => (day ? formatDisplayDate(day) : t(`${listTexts}.open`))),
      column.text('currency'),
      column.text('channel', (channel) => t(`${listTexts}.channels.${channel}`)),
      helper.accessor('status', {
        id: 'status',
        header: t(`${listTexts}.columns.status`),
        cell: (info) => (
          <StatusBadge tone={STATUS_TONES[info.getValue()]}>
            {t(`${listTexts}.statuses.${info.getValue()}`)}
          </StatusBadge>
        ),
      }),
      column.number('itemCount', language),
    ];
  }, [t, language]);
  return (
    <ListView
      list={list}
      columns={columns}
      records={records}
      getRowHref={(row) => `/settings/price-lists/${row.id}`}
    />
  );
}

const priceForm = z.object({
  priceListId: requiredChoice(z.string()),
  productId: requiredChoice(z.string()),
  unit: requiredChoice(z.string()),
  listPrice: requiredChoice(z.number().check(z.minimum(0), z.maximum(9_999_999_999))),
  minQuantity: z.nullable(z.number().check(z.minimum(0))),
  validFrom: requiredDate(),
  validTo: optionalDate(),
});
const priceList = settingsResource(priceTexts, priceEndpoints, PRICE_SORT_FIELDS);

/** The prices of a price list, or of one medium's products in every list (a tab). */
export function PriceItemList({
  priceList: list,
  medium,
  label,
}: {
  priceList?: PriceList;
  medium?: ProductMedium;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const lookups = useSettingsLookups();
  const language = i18n.language as Language;
  const products = (lookups?.products ?? []).filter(
    (product) =>
      !medium ||
      product.mediaType === medium ||
      (medium === 'DIGITAL' && product.mediaType === 'NEWSLETTER'),
  );
  return (
    <SettingsList<Price, unknown>
      {...priceList}
      listKey={list ? 'settings-price-list-prices' : `settings-prices-${medium?.toLowerCase()}`}
      fixedQuery={{
        ...(list && { priceListId: list.id }),
        ...(medium && { mediaType: medium }),
      }}
      label={label}
      columns={(column) => [
        column.text('productName'),
        ...(list ? [] : [column.text('priceListName')]),
        column.text('unit', (unit) => t(`${priceTexts}.units.${unit}`)),
        column.money('listPrice', language, (price) => price.currency),
        column.text('validFrom', (day) => formatDisplayDate(day)),
        column.text('validTo', (day) => (day ? formatDisplayDate(day) : t(`${listTexts}.open`))),
        column.status(),
      ]}
      form={{
        schema: priceForm,
        defaults: (price?: Price) => ({
          priceListId: price ? String(price.priceListId) : list ? String(list.id) : null,
          productId: price ? String(price.productId) : null,
          unit: price?.unit ?? null,
          listPrice: price?.listPrice ?? null,
          minQuantity: price?.minQuantity ?? null,
          validFrom: price?.validFrom ?? list?.validFrom ?? '',
          validTo: price?.validTo ?? list?.validTo ?? '',
        }),
        toWrite: (values, price) => ({
          priceListId: Number(values.priceListId),
          productId: Number(values.productId),
          unit: values.unit,
          listPrice: values.listPrice,
          minQuantity: values.minQuantity,
          validFrom: values.validFrom,
          validTo: values.validTo || null,
          active: price?.active ?? true,
        }),
        fields: [
          ...(list
            ? []
            : [
                {
                  kind: 'select',
                  name: 'priceListId',
                  isRequired: true,
                  options: recordOptions(lookups?.priceLists),
                } as const,
              ]),
          { kind: 'select', name: 'productId', isRequired: true, options: recordOptions(products) },
          {
            kind: 'select',
            name: 'unit',
            isRequired: true,
            options: valueOptions(t, `${priceTexts}.units`, PRICE_UNITS),
          },
          {
            kind: 'field',
            name: 'listPrice',
            component: OnDemandNumberField,
            isRequired: true,
            props: {
              minValue: 0,
              formatOptions: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
            },
          },
          {
            kind: 'field',
            name: 'minQuantity',
            component: OnDemandNumberField,
            props: { minValue: 0, formatOptions: { maximumFractionDigits: 2 } },
          },
          { kind: 'field', name: 'validFrom', component: OnDemandDatePicker, isRequired: true },
          { kind: 'field', name: 'validTo', component: OnDemandDatePicker },
        ],
      }}
    />
  );
}

/** /settings/price-lists/{priceListId}: a price list's facts, its prices, and its copy. */
export function PriceListPage() {
  const { t } = useTranslation();
  const { priceListId } = useTableParams<'settings.priceList'>();
  const [copying, setCopying] = useState<PriceList>();
  return (
    <>
      <RecordPage<PriceList>
        calls={priceListEndpoints}
        id={priceListId}
        facts={(list) => [
          [t(`${listTexts}.columns.validFrom`), formatDisplayDate(list.validFrom)],
          [
            t(`${listTexts}.columns.validTo`),
            list.validTo ? formatDisplayDate(list.validTo) : t(`${listTexts}.open`),
          ],
          [t(`${listTexts}.columns.currency`), list.currency],
          [t(`${listTexts}.columns.channel`), t(`${listTexts}.channels.${list.channel}`)],
          [t(`${listTexts}.columns.status`), t(`${listTexts}.statuses.${list.status}`)],
        ]}
        actions={(list) => (
          <Button onPress={() => setCopying(list)}>{t(`${listTexts}.copy.open`)}</Button>
        )}
      >
        {(list) => <PriceItemList priceList={list} label={t(`${priceTexts}.title`)} />}
      </RecordPage>
      {copying && (
        <OnDemandDialog
          part={copyDialog}
          props={{ list: copying, onClose: () => setCopying(undefined) }}
          onClose={() => setCopying(undefined)}
        />
      )}
    </>
  );
}
