import { describe, expect, it } from 'vitest';
import { acceptsInput, keyboardFor } from './allowedInput.ts';

describe('acceptsInput', () => {
  it('takes whole numbers only for integer, a sign first', () => {
    for (const text of ['', '-', '0', '2147483647', '-12']) {
      expect(acceptsInput('integer', text)).toBe(true);
    }
    for (const text of ['1.5', '1,5', '12a', '1-2', ' 1', '+1']) {
      expect(acceptsInput('integer', text)).toBe(false);
    }
  });

  it('takes one decimal separator, comma or dot, for float', () => {
    for (const text of ['3,5', '3.5', '.5', '-2.', '1000,123456789']) {
      expect(acceptsInput('float', text)).toBe(true);
    }
    for (const text of ['3,5.1', '3..5', '1a', '1e5', "1'000"]) {
      expect(acceptsInput('float', text)).toBe(false);
    }
  });

  it('limits the decimals for decimal2 and decimal6', () => {
    expect(acceptsInput('decimal2', '19,95')).toBe(true);
    expect(acceptsInput('decimal2', '19,955')).toBe(false);
    expect(acceptsInput('decimal6', '0.123456')).toBe(true);
    expect(acceptsInput('decimal6', '0.1234567')).toBe(false);
  });

  it('applies a custom pattern the same way every time, even a global one', () => {
    const countryCode = /^[A-Z]{0,2}$/g;
    expect(acceptsInput(countryCode, 'CH')).toBe(true);
    expect(acceptsInput(countryCode, 'CH')).toBe(true);
    expect(acceptsInput(countryCode, 'ch')).toBe(false);
  });
});

describe('keyboardFor', () => {
  it('gives phones a digit keyboard for numbers and leaves custom patterns alone', () => {
    expect(keyboardFor('integer')).toBe('numeric');
    expect(keyboardFor('float')).toBe('decimal');
    expect(keyboardFor('decimal2')).toBe('decimal');
    expect(keyboardFor(/^[A-Z]*$/)).toBeUndefined();
    expect(keyboardFor(undefined)).toBeUndefined();
  });
});
