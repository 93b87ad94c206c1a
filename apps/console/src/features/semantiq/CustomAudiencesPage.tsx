import {
  AUDIENCE_STATUSES,
  type CustomAudience,
  customAudienceEndpoints,
  KEY_VALUE_LIMITS,
  semantiqEndpoints,
} from '@adconsole/api';
import { maxLengthText, optionSchema, requiredChoice, requiredText } from '@adconsole/forms';
import { formatNumber, type Language } from '@adconsole/i18n';
import { createDataTableColumns, Link, type Option, Stack, Text } from '@adconsole/ui';
import { keepPreviousData } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { useFormWatch } from '../../kit/formWatch.ts';
import { ListView } from '../../kit/ListView.tsx';
import { OnDemandMultiSelect, OnDemandNumberField } from '../../kit/OnDemandFields.tsx';
import { Section } from '../../kit/Section.tsx';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';
import { namedList } from '../targeting/namedList.ts';
import { languageCodes, languageOption, languagesField } from './languagesField.ts';

// /semantiq/custom-audiences (issue 42; DOMAIN §8 CustomAudience): audiences built from IAB
// categories and keywords with a threshold (how many of the seeds a page must match) and
// languages; the builder shows the reach and sample matching pages as the seeds change, before
// saving. An audience reaches the ad server as its output key-value.

const audienceList = namedList('semantiq.audiences');

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const audienceForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(100)),
  categories: z.array(optionSchema),
  keywords: z.string().check(z.maxLength(6000)),
  languages: z.array(optionSchema),
  threshold: requiredChoice(z.number()),
  status: requiredChoice(z.string()),
  outputKey: z.pipe(requiredText(), maxLengthText(KEY_VALUE_LIMITS.keyMax)),
  outputValue: z.pipe(requiredText(), maxLengthText(KEY_VALUE_LIMITS.valueMax)),
});

/** The builder's preview: reach and sample pages of the seeds as they stand in the form. */
function AudiencePreviewPart({ control }: { control: Control<FieldValues> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [categories, keywords, languages, threshold] = useFormWatch({
    control,
    name: ['categories', 'keywords', 'languages', 'threshold'],
  }) as [Option[], string, Option[], number | null];
  const body = {
    categories: (categories ?? []).map((option) => option.id),
    keywords: lines(keywords ?? '').slice(0, 100),
    languages: languageCodes(languages ?? []),
    threshold: Math.min(10, Math.max(1, threshold ?? 1)),
  };
  // The previous answer stays while the next loads: the reach does not flicker as one types.
  const preview = useEndpoint(
    semantiqEndpoints.previewAudience,
    { body },
    { placeholderData: keepPreviousData },
  );
  return (
    <Section title={t('semantiq.audiences.preview.title')} level={3}>
      {preview.data ? (
        <Stack space="small">
          <Text>
            {t('semantiq.audiences.preview.reach', {
              count: preview.data.reach,
              formatted: formatNumber(preview.data.reach, language),
            })}
          </Text>
          {preview.data.samples.length > 0 && (
            <ul aria-label={t('semantiq.audiences.preview.samples')}>
              {preview.data.samples.map((sample) => (
                <li key={sample.id}>
                  <Link href={sample.url} target="_blank" rel="noopener noreferrer">
                    {sample.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      ) : (
        <Text>{t('semantiq.audiences.preview.loading')}</Text>
      )}
    </Section>
  );
}

const categoryLabel = (category: { name: string; tier: number }) =>
  `${'– '.repeat(category.tier - 1)}${category.name}`;

function audienceColumns(t: TFunction, language: Language) {
  const column = recordColumns<CustomAudience>(t, 'semantiq.audiences');
  const own = createDataTableColumns<CustomAudience>();
  return [
    column.name('name'),
    column.number('reach', language),
    column.text('status', (status) => t(`semantiq.audienceStatuses.${status}`)),
    own.accessor((audience) => `${audience.outputKey}=${audience.outputValue}`, {
      id: 'output',
      header: t('semantiq.audiences.columns.output'),
    }),
    column.status(),
  ];
}

export function CustomAudiencesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const categories = useEndpoint(semantiqEndpoints.categories, {});
  const list = useList({
    definition: audienceList,
    listKey: 'semantiq-audiences',
    calls: customAudienceEndpoints,
  });
  const records = useRecordEditing({
    calls: customAudienceEndpoints,
    texts: 'semantiq.audiences',
    form: {
      schema: audienceForm,
      defaults: (audience?: CustomAudience) => ({
        name: audience?.name ?? '',
        categories: (audience?.categories ?? []).map((id) => {
          const category = categories.data?.items.find((item) => item.id === id);
          return { id, label: category ? categoryLabel(category) : id };
        }),
        keywords: audience?.keywords.join('\n') ?? '',
        languages: (audience?.languages ?? []).map((code) => languageOption(t, code)),
        threshold: audience?.threshold ?? 1,
        status: audience?.status ?? 'DRAFT',
        outputKey: audience?.outputKey ?? 'semantiq',
        outputValue: audience?.outputValue ?? '',
      }),
      toWrite: (values, audience) => ({
        name: values.name.trim(),
        categories: values.categories.map((option) => option.id),
        keywords: lines(values.keywords),
        languages: languageCodes(values.languages),
        threshold: values.threshold ?? 1,
        status: values.status as CustomAudience['status'],
        outputKey: values.outputKey.trim(),
        outputValue: values.outputValue.trim(),
        active: audience?.active ?? true,
      }),
      fields: [
        { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
        {
          kind: 'field',
          name: 'categories',
          component: OnDemandMultiSelect,
          hint: true,
          props: {
            options: (categories.data?.items ?? []).map((category) => ({
              id: category.id,
              label: categoryLabel(category),
            })),
          },
        },
        { kind: 'textarea', name: 'keywords', hint: true },
        languagesField(t),
        {
          kind: 'field',
          name: 'threshold',
          component: OnDemandNumberField,
          isRequired: true,
          hint: true,
          props: { minValue: 1, maxValue: 10, step: 1 },
        },
        {
          kind: 'select',
          name: 'status',
          isRequired: true,
          options: AUDIENCE_STATUSES.map((status) => ({
            id: status,
            label: t(`semantiq.audienceStatuses.${status}`),
          })),
        },
        { kind: 'text', name: 'outputKey', isRequired: true, maxLength: KEY_VALUE_LIMITS.keyMax },
        {
          kind: 'text',
          name: 'outputValue',
          isRequired: true,
          maxLength: KEY_VALUE_LIMITS.valueMax,
        },
        {
          kind: 'custom',
          name: 'preview',
          render: (control) => <AudiencePreviewPart control={control} />,
        },
      ],
    },
  });
  const columns = useMemo(() => audienceColumns(t, language), [t, language]);
  return <ListView list={list} columns={columns} records={records} />;
}
