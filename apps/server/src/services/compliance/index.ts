import type { Area } from '../context.ts';
import { registerCreditNotes } from './credit-notes.ts';
import { registerComplianceViews } from './views.ts';

/**
 * Compliance (issue 38; spec 1 §2.12, DOMAIN2 §8): credit notes with their approvals,
 * list-price changes, position and account financials.
 */
export const complianceArea: Area = {
  name: 'compliance',
  registrations: [registerCreditNotes, registerComplianceViews],
};
