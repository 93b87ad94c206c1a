import type { AccessRule } from '../../http/access.ts';

/** Spec 1 §2.11: invoices are ADMIN_INVOICE's and ADMIN's, on the acting company's rows. */
export const invoicingAccess: AccessRule = {
  roles: { anyOf: ['ADMIN_INVOICE', 'ADMIN'] },
  company: 'actable',
};
