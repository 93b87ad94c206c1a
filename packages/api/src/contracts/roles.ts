import { z } from 'zod/mini';
import { ROLES, type Role } from '../roles.ts';

export const roleSchema = z.enum(ROLES);

/**
 * Who opens the payments (spec 1 §2.11 names the route without its roles): the Finances menu's
 * PAYMENTS role and the invoicing roles, whose invoices payments settle. The server's calls and
 * the console's route read this one list, so a home count of unmatched payments is offered
 * exactly to whom the page opens (issue 38: controlling was offered a link to a not-found page).
 * Here, not with the payments' calls: the route table reads it, and the calls' module would
 * bring its schemas into every signed-in page (issue 36).
 */
export const PAYMENT_ROLES = [
  'PAYMENTS',
  'ADMIN_INVOICE',
  'ADMIN',
] as const satisfies readonly Role[];
