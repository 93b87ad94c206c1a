import { operationsTabSort, orderTabSort } from '@adconsole/api/contracts';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/errors.ts';
import {
  breakdown,
  combinedPercent,
  discountAmounts,
  mondayOf,
} from '../src/services/orders/order-pricing.ts';
import {
  campaignStatusMoves,
  defaultTab,
  isSelfBookingCustomer,
  stagesOf,
  visibleTabs,
} from '../src/services/orders/order-rules.ts';
import { vatLooksWrong } from '../src/services/orders/vat.ts';
import { selfBookingStages } from './support/spec-tabs.ts';

const roles = (...names: string[]) => new Set(names);
const staff = roles('AGENCY', 'BOOK_CAMPAIGNS', 'MANAGE_ACCOUNTS');
const selfBooking = roles('AGENCY', 'SELF_BOOKING', 'CUSTOMER');
const sales = roles('WORKFLOW', 'SALES', 'SALESFUNNEL', 'MANAGE_ACCOUNTS');

describe('the status tabs of spec 3 §2.1', () => {
  it('"users with self-booking hide DRAFTS and APPROVALS and see PREPAYMENT"', () => {
    const tabs = visibleTabs('campaigns', selfBooking);
    expect(tabs).not.toContain('DRAFTS');
    expect(tabs).not.toContain('APPROVALS');
    expect(tabs).toContain('PREPAYMENT');
    expect(tabs).toEqual([...selfBookingStages, 'UNFINISHED']);
  });

  it('"users without self-booking hide PREPAYMENT"', () => {
    for (const who of [staff, sales]) {
      const tabs = visibleTabs('campaigns', who);
      expect(tabs).not.toContain('PREPAYMENT');
      expect(tabs).toContain('DRAFTS');
      expect(tabs).toContain('APPROVALS');
    }
  });

  it('"Print hides RUNNING"', () => {
    expect(visibleTabs('print-positions', staff)).not.toContain('RUNNING');
    expect(visibleTabs('print-positions', selfBooking)).not.toContain('RUNNING');
    expect(visibleTabs('digital-positions', staff)).toContain('RUNNING');
  });

  it('"TV and radio hide DRAFTS and APPROVALS" (their stages: ALL, OFFERED, PREPAYMENT, BOOKED, RUNNING, ARCHIVED)', () => {
    for (const type of ['tv-positions', 'radio-positions'] as const) {
      const tabs = visibleTabs(type, staff);
      expect(tabs).not.toContain('DRAFTS');
      expect(tabs).not.toContain('APPROVALS');
      expect(tabs).toEqual(['ALL', 'OFFERED', 'BOOKED', 'RUNNING', 'ARCHIVED']);
      expect(visibleTabs(type, selfBooking)).toEqual(selfBookingStages);
    }
  });

  it('"Default tab is RUNNING for users who may book campaigns, otherwise ALL"', () => {
    expect(defaultTab('campaigns', staff)).toBe('RUNNING');
    expect(defaultTab('campaigns', roles('ADMIN'))).toBe('RUNNING');
    expect(defaultTab('campaigns', sales)).toBe('ALL');
    expect(defaultTab('campaigns', selfBooking)).toBe('ALL');
    // Per medium (spec 3 §2.1): digital running, print booked, radio and TV all.
    expect(defaultTab('digital-positions', sales)).toBe('RUNNING');
    expect(defaultTab('print-positions', staff)).toBe('BOOKED');
    expect(defaultTab('radio-positions', staff)).toBe('ALL');
    expect(defaultTab('tv-positions', staff)).toBe('ALL');
  });

  it('opens every status tab on what staff look for first (issue 33: oldest archived rows first)', () => {
    // Work to do: the most urgent first; running: ending soonest; done and everything: newest.
    expect(operationsTabSort('READY_TO_PUSH')).toEqual({ sort: 'startDate', order: 'ASC' });
    expect(operationsTabSort('RUNNING')).toEqual({ sort: 'endDate', order: 'ASC' });
    expect(operationsTabSort('FINISHED')).toEqual({ sort: 'endDate', order: 'DESC' });
    expect(operationsTabSort('DECLINED')).toEqual({ sort: 'endDate', order: 'DESC' });
    // ALL as the spec's "otherwise" (spec 3 §2.1, the one rule of LIST_TAB_SORT).
    expect(operationsTabSort('ALL')).toEqual({ sort: 'startDate', order: 'ASC' });
  });

  it('"Sorting: by endDate for archived and running, otherwise by startDate; descending for archived, ascending otherwise"', () => {
    expect(orderTabSort('ARCHIVED')).toEqual({ sort: 'endDate', order: 'DESC' });
    expect(orderTabSort('RUNNING')).toEqual({ sort: 'endDate', order: 'ASC' });
    // ALL is one of the "otherwise" tabs: by startDate, ascending.
    for (const tab of [
      'ALL',
      'OFFERED',
      'DRAFTS',
      'APPROVALS',
      'PREPAYMENT',
      'BOOKED',
      'UNFINISHED',
    ] as const) {
      expect(orderTabSort(tab)).toEqual({ sort: 'startDate', order: 'ASC' });
    }
  });

  it('maps each tab to the stages of its campaigns; UNFINISHED is drafts and approvals together', () => {
    expect(stagesOf('ALL')).toBeNull();
    expect(stagesOf('UNFINISHED')).toEqual(['DRAFTS', 'APPROVALS']);
    expect(stagesOf('RUNNING')).toEqual(['RUNNING']);
  });

  it('tells a self-booking customer from staff who also hold SELF_BOOKING', () => {
    expect(isSelfBookingCustomer(selfBooking)).toBe(true);
    expect(isSelfBookingCustomer(roles('SELF_BOOKING', 'BOOK_CAMPAIGNS'))).toBe(false);
    expect(isSelfBookingCustomer(staff)).toBe(false);
  });
});

