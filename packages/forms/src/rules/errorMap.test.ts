import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { messageOf } from '../testing/messageOf.ts';

// spec 1 §5 "Global form messages".
describe('global form messages', () => {
  it('"required field: for missing or null values"', () => {
    const schema = z.object({ title: z.string() });
    expect(messageOf('en', schema, {})).toBe('field is required');
    expect(messageOf('de', schema, { title: null })).toBe('Dieses Feld ist erforderlich');
  });

  it('"and for strings with minimum length 1"', () => {
    expect(messageOf('en', z.string().check(z.minLength(1)), '')).toBe('field is required');
    expect(messageOf('fr', z.string().check(z.minLength(1)), '')).toBe('Ce champ est obligatoire');
  });

  it('"should be a number: for non-numeric input"', () => {
    expect(messageOf('en', z.number(), 'twelve')).toBe('Should be a number');
    expect(messageOf('de', z.number(), 'twelve')).toBe('Muss eine Zahl sein');
  });

  it('"minimum … for numbers, in inclusive and exclusive variants"', () => {
    expect(messageOf('en', z.number().check(z.minimum(1)), 0)).toBe('Must be at least 1');
    expect(messageOf('en', z.number().check(z.gt(0)), 0)).toBe('Must be greater than 0');
    expect(messageOf('it', z.number().check(z.minimum(1)), 0)).toBe('Deve essere almeno 1');
    expect(messageOf('de', z.number().check(z.gt(0)), 0)).toBe('Muss grösser als 0 sein');
  });

  it('"maximum for numbers, in inclusive and exclusive variants"', () => {
    expect(messageOf('en', z.number().check(z.maximum(100)), 101)).toBe('Must be at most 100');
    expect(messageOf('en', z.number().check(z.lt(100)), 100)).toBe('Must be less than 100');
    expect(messageOf('de', z.number().check(z.maximum(100)), 101)).toBe('Darf höchstens 100 sein');
    expect(messageOf('de', z.number().check(z.lt(100)), 100)).toBe('Muss kleiner als 100 sein');
  });

  it('"minimum and maximum length for strings"', () => {
    expect(messageOf('en', z.string().check(z.minLength(3)), 'ab')).toBe(
      'Must be at least 3 characters long',
    );
    expect(messageOf('en', z.string().check(z.maxLength(5)), 'abcdef')).toBe(
      'Must be at most 5 characters long',
    );
    expect(messageOf('de', z.string().check(z.minLength(3)), 'ab')).toBe(
      'Muss mindestens 3 Zeichen lang sein',
    );
    expect(messageOf('de', z.string().check(z.maxLength(5)), 'abcdef')).toBe(
      'Darf höchstens 5 Zeichen lang sein',
    );
  });

  it('"at least one item for arrays with minimum 1"', () => {
    expect(messageOf('en', z.array(z.string()).check(z.minLength(1)), [])).toBe(
      'Choose at least one item',
    );
    expect(messageOf('de', z.array(z.string()).check(z.minLength(1)), [])).toBe(
      'Mindestens einen Eintrag auswählen',
    );
  });

  it('passes valid values', () => {
    expect(messageOf('en', z.number().check(z.minimum(1), z.maximum(100)), 50)).toBeUndefined();
  });
});
