import { describe, expect, it } from 'vitest';
import { messageOf } from '../testing/messageOf.ts';
import { isIsoDate, optionalDate, promotionDateRange, requiredDate } from './date.ts';

// spec 2 §5: "Values must match YYYY-MM-DD and re-format identically, otherwise they are ignored."
describe('isIsoDate', () => {
  it.each(['2024-02-29', '2026-12-31'])('accepts %s', (text) => {
    expect(isIsoDate(text)).toBe(true);
  });

  it.each(['2023-02-29', '2024-2-3', '2024-13-01', '03.02.2024', '2024-02-03T00:00'])(
    'refuses %s, which does not re-format identically',
    (text) => {
      expect(isIsoDate(text)).toBe(false);
    },
  );
});

describe('requiredDate', () => {
  it('"date required (message \'field is required\')"', () => {
    expect(messageOf('en', requiredDate(), null)).toBe('field is required');
    expect(messageOf('de', requiredDate(), '')).toBe('Dieses Feld ist erforderlich');
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(messageOf('en', requiredDate(), '2023-02-30')).toBe('Should be a date as YYYY-MM-DD');
    expect(messageOf('fr', requiredDate(), '2023-02-30')).toBe(
      'Doit être une date au format AAAA-MM-JJ',
    );
  });

  it('optionalDate lets the field stay empty', () => {
    expect(optionalDate().parse('')).toBeNull();
    expect(optionalDate().parse('2024-05-01')).toBe('2024-05-01');
  });
});

// spec 3 §5: "Promotion date range: dates required (DATES_ARE_REQUIRED), start required
// (START_DATE_IS_REQUIRED), end required (END_DATE_IS_REQUIRED), start must not be after end
// (START_DATE_MUST_BE_BEFORE_END_DATE)."
describe('promotionDateRange', () => {
  const range = promotionDateRange();

  it('DATES_ARE_REQUIRED', () => {
    expect(messageOf('en', range, null)).toBe('Start and end date are required');
    expect(messageOf('de', range, { start: null, end: null })).toBe(
      'Start- und Enddatum sind erforderlich',
    );
  });

  it('START_DATE_IS_REQUIRED', () => {
    expect(messageOf('en', range, { start: null, end: '2024-05-31' })).toBe(
      'The start date is required',
    );
    expect(messageOf('de', range, { end: '2024-05-31' })).toBe('Das Startdatum ist erforderlich');
  });

  it('END_DATE_IS_REQUIRED', () => {
    expect(messageOf('en', range, { start: '2024-05-01', end: null })).toBe(
      'The end date is required',
    );
    expect(messageOf('fr', range, { start: '2024-05-01' })).toBe('La date de fin est obligatoire');
  });

  it('START_DATE_MUST_BE_BEFORE_END_DATE', () => {
    const reversed = { start: '2024-06-01', end: '2024-05-01' };
    expect(messageOf('en', range, reversed)).toBe('The start date must be before the end date');
    expect(messageOf('it', range, reversed)).toBe(
      'La data di inizio deve precedere la data di fine',
    );
  });

  it('puts each message on its date', () => {
    const issues = range.safeParse({ start: '2024-06-01', end: '2024-05-01' }).error?.issues;
    expect(issues?.[0]?.path).toEqual(['end']);
  });

  it('accepts a range of one day', () => {
    expect(range.parse({ start: '2024-05-01', end: '2024-05-01' })).toEqual({
      start: '2024-05-01',
      end: '2024-05-01',
    });
  });
});
