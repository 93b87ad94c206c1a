import { describe, expect, it } from 'vitest';
import { requiredText } from './text.ts';

describe('requiredText (spec 1 §5)', () => {
  const rule = requiredText();

  it('trims and keeps the text', () => {
    expect(rule.parse('  Winter sale ')).toBe('Winter sale');
  });

  it.each([[''], ['   '], [null], [undefined]])('refuses %j as required', (value) => {
    const result = rule.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('forms.required');
  });
});
