import {
  isRegex,
  type Segment,
  segmentEndpoints,
  VISITOR_RULES_MAX,
  type VisitorRule,
  type VisitorSegment,
  visitorSegmentEndpoints,
} from '@adconsole/api';
import {
  maxLengthText,
  type RowsForm,
  requiredChoice,
  requiredText,
  useFormRows,
} from '@adconsole/forms';
import { Button, CloseIcon, IconButton, Inline, PlusIcon, Stack, Text } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { useFormWatch } from '../../kit/formWatch.ts';
import { ListView } from '../../kit/ListView.tsx';
import { OnDemandNumberField, OnDemandTextField } from '../../kit/OnDemandFields.tsx';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';
import { activeBulkActions, namedList } from './namedList.ts';

// /targeting/visitor-segments (issue 42; spec 1 §2.12, ADMIN; DOMAIN §8 VisitorSegment): the
// rules that put a visitor into a segment: a row per rule (a regular expression over the page's
// URL, one over the referrer or none, how many visits in how many days). The ad server applies
// them to its visitors; no visitor data lives here, so the page shows no size estimate.

const visitorSegmentList = namedList('targeting.visitorSegments');

const RULES = 'rules';

interface RuleRow {
  urlPattern: string;
  referrerPattern: string;
  minVisits: number | null;
  lookbackDays: number | null;
}

const emptyRule = (): RuleRow => ({
  urlPattern: '',
  referrerPattern: '',
  minVisits: 1,
  lookbackDays: 30,
});

const visitorSegmentForm = (t: TFunction) => {
  const pattern = z
    .string()
    .check(z.maxLength(300), z.refine(isRegex, t('targeting.visitorSegments.form.regexInvalid')));
  return z.object({
    name: z.pipe(requiredText(), maxLengthText(100)),
    segmentId: requiredChoice(z.string()),
    rules: z
      .array(
        z.object({
          urlPattern: z.pipe(requiredText(), pattern),
          referrerPattern: pattern,
          minVisits: requiredChoice(z.number()),
          lookbackDays: requiredChoice(z.number()),
        }),
      )
      .check(z.minLength(1, t('targeting.visitorSegments.form.rulesRequired'))),
  });
};

function RuleRows({ control, form }: { control: Control<FieldValues>; form: RowsForm }) {
  const { t } = useTranslation();
  const rows = (useFormWatch({ control, name: RULES }) ?? []) as RuleRow[];
  const { keys, append, remove } = useFormRows<RuleRow>(form, RULES, rows);
  const field = (index: number, part: keyof RuleRow) => ({
    control,
    name: `${RULES}.${index}.${part}`,
    label: t(`targeting.visitorSegments.form.${part}`),
  });
  return (
    <Stack space="medium">
      <Text weight="strong">{t('targeting.visitorSegments.form.rules')}</Text>
      <Text tone="muted">{t('targeting.visitorSegments.form.rulesHint')}</Text>
      {keys.map((key, index) => (
        <Stack
          key={key}
          space="xsmall"
          role="group"
          aria-label={t('targeting.visitorSegments.form.rule', { number: index + 1 })}
        >
          <Text weight="strong">
            {t('targeting.visitorSegments.form.rule', { number: index + 1 })}
          </Text>
          <OnDemandTextField {...field(index, 'urlPattern')} isRequired maxLength={300} />
          <OnDemandTextField {...field(index, 'referrerPattern')} maxLength={300} />
          <Inline space="small" align="end">
            <OnDemandNumberField
              {...field(index, 'minVisits')}
              isRequired
              minValue={1}
              maxValue={100}
              step={1}
            />
            <OnDemandNumberField
              {...field(index, 'lookbackDays')}
              isRequired
              minValue={1}
              maxValue={180}
              step={1}
            />
            {keys.length > 1 && (
              <IconButton
                variant="secondary"
                icon={<CloseIcon />}
                label={t('targeting.visitorSegments.form.removeRule', { number: index + 1 })}
                onPress={() => remove(index)}
              />
            )}
          </Inline>
        </Stack>
      ))}
      {keys.length < VISITOR_RULES_MAX && (
        <Inline>
          <Button variant="secondary" icon={<PlusIcon />} onPress={() => append(emptyRule())}>
            {t('targeting.visitorSegments.form.addRule')}
          </Button>
        </Inline>
      )}
    </Stack>
  );
}

const ruleText = (t: TFunction, rule: VisitorRule) =>
  t('targeting.visitorSegments.ruleSummary', {
    url: rule.urlPattern,
    count: rule.minVisits,
    days: rule.lookbackDays,
  });

export function VisitorSegmentsPage() {
  const { t } = useTranslation();
  const schema = useMemo(() => visitorSegmentForm(t), [t]);
  // The segments a visitor segment may feed: the company's active ones (a company has dozens).
  const segments = useEndpoint(segmentEndpoints.list, {
    query: { sort: 'name', order: 'ASC', page: 0, limit: 100 },
  });
  const segmentOptions = (segments.data?.items ?? []).map((segment: Segment) => ({
    id: String(segment.id),
    label: `${segment.name} (${segment.code})`,
  }));
  const list = useList({
    definition: visitorSegmentList,
    listKey: 'targeting-visitor-segments',
    calls: visitorSegmentEndpoints,
    bulkActions: activeBulkActions('targeting.visitorSegments'),
  });
  const records = useRecordEditing({
    calls: visitorSegmentEndpoints,
    texts: 'targeting.visitorSegments',
    form: {
      schema,
      defaults: (segment?: VisitorSegment) => ({
        name: segment?.name ?? '',
        segmentId: segment ? String(segment.segmentId) : '',
        rules: segment?.rules.map((rule) => ({ ...rule })) ?? [emptyRule()],
      }),
      toWrite: (values, segment) => ({
        name: values.name.trim(),
        segmentId: Number(values.segmentId),
        rules: values.rules.map((rule) => ({
          urlPattern: rule.urlPattern.trim(),
          referrerPattern: rule.referrerPattern.trim(),
          minVisits: rule.minVisits ?? 1,
          lookbackDays: rule.lookbackDays ?? 30,
        })),
        active: segment?.active ?? true,
      }),
      fields: [
        { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
        {
          kind: 'select',
          name: 'segmentId',
          isRequired: true,
          options: segmentOptions,
          hint: true,
        },
        {
          kind: 'custom',
          name: 'rules',
          render: (control, _label, form) =>
            form ? <RuleRows control={control} form={form} /> : null,
        },
      ],
    },
  });
  const columns = useMemo(() => {
    const column = recordColumns<VisitorSegment>(t, 'targeting.visitorSegments');
    return [
      column.name('name'),
      column.text('segmentName', (name) => name ?? ''),
      column.text('rules', (rules) => rules.map((rule) => ruleText(t, rule)).join('; ')),
      column.status(),
    ];
  }, [t]);
  return <ListView list={list} columns={columns} records={records} />;
}
