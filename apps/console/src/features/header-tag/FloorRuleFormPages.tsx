import {
  FLOOR_FIELDS,
  type FloorRule,
  type FloorRuleWrite,
  floorRuleEndpoints,
  headerTagEndpoints,
} from '@adconsole/api';
import {
  FormMultiSelect,
  FormNumberField,
  FormSwitch,
  FormTextArea,
  maxLengthText,
  requiredChoice,
  requiredText,
} from '@adconsole/forms';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { useTableParams, useTableSearch } from '../../routes/useTableParams.ts';
import { useTagCrumb } from './tagCrumb.ts';

// The floor rules' create and edit pages (the header tag's and the list's), a module apart from
// the list (FloorRulesPage.tsx), so the list loads no form kit (issue 36).
const VALUE_LINE = /^\s*([^=\s][^=]*?)\s*=\s*(\d+(?:\.\d{1,4})?)\s*$/;

const ruleForm = (t: TFunction) =>
  z.object({
    headerTagId: requiredChoice(z.string()),
    name: z.pipe(requiredText(), maxLengthText(200)),
    fields: z.array(z.string()).check(z.minLength(1, t('headerTag.form.fields'))),
    values: z.string().check(
      z.maxLength(20_000),
      z.refine(
        (text) => text.split('\n').every((line) => line.trim() === '' || VALUE_LINE.test(line)),
        t('headerTag.form.values'),
      ),
    ),
    defaultFloor: z.nullable(z.number()),
    enforceJS: z.boolean(),
    floorDeals: z.boolean(),
    bidAdjustment: z.boolean(),
    excludedBidders: z.string().check(z.maxLength(500)),
    active: z.boolean(),
  });

function RuleForm({ id, headerTagId, back }: { id?: number; headerTagId?: number; back: string }) {
  const { t } = useTranslation();
  const tags = useEndpoint(headerTagEndpoints.list, { query: { limit: 100 } });
  const tagCrumb = useTagCrumb(headerTagId);
  return (
    <RecordFormPage
      calls={floorRuleEndpoints}
      id={id}
      texts="headerTag.floorRules"
      form={{
        schema: ruleForm(t),
        defaults: (rule: FloorRule | undefined) => ({
          headerTagId: rule ? String(rule.headerTagId) : headerTagId ? String(headerTagId) : null,
          name: rule?.name ?? '',
          fields: rule?.fields ?? ['mediaType', 'size'],
          values: (rule?.values ?? []).map((value) => `${value.key} = ${value.floor}`).join('\n'),
          defaultFloor: rule?.defaultFloor ?? null,
          enforceJS: rule?.enforceJS ?? true,
          floorDeals: rule?.floorDeals ?? false,
          bidAdjustment: rule?.bidAdjustment ?? true,
          excludedBidders: rule?.excludedBidders.join(', ') ?? '',
          active: rule?.active ?? true,
        }),
        toWrite: (values): FloorRuleWrite => ({
          headerTagId: Number(values.headerTagId),
          name: values.name,
          fields: values.fields as FloorRuleWrite['fields'],
          values: values.values
            .split('\n')
            .map((line) => VALUE_LINE.exec(line))
            .filter((match): match is RegExpExecArray => match !== null)
            .map((match) => ({ key: match[1] ?? '', floor: Number(match[2]) })),
          defaultFloor: values.defaultFloor,
          enforceJS: values.enforceJS,
          floorDeals: values.floorDeals,
          bidAdjustment: values.bidAdjustment,
          excludedBidders: values.excludedBidders
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean),
          active: values.active,
        }),
        fields: [
          {
            kind: 'select',
            name: 'headerTagId',
            isRequired: true,
            options: (tags.data?.items ?? []).map((tag) => ({
              id: String(tag.id),
              label: tag.name,
            })),
          },
          { kind: 'text', name: 'name', isRequired: true, maxLength: 200 },
          {
            kind: 'field',
            name: 'fields',
            component: FormMultiSelect,
            isRequired: true,
            props: {
              options: FLOOR_FIELDS.map((field) => ({
                id: field,
                label: t(`headerTag.floorFields.${field}`),
              })),
            },
          },
          {
            kind: 'field',
            name: 'values',
            component: FormTextArea,
            hint: true,
            props: { rows: 6, maxLength: 20_000 },
          },
          {
            kind: 'field',
            name: 'defaultFloor',
            component: FormNumberField,
            props: { minValue: 0, maxValue: 1000, formatOptions: { minimumFractionDigits: 2 } },
          },
          { kind: 'field', name: 'enforceJS', component: FormSwitch },
          { kind: 'field', name: 'floorDeals', component: FormSwitch },
          { kind: 'field', name: 'bidAdjustment', component: FormSwitch },
          { kind: 'text', name: 'excludedBidders', maxLength: 500, hint: true },
          { kind: 'field', name: 'active', component: FormSwitch },
        ],
      }}
      savedTo={() => back}
      cancelTo={back}
      under={tagCrumb}
    />
  );
}

/** /header-tag/floor-rules/create (?headerTagId) */
export function FloorRuleCreatePage() {
  const { headerTagId } = useTableSearch<'headerTag.floorRules'>();
  const id = Number(headerTagId);
  const tagId = Number.isInteger(id) && id > 0 ? id : undefined;
  return (
    <RuleForm
      {...(tagId ? { headerTagId: tagId } : {})}
      back={tagId ? `/header-tag/floor-rules?headerTagId=${tagId}` : '/header-tag/floor-rules'}
    />
  );
}

/** /header-tag/floor-rules/edit/{floorRuleId} */
export function FloorRuleEditPage() {
  const { floorRuleId } = useTableParams<'headerTag.floorRuleEdit'>();
  return <RuleForm id={floorRuleId} back="/header-tag/floor-rules" />;
}

/** /header-tag/tags/{headerTagId}/floor-rule/create */
export function TagFloorRuleCreatePage() {
  const { headerTagId } = useTableParams<'headerTag.item'>();
  return <RuleForm headerTagId={headerTagId} back={`/header-tag/tags/${headerTagId}/floor-rule`} />;
}

/** /header-tag/tags/{headerTagId}/floor-rule/edit/{floorRuleId} */
export function TagFloorRuleEditPage() {
  const { headerTagId, floorRuleId } = useTableParams<'headerTag.tagFloorRuleEdit'>();
  return (
    <RuleForm
      id={floorRuleId}
      headerTagId={headerTagId}
      back={`/header-tag/tags/${headerTagId}/floor-rule`}
    />
  );
}
