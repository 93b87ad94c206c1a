import { z } from 'zod/mini';
import { COMPANY_ROLES, ROLES, type Role } from '../roles.ts';
import { countryCodeSchema } from './company.ts';
import { endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { pageOf, pageQueryShape } from './paging.ts';
import {
  bodyIdSchema,
  idSchema,
  optionalText,
  positiveInt,
  requiredText,
  timestamp,
  trimmedText,
} from './primitives.ts';
import {
  bulkRequestSchema,
  bulkResultSchema,
  exportQueryOf,
  idParamsSchema,
  versionSchema,
} from './resource.ts';
import { USER_LANGUAGES } from './values.ts';

export { USER_LANGUAGES, type UserLanguage } from './values.ts';

// The administration (spec 1 §2.2, §2.3; issue 21): users and companies for administrators
// (ws-admin), and the account area for every signed-in user and for company administrators
// (ws-account). What a company administrator may grant is capped by the roles their company may
// grant (its permissions); the server enforces it, the console only offers what is allowed.

/** The user roles: who someone is rather than an area they work in. */
export const USER_ROLES = ['ADMIN', 'COMPANY_ADMIN', 'POSTADMANAGER'] as const satisfies Role[];
export type UserRole = (typeof USER_ROLES)[number];

/**
 * The permissions a user can be given, grouped by area for the editor. The user roles above and
 * the roles a company role brings (AGENCY, PUBLISHER, WORKFLOW) are no permissions; CONTEXTUAL
 * and SEMANTIQ are both (their personas hold them as permissions).
 */
export const PERMISSION_AREAS = {
  administration: ['SWITCH_COMPANY_VIEW'],
  orders: ['BOOK_CAMPAIGNS', 'SELF_BOOKING', 'CUSTOMER', 'MANAGE_COOP_WEEKS'],
  crm: ['MANAGE_ACCOUNTS', 'SALES', 'SALESFUNNEL'],
  products: [
    'MANAGE_DIGITAL_PRODUCTS',
    'MANAGE_PRINT_PRODUCTS',
    'MANAGE_RADIO_PRODUCTS',
    'MANAGE_TV_PRODUCTS',
    'MANAGE_POS_PRODUCTS',
    'MANAGE_CAMPAIGN_TYPES',
  ],
  creatives: ['MANAGE_DIGITAL_CREATIVES', 'MANAGE_PRINT_CREATIVES', 'ADSERVER_CREATIVES'],
  operations: ['OPS_PUSH', 'OPS_SCREENSHOTS', 'OPS_CHECKS', 'PRINT_OPS_PUSH', 'POSTNETZ'],
  finances: ['ADMIN_INVOICE', 'PAYOUT', 'PAYMENTS', 'ACCESS_COMPLIANCE'],
  reporting: ['REPORT_BUILDER'],
  adTech: ['CONFIGURE_ADS_TXT', 'HEADER_TAG', 'YALEO', 'CONTEXTUAL', 'SEMANTIQ'],
} as const satisfies Record<string, readonly Role[]>;
export type PermissionArea = keyof typeof PERMISSION_AREAS;

export const PERMISSIONS = Object.values(PERMISSION_AREAS).flat() as Permission[];
export type Permission = (typeof PERMISSION_AREAS)[PermissionArea][number];

/**
 * What a company may let its company administrators grant: the permissions, and COMPANY_ADMIN
 * (appointing another company administrator). ADMIN and POSTADMANAGER never.
 */
export const CEILING_ROLES = ['COMPANY_ADMIN', ...PERMISSIONS] as const;

const uniqueList = <T extends z.ZodMiniType>(item: T, max: number) =>
  z.array(item).check(
    z.maxLength(max),
    z.refine((list) => new Set(list).size === list.length, serverMessage('eachOnce')),
  );

const emailSchema = z
  .email(serverMessage('emailInvalid'))
  .check(z.trim(), z.maxLength(254), z.toLowerCase());

/** The names of a person: required, at most 100 characters. */
export const PERSON_NAME_MAX = 100;

export const userLanguageSchema = z.enum(USER_LANGUAGES);
export const userRoleSchema = z.nullable(z.enum(USER_ROLES));
export const permissionSchema = z.enum(PERMISSIONS as [Permission, ...Permission[]]);
export const userCompanyRoleSchema = z.nullable(z.enum(COMPANY_ROLES));

/** A user as administrators see them. */
export const adminUserSchema = z.object({
  id: positiveInt(),
  /** First and last name. */
  name: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: userLanguageSchema,
  companyId: positiveInt(),
  companyName: z.string(),
  /** The company's own role. */
  companyCompanyRole: z.nullable(z.string()),
  userRole: z.nullable(z.string()),
  /** A company role narrower than the company's; null: the company's own. */
  companyRole: z.nullable(z.string()),
  permissions: z.array(z.string()),
  active: z.boolean(),
  /** Whether the user has set a password through their activation mail. */
  activated: z.boolean(),
  lastSignInAt: z.nullable(timestamp()),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserWriteSchema = z.strictObject({
  firstName: requiredText(PERSON_NAME_MAX),
  lastName: requiredText(PERSON_NAME_MAX),
  email: emailSchema,
  language: z._default(userLanguageSchema, 'de'),
  companyId: bodyIdSchema,
  userRole: z._default(userRoleSchema, null),
  companyRole: z._default(userCompanyRoleSchema, null),
  permissions: z._default(uniqueList(permissionSchema, PERMISSIONS.length), []),
  active: z._default(z.boolean(), true),
});
export type AdminUserWrite = z.input<typeof adminUserWriteSchema>;

export const USER_SORT_FIELDS = [
  'lastName',
  'email',
  'companyName',
  'lastSignInAt',
  'createdAt',
] as const;
export const USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

const userFilterShape = {
  name: z.optional(trimmedText(100)),
  email: z.optional(trimmedText(254)),
  role: z.optional(z.enum(ROLES)),
  status: z.optional(z.enum(USER_STATUSES)),
  sort: z._default(z.enum(USER_SORT_FIELDS), 'lastName'),
  order: z._default(sortOrderSchema, 'ASC'),
};

/** The filters of the administrators' users list (every company's), its export's too. */
const adminUserFilters = z.strictObject({
  ...userFilterShape,
  companyId: z.optional(idSchema),
  /** Part of the company's name. */
  company: z.optional(trimmedText(100)),
});

/** The bulk actions of the administrators' users list (issue 37). */
export const ADMIN_USER_BULK_ACTIONS = ['activate', 'deactivate'] as const;
export type AdminUserBulkAction = (typeof ADMIN_USER_BULK_ACTIONS)[number];

/** One changed field of a record: who, when, old → new. */
export const auditEntrySchema = z.object({
  id: positiveInt(),
  changedAt: timestamp(),
  actorName: z.nullable(z.string()),
  entityType: z.string(),
  entityId: positiveInt(),
  field: z.string(),
  oldValue: z.nullable(z.string()),
  newValue: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const AUDIT_ENTITY_TYPES = [
  'USER',
  'COMPANY',
  'COMPANY_PERMISSION',
  'PROGRAMMATIC_SEAT',
  'EMAIL_SYNC_CHANNEL',
] as const;

/** VAT / UID numbers by country: CHE-123.456.789 (MWST), ATU12345678, DE123456789. */
export const VAT_NUMBER_PATTERNS = {
  CH: /^CHE-\d{3}\.\d{3}\.\d{3}( (MWST|TVA|IVA))?$/,
  AT: /^ATU\d{8}$/,
  DE: /^DE\d{9}$/,
} as const;

/** A company's record. */
export const adminCompanySchema = z.object({
  id: positiveInt(),
  companyUUID: z.uuid(),
  name: z.string(),
  companyRole: z.nullable(z.string()),
  countryCode: countryCodeSchema,
  street: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  city: z.nullable(z.string()),
  vatNumber: z.nullable(z.string()),
  userCount: z.int(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/** What the company's own administrators may change: the address and the VAT / UID number. */
export const companyDetailsWriteSchema = z.strictObject({
  street: optionalText(200),
  postalCode: optionalText(5),
  city: optionalText(100),
  vatNumber: optionalText(30),
});
export type CompanyDetailsWrite = z.input<typeof companyDetailsWriteSchema>;

export const adminCompanyWriteSchema = z.strictObject({
  name: requiredText(200),
  companyRole: z._default(z.nullable(z.enum(COMPANY_ROLES)), null),
  countryCode: countryCodeSchema,
  ...companyDetailsWriteSchema.shape,
});
export type AdminCompanyWrite = z.input<typeof adminCompanyWriteSchema>;

export const COMPANY_SORT_FIELDS = ['name', 'countryCode', 'createdAt'] as const;

/** The read-only lists of a company's tabs take a search and a page. */
const tabQuery = z.strictObject({
  search: z.optional(trimmedText(100)),
  sort: z._default(z.enum(['name']), 'name'),
  order: z._default(sortOrderSchema, 'ASC'),
  ...pageQueryShape(25),
});

export const companyWebsiteSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  domain: z.string(),
  adsTxtState: z.string(),
  active: z.boolean(),
  /** PUBLISHES: the company is its publisher; SELLS: the company sells it. */
  relation: z.enum(['PUBLISHES', 'SELLS']),
  /** The company that sells it (one publisher's site may be sold by several). */
  seller: z.string(),
});
export type CompanyWebsite = z.infer<typeof companyWebsiteSchema>;

export const companyAccountSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  city: z.nullable(z.string()),
  countryCode: z.string(),
  active: z.boolean(),
});
export type CompanyAccount = z.infer<typeof companyAccountSchema>;

export const companyContactSchema = z.object({
  id: positiveInt(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.nullable(z.string()),
  accountName: z.string(),
  active: z.boolean(),
});
export type CompanyContact = z.infer<typeof companyContactSchema>;

export const SEAT_PLATFORMS = ['XANDR', 'GOOGLE', 'DV360', 'TTD', 'OTHER'] as const;
export const SEAT_ROLES = ['BUYER', 'SELLER'] as const;

export const programmaticSeatSchema = z.object({
  id: positiveInt(),
  platform: z.enum(SEAT_PLATFORMS),
  seatId: z.string(),
  name: z.string(),
  seatRole: z.enum(SEAT_ROLES),
  active: z.boolean(),
  version: versionSchema,
  updatedAt: timestamp(),
});
export type ProgrammaticSeat = z.infer<typeof programmaticSeatSchema>;

export const programmaticSeatWriteSchema = z.strictObject({
  platform: z.enum(SEAT_PLATFORMS),
  seatId: z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z0-9._-]{1,64}$/, serverMessage('seatIdFormat'))),
  name: requiredText(100),
  seatRole: z.enum(SEAT_ROLES),
  active: z._default(z.boolean(), true),
});
export type ProgrammaticSeatWrite = z.input<typeof programmaticSeatWriteSchema>;

export const EMAIL_PROVIDERS = ['GOOGLE', 'MICROSOFT', 'IMAP'] as const;
export const EMAIL_VISIBILITIES = ['METADATA', 'SUBJECT', 'SHARE_EVERYTHING'] as const;
export const CONTACT_AUTO_CREATION = ['NONE', 'SENT', 'SENT_AND_RECEIVED'] as const;
export const SYNC_STATUSES = [
  'NOT_SYNCED',
  'ONGOING',
  'ACTIVE',
  'FAILED_INSUFFICIENT_PERMISSIONS',
  'FAILED_UNKNOWN',
] as const;

export const emailSyncChannelSchema = z.object({
  id: positiveInt(),
  /** The mailbox address, as the record's name. */
  name: z.string(),
  handle: z.string(),
  provider: z.enum(EMAIL_PROVIDERS),
  visibility: z.enum(EMAIL_VISIBILITIES),
  contactAutoCreation: z.enum(CONTACT_AUTO_CREATION),
  excludeGroupEmails: z.boolean(),
  excludeNonProfessionalEmails: z.boolean(),
  syncStatus: z.enum(SYNC_STATUSES),
  lastSyncedAt: z.nullable(timestamp()),
  active: z.boolean(),
  version: versionSchema,
  updatedAt: timestamp(),
});
export type EmailSyncChannel = z.infer<typeof emailSyncChannelSchema>;

export const emailSyncChannelWriteSchema = z.strictObject({
  handle: emailSchema,
  provider: z.enum(EMAIL_PROVIDERS),
  visibility: z._default(z.enum(EMAIL_VISIBILITIES), 'METADATA'),
  contactAutoCreation: z._default(z.enum(CONTACT_AUTO_CREATION), 'SENT'),
  excludeGroupEmails: z._default(z.boolean(), true),
  excludeNonProfessionalEmails: z._default(z.boolean(), true),
  active: z._default(z.boolean(), true),
});
export type EmailSyncChannelWrite = z.input<typeof emailSyncChannelWriteSchema>;

/** The roles a company may let its company administrators grant. */
export const companyPermissionsSchema = z.strictObject({
  roles: uniqueList(z.enum(CEILING_ROLES), CEILING_ROLES.length),
});
export type CompanyPermissions = z.infer<typeof companyPermissionsSchema>;

const companyParams = z.strictObject({ companyId: idSchema });
/** The small lists of a company's tab: sorted by one of their fields, paged. */
const subListQuery = <const Sort extends string>(fields: readonly [Sort, ...Sort[]]) =>
  z.strictObject({
    sort: z._default(z.enum(fields), fields[0]),
    order: z._default(sortOrderSchema, 'ASC'),
    ...pageQueryShape(25),
  });
export const SEAT_SORT_FIELDS = ['platform', 'seatId', 'name'] as const;
export const EMAIL_SYNC_SORT_FIELDS = ['handle', 'provider', 'syncStatus'] as const;
const companyRecordParams = z.strictObject({ companyId: idSchema, id: idSchema });
const list = <T extends z.ZodMiniType>(item: T) => z.object({ items: z.array(item) });
const withVersion = <T extends z.ZodMiniObject>(write: T) =>
  z.extend(write, { version: versionSchema });

export const adminEndpoints = {
  adminUsers: endpoint({
    method: 'GET',
    path: 'ws-admin/users',
    summary: 'A page of users of every company by filter and sort',
    query: z.strictObject({
      ...adminUserFilters.shape,
      ...pageQueryShape(25),
    }),
    response: pageOf(adminUserSchema),
  }),
  adminUsersExport: endpoint({
    method: 'GET',
    path: 'ws-admin/users/export',
    summary: 'Every user of a filter as .csv or .xlsx, streamed',
    query: exportQueryOf(adminUserFilters),
  }),
  adminUsersBulk: endpoint({
    method: 'POST',
    path: 'ws-admin/users/bulk/{action}',
    summary: 'A bulk action on users (each row checked), or its dry run',
    params: z.strictObject({ action: z.enum(ADMIN_USER_BULK_ACTIONS) }),
    body: bulkRequestSchema,
    response: bulkResultSchema,
  }),
  adminUser: endpoint({
    method: 'GET',
    path: 'ws-admin/users/{id}',
    summary: 'One user',
    params: idParamsSchema,
    response: adminUserSchema,
  }),
  adminCreateUser: endpoint({
    method: 'POST',
    path: 'ws-admin/users',
    summary: 'Create a user and send their activation mail',
    body: adminUserWriteSchema,
    response: adminUserSchema,
  }),
  adminUpdateUser: endpoint({
    method: 'PUT',
    path: 'ws-admin/users/{id}',
    summary: 'Change a user; deactivating ends their sessions; a stale version answers 412',
    params: idParamsSchema,
    body: withVersion(adminUserWriteSchema),
    response: adminUserSchema,
  }),
  adminResetPassword: endpoint({
    method: 'POST',
    path: 'ws-admin/users/{id}/reset-password',
    summary: 'Mail the user a restore-password link (an activation link until activated)',
    params: idParamsSchema,
  }),
  adminUserAudit: endpoint({
    method: 'GET',
    path: 'ws-admin/users/{id}/audit',
    summary: 'The changes of a user, newest first',
    params: idParamsSchema,
    response: list(auditEntrySchema),
  }),
  adminCompanies: endpoint({
    method: 'GET',
    path: 'ws-admin/companies',
    summary: 'A page of companies by filter and sort',
    query: z.strictObject({
      name: z.optional(trimmedText(100)),
      companyRole: z.optional(z.enum(COMPANY_ROLES)),
      countryCode: z.optional(countryCodeSchema),
      sort: z._default(z.enum(COMPANY_SORT_FIELDS), 'name'),
      order: z._default(sortOrderSchema, 'ASC'),
      ...pageQueryShape(25),
    }),
    response: pageOf(adminCompanySchema),
  }),
  adminCompany: endpoint({
    method: 'GET',
    path: 'ws-admin/companies/{id}',
    summary: 'One company',
    params: idParamsSchema,
    response: adminCompanySchema,
  }),
  adminCreateCompany: endpoint({
    method: 'POST',
    path: 'ws-admin/companies',
    summary: 'Create a company',
    body: adminCompanyWriteSchema,
    response: adminCompanySchema,
  }),
  adminUpdateCompany: endpoint({
    method: 'PUT',
    path: 'ws-admin/companies/{id}',
    summary: 'Change a company; a stale version answers 412',
    params: idParamsSchema,
    body: withVersion(adminCompanyWriteSchema),
    response: adminCompanySchema,
  }),
  adminCompanyAudit: endpoint({
    method: 'GET',
    path: 'ws-admin/companies/{id}/audit',
    summary: 'The changes of a company, its permissions, seats and mailboxes, newest first',
    params: idParamsSchema,
    response: list(auditEntrySchema),
  }),
  adminCompanyWebsites: endpoint({
    method: 'GET',
    path: 'ws-admin/companies/{companyId}/websites',
    summary: 'The websites a company publishes or sells',
    params: companyParams,
    query: tabQuery,
    response: pageOf(companyWebsiteSchema),
  }),
  adminCompanyAccounts: endpoint({
    method: 'GET',
    path: 'ws-admin/companies/{companyId}/accounts',
    summary: "A company's CRM accounts",
    params: companyParams,
    query: tabQuery,
    response: pageOf(companyAccountSchema),
  }),
  adminCompanyContacts: endpoint({
    method: 'GET',
    path: 'ws-admin/companies/{companyId}/contacts',
    summary: "A company's CRM contacts",
    params: companyParams,
    query: tabQuery,
    response: pageOf(companyContactSchema),
  }),
  adminSeats: endpoint({
    method: 'GET',
    path: 'ws-admin/companies/{companyId}/programmatic-seats',
    summary: "A company's programmatic seats",
    params: companyParams,
    query: subListQuery(SEAT_SORT_FIELDS),
    response: pageOf(programmaticSeatSchema),
  }),
  adminCreateSeat: endpoint({
    method: 'POST',
    path: 'ws-admin/companies/{companyId}/programmatic-seats',
    summary: 'Add a programmatic seat',
    params: companyParams,
    body: programmaticSeatWriteSchema,
    response: programmaticSeatSchema,
  }),
  adminUpdateSeat: endpoint({
    method: 'PUT',
    path: 'ws-admin/companies/{companyId}/programmatic-seats/{id}',
    summary: 'Change a programmatic seat',
    params: companyRecordParams,
    body: withVersion(programmaticSeatWriteSchema),
    response: programmaticSeatSchema,
  }),
  adminDeleteSeat: endpoint({
    method: 'DELETE',
    path: 'ws-admin/companies/{companyId}/programmatic-seats/{id}',
    summary: 'Remove a programmatic seat',
    params: companyRecordParams,
  }),
  adminEmailSync: endpoint({
    method: 'GET',
    path: 'ws-admin/companies/{companyId}/email-sync',
    summary: "A company's synchronised mailboxes",
    params: companyParams,
    query: subListQuery(EMAIL_SYNC_SORT_FIELDS),
    response: pageOf(emailSyncChannelSchema),
  }),
  adminCreateEmailSync: endpoint({
    method: 'POST',
    path: 'ws-admin/companies/{companyId}/email-sync',
    summary: 'Add a synchronised mailbox',
    params: companyParams,
    body: emailSyncChannelWriteSchema,
    response: emailSyncChannelSchema,
  }),
  adminUpdateEmailSync: endpoint({
    method: 'PUT',
    path: 'ws-admin/companies/{companyId}/email-sync/{id}',
    summary: 'Change a synchronised mailbox',
    params: companyRecordParams,
    body: withVersion(emailSyncChannelWriteSchema),
    response: emailSyncChannelSchema,
  }),
  adminDeleteEmailSync: endpoint({
    method: 'DELETE',
    path: 'ws-admin/companies/{companyId}/email-sync/{id}',
    summary: 'Remove a synchronised mailbox',
    params: companyRecordParams,
  }),
  adminCompanyPermissions: endpoint({
    method: 'GET',
    path: 'ws-admin/companies/{companyId}/permissions',
    summary: 'The roles a company’s company administrators may grant',
    params: companyParams,
    response: companyPermissionsSchema,
  }),
  adminSetCompanyPermissions: endpoint({
    method: 'PUT',
    path: 'ws-admin/companies/{companyId}/permissions',
    summary: 'Set the roles a company’s company administrators may grant',
    params: companyParams,
    body: companyPermissionsSchema,
    response: companyPermissionsSchema,
  }),
} as const;

/** The signed-in user's own settings. */
export const accountSettingsSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: userLanguageSchema,
  /** The user counts in no page-view analytics (issue 44). */
  pageViewsOptOut: z.boolean(),
  version: versionSchema,
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const accountSettingsWriteSchema = z.strictObject({
  firstName: requiredText(PERSON_NAME_MAX),
  lastName: requiredText(PERSON_NAME_MAX),
  language: userLanguageSchema,
  /** Absent: as it was. */
  pageViewsOptOut: z.optional(z.boolean()),
  version: versionSchema,
});
export type AccountSettingsWrite = z.input<typeof accountSettingsWriteSchema>;

export const passwordChangeSchema = z.strictObject({
  currentPassword: z.string().check(z.minLength(1, serverMessage('required')), z.maxLength(1024)),
  newPassword: z.string().check(z.minLength(8), z.maxLength(1024)),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** A user of the caller's company as a company administrator edits them. */
export const accountUserWriteSchema = z.strictObject({
  firstName: requiredText(PERSON_NAME_MAX),
  lastName: requiredText(PERSON_NAME_MAX),
  email: emailSchema,
  language: userLanguageSchema,
  userRole: userRoleSchema,
  permissions: uniqueList(z.enum(ROLES), ROLES.length),
  active: z.boolean(),
  version: versionSchema,
});
export type AccountUserWrite = z.input<typeof accountUserWriteSchema>;

export const accountEndpoints = {
  accountSettings: endpoint({
    method: 'GET',
    path: 'ws-account/settings',
    summary: "The caller's names and language",
    response: accountSettingsSchema,
  }),
  saveAccountSettings: endpoint({
    method: 'PUT',
    path: 'ws-account/settings',
    summary: "Change the caller's names and language",
    body: accountSettingsWriteSchema,
    response: accountSettingsSchema,
  }),
  changeOwnPassword: endpoint({
    method: 'POST',
    path: 'ws-account/password',
    summary: "Change the caller's password, given the current one; other sessions end",
    body: passwordChangeSchema,
  }),
  accountCompany: endpoint({
    method: 'GET',
    path: 'ws-account/company',
    summary: "The caller's company",
    response: adminCompanySchema,
  }),
  saveAccountCompany: endpoint({
    method: 'PUT',
    path: 'ws-account/company',
    summary: "Change the caller's company's address and VAT / UID number",
    body: withVersion(companyDetailsWriteSchema),
    response: adminCompanySchema,
  }),
  accountGrantableRoles: endpoint({
    method: 'GET',
    path: 'ws-account/grantable-roles',
    summary: 'The roles the caller may grant in their company',
    response: z.object({ roles: z.array(z.enum(ROLES)) }),
  }),
  accountUsers: endpoint({
    method: 'GET',
    path: 'ws-account/users',
    summary: "A page of the caller's company's users",
    query: z.strictObject({ ...userFilterShape, ...pageQueryShape(25) }),
    response: pageOf(adminUserSchema),
  }),
  accountUser: endpoint({
    method: 'GET',
    path: 'ws-account/users/{id}',
    summary: "One user of the caller's company, with only the roles the caller may grant",
    params: idParamsSchema,
    response: adminUserSchema,
  }),
  updateAccountUser: endpoint({
    method: 'PUT',
    path: 'ws-account/users/{id}',
    summary: "Change a user of the caller's company within the roles the caller may grant",
    params: idParamsSchema,
    body: accountUserWriteSchema,
    response: adminUserSchema,
  }),
} as const;
