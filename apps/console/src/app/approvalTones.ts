import type { ApprovalState } from '@adconsole/api';

/** The badge tone of a creative's approval state (the approval queue, the creatives list). */
export const APPROVAL_TONES: Record<ApprovalState, 'warning' | 'positive' | 'critical'> = {
  PENDING_APPROVAL: 'warning',
  APPROVED: 'positive',
  REJECTED: 'critical',
};
