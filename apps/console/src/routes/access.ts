import type { Access } from './table/types.ts';

// Rules that a route of the table and a part of a screen share (an account page's tabs are
// the CRM's lists). They live apart from the table, which loads the screens: a screen reads
// its rule here and never imports the table back (issue 34, no import circle).

/** Spec 1 §2.7: contacts are for ADMIN or MANAGE_ACCOUNTS (an account page's contacts tab too). */
export const contactsAccess: Access = { anyOf: ['ADMIN', 'MANAGE_ACCOUNTS'] };

/**
 * Activities and CRM comments (spec 2): sales staff and administrators, as the server's calls
 * answer them (an account page's activity and comment tabs too).
 */
export const salesRecordsAccess: Access = { anyOf: ['ADMIN', 'SALES', 'SALESFUNNEL'] };

/** The sales tasks, as the server's funnel calls answer them (an account page's tasks tab). */
export const funnelTasksAccess: Access = { anyOf: ['ADMIN', 'SALESFUNNEL'] };

/** The tabs of /admin/companies/{companyId} after its edit form (the index), in their order. */
export const COMPANY_TABS = [
  'websites',
  'accounts',
  'contacts',
  'programmatic-seats',
  'permissions',
  'email-sync',
] as const;

/** The tabs of /admin/companies-v2/{companyId} (its edit form is a page of its own). */
export const COMPANY_V2_TABS = [
  'websites',
  'accounts',
  'programmatic-seats',
  'email-sync',
  'user-roles',
  'permissions',
] as const;
