import {
  KEY_VALUE_LIMITS,
  SEMANTIQ_REFRESH_MINUTES,
  type SemantiqConfig,
  semantiqConfigEndpoints,
  semantiqDomainEndpoints,
} from '@adconsole/api';
import {
  FormMultiSelect,
  FormNumberField,
  FormSwitch,
  maxLengthText,
  optionSchema,
  requiredChoice,
  requiredText,
} from '@adconsole/forms';
import { Link, Stack, Text } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { Section } from '../../kit/Section.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import { languageCodes, languageOption, languagesField } from './languagesField.ts';

// /semantiq/config/{configId} (issue 42; spec 1 §2.12; DOMAIN §8 Tenant): a Semantiq tenant's
// configuration: its tenant ID (what a header tag names), the domains whose articles it
// classifies, the key-values the tag sends (the IAB categories' key and how many, the keywords'
// key and how many; keys under the ad server's rules), the languages, how often the tag fetches
// again; and, as saved, what the tag would send for the newest article of its domains.

const configForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(100)),
  tenantId: z.pipe(requiredText(), maxLengthText(40)),
  domainIds: z.array(optionSchema),
  categoriesKey: z.pipe(requiredText(), maxLengthText(KEY_VALUE_LIMITS.keyMax)),
  maxCategories: requiredChoice(z.number()),
  keywordsKey: z.pipe(requiredText(), maxLengthText(KEY_VALUE_LIMITS.keyMax)),
  maxKeywords: requiredChoice(z.number()),
  languages: z.array(optionSchema),
  refreshMinutes: requiredChoice(z.number()),
  active: z.boolean(),
});

/** What the tag sends for the newest article of the saved configuration's domains. */
function SamplePart({ config }: { config: SemantiqConfig | undefined }) {
  const { t } = useTranslation();
  const sample = config?.sample;
  return (
    <Section title={t('semantiq.configs.sample.title')} level={3}>
      {sample ? (
        <Stack space="small">
          <Text>
            {t('semantiq.configs.sample.article')}{' '}
            <Link href={sample.url} target="_blank" rel="noopener noreferrer">
              {sample.title}
            </Link>
          </Text>
          <Text>
            {t('semantiq.configs.sample.sends')}{' '}
            <code>
              {sample.keyValues.map((entry) => `${entry.key}=${entry.values.join(',')}`).join('; ')}
            </code>
          </Text>
        </Stack>
      ) : (
        <Text tone="muted">{t('semantiq.configs.sample.none')}</Text>
      )}
    </Section>
  );
}

export function SemantiqConfigPage() {
  const { t } = useTranslation();
  const { configId } = useTableParams<'semantiq.config'>();
  const domains = useEndpoint(semantiqDomainEndpoints.list, {
    query: { sort: 'domain', order: 'ASC', page: 0, limit: 100 },
  });
  const config = useEndpoint(semantiqConfigEndpoints.get, { params: { id: configId } });
  return (
    <RecordFormPage
      calls={semantiqConfigEndpoints}
      id={configId}
      texts="semantiq.configs"
      form={{
        schema: configForm,
        defaults: (record: SemantiqConfig | undefined) => ({
          name: record?.name ?? '',
          tenantId: record?.tenantId ?? '',
          domainIds: (record?.domainIds ?? []).map((id, index) => ({
            id: String(id),
            label: record?.domains[index] ?? '',
          })),
          categoriesKey: record?.categoriesKey ?? 'iab',
          maxCategories: record?.maxCategories ?? 3,
          keywordsKey: record?.keywordsKey ?? 'kw',
          maxKeywords: record?.maxKeywords ?? 10,
          languages: (record?.languages ?? []).map((code) => languageOption(t, code)),
          refreshMinutes: record?.refreshMinutes ?? 60,
          active: record?.active ?? true,
        }),
        toWrite: (values) => ({
          name: values.name.trim(),
          tenantId: values.tenantId.trim(),
          domainIds: values.domainIds.map((option) => Number(option.id)),
          categoriesKey: values.categoriesKey.trim(),
          maxCategories: values.maxCategories ?? 3,
          keywordsKey: values.keywordsKey.trim(),
          maxKeywords: values.maxKeywords ?? 10,
          languages: languageCodes(values.languages),
          refreshMinutes: values.refreshMinutes ?? 60,
          active: values.active,
        }),
        fields: [
          { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
          { kind: 'text', name: 'tenantId', isRequired: true, maxLength: 40, hint: true },
          {
            kind: 'field',
            name: 'domainIds',
            component: FormMultiSelect,
            hint: true,
            props: {
              options: (domains.data?.items ?? []).map((domain) => ({
                id: String(domain.id),
                label: domain.domain,
              })),
            },
          },
          { kind: 'section', name: 'keyValues' },
          {
            kind: 'text',
            name: 'categoriesKey',
            isRequired: true,
            maxLength: KEY_VALUE_LIMITS.keyMax,
            hint: true,
          },
          {
            kind: 'field',
            name: 'maxCategories',
            component: FormNumberField,
            isRequired: true,
            props: { minValue: 1, maxValue: 10, step: 1 },
          },
          {
            kind: 'text',
            name: 'keywordsKey',
            isRequired: true,
            maxLength: KEY_VALUE_LIMITS.keyMax,
          },
          {
            kind: 'field',
            name: 'maxKeywords',
            component: FormNumberField,
            isRequired: true,
            hint: true,
            props: { minValue: 0, maxValue: 50, step: 1 },
          },
          languagesField(t),
          {
            kind: 'field',
            name: 'refreshMinutes',
            component: FormNumberField,
            isRequired: true,
            hint: true,
            props: {
              minValue: SEMANTIQ_REFRESH_MINUTES.min,
              maxValue: SEMANTIQ_REFRESH_MINUTES.max,
              step: 1,
            },
          },
          { kind: 'field', name: 'active', component: FormSwitch },
          {
            kind: 'custom',
            name: 'sample',
            render: () => <SamplePart config={config.data} />,
          },
        ],
      }}
      savedTo={() => '/semantiq/domains?tab=configs'}
      cancelTo="/semantiq/domains?tab=configs"
    />
  );
}
