import type { HTMLAttributes } from 'react';

/** The named input restrictions (spec 1 §5): whole numbers, decimals with comma or dot. */
export const allowedInputs = ['integer', 'float', 'decimal2', 'decimal6'] as const;

/** A named restriction, or a pattern every prefix of an acceptable text matches. */
export type AllowedInput = (typeof allowedInputs)[number] | RegExp;

export type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];

const patterns: Record<(typeof allowedInputs)[number], RegExp> = {
  integer: /^-?\d*$/,
  float: /^-?\d*(?:[.,]\d*)?$/,
  decimal2: /^-?\d*(?:[.,]\d{0,2})?$/,
  decimal6: /^-?\d*(?:[.,]\d{0,6})?$/,
};

/** The keyboard a phone shows for each restriction. */
const keyboards: Record<(typeof allowedInputs)[number], InputMode> = {
  integer: 'numeric',
  float: 'decimal',
  decimal2: 'decimal',
  decimal6: 'decimal',
};

/** Whether a text may stand in a field with this restriction (an empty field always may). */
export function acceptsInput(allowedInput: AllowedInput, text: string): boolean {
  const pattern = typeof allowedInput === 'string' ? patterns[allowedInput] : allowedInput;
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/** The phone keyboard for a restriction; a custom pattern leaves the choice to the field. */
export function keyboardFor(allowedInput: AllowedInput | undefined): InputMode {
  return typeof allowedInput === 'string' ? keyboards[allowedInput] : undefined;
}
