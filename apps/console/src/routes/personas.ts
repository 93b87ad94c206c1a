import type { CurrentUser } from '@adconsole/api';

/**
 * The demo sign-ins of PERSONAS.md as the identity the server answers for them (user role,
 * company role, permissions), for tests that need "who" without a server.
 */
export interface PersonaIdentity {
  email: string;
  companyRole: string | null;
  userRole: string | null;
  permissions: readonly string[];
  /** Where `/` lands them (PERSONAS.md); undefined: not-found. */
  landsOn: string | undefined;
}

/** "ADMIN, SWITCH_COMPANY_VIEW, and every area role": every role that names an area's work. */
const everyAreaRole = [
  'MANAGE_ACCOUNTS',
  'SALESFUNNEL',
  'BOOK_CAMPAIGNS',
  'MANAGE_PRINT_PRODUCTS',
  'MANAGE_RADIO_PRODUCTS',
  'MANAGE_TV_PRODUCTS',
  'MANAGE_POS_PRODUCTS',
  'MANAGE_DIGITAL_PRODUCTS',
  'MANAGE_CAMPAIGN_TYPES',
  'ADSERVER_CREATIVES',
  'MANAGE_DIGITAL_CREATIVES',
  'MANAGE_PRINT_CREATIVES',
  'OPS_PUSH',
  'OPS_SCREENSHOTS',
  'OPS_CHECKS',
  'PRINT_OPS_PUSH',
  'ADMIN_INVOICE',
  'PAYOUT',
  'PAYMENTS',
  'REPORT_BUILDER',
  'SEMANTIQ',
  'CONFIGURE_ADS_TXT',
  'HEADER_TAG',
  'YALEO',
  'CONTEXTUAL',
  'ACCESS_COMPLIANCE',
  'SALES',
  'SWITCH_COMPANY_VIEW',
  'MANAGE_COOP_WEEKS',
];

export const PERSONA_IDENTITIES: readonly PersonaIdentity[] = [
  {
    email: 'admin@example.com',
    companyRole: 'ADMIN',
    userRole: 'ADMIN',
    permissions: everyAreaRole,
    landsOn: '/orders/campaigns',
  },
  {
    email: 'companyadmin@example.com',
    companyRole: 'AGENCY',
    userRole: 'COMPANY_ADMIN',
    permissions: ['BOOK_CAMPAIGNS'],
    landsOn: '/orders/campaigns',
  },
  {
    email: 'agency@example.com',
    companyRole: 'AGENCY',
    userRole: null,
    permissions: ['BOOK_CAMPAIGNS', 'MANAGE_ACCOUNTS'],
    landsOn: '/orders/campaigns',
  },
  {
    email: 'selfbooking@example.com',
    companyRole: 'AGENCY',
    userRole: null,
    permissions: ['SELF_BOOKING', 'CUSTOMER'],
    landsOn: '/orders/campaigns',
  },
  {
    email: 'publisher@example.com',
    companyRole: 'PUBLISHER',
    userRole: null,
    permissions: ['PAYOUT'],
    landsOn: '/publishers',
  },
  {
    email: 'sales@example.com',
    companyRole: 'WORKFLOW',
    userRole: null,
    permissions: ['SALES', 'SALESFUNNEL', 'MANAGE_ACCOUNTS'],
    landsOn: '/sales',
  },
  {
    email: 'ops@example.com',
    companyRole: 'WORKFLOW',
    userRole: null,
    permissions: [
      'MANAGE_DIGITAL_PRODUCTS',
      'OPS_PUSH',
      'OPS_SCREENSHOTS',
      'OPS_CHECKS',
      'ADSERVER_CREATIVES',
      'MANAGE_DIGITAL_CREATIVES',
    ],
    landsOn: '/sales',
  },
  {
    email: 'printops@example.com',
    companyRole: 'WORKFLOW',
    userRole: null,
    permissions: ['PRINT_OPS_PUSH', 'MANAGE_PRINT_PRODUCTS', 'MANAGE_PRINT_CREATIVES'],
    landsOn: '/sales',
  },
  {
    email: 'finance@example.com',
    companyRole: 'WORKFLOW',
    userRole: null,
    permissions: ['ADMIN_INVOICE', 'PAYOUT', 'PAYMENTS', 'ACCESS_COMPLIANCE'],
    landsOn: '/sales',
  },
  {
    email: 'controlling@example.com',
    companyRole: 'WORKFLOW',
    userRole: null,
    permissions: ['ADMIN_INVOICE', 'ACCESS_COMPLIANCE', 'REPORT_BUILDER'],
    landsOn: '/sales',
  },
  {
    email: 'post@example.com',
    companyRole: 'AGENCY',
    userRole: 'POSTADMANAGER',
    permissions: [],
    landsOn: '/orders/post-campaigns',
  },
  {
    email: 'postnetz@example.com',
    companyRole: 'WORKFLOW',
    userRole: null,
    permissions: ['POSTNETZ'],
    landsOn: '/sales',
  },
  {
    email: 'contextual@example.com',
    companyRole: 'CONTEXTUAL',
    userRole: null,
    permissions: ['CONTEXTUAL'],
    landsOn: '/targeting/keywords',
  },
  {
    email: 'semantiq@example.com',
    companyRole: 'SEMANTIQ',
    userRole: null,
    permissions: ['SEMANTIQ'],
    landsOn: '/semantiq',
  },
  {
    // Issue 42: Verlag Alpenblick's Yaleo user (no persona of PERSONAS.md holds YALEO but the
    // admin); a publisher's user lands on the publisher's overview (PERSONAS.md's rule).
    email: 'yaleo@example.com',
    companyRole: 'PUBLISHER',
    userRole: null,
    permissions: ['YALEO'],
    landsOn: '/publishers',
  },
  {
    email: 'nobody@example.com',
    companyRole: null,
    userRole: null,
    permissions: [],
    landsOn: undefined,
  },
];

/** The persona as the current-user call answers it. */
export function currentUserOf(persona: PersonaIdentity, userId = 1): CurrentUser {
  const [name = 'user'] = persona.email.split('@');
  return {
    userId,
    firstName: name.charAt(0).toUpperCase() + name.slice(1),
    lastName: 'Demo',
    email: persona.email,
    companyId: 1,
    userRole: persona.userRole,
    companyRole: persona.companyRole,
    permissions: [...persona.permissions],
    company: {
      id: 1,
      companyUUID: '00000000-0000-4000-8000-000000000001',
      name: 'Demo AG',
      companyRole: persona.companyRole,
      countryCode: 'CH',
    },
  } as CurrentUser;
}
