import {
  GRANULARITIES,
  HEADER_TAG_DEFAULTS,
  type HeaderTag,
  type HeaderTagSettings,
  type HeaderTagWrite,
  headerTagEndpoints,
  headerTagWebsitesEndpoint,
} from '@adconsole/api';
import {
  FormNumberField,
  FormSwitch,
  maxLengthText,
  requiredChoice,
  requiredText,
} from '@adconsole/forms';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import { bucketsOf, PriceBucketsField } from './PriceBucketsEditor.tsx';

// /header-tag/tags/create and /header-tag/tags/edit/{headerTagId}: a tag's website, name and
// core settings (DOMAIN2 §4.1's defaults for a new one), the custom price buckets with the
// granularity tester of what the form holds (PriceBucketsEditor.tsx); the tabs' lists are kept
// as they are.

const tagForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(200)),
  websiteId: requiredChoice(z.string()),
  settings: z.object({
    timeoutMs: requiredChoice(z.number()),
    sendAllBids: z.boolean(),
    granularity: z.object({
      preset: requiredChoice(z.string()),
      buckets: z.array(
        z.object({
          min: requiredChoice(z.number()),
          max: requiredChoice(z.number()),
          increment: requiredChoice(z.number()),
          precision: z.nullable(z.number()),
        }),
      ),
    }),
    currency: z.object({ granularityMultiplier: requiredChoice(z.number()) }),
    userSync: z.object({ enabled: z.boolean() }),
    consent: z.object({ enabled: z.boolean(), timeoutMs: requiredChoice(z.number()) }),
    floors: z.boolean(),
  }),
});
type TagFormValues = z.output<typeof tagForm>;

/** A new tag's settings: Prebid's defaults (DOMAIN2 §4.1), CHF, floors on. */
export const NEW_TAG_SETTINGS: HeaderTagSettings = {
  timeoutMs: HEADER_TAG_DEFAULTS.timeoutMs,
  sendAllBids: true,
  granularity: { preset: 'medium', buckets: [] },
  videoGranularity: null,
  currency: { adServerCurrency: 'CHF', granularityMultiplier: 1 },
  userSync: {
    enabled: true,
    iframe: false,
    syncsPerBidder: HEADER_TAG_DEFAULTS.syncsPerBidder,
    syncDelayMs: HEADER_TAG_DEFAULTS.syncDelayMs,
  },
  consent: {
    enabled: true,
    timeoutMs: HEADER_TAG_DEFAULTS.consentTimeoutMs,
    defaultGdprScope: false,
  },
  modules: ['TCF', 'PRICE_FLOORS'],
  preloadGroups: [],
};

const milliseconds = { formatOptions: { maximumFractionDigits: 0 } };

function toWrite(values: TagFormValues, tag: HeaderTag | undefined): HeaderTagWrite {
  const before = tag?.settings ?? NEW_TAG_SETTINGS;
  const modules = before.modules.filter((module) => module !== 'PRICE_FLOORS' && module !== 'TCF');
  return {
    name: values.name,
    websiteId: Number(values.websiteId),
    settings: {
      ...before,
      timeoutMs: values.settings.timeoutMs ?? before.timeoutMs,
      sendAllBids: values.settings.sendAllBids,
      granularity: {
        preset: values.settings.granularity.preset as HeaderTagSettings['granularity']['preset'],
        buckets:
          values.settings.granularity.preset === 'custom'
            ? bucketsOf(values.settings.granularity.buckets)
            : [],
      },
      currency: {
        ...before.currency,
        granularityMultiplier:
          values.settings.currency.granularityMultiplier ?? before.currency.granularityMultiplier,
      },
      userSync: { ...before.userSync, enabled: values.settings.userSync.enabled },
      consent: {
        ...before.consent,
        enabled: values.settings.consent.enabled,
        timeoutMs: values.settings.consent.timeoutMs ?? before.consent.timeoutMs,
      },
      modules: [
        ...modules,
        ...(values.settings.consent.enabled ? (['TCF'] as const) : []),
        ...(values.settings.floors ? (['PRICE_FLOORS'] as const) : []),
      ],
    },
    disableRules: tag?.disableRules ?? [],
    dynamicPlacements: tag?.dynamicPlacements ?? [],
    rawScripts: tag?.rawScripts ?? [],
  };
}

