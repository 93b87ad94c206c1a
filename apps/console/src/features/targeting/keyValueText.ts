import type { DefaultValue, KeywordRule } from '@adconsole/api';
import type { TFunction } from 'i18next';
import { z } from 'zod/mini';

// Keyword rules and default values as the configuration's form writes them, one per line
// (issue 42; the decision is written down in apps/server/src/services/targeting/README.md):
// - a rule: `<path pattern> <key>=<value>,<value>` sends those values (STATIC);
//   `<path pattern> <key>` sends the path's segment named `:<key>` (FROM_PATH);
// - a default value: `<key>=<value>,<value>`.
// The server checks keys and values against the ad server's rules and answers on the field.

const splitValues = (text: string) =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The rules of the text, or the number (1-based) of the first line that is none. */
export function rulesOf(text: string): KeywordRule[] | number {
  const rules: KeywordRule[] = [];
  const all = lines(text);
  for (const [index, line] of all.entries()) {
    const match = /^(\/\S*)\s+([^\s=]+)(?:\s*=\s*(.+))?$/.exec(line);
    if (!match) return index + 1;
    const [, pathPattern = '', key = '', values] = match;
    rules.push(
      values === undefined
        ? { pathPattern, key, mode: 'FROM_PATH', values: [] }
        : { pathPattern, key, mode: 'STATIC', values: splitValues(values) },
    );
  }
  return rules;
}

export const rulesText = (rules: readonly KeywordRule[]) =>
  rules
    .map((rule) =>
      rule.mode === 'STATIC'
        ? `${rule.pathPattern} ${rule.key}=${rule.values.join(',')}`
        : `${rule.pathPattern} ${rule.key}`,
    )
    .join('\n');

/** The default values of the text, or the number of the first line that is none. */
export function defaultValuesOf(text: string): DefaultValue[] | number {
  const values: DefaultValue[] = [];
  for (const [index, line] of lines(text).entries()) {
    const match = /^([^\s=]+)\s*=\s*(.+)$/.exec(line);
    if (!match) return index + 1;
    values.push({ key: match[1] ?? '', values: splitValues(match[2] ?? '') });
  }
  return values;
}

export const defaultValuesText = (values: readonly DefaultValue[]) =>
  values.map((entry) => `${entry.key}=${entry.values.join(',')}`).join('\n');

/** Default values on one line, as a list's cell shows them: `rubrik=startseite; sprache=de`. */
export const defaultValuesSummary = (values: readonly DefaultValue[]) =>
  values.map((entry) => `${entry.key}=${entry.values.join(',')}`).join('; ');

/**
 * A form field of such lines: refused with `message` (given `{line}`) at the first line `parse`
 * cannot read (it answers that line's number).
 */
export const linesField = (
  t: TFunction,
  parse: (text: string) => unknown[] | number,
  message: string,
) =>
  z.string().check(
    z.maxLength(50_000),
    z.superRefine((text, context) => {
      const parsed = parse(text);
      if (typeof parsed === 'number')
        context.addIssue({ code: 'custom', message: t(message, { line: parsed }), input: text });
    }),
  );
