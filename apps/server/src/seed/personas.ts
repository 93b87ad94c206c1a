import { ROLES, type Role } from '@adconsole/api/roles';

export interface DemoCompany {
  name: string;
  companyRole: 'ADMIN' | 'AGENCY' | 'PUBLISHER' | 'WORKFLOW' | 'CONTEXTUAL' | 'SEMANTIQ' | null;
  countryCode: 'CH' | 'AT' | 'DE';
}

export interface Persona {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  userRole: Role | null;
  permissions: Role[];
  /** What the start-up banner says about the roles. */
  summary: string;
}

/** The password of every demo sign-in (PERSONAS.md); it exists only in demo data. */
export const DEMO_PASSWORD = 'demo';

/** Roles that describe who someone is rather than an area they work in. */
const notAreaRoles: readonly Role[] = [
  'ANONYMOUS',
  'ADMIN',
  'COMPANY_ADMIN',
  'POSTADMANAGER',
  'POSTNETZ',
  'SELF_BOOKING',
  'CUSTOMER',
  'AGENCY',
  'PUBLISHER',
  'WORKFLOW',
];
const everyAreaRole = ROLES.filter((role) => !notAreaRoles.includes(role));

/** The companies of PERSONAS.md, and more, so the company switcher has something to search. */
export const DEMO_COMPANIES: readonly DemoCompany[] = [
  { name: 'Adconsole AG', companyRole: 'ADMIN', countryCode: 'CH' },
  { name: 'Werbeagentur Muster GmbH', companyRole: 'AGENCY', countryCode: 'DE' },
  { name: 'Bäckerei Beispiel AG', companyRole: 'AGENCY', countryCode: 'CH' },
  { name: 'Verlag Alpenblick AG', companyRole: 'PUBLISHER', countryCode: 'CH' },
  { name: 'Adconsole Sales', companyRole: 'WORKFLOW', countryCode: 'CH' },
  { name: 'Post Werbung', companyRole: 'AGENCY', countryCode: 'CH' },
  { name: 'Post Logistik', companyRole: 'WORKFLOW', countryCode: 'CH' },
  { name: 'Kontext Media', companyRole: 'CONTEXTUAL', countryCode: 'AT' },
  { name: 'Semantik Labs', companyRole: 'SEMANTIQ', countryCode: 'DE' },
  { name: 'Ohne Rolle GmbH', companyRole: null, countryCode: 'AT' },
  { name: 'Zürcher Tagblatt AG', companyRole: 'PUBLISHER', countryCode: 'CH' },
  { name: 'Berner Werbung AG', companyRole: 'AGENCY', countryCode: 'CH' },
  { name: 'Genfersee Media SA', companyRole: 'PUBLISHER', countryCode: 'CH' },
  { name: 'Tessiner Kommunikation SA', companyRole: 'AGENCY', countryCode: 'CH' },
  { name: 'Wiener Medienhaus GmbH', companyRole: 'PUBLISHER', countryCode: 'AT' },
  { name: 'Salzburger Werbeagentur GmbH', companyRole: 'AGENCY', countryCode: 'AT' },
  { name: 'Tiroler Anzeiger GmbH', companyRole: 'PUBLISHER', countryCode: 'AT' },
  { name: 'Hamburger Mediaplan GmbH', companyRole: 'AGENCY', countryCode: 'DE' },
  { name: 'Münchner Verlagsgruppe GmbH', companyRole: 'PUBLISHER', countryCode: 'DE' },
  { name: 'Berliner Kampagnenwerk GmbH', companyRole: 'AGENCY', countryCode: 'DE' },
  { name: 'Kölner Außenwerbung GmbH', companyRole: 'AGENCY', countryCode: 'DE' },
];

