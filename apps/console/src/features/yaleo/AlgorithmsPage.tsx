import { YALEO_STRATEGIES, type YaleoAlgorithm, yaleoAlgorithmEndpoints } from '@adconsole/api';
import { maxLengthText, requiredChoice, requiredText } from '@adconsole/forms';
import { formatNumber, type Language } from '@adconsole/i18n';
import { createDataTableColumns } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { OnDemandNumberField, OnDemandSwitch } from '../../kit/OnDemandFields.tsx';
import { valueOptions } from '../../kit/options.ts';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';
import { namedList } from './yaleoParts.tsx';

// /yaleo/algorithms-config (issue 42; DOMAIN §8 AlgorithmConfig): how recommendations are
// ranked: newest first, most clicked, related to the article read (shared IAB categories), or a
// mix of the three by weights; an age limit and whether only the article's language counts.
// How each signal is computed: apps/server/src/services/yaleo/README.md.

const algorithmList = namedList('algorithms');
const weight = () => requiredChoice(z.number());
const algorithmForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(100)),
  strategy: requiredChoice(z.string()),
  recencyWeight: weight(),
  popularityWeight: weight(),
  contextualWeight: weight(),
  maxAgeDays: z.nullable(z.number()),
  sameLanguage: z.boolean(),
});
const weightProps = { minValue: 0, maxValue: 100, step: 5 };

export function AlgorithmsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const list = useList({
    definition: algorithmList,
    listKey: 'yaleo-algorithms',
    calls: yaleoAlgorithmEndpoints,
  });
  const records = useRecordEditing({
    calls: yaleoAlgorithmEndpoints,
    texts: 'yaleo.algorithms',
    form: {
      schema: algorithmForm,
      defaults: (algorithm?: YaleoAlgorithm) => ({
        name: algorithm?.name ?? '',
        strategy: algorithm?.strategy ?? 'MIX',
        recencyWeight: algorithm?.recencyWeight ?? 40,
        popularityWeight: algorithm?.popularityWeight ?? 30,
        contextualWeight: algorithm?.contextualWeight ?? 30,
        maxAgeDays: algorithm?.maxAgeDays ?? null,
        sameLanguage: algorithm?.sameLanguage ?? true,
      }),
      toWrite: (values, algorithm) => ({
        name: values.name.trim(),
        strategy: values.strategy as YaleoAlgorithm['strategy'],
        recencyWeight: values.recencyWeight ?? 0,
        popularityWeight: values.popularityWeight ?? 0,
        contextualWeight: values.contextualWeight ?? 0,
        maxAgeDays: values.maxAgeDays,
        sameLanguage: values.sameLanguage,
        active: algorithm?.active ?? true,
      }),
      fields: [
        { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
        {
          kind: 'select',
          name: 'strategy',
          isRequired: true,
          hint: true,
          options: valueOptions(t, 'yaleo.strategies', YALEO_STRATEGIES),
        },
        { kind: 'section', name: 'weights' },
        {
          kind: 'field',
          name: 'recencyWeight',
          component: OnDemandNumberField,
          isRequired: true,
          hint: true,
          props: weightProps,
        },
        {
          kind: 'field',
          name: 'popularityWeight',
          component: OnDemandNumberField,
          isRequired: true,
          props: weightProps,
        },
        {
          kind: 'field',
          name: 'contextualWeight',
          component: OnDemandNumberField,
          isRequired: true,
          props: weightProps,
        },
        { kind: 'section', name: 'limits' },
        {
          kind: 'field',
          name: 'maxAgeDays',
          component: OnDemandNumberField,
          hint: true,
          props: { minValue: 1, maxValue: 3650, step: 1 },
        },
        { kind: 'field', name: 'sameLanguage', component: OnDemandSwitch, hint: true },
      ],
    },
  });
  const columns = useMemo(() => {
    const column = recordColumns<YaleoAlgorithm>(t, 'yaleo.algorithms');
    const own = createDataTableColumns<YaleoAlgorithm>();
    const number = (value: number) => formatNumber(value, language);
    return [
      column.name('name'),
      column.text('strategy', (strategy) => t(`yaleo.strategies.${strategy}`)),
      own.accessor(
        (row) =>
          row.strategy === 'MIX'
            ? t('yaleo.algorithms.weightsText', {
                recency: number(row.recencyWeight),
                popularity: number(row.popularityWeight),
                contextual: number(row.contextualWeight),
              })
            : '',
        { id: 'weights', header: t('yaleo.algorithms.columns.weights') },
      ),
      own.accessor(
        (row) =>
          row.maxAgeDays === null
            ? t('yaleo.algorithms.anyAge')
            : t('yaleo.algorithms.days', {
                count: row.maxAgeDays,
                formatted: number(row.maxAgeDays),
              }),
        { id: 'maxAgeDays', header: t('yaleo.algorithms.columns.maxAgeDays') },
      ),
      column.number('usedBy', language),
      column.status(),
    ];
  }, [t, language]);
  return <ListView list={list} columns={columns} records={records} />;
}
