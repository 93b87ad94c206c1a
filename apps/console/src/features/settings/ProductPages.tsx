import {
  AD_TYPES,
  COLOR_MODES,
  PRICING_MODELS,
  PRODUCT_SORT_FIELDS,
  type ProductMedium,
  type SettingsLookups,
  type SettingsProduct,
  type SettingsProductWrite,
  SIZE_TYPES,
  settingsProductEndpoints,
} from '@adconsole/api';
import { maxLengthText, optionalText, requiredChoice } from '@adconsole/forms';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { OnDemandCheckbox, OnDemandNumberField } from '../../kit/OnDemandFields.tsx';
import type { RecordField } from '../../kit/RecordFields.tsx';
import {
  idOf,
  joined,
  recordOptions,
  SettingsList,
  settingsResource,
  translatedNameFields,
  translatedNamesDefaults,
  translatedNamesForm,
  translatedNamesWrite,
  useSettingsLookups,
  valueOptions,
} from './settingsList.tsx';

// The products of each medium (spec 1 §2.12: digital-products/items, {broadcastType} tv and
// radio, print-products, point-of-sale-products, analog-products): one list per medium, each
// with the fields its medium has (DOMAIN.md §9).

const texts = 'settingsCatalogue.products';
const productList = settingsResource(texts, settingsProductEndpoints, PRODUCT_SORT_FIELDS);

const whole = (min: number, max: number) =>
  z.nullable(z.number().check(z.int(), z.minimum(min), z.maximum(max)));
const productForm = z.object({
  adMediumId: requiredChoice(z.string()),
  ...translatedNamesForm(),
  code: z.pipe(optionalText(), maxLengthText(40)),
  selfBookable: z.boolean(),
  adType: z.nullable(z.string()),
  placementId: z.nullable(z.string()),
  // "300x250, 728x90": sizes in pixels, separated by commas.
  sizes: z.pipe(
    optionalText(),
    z.string().check(z.regex(/^\s*([0-9]{1,4}x[0-9]{1,4}\s*(,\s*[0-9]{1,4}x[0-9]{1,4}\s*)*)?$/)),
  ),
  pricingModel: z.nullable(z.string()),
  formatName: z.pipe(optionalText(), maxLengthText(100)),
  sizeType: z.nullable(z.string()),
  colorMode: z.nullable(z.string()),
  columns: whole(1, 20),
  heightMm: whole(1, 2000),
  spotLengthSec: whole(1, 600),
  broadcastSlotId: z.nullable(z.string()),
  itemType: z.pipe(optionalText(), maxLengthText(100)),
});
type ProductValues = z.output<typeof productForm>;

function productFields(
  medium: ProductMedium,
  t: TFunction,
  lookups: SettingsLookups | undefined,
): RecordField[] {
  const media = (lookups?.adMedia ?? []).filter(
    (adMedium) =>
      adMedium.mediaType === medium ||
      (medium === 'DIGITAL' && adMedium.mediaType === 'NEWSLETTER'),
  );
  const mediumIds = new Set(media.map((adMedium) => adMedium.id));
  const number = (name: string, min: number, max: number): RecordField => ({
    kind: 'field',
    name,
    component: OnDemandNumberField,
    props: { minValue: min, maxValue: max, formatOptions: { maximumFractionDigits: 0 } },
  });
  const common: RecordField[] = [
    { kind: 'select', name: 'adMediumId', isRequired: true, options: recordOptions(media) },
    ...translatedNameFields(),
    { kind: 'text', name: 'code', maxLength: 40 },
    { kind: 'field', name: 'selfBookable', component: OnDemandCheckbox },
  ];
  switch (medium) {
    case 'DIGITAL':
      return [
        ...common,
        { kind: 'select', name: 'adType', options: valueOptions(t, `${texts}.adTypes`, AD_TYPES) },
        {
          kind: 'select',
          name: 'placementId',
          options: (lookups?.placements ?? []).map((placement) => ({
            id: String(placement.id),
            label: `${lookups?.websites.find((site) => site.id === placement.websiteId)?.name ?? ''} – ${placement.name}`,
          })),
        },
        { kind: 'text', name: 'sizes', maxLength: 200, hint: true },
        {
          kind: 'select',
          name: 'pricingModel',
          options: valueOptions(t, `${texts}.pricingModels`, PRICING_MODELS),
        },
      ];
    case 'PRINT':
      return [
        ...common,
        { kind: 'text', name: 'formatName', maxLength: 100 },
        {
          kind: 'select',
          name: 'sizeType',
          options: valueOptions(t, `${texts}.sizeTypes`, SIZE_TYPES),
        },
        {
          kind: 'select',
          name: 'colorMode',
          options: valueOptions(t, `${texts}.colorModes`, COLOR_MODES),
        },
        number('columns', 1, 20),
        number('heightMm', 1, 2000),
      ];
    case 'TV':
    case 'RADIO':
      return [
        ...common,
        number('spotLengthSec', 1, 600),
        {
          kind: 'select',
          name: 'broadcastSlotId',
          options: recordOptions(
            (lookups?.broadcastSlots ?? []).filter((slot) => mediumIds.has(slot.adMediumId)),
          ),
        },
      ];
    default:
      return [
        ...common,
        { kind: 'text', name: 'formatName', maxLength: 100 },
        { kind: 'text', name: 'itemType', maxLength: 100 },
      ];
  }
}

