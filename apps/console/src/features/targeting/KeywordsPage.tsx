import {
  KEY_TYPES,
  KEY_VALUE_LIMITS,
  type KeywordConfig,
  keywordConfigEndpoints,
  type TargetingKey,
  targetingKeyEndpoints,
} from '@adconsole/api';
import { maxLengthText, requiredChoice, requiredText } from '@adconsole/forms';
import type { Language } from '@adconsole/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, textParam } from '../../kit/listDefinition.ts';
import { OnDemandSwitch } from '../../kit/OnDemandFields.tsx';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';
import { defaultValuesSummary } from './keyValueText.ts';
import { ListTabsPage } from './ListTabsPage.tsx';
import { namedList } from './namedList.ts';
import { useWebsiteOptions } from './websiteOptions.ts';

// /targeting/keywords (issue 42, spec 1 §2.12; CONTEXTUAL): two tabs. "Keys" lists the ad
// server's key-value keys with their values (create and edit in a dialog: the name under GAM's
// rules, the values one per line, refused by the server on their field); "Keyword
// configurations" lists the configurations per website, each opening its page with the rules
// and the URL tester.

const keyList = namedList('targeting.keys');

const configList = defineList({
  params: { searchQuery: textParam({ filter: 'targeting.configs.filters.search' }) },
  sort: { fields: ['name', 'updatedAt'] as const, field: 'name', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

const valueLines = (text: string) =>
  text
    .split('\n')
    .map((value) => value.trim())
    .filter(Boolean);

const keyForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(KEY_VALUE_LIMITS.keyMax)),
  displayName: z.pipe(requiredText(), maxLengthText(100)),
  keyType: requiredChoice(z.string()),
  reportable: z.boolean(),
  values: z.string().check(z.maxLength(2_000_000)),
});

function KeysTab() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const list = useList({
    definition: keyList,
    listKey: 'targeting-keys',
    calls: targetingKeyEndpoints,
  });
  const records = useRecordEditing({
    calls: targetingKeyEndpoints,
    texts: 'targeting.keys',
    form: {
      schema: keyForm,
      defaults: (key?: TargetingKey) => ({
        name: key?.name ?? '',
        displayName: key?.displayName ?? '',
        keyType: key?.keyType ?? 'PREDEFINED',
        reportable: key?.reportable ?? true,
        values: key?.values.join('\n') ?? '',
      }),
      toWrite: (values, key) => ({
        name: values.name.trim(),
        displayName: values.displayName.trim(),
        keyType: values.keyType as TargetingKey['keyType'],
        reportable: values.reportable,
        values: valueLines(values.values),
        active: key?.active ?? true,
      }),
      fields: [
        {
          kind: 'text',
          name: 'name',
          isRequired: true,
          maxLength: KEY_VALUE_LIMITS.keyMax,
          hint: true,
        },
        { kind: 'text', name: 'displayName', isRequired: true, maxLength: 100 },
        {
          kind: 'select',
          name: 'keyType',
          isRequired: true,
          options: KEY_TYPES.map((type) => ({ id: type, label: t(`targeting.keyTypes.${type}`) })),
        },
        { kind: 'field', name: 'reportable', component: OnDemandSwitch },
        { kind: 'textarea', name: 'values', hint: true },
      ],
    },
  });
  const columns = useMemo(() => {
    const column = recordColumns<TargetingKey>(t, 'targeting.keys');
    return [
      column.name('name'),
      column.text('displayName'),
      column.text('keyType', (type) => t(`targeting.keyTypes.${type}`)),
      column.text('values', (values) =>
        values.length > 6 ? `${values.slice(0, 6).join(', ')} …` : values.join(', '),
      ),
      column.number('valueCount', language),
      column.status(),
    ];
  }, [t, language]);
  return (
    <ListView
      embedded
      label={t('targeting.tabs.keys')}
      list={list}
      columns={columns}
      records={records}
    />
  );
}

const configForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(100)),
  websiteId: requiredChoice(z.string()),
});

function ConfigsTab() {
  const { t } = useTranslation();
  const websiteOptions = useWebsiteOptions();
  const list = useList({
    definition: configList,
    listKey: 'targeting-keyword-configs',
    calls: keywordConfigEndpoints,
  });
  const records = useRecordEditing({
    calls: keywordConfigEndpoints,
    texts: 'targeting.configs',
    form: {
      schema: configForm,
      defaults: (config?: KeywordConfig) => ({
        name: config?.name ?? '',
        websiteId: config?.websiteId ? String(config.websiteId) : '',
      }),
      toWrite: (values, config) => ({
        name: values.name.trim(),
        websiteId: Number(values.websiteId),
        rules: config?.rules ?? [],
        defaultValues: config?.defaultValues ?? [],
        active: config?.active ?? true,
      }),
      fields: [
        { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
        {
          kind: 'select',
          name: 'websiteId',
          isRequired: true,
          options: websiteOptions,
        },
      ],
    },
  });
  const columns = useMemo(() => {
    const column = recordColumns<KeywordConfig>(t, 'targeting.configs');
    return [
      column.name('name'),
      column.text('websiteName', (name) => name ?? ''),
      column.text('rules', (rules) => t('targeting.configs.ruleCount', { count: rules.length })),
      column.text('defaultValues', defaultValuesSummary),
      column.status(),
    ];
  }, [t]);
  return (
    <ListView
      embedded
      label={t('targeting.tabs.configs')}
      list={list}
      columns={columns}
      records={records}
      getRowHref={(config) => `/targeting/keywords/config/${config.id}`}
    />
  );
}

export function KeywordsPage() {
  return (
    <ListTabsPage tabs={['keys', 'configs']} texts="targeting.tabs">
      {(tab) => (tab === 'keys' ? <KeysTab /> : <ConfigsTab />)}
    </ListTabsPage>
  );
}
