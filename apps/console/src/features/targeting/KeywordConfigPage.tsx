import {
  type KeywordConfig,
  keywordConfigEndpoints,
  targetingEndpoints,
  type UrlTestResult,
} from '@adconsole/api';
import { FormSwitch, maxLengthText, requiredChoice, requiredText } from '@adconsole/forms';
import {
  Button,
  createDataTableColumns,
  DataTable,
  Inline,
  Stack,
  StatusBadge,
  Text,
  TextField,
} from '@adconsole/ui';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call } from '../../kit/endpointQuery.ts';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { Section } from '../../kit/Section.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import {
  defaultValuesOf,
  defaultValuesText,
  linesField,
  rulesOf,
  rulesText,
} from './keyValueText.ts';
import { useWebsiteOptions } from './websiteOptions.ts';

// /targeting/keywords/config/{configId} (issue 42; DOMAIN §8 KeywordConfig, DOMAIN2 §6.3
// check 1): a configuration's website, its URL rules and default values (one per line, see
// keyValueText.ts), and the URL tester, which tests the rules as they stand in the form (saved
// or not): which rule fires and which key-values the page would send.

const configForm = (t: TFunction) =>
  z.object({
    name: z.pipe(requiredText(), maxLengthText(100)),
    websiteId: requiredChoice(z.string()),
    rules: linesField(t, rulesOf, 'targeting.configs.form.ruleLineInvalid'),
    defaultValues: linesField(t, defaultValuesOf, 'targeting.configs.form.defaultLineInvalid'),
    active: z.boolean(),
  });

interface FiredRow {
  index: number;
  pattern: string;
  keyValues: string;
}

function UrlTester({ control }: { control: Control<FieldValues> }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [rules, defaults] = useWatch({ control, name: ['rules', 'defaultValues'] }) as [
    string,
    string,
  ];
  const test = useMutation({
    mutationFn: (): Promise<UrlTestResult> => {
      const parsedRules = rulesOf(rules ?? '');
      const parsedDefaults = defaultValuesOf(defaults ?? '');
      return call(targetingEndpoints.testUrl, {
        body: {
          url,
          rules: typeof parsedRules === 'number' ? [] : parsedRules,
          defaultValues: typeof parsedDefaults === 'number' ? [] : parsedDefaults,
        },
      });
    },
    meta: { ignoreStatuses: [422] },
  });
  const columns = useMemo(() => {
    const column = createDataTableColumns<FiredRow>();
    return [
      column.accessor('index', {
        id: 'index',
        header: t('targeting.tester.rule'),
        cell: (info) => t('targeting.tester.ruleNumber', { number: info.getValue() + 1 }),
      }),
      column.accessor('pattern', { id: 'pattern', header: t('targeting.tester.pattern') }),
      column.accessor('keyValues', { id: 'keyValues', header: t('targeting.tester.sends') }),
    ];
  }, [t]);
  const result = test.data;
  return (
    <Section title={t('targeting.tester.title')} level={3}>
      <Stack space="medium">
        <Inline space="small" align="end">
          <TextField
            label={t('targeting.tester.url')}
            description={t('targeting.tester.urlHint')}
            value={url}
            onChange={setUrl}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                if (url.trim()) test.mutate();
              }
            }}
          />
          <Button
            variant="secondary"
            isDisabled={!url.trim()}
            isBusy={test.isPending}
            onPress={() => test.mutate()}
          >
            {t('targeting.tester.test')}
          </Button>
        </Inline>
        {test.isError && (
          <Text tone="critical" role="alert">
            {t('targeting.tester.failed')}
          </Text>
        )}
        {result && (
          <Stack space="small">
            <Text>
              {t('targeting.tester.path', { path: result.path })}{' '}
              {result.usedDefaults ? (
                <StatusBadge tone="neutral">{t('targeting.tester.noRule')}</StatusBadge>
              ) : (
                <StatusBadge tone="positive">
                  {t('targeting.tester.fired', { count: result.fired.length })}
                </StatusBadge>
              )}
            </Text>
            {result.fired.length > 0 && (
              <DataTable
                aria-label={t('targeting.tester.firedRules')}
                columns={columns}
                rows={result.fired.map((fired) => ({
                  index: fired.index,
                  pattern: fired.rule.pathPattern,
                  keyValues: `${fired.rule.key}=${fired.values.join(',')}`,
                }))}
                getRowId={(row) => String(row.index)}
              />
            )}
            <Text>
              {t('targeting.tester.keyValues')}{' '}
              <code>
                {result.keyValues.length === 0
                  ? t('targeting.tester.none')
                  : result.keyValues
                      .map((entry) => `${entry.key}=${entry.values.join(',')}`)
                      .join('; ')}
              </code>
            </Text>
          </Stack>
        )}
      </Stack>
    </Section>
  );
}

/** /targeting/keywords/config/{configId} */
export function KeywordConfigPage() {
  const { t } = useTranslation();
  const { configId } = useTableParams<'targeting.config'>();
  const websiteOptions = useWebsiteOptions();
  const schema = useMemo(() => configForm(t), [t]);
  return (
    <RecordFormPage
      calls={keywordConfigEndpoints}
      id={configId}
      texts="targeting.configs"
      form={{
        schema,
        defaults: (config: KeywordConfig | undefined) => ({
          name: config?.name ?? '',
          websiteId: config?.websiteId ? String(config.websiteId) : '',
          rules: rulesText(config?.rules ?? []),
          defaultValues: defaultValuesText(config?.defaultValues ?? []),
          active: config?.active ?? true,
        }),
        toWrite: (values) => {
          const rules = rulesOf(values.rules);
          const defaultValues = defaultValuesOf(values.defaultValues);
          return {
            name: values.name.trim(),
            websiteId: Number(values.websiteId),
            rules: typeof rules === 'number' ? [] : rules,
            defaultValues: typeof defaultValues === 'number' ? [] : defaultValues,
            active: values.active,
          };
        },
        fields: [
          { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
          {
            kind: 'select',
            name: 'websiteId',
            isRequired: true,
            options: websiteOptions,
          },
          { kind: 'textarea', name: 'rules', hint: true },
          { kind: 'textarea', name: 'defaultValues', hint: true },
          { kind: 'field', name: 'active', component: FormSwitch },
          { kind: 'custom', name: 'urlTest', render: (control) => <UrlTester control={control} /> },
        ],
      }}
      savedTo={() => '/targeting/keywords?tab=configs'}
      cancelTo="/targeting/keywords?tab=configs"
    />
  );
}
