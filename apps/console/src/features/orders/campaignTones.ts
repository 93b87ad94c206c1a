import type { CampaignStatus } from '@adconsole/api';

// A module of its own: record pages show the status too, and importing it from the list's
// module loaded the whole list kit with every campaign record (issue 36).

/**
 * The colour of a campaign status in lists (spec 3 §3): booked, performance and prepayment
 * positive; offered and draft the link colour; pending approval, alternate quote and archived a
 * warning; offer denied critical.
 */
export const CAMPAIGN_STATUS_TONES: Record<
  CampaignStatus,
  'positive' | 'link' | 'warning' | 'critical'
> = {
  BOOKED: 'positive',
  PERFORMANCE: 'positive',
  PREPAYMENT: 'positive',
  OFFERED: 'link',
  DRAFT: 'link',
  PENDING_APPROVAL: 'warning',
  ALTERNATE_QUOTE: 'warning',
  ARCHIVED: 'warning',
  OFFER_DENIED: 'critical',
};