describe('the campaign status moves (one table)', () => {
  it('allows every row of the table for its roles, and refuses it without them (403)', () => {
    expect(campaignStatusMoves.rows.length).toBeGreaterThanOrEqual(12);
    for (const row of campaignStatusMoves.rows) {
      expect(
        campaignStatusMoves.check(row.from, row.to, row.roles ? [row.roles[0] ?? ''] : []),
        `${row.from}→${row.to}`,
      ).toEqual({
        allowed: true,
      });
      const refused = campaignStatusMoves.check(row.from, row.to, ['PUBLISHER']);
      expect(refused.allowed).toBe(false);
      if (!refused.allowed) expect(refused.translationKey).toBe('FORBIDDEN');
    }
  });

  it('lets a self-booking customer only submit a draft for approval', () => {
    const moves = campaignStatusMoves.rows.filter((row) => row.roles?.includes('SELF_BOOKING'));
    expect(moves.map((row) => `${row.from}→${row.to}`)).toEqual(['DRAFT→PENDING_APPROVAL']);
    expect(campaignStatusMoves.targets('PENDING_APPROVAL', ['SELF_BOOKING'])).toEqual([]);
    expect(campaignStatusMoves.targets('PENDING_APPROVAL', ['BOOK_CAMPAIGNS'])).toEqual([
      'OFFERED',
      'DRAFT',
    ]);
  });

  it('refuses moves that are not in the table with 409 and the reason', () => {
    for (const [from, to] of [
      ['DRAFT', 'BOOKED'],
      ['ARCHIVED', 'BOOKED'],
      ['OFFER_DENIED', 'OFFERED'],
      ['PERFORMANCE', 'DRAFT'],
      ['BOOKED', 'OFFERED'],
    ] as const) {
      const thrown = (() => {
        try {
          campaignStatusMoves.assert(from, to, ['ADMIN']);
        } catch (error) {
          return error;
        }
      })();
      expect(thrown).toBeInstanceOf(HttpError);
      expect((thrown as HttpError).statusCode).toBe(409);
      expect((thrown as HttpError).message).toBe(`A campaign in ${from} cannot move to ${to}`);
    }
  });
});

describe('price calculation', () => {
  it('takes discounts one after the other: 10 % and 5 % are 14.5 %', () => {
    expect(combinedPercent([10, 5])).toBe(14.5);
    expect(combinedPercent([])).toBe(0);
    expect(
      discountAmounts(1000, [
        { name: 'VOLUME', percent: 10 },
        { name: 'MANUAL', percent: 5 },
      ]),
    ).toEqual([
      { name: 'VOLUME', percent: 10, amount: 100 },
      { name: 'MANUAL', percent: 5, amount: 45 },
    ]);
  });

  it('calls 0 % VAT wrong for a domestic customer: in the seller’s country or in Switzerland, where the media run', () => {
    const wrong = (sellerCountry: string, customerCountry: string | null, vatRate = 0) =>
      vatLooksWrong({ sellerCountry, customerCountry, vatRate });
    expect(wrong('CH', 'CH')).toBe(true);
    expect(wrong('DE', 'CH')).toBe(true);
    expect(wrong('DE', 'DE')).toBe(true);
    expect(wrong('CH', null)).toBe(true);
    expect(wrong('CH', 'CH', 8.1)).toBe(false);
    expect(wrong('CH', 'DE')).toBe(false);
    expect(wrong('DE', 'AT')).toBe(false);
    expect(
      vatLooksWrong({ sellerCountry: 'CH', customerCountry: 'CH', vatRate: 0, exempt: true }),
    ).toBe(false);
  });

  it('breaks a net down: agency commission 15 %, VAT on the rest', () => {
    expect(
      breakdown({ currency: 'CHF', gross: 10_000, net: 9_000, agency: true, vatRate: 8.1 }),
    ).toEqual({
      currency: 'CHF',
      gross: 10_000,
      discounts: 1_000,
      commission: 1_350,
      net: 7_650,
      vatRate: 8.1,
      vat: 619.65,
      total: 8_269.65,
    });
  });

  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23'); // a Wednesday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
  });
});
