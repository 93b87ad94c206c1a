/**
 * Every role of spec 1 §6. The coop-week management role is named there without its exact
 * name; MANAGE_COOP_WEEKS stands for it.
 */
export const ROLES = [
  'ANONYMOUS',
  'ADMIN',
  'COMPANY_ADMIN',
  'POSTADMANAGER',
  'MANAGE_ACCOUNTS',
  'SELF_BOOKING',
  'SALESFUNNEL',
  'BOOK_CAMPAIGNS',
  'AGENCY',
  'MANAGE_PRINT_PRODUCTS',
  'MANAGE_RADIO_PRODUCTS',
  'MANAGE_TV_PRODUCTS',
  'MANAGE_POS_PRODUCTS',
  'MANAGE_DIGITAL_PRODUCTS',
  'MANAGE_CAMPAIGN_TYPES',
  'WORKFLOW',
  'ADSERVER_CREATIVES',
  'MANAGE_DIGITAL_CREATIVES',
  'MANAGE_PRINT_CREATIVES',
  'OPS_PUSH',
  'OPS_SCREENSHOTS',
  'OPS_CHECKS',
  'CUSTOMER',
  'POSTNETZ',
  'PRINT_OPS_PUSH',
  'ADMIN_INVOICE',
  'PAYOUT',
  'PAYMENTS',
  'REPORT_BUILDER',
  'SEMANTIQ',
  'PUBLISHER',
  'CONFIGURE_ADS_TXT',
  'HEADER_TAG',
  'YALEO',
  'CONTEXTUAL',
  'ACCESS_COMPLIANCE',
  'SALES',
  'SWITCH_COMPANY_VIEW',
  'MANAGE_COOP_WEEKS',
] as const;
export type Role = (typeof ROLES)[number];

/** The roles a company can have (PERSONAS.md); a company may also have none. */
export const COMPANY_ROLES = [
  'ADMIN',
  'AGENCY',
  'PUBLISHER',
  'WORKFLOW',
  'CONTEXTUAL',
  'SEMANTIQ',
] as const satisfies readonly Role[];
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** What a company role of ADMIN grants on top (spec 1 §6). */
export const ADMIN_COMPANY_GRANTS = [
  'AGENCY',
  'PUBLISHER',
  'WORKFLOW',
] as const satisfies readonly Role[];

const knownRoles: ReadonlySet<string> = new Set(ROLES);

export function isRole(value: string): value is Role {
  return knownRoles.has(value);
}

/** The parts of an identity that carry roles. */
export interface RoleHolder {
  userRole: string | null;
  companyRole: string | null;
  permissions: readonly string[];
}

/**
 * The flat set of roles a user holds (spec 1 §6): the user role, the company role, the
 * permissions, and AGENCY, PUBLISHER and WORKFLOW for a company role of ADMIN. No user is
 * ANONYMOUS. Names that are no role of the spec are left out.
 */
export function effectiveRoles(user: RoleHolder | null | undefined): ReadonlySet<Role> {
  if (!user) return new Set<Role>(['ANONYMOUS']);
  const names = [user.userRole, user.companyRole, ...user.permissions];
  if (user.companyRole === 'ADMIN') names.push(...ADMIN_COMPANY_GRANTS);
  const roles = new Set<Role>();
  for (const name of names) {
    if (name && name !== 'ANONYMOUS' && isRole(name)) roles.add(name);
  }
  return roles;
}

/** A gate of spec 1 §6: any of some roles, all of others, none of a third list. */
export interface RoleCondition {
  anyOf?: readonly Role[];
  allOf?: readonly Role[];
  noneOf?: readonly Role[];
}

export function satisfiesRoles(roles: ReadonlySet<Role>, condition: RoleCondition): boolean {
  const { anyOf, allOf, noneOf } = condition;
  if (anyOf && anyOf.length > 0 && !anyOf.some((role) => roles.has(role))) return false;
  if (allOf?.some((role) => !roles.has(role))) return false;
  if (noneOf?.some((role) => roles.has(role))) return false;
  return true;
}