/** One sign-in per persona of PERSONAS.md, all with the password `demo`. */
export const PERSONAS: readonly Persona[] = [
  {
    email: 'admin@example.com',
    firstName: 'Anna',
    lastName: 'Admin',
    company: 'Adconsole AG',
    userRole: 'ADMIN',
    permissions: everyAreaRole,
    summary: 'ADMIN, SWITCH_COMPANY_VIEW, every area role',
  },
  {
    email: 'companyadmin@example.com',
    firstName: 'Claudia',
    lastName: 'Muster',
    company: 'Werbeagentur Muster GmbH',
    userRole: 'COMPANY_ADMIN',
    permissions: ['BOOK_CAMPAIGNS'],
    summary: 'COMPANY_ADMIN, BOOK_CAMPAIGNS (agency)',
  },
  {
    email: 'agency@example.com',
    firstName: 'Andreas',
    lastName: 'Keller',
    company: 'Werbeagentur Muster GmbH',
    userRole: null,
    permissions: ['BOOK_CAMPAIGNS', 'MANAGE_ACCOUNTS'],
    summary: 'BOOK_CAMPAIGNS, MANAGE_ACCOUNTS (agency)',
  },
  {
    email: 'selfbooking@example.com',
    firstName: 'Sabine',
    lastName: 'Beck',
    company: 'Bäckerei Beispiel AG',
    userRole: null,
    permissions: ['SELF_BOOKING', 'CUSTOMER'],
    summary: 'SELF_BOOKING, CUSTOMER (agency)',
  },
  {
    email: 'publisher@example.com',
    firstName: 'Peter',
    lastName: 'Alpiger',
    company: 'Verlag Alpenblick AG',
    userRole: null,
    permissions: ['PAYOUT'],
    summary: 'PAYOUT (publisher)',
  },
  {
    email: 'sales@example.com',
    firstName: 'Simon',
    lastName: 'Verkauf',
    company: 'Adconsole Sales',
    userRole: null,
    permissions: ['SALES', 'SALESFUNNEL', 'MANAGE_ACCOUNTS'],
    summary: 'SALES, SALESFUNNEL, MANAGE_ACCOUNTS (workflow)',
  },
  {
    email: 'ops@example.com',
    firstName: 'Olivia',
    lastName: 'Betrieb',
    company: 'Adconsole Sales',
    userRole: null,
    permissions: [
      'MANAGE_DIGITAL_PRODUCTS',
      'OPS_PUSH',
      'OPS_SCREENSHOTS',
      'OPS_CHECKS',
      'ADSERVER_CREATIVES',
      'MANAGE_DIGITAL_CREATIVES',
    ],
    summary: 'digital operations and creatives (workflow)',
  },
  {
    email: 'printops@example.com',
    firstName: 'Paul',
    lastName: 'Druck',
    company: 'Adconsole Sales',
    userRole: null,
    permissions: ['PRINT_OPS_PUSH', 'MANAGE_PRINT_PRODUCTS', 'MANAGE_PRINT_CREATIVES'],
    summary: 'print operations and creatives (workflow)',
  },
  {
    email: 'finance@example.com',
    firstName: 'Franziska',
    lastName: 'Zahl',
    company: 'Adconsole Sales',
    userRole: null,
    permissions: ['ADMIN_INVOICE', 'PAYOUT', 'PAYMENTS', 'ACCESS_COMPLIANCE'],
    summary: 'ADMIN_INVOICE, PAYOUT, PAYMENTS, ACCESS_COMPLIANCE (workflow)',
  },
  // Issue 38 part 4: a credit note needs a second person's approval (four eyes), so the finance
  // persona's company has a second finance person who approves what she asks for.
  {
    email: 'controlling@example.com',
    firstName: 'Carla',
    lastName: 'Kontrolle',
    company: 'Adconsole Sales',
    userRole: null,
    // Issue 43: the controller also builds the company's reports.
    permissions: ['ADMIN_INVOICE', 'ACCESS_COMPLIANCE', 'REPORT_BUILDER'],
    summary:
      'ADMIN_INVOICE, ACCESS_COMPLIANCE, REPORT_BUILDER: approves credit notes, builds reports (workflow)',
  },
  {
    email: 'post@example.com',
    firstName: 'Pia',
    lastName: 'Brief',
    company: 'Post Werbung',
    userRole: 'POSTADMANAGER',
    permissions: [],
    // Issue 37 (the second stranger looked for warehouses here): spec 3 §2.2 and §6 give the
    // post-ad-manager the post campaigns, and the analog operations (warehouses, stock,
    // dispatches) to POSTNETZ: those are Post Logistik's, postnetz@'s.
    summary:
      'POSTADMANAGER (agency): post campaigns; warehouses and stock are postnetz@ (Post Logistik)',
  },
  {
    email: 'postnetz@example.com',
    firstName: 'Nico',
    lastName: 'Netz',
    company: 'Post Logistik',
    userRole: null,
    permissions: ['POSTNETZ'],
    summary: 'POSTNETZ (workflow): analog operations, warehouses, stock and dispatches',
  },
  {
    email: 'contextual@example.com',
    firstName: 'Konrad',
    lastName: 'Kontext',
    company: 'Kontext Media',
    userRole: null,
    permissions: ['CONTEXTUAL'],
    summary: 'CONTEXTUAL',
  },
  {
    email: 'semantiq@example.com',
    firstName: 'Selina',
    lastName: 'Sinn',
    company: 'Semantik Labs',
    userRole: null,
    permissions: ['SEMANTIQ'],
    summary: 'SEMANTIQ',
  },
  {
    // Issue 42: no persona of PERSONAS.md holds YALEO but the admin; the publisher whose site the
    // demo crawls runs its recommendations (services/yaleo/README.md).
    email: 'yaleo@example.com',
    firstName: 'Yara',
    lastName: 'Lehmann',
    company: 'Verlag Alpenblick AG',
    userRole: null,
    permissions: ['YALEO'],
    summary: 'YALEO (publisher)',
  },
  {
    email: 'nobody@example.com',
    firstName: 'Niemand',
    lastName: 'Ohnerolle',
    company: 'Ohne Rolle GmbH',
    userRole: null,
    permissions: [],
    summary: 'no role',
  },
];
