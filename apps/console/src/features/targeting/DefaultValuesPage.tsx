import { type KeywordConfig, keywordConfigEndpoints } from '@adconsole/api';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';
import {
  defaultValuesOf,
  defaultValuesSummary,
  defaultValuesText,
  linesField,
} from './keyValueText.ts';
import { namedList } from './namedList.ts';

// /targeting/default-values (issue 42; spec 1 §2.12; DOMAIN §8 KeywordConfig.defaultValues):
// the key-values each website's pages send when none of its configuration's URL rules fires,
// every configuration's on one page. Decision: the default values stay part of their keyword
// configuration (one home: the URL tester and the ad tag read them there); this page lists the
// configurations by website with their default values and edits only those, in a dialog. A
// configuration is created on /targeting/keywords, so this list has no create button.

const defaultValueList = namedList('targeting.defaults');

export function DefaultValuesPage() {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        defaultValues: linesField(t, defaultValuesOf, 'targeting.configs.form.defaultLineInvalid'),
      }),
    [t],
  );
  const list = useList({
    definition: defaultValueList,
    listKey: 'targeting-default-values',
    calls: keywordConfigEndpoints,
  });
  const records = useRecordEditing({
    calls: keywordConfigEndpoints,
    texts: 'targeting.defaults',
    form: {
      schema,
      defaults: (config?: KeywordConfig) => ({
        defaultValues: defaultValuesText(config?.defaultValues ?? []),
      }),
      // The configuration's other fields go back as they were read (the version guards them).
      toWrite: (values, config) => {
        const parsed = defaultValuesOf(values.defaultValues);
        return {
          name: config?.name ?? '',
          websiteId: config?.websiteId ?? null,
          rules: config?.rules ?? [],
          defaultValues: typeof parsed === 'number' ? [] : parsed,
          active: config?.active ?? true,
        };
      },
      fields: [{ kind: 'textarea', name: 'defaultValues', hint: true }],
    },
  });
  const columns = useMemo(() => {
    const column = recordColumns<KeywordConfig>(t, 'targeting.defaults');
    return [
      column.name('name'),
      column.text('websiteName', (name) => name ?? t('targeting.defaults.noWebsite')),
      column.text('defaultValues', (values) =>
        values.length === 0 ? t('targeting.defaults.none') : defaultValuesSummary(values),
      ),
      column.text('rules', (rules) => t('targeting.configs.ruleCount', { count: rules.length })),
      column.status(),
    ];
  }, [t]);
  return <ListView list={list} columns={columns} records={records} canCreate={false} />;
}
