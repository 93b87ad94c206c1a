import { type Role, visibleOrderTabs } from '@adconsole/api';
import { describe, expect, it } from 'vitest';
import { campaignTabQuery, tabCount } from './orderCalls.ts';
import { campaignTabSort, campaignTabs, defaultCampaignTab } from './orderTabs.ts';

const roles = (...names: Role[]) => new Set<Role>(names);
const agency = roles('AGENCY', 'BOOK_CAMPAIGNS', 'MANAGE_ACCOUNTS');
const selfBooking = roles('AGENCY', 'SELF_BOOKING', 'CUSTOMER');
const workflow = roles('WORKFLOW', 'SALES');

describe('the order tabs of a role (spec 3 §2.1)', () => {
  it('"users with self-booking hide DRAFTS and APPROVALS and see PREPAYMENT"', () => {
    expect(campaignTabs(selfBooking)).toEqual([
      'ALL',
      'OFFERED',
      'PREPAYMENT',
      'BOOKED',
      'RUNNING',
      'ARCHIVED',
      'UNFINISHED',
    ]);
  });

  it('"users without self-booking hide PREPAYMENT"', () => {
    expect(campaignTabs(agency)).toEqual([
      'ALL',
      'OFFERED',
      'DRAFTS',
      'APPROVALS',
      'BOOKED',
      'RUNNING',
      'ARCHIVED',
      'UNFINISHED',
    ]);
  });

  it('"Print hides RUNNING. TV and radio hide DRAFTS and APPROVALS"', () => {
    expect(visibleOrderTabs('print-positions', agency)).not.toContain('RUNNING');
    expect(visibleOrderTabs('digital-positions', agency)).toContain('RUNNING');
    for (const medium of ['tv-positions', 'radio-positions'] as const) {
      expect(visibleOrderTabs(medium, agency)).toEqual([
        'ALL',
        'OFFERED',
        'BOOKED',
        'RUNNING',
        'ARCHIVED',
      ]);
      expect(visibleOrderTabs(medium, selfBooking)).toContain('PREPAYMENT');
    }
  });

  it('"Default tab is RUNNING for users who may book campaigns, otherwise ALL"', () => {
    expect(defaultCampaignTab(agency)).toBe('RUNNING');
    expect(defaultCampaignTab(roles('ADMIN'))).toBe('RUNNING');
    expect(defaultCampaignTab(selfBooking)).toBe('ALL');
    expect(defaultCampaignTab(workflow)).toBe('ALL');
  });

  it('"Sorting: by endDate for archived and running, otherwise by startDate; descending for archived, ascending otherwise"', () => {
    expect(campaignTabSort('ARCHIVED')).toEqual(['endDate', 'DESC']);
    expect(campaignTabSort('RUNNING')).toEqual(['endDate', 'ASC']);
    for (const tab of [
      'ALL',
      'OFFERED',
      'DRAFTS',
      'APPROVALS',
      'PREPAYMENT',
      'BOOKED',
      'UNFINISHED',
    ]) {
      expect(campaignTabSort(tab)).toEqual(['startDate', 'ASC']);
    }
  });
});

describe('the campaigns call of a tab', () => {
  it('sends the tab to the order service, none for ALL', () => {
    expect(campaignTabQuery({ page: 0 }, { status: 'APPROVALS' })).toEqual({
      page: 0,
      tab: 'APPROVALS',
    });
    expect(campaignTabQuery({ page: 0 }, { status: 'ALL' })).toEqual({ page: 0 });
  });

  it("counts a tab as the sum of its statuses' counts, ALL as every status", () => {
    const counts = {
      OFFERED: 3,
      ALTERNATE_QUOTE: 1,
      DRAFT: 2,
      PENDING_APPROVAL: 4,
      PERFORMANCE: 5,
    };
    expect(tabCount('OFFERED', counts)).toBe(4);
    expect(tabCount('APPROVALS', counts)).toBe(4);
    expect(tabCount('UNFINISHED', counts)).toBe(6);
    expect(tabCount('ALL', counts)).toBe(15);
  });
});
