import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/errors.ts';
import { sayMessage } from '../src/http/messages.ts';
import {
  addWeekdays,
  assertUnlocked,
  calculate,
  calculationError,
  computeWarnings,
  dispatchDateError,
  forecastStart,
  formatPercent,
  isDispatchDay,
  isWeekday,
  LETTER_WEIGHT_LIMITS,
  postCampaignTransitions,
  postInvoiceTransitions,
  SWISS_PUBLIC_HOLIDAYS,
  weightError,
} from '../src/services/post/post-rules.ts';

// Each rule of spec 3 for post campaigns, with the line it checks.

const reconciledAll = {
  digital: true,
  mailing: true,
  email: true,
  addressedMailing: true,
  online: true,
};
/** The warnings of a campaign with positions of `types`, the groups `unreconciled` not reconciled. */
const warningsOf = (
  types: string[],
  unreconciled: Partial<typeof reconciledAll>,
  taxRateDiffers: boolean,
) =>
  computeWarnings({
    positionTypes: new Set(types),
    reconciled: { ...reconciledAll, ...unreconciled },
    taxRateDiffers,
  });

/** A keyed message as an English reader gets it (no Accept-Language). */
const en = (message: string | undefined) => (message ? sayMessage('en', message) : message);

describe('post campaign rules (spec 3)', () => {
  describe('§2.2 "Positions are locked once the campaign invoice state is charged or manually charged."', () => {
    it('answers 409 for CHARGED and MANUALLY_CHARGED, nothing for OPEN and CANCELLED', () => {
      for (const state of ['CHARGED', 'MANUALLY_CHARGED'] as const) {
        let error: unknown;
        try {
          assertUnlocked(state);
        } catch (caught) {
          error = caught;
        }
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).statusCode).toBe(409);
        expect((error as HttpError).translationKey).toBe('POST_POSITIONS_LOCKED');
      }
      expect(() => assertUnlocked('OPEN')).not.toThrow();
      expect(() => assertUnlocked('CANCELLED')).not.toThrow();
    });
  });

  describe('§5 "Post addressed mailing weight per letter format: standard 1 to 100, midi 101 to 500, large format 1 to 1000; exceeding shows a limit message naming min and max."', () => {
    it('has the bounds of the spec', () => {
      expect(LETTER_WEIGHT_LIMITS).toEqual({
        STANDARD: { min: 1, max: 100 },
        MIDI: { min: 101, max: 500 },
        LARGE_FORMAT: { min: 1, max: 1000 },
      });
    });
    it.each([
      ['STANDARD', 1, 100],
      ['MIDI', 101, 500],
      ['LARGE_FORMAT', 1, 1000],
    ] as const)('%s accepts %i and %i g and names both beyond them', (format, min, max) => {
      expect(weightError(format, min)).toBeUndefined();
      expect(weightError(format, max)).toBeUndefined();
      for (const grams of [min - 1, max + 1]) {
        const message = weightError(format, grams);
        expect(message).toContain(String(min));
        expect(message).toContain(String(max));
      }
    });
    it('a midi letter of 600 g names 101 and 500', () => {
      expect(en(weightError('MIDI', 600))).toBe('A letter of this format weighs from 101 to 500 g');
    });
    it('requires the weight of an addressed mailing', () => {
      expect(en(weightError('MIDI', null))).toBe('field is required');
    });
  });

  describe('§5 "Post follow-up dispatch date: required ("field required"); must be after the initial dispatch date ("date must be after ...")."', () => {
    const initial = [{ name: 'INITIAL_ADDRESSED', dispatchDate: '2026-12-22' }];
    it('requires the follow-up date', () => {
      expect(
        en(dispatchDateError({ name: 'REMINDER_ADDRESSED', dispatchDate: null }, initial)),
      ).toBe('field is required');
    });
    it('refuses a follow-up on or before the initial date, naming it', () => {
      expect(
        en(dispatchDateError({ name: 'REMINDER_ADDRESSED', dispatchDate: '2026-12-21' }, initial)),
      ).toBe('date must be after 22.12.2026');
      expect(
        en(dispatchDateError({ name: 'REMINDER_ADDRESSED', dispatchDate: '2026-12-22' }, initial)),
      ).toBe('date must be after 22.12.2026');
    });
    it('accepts a later working day, and compares each reminder with its own initial', () => {
      expect(
        dispatchDateError({ name: 'REMINDER_ADDRESSED', dispatchDate: '2026-12-28' }, initial),
      ).toBeUndefined();
      expect(
        dispatchDateError({ name: 'REMINDER_EMAIL', dispatchDate: '2026-12-21' }, initial),
      ).toBeUndefined();
    });
    it('leaves an initial without a date alone', () => {
      expect(dispatchDateError({ name: 'INITIAL_EMAIL', dispatchDate: null }, [])).toBeUndefined();
    });
  });

  describe('§5 "Working days for dispatch dates exclude Sundays and a listed set of public holidays (2023 to 2026); other checks exclude only Saturday and Sunday."', () => {
    it('refuses a dispatch on a Sunday or public holiday, not on a Saturday', () => {
      expect(isDispatchDay('2026-12-25')).toBe(false); // Christmas, a Friday
      expect(isDispatchDay('2026-12-27')).toBe(false); // a Sunday
      expect(isDispatchDay('2026-12-19')).toBe(true); // a Saturday
      expect(isDispatchDay('2025-08-01')).toBe(false); // National Day
      expect(
        en(dispatchDateError({ name: 'REMINDER_ADDRESSED', dispatchDate: '2026-12-25' }, [])),
      ).toBe('Dispatch is not possible on a Sunday or a public holiday');
    });
    it('other checks skip only Saturday and Sunday', () => {
      expect(isWeekday('2026-12-25')).toBe(true);
      expect(isWeekday('2026-12-19')).toBe(false);
      expect(addWeekdays('2026-11-27', 1)).toBe('2026-11-30');
    });

    /** Easter Sunday (Meeus/Jones/Butcher), an oracle independent of the listed dates. */
    const easter = (year: number) => {
      const a = year % 19;
      const b = Math.floor(year / 100);
      const c = year % 100;
      const d = Math.floor(b / 4);
      const e = b % 4;
      const f = Math.floor((b + 8) / 25);
      const g = Math.floor((b - f + 1) / 3);
      const h = (19 * a + b - d - g + 15) % 30;
      const i = Math.floor(c / 4);
      const k = c % 4;
      const l = (32 + 2 * e + 2 * i - h - k) % 7;
      const m = Math.floor((a + 11 * h + 22 * l) / 451);
      const month = Math.floor((h + l - 7 * m + 114) / 31);
      const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
      return Date.UTC(year, month - 1, dayOfMonth);
    };
    const federalHolidays = (year: number) => {
      const e = easter(year);
      const shift = (days: number) => new Date(e + days * 86_400_000).toISOString().slice(0, 10);
      return new Set([
        `${year}-01-01`,
        `${year}-01-02`,
        shift(-2),
        shift(1),
        shift(39),
        shift(50),
        `${year}-08-01`,
        `${year}-12-25`,
        `${year}-12-26`,
      ]);
    };
    const days2023to2026 = fc
      .integer({ min: Date.UTC(2023, 0, 1) / 86_400_000, max: Date.UTC(2026, 11, 31) / 86_400_000 })
      .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));

    it('property: over 2023–2026 a day is a dispatch day exactly when it is neither a Sunday nor a federal holiday', () => {
      fc.assert(
        fc.property(days2023to2026, (day) => {
          const year = Number(day.slice(0, 4));
          const sunday = new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
          expect(isDispatchDay(day)).toBe(!sunday && !federalHolidays(year).has(day));
          // A dispatch day is never a Sunday; a weekday check never looks at holidays.
          expect(isWeekday(day)).toBe(![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()));
        }),
        { numRuns: 2000 },
      );
    });
    it('property: the next dispatch day after any day of 2023–2026 is at most 3 days later', () => {
      fc.assert(
        fc.property(days2023to2026, (day) => {
          let next = new Date(`${day}T00:00:00Z`);
          let steps = 0;
          while (!isDispatchDay(next.toISOString().slice(0, 10))) {
            next = new Date(next.getTime() + 86_400_000);
            steps += 1;
          }
          expect(steps).toBeLessThanOrEqual(3);
        }),
      );
    });
    it('lists nine holidays a year for 2023–2026', () => {
      for (const year of [2023, 2024, 2025, 2026]) {
        expect(SWISS_PUBLIC_HOLIDAYS.filter((day) => day.startsWith(`${year}`))).toHaveLength(9);
      }
    });
  });

  describe('§9 "Post: reach factor 2.675 per unit; max items 350; default values 175, 1, 60; … reach sets 0 to 95 in steps of 5 and 0 to 350 in bands; counts 1 to 6. Forecast start is tomorrow at start of day in UTC."', () => {
    const now = new Date('2026-11-25T22:30:00+01:00');
    it('calculates the defaults with the reach factor', () => {
      const result = calculate(undefined, 1000, now);
      expect(result).toMatchObject({ units: 175, count: 1, percent: 60 });
      expect(result.households).toBe(175_000);
      expect(result.reach).toBe(Math.round(175_000 * 0.6 * 2.675));
      expect(result.contacts).toBe(result.reach);
      expect(result.band).toEqual({ from: 101, to: 175 });
    });
    it('multiplies the contacts by the count', () => {
      expect(calculate({ units: 100, count: 3, percent: 50 }, null, now).contacts).toBe(
        3 * Math.round(100_000 * 0.5 * 2.675),
      );
    });
    it('starts the forecast tomorrow at the start of the day in UTC', () => {
      expect(forecastStart(now)).toEqual(new Date('2026-11-26T00:00:00.000Z'));
      expect(calculate(undefined, null, now).forecastStart).toBe('2026-11-26T00:00:00.000Z');
    });
    it('refuses more than 350 items, a count outside 1–6 and a percent off the set', () => {
      expect(calculationError({ units: 350, count: 6, percent: 95 })).toEqual({});
      expect(calculationError({ units: 0, count: 1, percent: 0 })).toHaveProperty('units');
      expect(en(calculationError({ units: 351, count: 1, percent: 60 }).units)).toBe(
        'from 1 to 350',
      );
      expect(calculationError({ units: 175, count: 7, percent: 60 })).toHaveProperty('count');
      expect(calculationError({ units: 175, count: 0, percent: 60 })).toHaveProperty('count');
      expect(calculationError({ units: 175, count: 1, percent: 62 })).toHaveProperty('percent');
      expect(calculationError({ units: 175, count: 1, percent: 100 })).toHaveProperty('percent');
    });
    it('puts every unit count of 1–350 in exactly one band', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 350 }), (units) => {
          const { band } = calculate({ units, count: 1, percent: 60 }, null, now);
          expect(units).toBeGreaterThanOrEqual(band.from);
          expect(units).toBeLessThanOrEqual(band.to);
        }),
      );
    });
  });

  describe('§9 "Percentages over 500 shown as "> 500%", otherwise two decimals."', () => {
    it('formats the utilisation', () => {
      expect(formatPercent(87.5)).toBe('87.50%');
      expect(formatPercent(500)).toBe('500.00%');
      expect(formatPercent(500.01)).toBe('> 500%');
      expect(
        calculate({ units: 350, count: 1, percent: 60 }, 50, new Date()).utilisationLabel,
      ).toBe('> 500%');
      expect(
        calculate({ units: 175, count: 1, percent: 60 }, 700, new Date()).utilisationLabel,
      ).toBe('25.00%');
    });
  });

  describe('§4 "Post booking warnings: UNSAVED_CHANGES, RECONCILIATION_REQUIRED (any present position group not reconciled), DIFFERENT_TAX_RATE, POSITIONS_EMPTY. Reconciliation takes precedence over tax-rate difference."', () => {
    it('asks for reconciliation when a present group is not reconciled', () => {
      expect(warningsOf(['EMAIL', 'SERVICE'], { email: false }, false)).toEqual([
        'RECONCILIATION_REQUIRED',
      ]);
    });
    it('ignores an unreconciled group without positions', () => {
      expect(warningsOf(['EMAIL'], { online: false }, false)).toEqual([]);
    });
    it('reconciliation takes precedence over the tax-rate difference', () => {
      expect(warningsOf(['ADDRESSED_MAILING'], { addressedMailing: false }, true)).toEqual([
        'RECONCILIATION_REQUIRED',
      ]);
      expect(warningsOf(['ADDRESSED_MAILING'], {}, true)).toEqual(['DIFFERENT_TAX_RATE']);
    });
    it('warns of a campaign without positions', () => {
      expect(warningsOf([], {}, false)).toEqual(['POSITIONS_EMPTY']);
    });
  });

  describe('status machines (kit/transitions.ts)', () => {
    it.each(postInvoiceTransitions.rows)(
      'invoice $from → $to is allowed to POSTADMANAGER',
      (row) => {
        expect(postInvoiceTransitions.check(row.from, row.to, ['POSTADMANAGER'])).toEqual({
          allowed: true,
        });
        expect(postInvoiceTransitions.check(row.from, row.to, ['POSTNETZ']).allowed).toBe(false);
      },
    );
    it('refuses invoice moves outside the table with 409', () => {
      expect(() =>
        postInvoiceTransitions.assert('CANCELLED', 'CHARGED', ['POSTADMANAGER']),
      ).toThrow('A post invoice in CANCELLED cannot move to CHARGED');
      expect(() => postInvoiceTransitions.assert('CHARGED', 'MANUALLY_CHARGED')).toThrow(HttpError);
    });
    it.each(postCampaignTransitions.rows)('campaign $from → $to: $because', (row) => {
      expect(postCampaignTransitions.check(row.from, row.to).allowed).toBe(true);
    });
    it('refuses campaign moves outside the table', () => {
      expect(postCampaignTransitions.check('ARCHIVED', 'DRAFT').allowed).toBe(false);
      expect(postCampaignTransitions.check('DRAFT', 'BOOKED').allowed).toBe(false);
      expect(postCampaignTransitions.check('OFFER_DENIED', 'BOOKED').allowed).toBe(false);
    });
  });
});
