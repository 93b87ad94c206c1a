import type { AllowedInput } from '@adconsole/ui';
import { z } from 'zod/mini';
import { type FormMessageKey, formMessage } from '../messages/format.ts';

const required = formMessage('forms.required');

/**
 * A required text (spec 1 §5): trimmed, at least one character. Missing or null values fail
 * with the same message. The message is a key that useFormMessage turns into text.
 */
export function requiredText() {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }));
}

/** An optional text: trimmed, missing or null kept as the empty text. */
export function optionalText() {
  return z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value?.trim() ?? ''),
  );
}

/** A text of at most `max` characters (the field shows the counter: `maxLength` on TextField). */
export function maxLengthText(max: number) {
  return z.string().check(z.maxLength(max, { error: formMessage('forms.maxLength', { max }) }));
}

/**
 * Whole numbers, numbers with comma or dot, and with at most 2 or 6 decimals (spec 1 §5).
 * The same names as TextField's `allowedInput`, so a field and its rule agree.
 */
const numberPatterns = {
  integer: { pattern: /^-?\d+$/, message: formMessage('forms.integer') },
  float: { pattern: /^-?\d+(?:[.,]\d+)?$/, message: formMessage('forms.number') },
  decimal2: {
    pattern: /^-?\d+(?:[.,]\d{1,2})?$/,
    message: formMessage('forms.decimals', { max: 2 }),
  },
  decimal6: {
    pattern: /^-?\d+(?:[.,]\d{1,6})?$/,
    message: formMessage('forms.decimals', { max: 6 }),
  },
} as const;

export type NumberPattern = keyof typeof numberPatterns;

/** Reads a number typed with a comma or a dot; NaN when the text is no number. */
export function parseNumberText(text: string): number {
  return /^-?\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

export interface NumericTextOptions {
  /** Which numbers are accepted; any number with comma or dot by default. */
  pattern?: NumberPattern;
  min?: number;
  max?: number;
  /** The field may stay empty (then its value is the empty text). */
  isOptional?: boolean;
}

/**
 * A number typed as text (spec 1 §5): it must be a number, and is stored back as the text
 * the person typed (trimmed), so '12,50' stays '12,50'.
 */
export function numericText({
  pattern = 'float',
  min,
  max,
  isOptional = false,
}: NumericTextOptions = {}) {
  const rule = numberPatterns[pattern];
  return z.string({ error: required }).check(
    z.trim(),
    z.superRefine((text, context) => {
      const fail = (message: string) => context.addIssue({ code: 'custom', message });
      if (text === '') {
        if (!isOptional) fail(required);
        return;
      }
      if (!rule.pattern.test(text)) return fail(rule.message);
      const value = parseNumberText(text);
      if (min !== undefined && value < min) return fail(formMessage('forms.min', { min }));
      if (max !== undefined && value > max) fail(formMessage('forms.max', { max }));
    }),
  );
}

/**
 * A text that must match a pattern as a whole, e.g. translation keys (spec 2 §5); the message
 * defaults to 'The format is not valid'. Use it with TextField's `allowedInput` for the typing.
 */
export function patternText(pattern: RegExp, message: FormMessageKey | string = 'forms.pattern') {
  return requiredText().check(z.regex(pattern, { error: message }));
}

/** The rule that matches a TextField's `allowedInput`, so typing and checking agree. */
export function textFor(allowedInput: AllowedInput) {
  return allowedInput instanceof RegExp
    ? patternText(allowedInput)
    : numericText({ pattern: allowedInput });
}