function TagForm({ id }: { id?: number }) {
  const { t } = useTranslation();
  const websites = useEndpoint(headerTagWebsitesEndpoint, {});
  const fields: RecordField[] = [
    { kind: 'text', name: 'name', isRequired: true, maxLength: 200 },
    {
      kind: 'select',
      name: 'websiteId',
      isRequired: true,
      options: (websites.data?.items ?? [])
        .filter((website) => website.headerTagId === null || website.headerTagId === id)
        .map((website) => ({
          id: String(website.id),
          label: `${website.name} (${website.domain})`,
        })),
    },
    { kind: 'section', name: 'auction' },
    {
      kind: 'field',
      name: 'settings.timeoutMs',
      component: FormNumberField,
      isRequired: true,
      hint: true,
      props: { minValue: 100, maxValue: 10_000, step: 50, ...milliseconds },
    },
    { kind: 'field', name: 'settings.sendAllBids', component: FormSwitch, hint: true },
    {
      kind: 'select',
      name: 'settings.granularity.preset',
      isRequired: true,
      options: GRANULARITIES.map((preset) => ({
        id: preset,
        label: t(`headerTag.granularity.${preset}`),
      })),
    },
    {
      kind: 'field',
      name: 'settings.currency.granularityMultiplier',
      component: FormNumberField,
      isRequired: true,
      hint: true,
      props: { minValue: 0.01, maxValue: 100, formatOptions: { maximumFractionDigits: 4 } },
    },
    {
      kind: 'custom',
      name: 'settings.granularity.buckets',
      render: (control, label, form) => (
        <PriceBucketsField control={control} label={label} form={form} />
      ),
    },
    { kind: 'field', name: 'settings.floors', component: FormSwitch, hint: true },
    { kind: 'section', name: 'privacy' },
    { kind: 'field', name: 'settings.userSync.enabled', component: FormSwitch },
    { kind: 'field', name: 'settings.consent.enabled', component: FormSwitch, hint: true },
    {
      kind: 'field',
      name: 'settings.consent.timeoutMs',
      component: FormNumberField,
      isRequired: true,
      props: { minValue: 0, maxValue: 30_000, step: 500, ...milliseconds },
    },
  ];
  return (
    <RecordFormPage
      calls={headerTagEndpoints}
      id={id}
      texts="headerTag.tags"
      form={{
        schema: tagForm,
        defaults: (tag: HeaderTag | undefined) => {
          const settings = tag?.settings ?? NEW_TAG_SETTINGS;
          return {
            name: tag?.name ?? '',
            websiteId: tag ? String(tag.websiteId) : null,
            settings: {
              timeoutMs: settings.timeoutMs,
              sendAllBids: settings.sendAllBids,
              granularity: {
                preset: settings.granularity.preset,
                buckets: settings.granularity.buckets.map((bucket) => ({
                  ...bucket,
                  precision: bucket.precision ?? null,
                })),
              },
              currency: { granularityMultiplier: settings.currency.granularityMultiplier },
              userSync: { enabled: settings.userSync.enabled },
              consent: { enabled: settings.consent.enabled, timeoutMs: settings.consent.timeoutMs },
              floors: settings.modules.includes('PRICE_FLOORS'),
            },
          };
        },
        toWrite,
        fields,
      }}
      savedTo={(tag) => `/header-tag/tags/${tag.id}/placements`}
      cancelTo={id ? `/header-tag/tags/${id}/placements` : '/header-tag/tags'}
    />
  );
}

/** /header-tag/tags/create */
export function HeaderTagCreatePage() {
  return <TagForm />;
}

/** /header-tag/tags/edit/{headerTagId} */
export function HeaderTagEditPage() {
  const { headerTagId } = useTableParams<'headerTag.edit'>();
  return <TagForm id={headerTagId} />;
}
