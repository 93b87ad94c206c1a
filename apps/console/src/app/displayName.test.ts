import { describe, expect, it } from 'vitest';
import { shortName } from './displayName.ts';

describe('shortName (spec 1 §2.2: first initial and last name)', () => {
  it('abbreviates the first name', () => {
    expect(shortName({ firstName: 'anna', lastName: 'Muster' })).toBe('A. Muster');
  });

  it('uses the last name alone without a first name, and nothing without a last name', () => {
    expect(shortName({ firstName: '', lastName: 'Muster' })).toBe('Muster');
    expect(shortName({ firstName: 'Anna', lastName: ' ' })).toBeUndefined();
  });
});