const text = (value: string | null | undefined) => value ?? '';

/** The products of one medium: list, create, edit, (de)activate. */
export function ProductList({ medium, label }: { medium: ProductMedium; label?: string }) {
  const { t } = useTranslation();
  const lookups = useSettingsLookups();
  return (
    <SettingsList<SettingsProduct, SettingsProductWrite>
      {...productList}
      listKey={`settings-products-${medium.toLowerCase()}`}
      fixedQuery={{ mediaType: medium }}
      {...(label !== undefined && { label })}
      columns={(column) => [
        column.text('name'),
        column.text('adMediumName'),
        column.text('code', (code) => code ?? '–'),
        ...(medium === 'DIGITAL'
          ? [
              column.text('adType', (type) => (type ? t(`${texts}.adTypes.${type}`) : '–')),
              column.text('placementName', (name) => name ?? '–'),
              column.text('sizes', joined),
            ]
          : medium === 'PRINT'
            ? [
                column.text('sizeType', (type) => (type ? t(`${texts}.sizeTypes.${type}`) : '–')),
                column.text('columns', (columns) => (columns === null ? '–' : String(columns))),
                column.text('heightMm', (height) => (height === null ? '–' : `${height} mm`)),
              ]
            : medium === 'TV' || medium === 'RADIO'
              ? [
                  column.text('spotLengthSec', (seconds) =>
                    seconds === null ? '–' : `${seconds} s`,
                  ),
                ]
              : [column.text('itemType', (type) => type ?? '–')]),
        column.text('selfBookable', (yes) =>
          t(yes ? 'settingsCatalogue.yes' : 'settingsCatalogue.no'),
        ),
        column.status(),
      ]}
      form={{
        schema: productForm,
        defaults: (product?: SettingsProduct) => ({
          adMediumId: product ? String(product.adMediumId) : null,
          ...translatedNamesDefaults(product),
          code: text(product?.code),
          selfBookable: product?.selfBookable ?? false,
          adType: product?.adType ?? null,
          placementId: product?.placementId ? String(product.placementId) : null,
          sizes: product?.sizes.join(', ') ?? '',
          pricingModel: product?.pricingModel ?? null,
          formatName: text(product?.formatName),
          sizeType: product?.sizeType ?? null,
          colorMode: product?.colorMode ?? null,
          columns: product?.columns ?? null,
          heightMm: product?.heightMm ?? null,
          spotLengthSec: product?.spotLengthSec ?? null,
          broadcastSlotId: product?.broadcastSlotId ? String(product.broadcastSlotId) : null,
          itemType: text(product?.itemType),
        }),
        toWrite: (values: ProductValues, product): SettingsProductWrite => ({
          mediaType: medium,
          adMediumId: Number(values.adMediumId),
          ...translatedNamesWrite(values),
          code: values.code || null,
          selfBookable: values.selfBookable,
          adType: values.adType as SettingsProductWrite['adType'],
          placementId: idOf(values.placementId),
          sizes: values.sizes
            .split(',')
            .map((size) => size.trim())
            .filter(Boolean),
          pricingModel: values.pricingModel as SettingsProductWrite['pricingModel'],
          formatName: values.formatName || null,
          sizeType: values.sizeType as SettingsProductWrite['sizeType'],
          colorMode: values.colorMode as SettingsProductWrite['colorMode'],
          columns: values.columns,
          heightMm: values.heightMm,
          spotLengthSec: values.spotLengthSec,
          broadcastSlotId: idOf(values.broadcastSlotId),
          itemType: values.itemType || null,
          active: product?.active ?? true,
        }),
        fields: productFields(medium, t, lookups),
      }}
    />
  );
}

/** /settings/point-of-sale-products */
export function PosProductsPage() {
  return <ProductList medium="POS" />;
}
/** /settings/analog-products */
export function AnalogProductsPage() {
  return <ProductList medium="ANALOG" />;
}
