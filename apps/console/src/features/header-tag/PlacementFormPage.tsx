import {
  BIDDER_PARAMS,
  type BidderCode,
  bidderConfigEndpoints,
  type HeaderTagPlacement,
  type HeaderTagPlacementWrite,
  headerTagPlacementEndpoints,
  MEDIA_TYPES,
} from '@adconsole/api';
import {
  FormNumberField,
  FormSwitch,
  FormTextArea,
  maxLengthText,
  requiredChoice,
  requiredText,
} from '@adconsole/forms';
import { Loader } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { useTableParams, useTableSearch } from '../../routes/useTableParams.ts';
import { useTagCrumb } from './tagCrumb.ts';

// /header-tag/tags/{headerTagId}/placement(/{placementId}) with ?cloneId: a placement's ad unit
// and its bidders, each bidder's params written as JSON and checked on the server against the
// bidder's schema (BIDDER_PARAMS); a clone starts as a copy of another placement.

const SIZES = /^\s*[1-9]\d{0,3}x[1-9]\d{0,3}(\s*,\s*[1-9]\d{0,3}x[1-9]\d{0,3})*\s*$/;

const isParams = (text: string) => {
  if (text.trim() === '') return true;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
};

const placementForm = (t: TFunction) =>
  z.object({
    code: z.pipe(
      requiredText(),
      z
        .string()
        .check(z.maxLength(100), z.regex(/^[A-Za-z][A-Za-z0-9_-]*$/, t('headerTag.form.code'))),
    ),
    name: z.pipe(requiredText(), maxLengthText(200)),
    mediaType: requiredChoice(z.string()),
    sizes: z.pipe(requiredText(), z.string().check(z.regex(SIZES, t('headerTag.form.sizes')))),
    preloadGroup: z.string().check(z.maxLength(40)),
    floor: z.nullable(z.number()),
    active: z.boolean(),
    params: z.record(
      z.string(),
      z.string().check(z.refine(isParams, t('headerTag.form.paramsJson'))),
    ),
  });
type Values = z.output<ReturnType<typeof placementForm>>;

/** The form's name of a bidder's params: `params.b12` (a digit alone would make an array). */
const paramsKey = (bidderId: number) => `b${bidderId}`;

function PlacementForm({
  headerTagId,
  id,
  cloneId,
}: {
  headerTagId: number;
  id?: number;
  cloneId?: number;
}) {
  const { t } = useTranslation();
  const bidders = useEndpoint(bidderConfigEndpoints.list, { query: { limit: 100 } });
  const clone = useEndpoint(
    headerTagPlacementEndpoints.get,
    { params: { id: cloneId ?? 0 } },
    { enabled: !!cloneId && !id },
  );
  const tagCrumb = useTagCrumb(headerTagId);
  if (!bidders.data || (cloneId && !id && !clone.data)) return <Loader />;
  const offered = bidders.data.items.filter((bidder) => bidder.active);
  const fields: RecordField[] = [
    { kind: 'text', name: 'code', isRequired: true, maxLength: 100, hint: true },
    { kind: 'text', name: 'name', isRequired: true, maxLength: 200 },
    {
      kind: 'select',
      name: 'mediaType',
      isRequired: true,
      options: MEDIA_TYPES.map((type) => ({ id: type, label: t(`headerTag.mediaTypes.${type}`) })),
    },
    { kind: 'text', name: 'sizes', isRequired: true, maxLength: 200, hint: true },
    { kind: 'text', name: 'preloadGroup', maxLength: 40, hint: true },
    {
      kind: 'field',
      name: 'floor',
      component: FormNumberField,
      hint: true,
      props: { minValue: 0, maxValue: 1000, formatOptions: { minimumFractionDigits: 2 } },
    },
    { kind: 'field', name: 'active', component: FormSwitch },
    { kind: 'section', name: 'bidders' },
    ...offered.map(
      (bidder): RecordField => ({
        kind: 'custom',
        name: `params.${paramsKey(bidder.id)}`,
        render: (control) => (
          <FormTextArea
            key={bidder.id}
            control={control}
            name={`params.${paramsKey(bidder.id)}`}
            label={t('headerTag.placements.form.params', { bidder: bidder.name })}
            description={t('headerTag.placements.form.paramsHint', {
              keys: Object.keys(BIDDER_PARAMS[bidder.bidderCode as BidderCode].shape).join(', '),
            })}
            rows={2}
            maxLength={2000}
          />
        ),
      }),
    ),
  ];
  const source = (placement: HeaderTagPlacement | undefined) => placement ?? clone.data;
  return (
    <RecordFormPage
      calls={headerTagPlacementEndpoints}
      id={id}
      texts="headerTag.placements"
      form={{
        schema: placementForm(t),
        defaults: (record: HeaderTagPlacement | undefined) => {
          const placement = source(record);
          return {
            code: placement ? (record ? placement.code : `${placement.code}-2`) : '',
            name: placement?.name ?? '',
            mediaType: placement?.mediaType ?? 'BANNER',
            sizes: placement?.sizes.join(', ') ?? '',
            preloadGroup: placement?.preloadGroup ?? '',
            floor: placement?.floor ?? null,
            active: placement?.active ?? true,
            params: Object.fromEntries(
              offered.map((bidder) => {
                const bid = placement?.bids.find((entry) => entry.bidderId === bidder.id);
                return [paramsKey(bidder.id), bid ? JSON.stringify(bid.params) : ''];
              }),
            ),
          };
        },
        toWrite: (values: Values, record): HeaderTagPlacementWrite => ({
          headerTagId,
          code: values.code,
          name: values.name,
          mediaType: values.mediaType as HeaderTagPlacementWrite['mediaType'],
          sizes: values.sizes.split(',').map((size) => size.trim()),
          video:
            record?.mediaType === 'VIDEO'
              ? (record.video as HeaderTagPlacementWrite['video'])
              : null,
          labels: record?.labels ?? [],
          preloadGroup: values.preloadGroup.trim() || null,
          floor: values.floor,
          active: values.active,
          bids: offered.flatMap((bidder) => {
            const text = values.params[paramsKey(bidder.id)]?.trim() ?? '';
            return text
              ? [
                  {
                    bidderId: bidder.id,
                    params: JSON.parse(text) as HeaderTagPlacementWrite['bids'][number]['params'],
                  },
                ]
              : [];
          }),
        }),
        fields,
      }}
      savedTo={() => `/header-tag/tags/${headerTagId}/placements`}
      cancelTo={`/header-tag/tags/${headerTagId}/placements`}
      under={tagCrumb}
    />
  );
}

/** /header-tag/tags/{headerTagId}/placement (?cloneId: a copy of that placement) */
export function PlacementCreatePage() {
  const { headerTagId } = useTableParams<'headerTag.item'>();
  const { cloneId } = useTableSearch<'headerTag.placementNew'>();
  const clone = Number(cloneId);
  return (
    <PlacementForm
      headerTagId={headerTagId}
      {...(Number.isInteger(clone) && clone > 0 ? { cloneId: clone } : {})}
    />
  );
}

/** /header-tag/tags/{headerTagId}/placement/{placementId} */
export function PlacementEditPage() {
  const { headerTagId, placementId } = useTableParams<'headerTag.placement'>();
  return <PlacementForm headerTagId={headerTagId} id={placementId} />;
}
