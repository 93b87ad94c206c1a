import { DISABLE_SCOPES, INSERT_POSITIONS, RULE_DEVICES, SCRIPT_PRIORITIES } from '@adconsole/api';
import {
  FormNumberField,
  FormSwitch,
  FormTextArea,
  maxLengthText,
  requiredChoice,
  requiredText,
} from '@adconsole/forms';
import { createDataTableColumns } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import type { EntryRow, TagEntriesDeclaration } from './TagEntriesTab.tsx';

// The three lists a header tag keeps (DOMAIN §7): disable rules, dynamic placements, raw scripts.

const compiles = (pattern: string) => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};
const pattern = (t: TFunction) =>
  z.pipe(
    requiredText(),
    z.string().check(z.maxLength(500), z.refine(compiles, t('headerTag.form.regexInvalid'))),
  );
/** An entry's field as text ('' when it has none). */
const text = (entry: Record<string, unknown> | undefined, key: string) =>
  entry?.[key] === undefined || entry[key] === null ? '' : String(entry[key]);
const flag = (entry: Record<string, unknown> | undefined, key: string) =>
  entry ? entry[key] === true : true;
const columnsOf = () => createDataTableColumns<EntryRow>();
const labelled = (t: TFunction, texts: string, key: string, label?: (value: string) => string) =>
  columnsOf().display({
    id: key,
    header: t(`${texts}.columns.${key}`),
    cell: ({ row }) => (label ? label(text(row.original, key)) : text(row.original, key)),
  });
const yesNo = (t: TFunction) => (value: string) =>
  t(value === 'true' ? 'headerTag.yes' : 'headerTag.no');

const options = (t: TFunction, prefix: string, values: readonly string[]) =>
  values.map((value) => ({ id: value, label: t(`${prefix}.${value}`) }));

export function disableRules(t: TFunction): TagEntriesDeclaration {
  const texts = 'headerTag.disableRules';
  return {
    field: 'disableRules',
    texts,
    nameOf: (rule) => text(rule, 'urlPattern'),
    columns: [
      { ...labelled(t, texts, 'urlPattern'), meta: { kind: 'name' } },
      columnsOf().accessor((row) => `${text(row, 'scope')}|${text(row, 'placementCode')}`, {
        id: 'scope',
        header: t(`${texts}.columns.scope`),
        cell: ({ row }) =>
          row.original.scope === 'ALL'
            ? t('headerTag.scopes.ALL')
            : `${t('headerTag.scopes.PLACEMENT')}: ${text(row.original, 'placementCode')}`,
      }),
      labelled(t, texts, 'device', (value) => t(`headerTag.devices.${value}`)),
      labelled(t, texts, 'active', yesNo(t)),
    ],
    form: {
      schema: z.object({
        urlPattern: pattern(t),
        scope: requiredChoice(z.string()),
        placementCode: z.string().check(z.maxLength(100)),
        device: requiredChoice(z.string()),
        active: z.boolean(),
      }),
      defaults: (rule) => ({
        urlPattern: text(rule, 'urlPattern'),
        scope: text(rule, 'scope') || 'ALL',
        placementCode: text(rule, 'placementCode'),
        device: text(rule, 'device') || 'ALL',
        active: flag(rule, 'active'),
      }),
      toWrite: (values) => ({
        urlPattern: values.urlPattern,
        scope: values.scope,
        placementCode:
          values.scope === 'PLACEMENT' && text(values, 'placementCode')
            ? values.placementCode
            : null,
        device: values.device,
        active: values.active,
      }),
      fields: [
        { kind: 'text', name: 'urlPattern', isRequired: true, maxLength: 500, hint: true },
        {
          kind: 'select',
          name: 'scope',
          isRequired: true,
          options: options(t, 'headerTag.scopes', DISABLE_SCOPES),
        },
        { kind: 'text', name: 'placementCode', maxLength: 100, hint: true },
        {
          kind: 'select',
          name: 'device',
          isRequired: true,
          options: options(t, 'headerTag.devices', RULE_DEVICES),
        },
        { kind: 'field', name: 'active', component: FormSwitch },
      ],
    },
  };
}

