import { describe, expect, it } from 'vitest';
import { messageOf } from '../testing/messageOf.ts';
import { maxLengthText, numericText, patternText, requiredText, textFor } from './text.ts';

// spec 1 §5: "A required text field is trimmed and needs at least 1 character."
describe('requiredText', () => {
  const rule = requiredText();

  it('trims and keeps the text', () => {
    expect(rule.parse('  Winter sale ')).toBe('Winter sale');
  });

  it.each([[''], ['   '], [null], [undefined]])('refuses %j as required', (value) => {
    expect(messageOf('en', rule, value)).toBe('field is required');
    expect(messageOf('de', rule, value)).toBe('Dieses Feld ist erforderlich');
  });
});

// spec 1 §5: "A numeric text field must be a number and is stored back as a string."
describe('numericText', () => {
  it('keeps the number as the text typed', () => {
    expect(numericText().parse(' 12,50 ')).toBe('12,50');
    expect(numericText().parse('12.5')).toBe('12.5');
  });

  it('refuses text that is no number', () => {
    expect(messageOf('en', numericText(), '12a')).toBe('Should be a number');
    expect(messageOf('fr', numericText(), '12a')).toBe('Doit être un nombre');
  });

  it('is required unless optional', () => {
    expect(messageOf('en', numericText(), '')).toBe('field is required');
    expect(numericText({ isOptional: true }).parse('')).toBe('');
  });

  it('checks minimum and maximum of the number typed', () => {
    const percentage = numericText({ min: 0, max: 100 });
    expect(messageOf('en', percentage, '100,5')).toBe('Must be at most 100');
    expect(messageOf('de', percentage, '-1')).toBe('Muss mindestens 0 sein');
  });

  // "Input fields can be restricted to integers only, floats only or a custom pattern."
  it('integers only', () => {
    expect(numericText({ pattern: 'integer' }).parse('42')).toBe('42');
    expect(messageOf('en', numericText({ pattern: 'integer' }), '4.2')).toBe(
      'Should be a whole number',
    );
    expect(messageOf('de', numericText({ pattern: 'integer' }), '4.2')).toBe(
      'Muss eine ganze Zahl sein',
    );
  });

  it('floats only, with comma or dot', () => {
    expect(numericText({ pattern: 'float' }).parse('4,125')).toBe('4,125');
    expect(messageOf('en', textFor('float'), '4,1,2')).toBe('Should be a number');
  });

  // "Number patterns exist for up to 2 and up to 6 decimals, with comma or dot."
  it('up to 2 decimals, with comma or dot', () => {
    expect(textFor('decimal2').parse('9,99')).toBe('9,99');
    expect(textFor('decimal2').parse('9.99')).toBe('9.99');
    expect(messageOf('en', textFor('decimal2'), '9.999')).toBe(
      'Should be a number with at most 2 decimals',
    );
    expect(messageOf('it', textFor('decimal2'), '9,999')).toBe(
      'Deve essere un numero con al massimo 2 decimali',
    );
  });

  it('up to 6 decimals, with comma or dot', () => {
    expect(textFor('decimal6').parse('0,123456')).toBe('0,123456');
    expect(messageOf('en', textFor('decimal6'), '0.1234567')).toBe(
      'Should be a number with at most 6 decimals',
    );
    expect(messageOf('de', textFor('decimal6'), '0.1234567')).toBe(
      'Muss eine Zahl mit höchstens 6 Nachkommastellen sein',
    );
  });
});

describe('patternText', () => {
  // spec 2 §5: "Translation keys saved must match upper-case letters, digits, dash and underscore only."
  const translationKey = patternText(/^[A-Z0-9_-]+$/);

  it('accepts a text matching the custom pattern', () => {
    expect(translationKey.parse('START_DATE-2')).toBe('START_DATE-2');
  });

  it('refuses one that does not', () => {
    expect(messageOf('en', translationKey, 'start date')).toBe('The format is not valid');
    expect(messageOf('de', translationKey, 'start date')).toBe('Das Format ist ungültig');
  });

  it('takes a message of its own', () => {
    expect(messageOf('en', patternText(/^\d{4}$/, 'Four digits'), '123')).toBe('Four digits');
  });
});

// spec 1 §5: "with a maximum length and a character counter".
describe('maxLengthText', () => {
  it('refuses more characters than allowed', () => {
    expect(maxLengthText(5).parse('abcde')).toBe('abcde');
    expect(messageOf('en', maxLengthText(5), 'abcdef')).toBe('Must be at most 5 characters long');
    expect(messageOf('fr', maxLengthText(5), 'abcdef')).toBe('Doit contenir au plus 5 caractères');
  });
});
