import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { formMessage } from '../messages/messages.ts';
import { messageOf } from '../testing/messageOf.ts';
import { atLeastOne, optionSchema, requiredChoice } from './choice.ts';

// spec 1 §5: "A select whose value is null fails with a supplied message."
describe('requiredChoice', () => {
  it('keeps the chosen value', () => {
    expect(requiredChoice(z.string()).parse('MEETING')).toBe('MEETING');
  });

  it('fails on null with the supplied message', () => {
    const account = requiredChoice(optionSchema, 'Account is required');
    expect(messageOf('en', account, null)).toBe('Account is required');
  });

  it('says "field is required" by default', () => {
    expect(messageOf('en', requiredChoice(z.string()), null)).toBe('field is required');
    expect(messageOf('it', requiredChoice(z.string()), null)).toBe('Questo campo è obbligatorio');
  });

  it('takes a form key as the message', () => {
    const outcome = requiredChoice(z.string(), formMessage('forms.minItems'));
    expect(messageOf('de', outcome, null)).toBe('Mindestens einen Eintrag auswählen');
  });
});

// spec 1 §5: "at least one item for arrays with minimum 1".
describe('atLeastOne', () => {
  it('needs one item', () => {
    expect(messageOf('en', atLeastOne(optionSchema), [])).toBe('Choose at least one item');
    expect(messageOf('fr', atLeastOne(optionSchema), [])).toBe('Choisissez au moins un élément');
    expect(atLeastOne(z.string()).parse(['a'])).toEqual(['a']);
  });
});