export function dynamicPlacements(t: TFunction): TagEntriesDeclaration {
  const texts = 'headerTag.dynamicPlacements';
  const count = { minValue: 1, maxValue: 50, formatOptions: { maximumFractionDigits: 0 } };
  return {
    field: 'dynamicPlacements',
    texts,
    nameOf: (placement) => text(placement, 'cssSelector'),
    columns: [
      { ...labelled(t, texts, 'cssSelector'), meta: { kind: 'name' } },
      labelled(t, texts, 'urlPattern'),
      labelled(t, texts, 'insert', (value) => t(`headerTag.insert.${value}`)),
      labelled(t, texts, 'templatePlacementCode'),
      { ...labelled(t, texts, 'limit'), meta: { kind: 'number' } },
    ],
    form: {
      schema: z.object({
        urlPattern: pattern(t),
        cssSelector: z.pipe(requiredText(), maxLengthText(300)),
        insert: requiredChoice(z.string()),
        every: requiredChoice(z.number()),
        limit: requiredChoice(z.number()),
        templatePlacementCode: z.pipe(requiredText(), maxLengthText(100)),
        active: z.boolean(),
      }),
      defaults: (placement) => ({
        urlPattern: text(placement, 'urlPattern') || '.*',
        cssSelector: text(placement, 'cssSelector'),
        insert: text(placement, 'insert') || 'AFTER',
        every: Number(placement?.every ?? 1),
        limit: Number(placement?.limit ?? 3),
        templatePlacementCode: text(placement, 'templatePlacementCode'),
        active: flag(placement, 'active'),
      }),
      toWrite: (values) => ({ ...values }),
      fields: [
        { kind: 'text', name: 'cssSelector', isRequired: true, maxLength: 300, hint: true },
        { kind: 'text', name: 'urlPattern', isRequired: true, maxLength: 500, hint: true },
        {
          kind: 'select',
          name: 'insert',
          isRequired: true,
          options: options(t, 'headerTag.insert', INSERT_POSITIONS),
        },
        {
          kind: 'field',
          name: 'every',
          component: FormNumberField,
          isRequired: true,
          props: count,
        },
        {
          kind: 'field',
          name: 'limit',
          component: FormNumberField,
          isRequired: true,
          props: count,
        },
        { kind: 'text', name: 'templatePlacementCode', isRequired: true, maxLength: 100 },
        { kind: 'field', name: 'active', component: FormSwitch },
      ],
    },
  };
}

export function rawScripts(t: TFunction): TagEntriesDeclaration {
  const texts = 'headerTag.rawScripts';
  return {
    field: 'rawScripts',
    texts,
    nameOf: (script) => text(script, 'name'),
    columns: [
      { ...labelled(t, texts, 'name'), meta: { kind: 'name' } },
      labelled(t, texts, 'priority', (value) => t(`headerTag.priorities.${value}`)),
      columnsOf().accessor((row) => (row.vendorIds as number[]).join(', '), {
        id: 'vendorIds',
        header: t(`${texts}.columns.vendorIds`),
      }),
      labelled(t, texts, 'active', yesNo(t)),
    ],
    form: {
      schema: z.object({
        name: z.pipe(requiredText(), maxLengthText(100)),
        code: z.pipe(requiredText(), maxLengthText(20_000)),
        priority: requiredChoice(z.string()),
        vendorIds: z
          .string()
          .check(z.regex(/^\s*(\d{1,4}\s*(,\s*\d{1,4}\s*)*)?$/, t('headerTag.form.vendorIds'))),
        active: z.boolean(),
      }),
      defaults: (script) => ({
        name: text(script, 'name'),
        code: text(script, 'code'),
        priority: text(script, 'priority') || 'HIGH',
        vendorIds: ((script?.vendorIds as number[] | undefined) ?? []).join(', '),
        active: flag(script, 'active'),
      }),
      toWrite: (values) => ({
        ...values,
        vendorIds: text(values, 'vendorIds')
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean)
          .map(Number),
      }),
      fields: [
        { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
        {
          kind: 'field',
          name: 'code',
          component: FormTextArea,
          isRequired: true,
          props: { rows: 8, maxLength: 20_000 },
        },
        {
          kind: 'select',
          name: 'priority',
          isRequired: true,
          options: options(t, 'headerTag.priorities', SCRIPT_PRIORITIES),
        },
        { kind: 'text', name: 'vendorIds', maxLength: 200, hint: true },
        { kind: 'field', name: 'active', component: FormSwitch },
      ],
    },
  };
}
