import { z } from 'zod/mini';
import { optionalPhone, optionalWebsite, postalCodeOfCountry } from './address.ts';
import { countryCodeSchema } from './company.ts';
import { endpoint } from './endpoint.ts';
import { sortOrderSchema, userRefSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import {
  bodyIdSchema,
  day,
  positiveInt,
  requiredText,
  timestamp,
  trimmedMultilineText,
  trimmedText,
} from './primitives.ts';
import { idParamsSchema, resourceEndpoints, versionSchema } from './resource.ts';
import { CURRENCIES } from './values.ts';

export { CURRENCIES, type Currency } from './values.ts';

// The CRM's records (spec 1 §2.7, issue 20): accounts, contacts, discounts and conversion
// trackers on the list kit, the duplicate check before a create, and a contact's history.

/** The 26 cantons (spec 1 §9). */
export const CANTONS = [
  'AG',
  'AI',
  'AR',
  'BE',
  'BL',
  'BS',
  'FR',
  'GE',
  'GL',
  'GR',
  'JU',
  'LU',
  'NE',
  'NW',
  'OW',
  'SG',
  'SH',
  'SO',
  'SZ',
  'TG',
  'TI',
  'UR',
  'VD',
  'VS',
  'ZG',
  'ZH',
] as const;
export type Canton = (typeof CANTONS)[number];
export const CRM_LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type CrmLanguage = (typeof CRM_LANGUAGES)[number];
export const ACCOUNT_TYPES = ['ADVERTISER', 'AGENCY', 'MEDIA_AGENCY', 'BROKER', 'PARTNER'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const LEGAL_FORMS = [
  'AG',
  'GMBH',
  'SA',
  'SARL',
  'COOPERATIVE',
  'SOLE_PROPRIETORSHIP',
  'ASSOCIATION',
  'FOUNDATION',
  'PARTNERSHIP',
  'PUBLIC_BODY',
  'OTHER',
] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];
export const SALUTATIONS = ['MR', 'MS', 'NONE'] as const;
export const MAIL_STATUSES = ['NONE', 'SENT', 'BOUNCED'] as const;
/** DOMAIN.md §1: Swiss rate cards' discounts and commissions (BK = advisory, AE = agency). */
export const DISCOUNT_KINDS = [
  'VOLUME',
  'REPEAT',
  'ADVISORY_COMMISSION',
  'AGENCY_COMMISSION',
  'SPECIAL',
  'CUSTOM',
] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
/** Xandr's attribution types. */
export const TRACKER_KINDS = ['VIEW', 'CLICK', 'HYBRID'] as const;
export const TRACKER_DELIVERIES = ['PIXEL', 'POSTBACK'] as const;
export const TRACKER_EVENTS = [
  'PAGE_VIEW',
  'LEAD',
  'SIGN_UP',
  'ADD_TO_CART',
  'PURCHASE',
  'DOWNLOAD',
] as const;
/** Which records a list shows: the active ones (default), the inactive ones, or all. */
export const RECORD_STATUSES = ['ACTIVE', 'INACTIVE', 'ALL'] as const;

/** UID / VAT numbers per country: CHE-123.456.789 (optionally MWST / TVA / IVA), ATU12345678, DE123456789. */
export const UID_PATTERNS = {
  CH: /^CHE-\d{3}\.\d{3}\.\d{3}( (MWST|TVA|IVA))?$/,
  AT: /^ATU\d{8}$/,
  DE: /^DE\d{9}$/,
} as const;
export const UID_MESSAGE = 'Not a UID / VAT number of the country';

const MONEY_MAX = 999_999_999_999.99;

/** A reference to a record by id and name, as lists show it. */
export const namedRefSchema = z.object({ id: positiveInt(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** An optional text of a form: blank or absent is null. */
const optionalText = (max: number) => z._default(z.nullable(trimmedText(max)), null);
const optionalId = () => z._default(z.nullable(bodyIdSchema), null);
const labelIds = () => z._default(z.array(bodyIdSchema).check(z.maxLength(50)), []);
const emailText = () =>
  z._default(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(254),
        z.refine(
          (value) => value === '' || z.email().safeParse(value).success,
          serverMessage('emailInvalid'),
        ),
      ),
    ),
    null,
  );
/** An amount of money: from 0, at most two decimals. */
const money = () =>
  z.number().check(
    z.minimum(0),
    z.maximum(MONEY_MAX),
    z.refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'At most two decimals',
    ),
  );
/** A percentage 0–100 with at most two decimals (spec 1 §9). */
export const percentageSchema = z.number().check(
  z.minimum(0),
  z.maximum(100),
  z.refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'At most two decimals',
  ),
);

// ---------------------------------------------------------------- accounts

export const ACCOUNT_NAME_MAX = 200;

export const crmAccountSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  displayName: z.string(),
  legalForm: z.nullable(z.enum(LEGAL_FORMS)),
  accountType: z.enum(ACCOUNT_TYPES),
  street: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  city: z.nullable(z.string()),
  canton: z.nullable(z.enum(CANTONS)),
  countryCode: countryCodeSchema,
  uidNumber: z.nullable(z.string()),
  industry: z.nullable(namedRefSchema),
  language: z.enum(CRM_LANGUAGES),
  salesOwner: z.nullable(userRefSchema),
  agency: z.nullable(namedRefSchema),
  broker: z.nullable(namedRefSchema),
  labels: z.array(namedRefSchema),
  website: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  creditLimit: z.nullable(z.object({ amount: z.number(), currency: z.enum(CURRENCIES) })),
  paymentTermsDays: z.int(),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type CrmAccount = z.infer<typeof crmAccountSchema>;

export const crmAccountWriteSchema = z.strictObject({
  name: requiredText(ACCOUNT_NAME_MAX),
  /** Blank: the name. */
  displayName: optionalText(300),
  legalForm: z._default(z.nullable(z.enum(LEGAL_FORMS)), null),
  accountType: z._default(z.enum(ACCOUNT_TYPES), 'ADVERTISER'),
  street: optionalText(200),
  /** Of the country (POSTAL_CODE_PATTERNS): the endpoints check it with `postalCodeOfCountry`. */
  postalCode: optionalText(10),
  city: optionalText(100),
  /** CH only. */
  canton: z._default(z.nullable(z.enum(CANTONS)), null),
  countryCode: countryCodeSchema,
  /** Checked against the country's pattern (UID_PATTERNS). */
  uidNumber: optionalText(30),
  industryId: optionalId(),
  language: z._default(z.enum(CRM_LANGUAGES), 'de'),
  /** A user of the company holding SALES. */
  salesOwnerId: optionalId(),
  agencyAccountId: optionalId(),
  brokerAccountId: optionalId(),
  labelIds: labelIds(),
  website: optionalWebsite(),
  phone: optionalPhone(),
  email: emailText(),
  creditLimit: z._default(z.nullable(money()), null),
  creditCurrency: z._default(z.nullable(z.enum(CURRENCIES)), null),
  paymentTermsDays: z._default(z.int().check(z.minimum(0), z.maximum(365)), 30),
  active: z._default(z.boolean(), true),
});
export type CrmAccountWrite = z.input<typeof crmAccountWriteSchema>;

export const CRM_ACCOUNT_SORT_FIELDS = [
  'name',
  'displayName',
  'city',
  'createdAt',
  'updatedAt',
] as const;

export const crmAccountEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-crm/records/accounts',
  noun: 'account',
  item: crmAccountSchema,
  write: crmAccountWriteSchema,
  writeCheck: postalCodeOfCountry(),
  filters: z.strictObject({
    /** Part of the name, display name, town, UID number or e-mail. */
    search: z.optional(trimmedText(100)),
    salesOwnerId: z.optional(idSchema),
    industryId: z.optional(idSchema),
    countryCode: z.optional(countryCodeSchema),
    canton: z.optional(z.enum(CANTONS)),
    accountType: z.optional(z.enum(ACCOUNT_TYPES)),
    labelId: z.optional(idSchema),
    status: z._default(z.enum(RECORD_STATUSES), 'ACTIVE'),
    sort: z._default(z.enum(CRM_ACCOUNT_SORT_FIELDS), 'name'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: ['activate', 'deactivate'],
});

// ---------------------------------------------------------------- contacts

export const crmContactSchema = z.object({
  id: positiveInt(),
  salutation: z.enum(SALUTATIONS),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  language: z.enum(CRM_LANGUAGES),
  jobTitle: z.nullable(z.string()),
  account: namedRefSchema,
  labels: z.array(namedRefSchema),
  mailStatus: z.enum(MAIL_STATUSES),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type CrmContact = z.infer<typeof crmContactSchema>;

export const crmContactWriteSchema = z.strictObject({
  salutation: z._default(z.enum(SALUTATIONS), 'NONE'),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailText(),
  phone: optionalPhone(),
  language: z._default(z.enum(CRM_LANGUAGES), 'de'),
  /** The contact's function. */
  jobTitle: optionalText(100),
  accountId: bodyIdSchema,
  labelIds: labelIds(),
  mailStatus: z._default(z.enum(MAIL_STATUSES), 'NONE'),
  active: z._default(z.boolean(), true),
});
export type CrmContactWrite = z.input<typeof crmContactWriteSchema>;

export const CRM_CONTACT_SORT_FIELDS = ['name', 'email', 'createdAt', 'updatedAt'] as const;

export const crmContactEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-crm/records/contacts',
  noun: 'contact',
  item: crmContactSchema,
  write: crmContactWriteSchema,
  filters: z.strictObject({
    /** Part of the name (either order), e-mail or function. */
    search: z.optional(trimmedText(100)),
    accountId: z.optional(idSchema),
    labelId: z.optional(idSchema),
    language: z.optional(z.enum(CRM_LANGUAGES)),
    status: z._default(z.enum(RECORD_STATUSES), 'ACTIVE'),
    sort: z._default(z.enum(CRM_CONTACT_SORT_FIELDS), 'name'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: ['activate', 'deactivate'],
});

// ---------------------------------------------------------------- discounts

export const discountSchema = z.object({
  id: positiveInt(),
  /** The account and the percentage, as notices name the discount. */
  name: z.string(),
  account: namedRefSchema,
  adMedium: z.nullable(namedRefSchema),
  product: z.nullable(namedRefSchema),
  kind: z.enum(DISCOUNT_KINDS),
  percentage: z.number(),
  validFrom: day(),
  validTo: z.nullable(day()),
  note: z.nullable(z.string()),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type Discount = z.infer<typeof discountSchema>;

export const discountWriteSchema = z.strictObject({
  accountId: bodyIdSchema,
  /** Neither: every medium; a product implies its medium. */
  adMediumId: optionalId(),
  productId: optionalId(),
  kind: z.enum(DISCOUNT_KINDS),
  percentage: percentageSchema,
  validFrom: day(),
  validTo: z._default(z.nullable(day()), null),
  note: z._default(z.nullable(trimmedMultilineText(500)), null),
  active: z._default(z.boolean(), true),
});
export type DiscountWrite = z.input<typeof discountWriteSchema>;

export const DISCOUNT_SORT_FIELDS = ['validFrom', 'percentage', 'kind', 'createdAt'] as const;

export const discountEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-crm/discounts',
  noun: 'discount',
  item: discountSchema,
  write: discountWriteSchema,
  filters: z.strictObject({
    /** Part of the account's name. */
    search: z.optional(trimmedText(100)),
    accountId: z.optional(idSchema),
    kind: z.optional(z.enum(DISCOUNT_KINDS)),
    /** Valid on this day. */
    validOn: z.optional(day()),
    status: z._default(z.enum(RECORD_STATUSES), 'ACTIVE'),
    sort: z._default(z.enum(DISCOUNT_SORT_FIELDS), 'validFrom'),
    order: z._default(sortOrderSchema, 'DESC'),
  }),
  bulkActions: ['activate', 'deactivate'],
});

// ---------------------------------------------------------------- conversion trackers

export const conversionTrackerSchema = z.object({
  id: positiveInt(),
  accountId: positiveInt(),
  name: z.string(),
  kind: z.enum(TRACKER_KINDS),
  delivery: z.enum(TRACKER_DELIVERIES),
  url: z.string(),
  events: z.array(z.enum(TRACKER_EVENTS)),
  postClickDays: z.int(),
  postViewDays: z.int(),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type ConversionTracker = z.infer<typeof conversionTrackerSchema>;

export const TRACKER_NAME_MAX = 100;

export const conversionTrackerWriteSchema = z.strictObject({
  accountId: bodyIdSchema,
  name: requiredText(TRACKER_NAME_MAX),
  kind: z.enum(TRACKER_KINDS),
  delivery: z.enum(TRACKER_DELIVERIES),
  /** The pixel's or postback's address: https only. */
  url: z.string().check(
    z.trim(),
    z.minLength(1, serverMessage('required')),
    z.maxLength(2000),
    z.refine((value) => /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), 'Not an https address'),
  ),
  events: z._default(z.array(z.enum(TRACKER_EVENTS)).check(z.maxLength(TRACKER_EVENTS.length)), []),
  postClickDays: z._default(z.int().check(z.minimum(1), z.maximum(90)), 30),
  postViewDays: z._default(z.int().check(z.minimum(0), z.maximum(30)), 1),
  active: z._default(z.boolean(), true),
});
export type ConversionTrackerWrite = z.input<typeof conversionTrackerWriteSchema>;

export const TRACKER_SORT_FIELDS = ['name', 'createdAt'] as const;

export const conversionTrackerEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-crm/conversion-trackers',
  noun: 'conversion tracker',
  item: conversionTrackerSchema,
  write: conversionTrackerWriteSchema,
  filters: z.strictObject({
    accountId: z.optional(idSchema),
    status: z._default(z.enum(RECORD_STATUSES), 'ALL'),
    sort: z._default(z.enum(TRACKER_SORT_FIELDS), 'name'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: ['activate', 'deactivate'],
});

// ---------------------------------------------------------------- duplicates and history

export const ACCOUNT_DUPLICATE_REASONS = ['UID_NUMBER', 'NAME_AND_TOWN'] as const;
export const CONTACT_DUPLICATE_REASONS = ['EMAIL', 'NAME_AND_ACCOUNT'] as const;

export const accountDuplicatesQuerySchema = z.strictObject({
  name: z.optional(trimmedText(ACCOUNT_NAME_MAX)),
  city: z.optional(trimmedText(100)),
  uidNumber: z.optional(trimmedText(30)),
  /** The account being edited, which is no duplicate of itself. */
  excludeId: z.optional(idSchema),
});
export const accountDuplicatesSchema = z.object({
  items: z.array(
    z.object({
      id: positiveInt(),
      name: z.string(),
      displayName: z.string(),
      city: z.nullable(z.string()),
      uidNumber: z.nullable(z.string()),
      active: z.boolean(),
      reasons: z.array(z.enum(ACCOUNT_DUPLICATE_REASONS)),
    }),
  ),
});
export type AccountDuplicates = z.infer<typeof accountDuplicatesSchema>;

export const contactDuplicatesQuerySchema = z.strictObject({
  email: z.optional(trimmedText(254)),
  firstName: z.optional(trimmedText(100)),
  lastName: z.optional(trimmedText(100)),
  accountId: z.optional(idSchema),
  excludeId: z.optional(idSchema),
});
export const contactDuplicatesSchema = z.object({
  items: z.array(
    z.object({
      id: positiveInt(),
      name: z.string(),
      email: z.nullable(z.string()),
      account: namedRefSchema,
      active: z.boolean(),
      reasons: z.array(z.enum(CONTACT_DUPLICATE_REASONS)),
    }),
  ),
});
export type ContactDuplicates = z.infer<typeof contactDuplicatesSchema>;

/** One field change of a record's history (its *_FIELD_CHANGED system activity). */
export const fieldChangeSchema = z.object({
  id: positiveInt(),
  field: z.string(),
  oldValue: z.nullable(z.string()),
  newValue: z.nullable(z.string()),
  changedAt: timestamp(),
  changedBy: z.nullable(userRefSchema),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;
export const fieldChangesSchema = pageOf(fieldChangeSchema);
export type FieldChanges = z.infer<typeof fieldChangesSchema>;

const historyQuerySchema = z.strictObject({ ...pageQueryShape(50) });

/** What the CRM's filters and forms choose from: the acting company's active records. */
export const crmLookupsSchema = z.object({
  salesOwners: z.array(userRefSchema),
  industries: z.array(namedRefSchema),
  accountLabels: z.array(namedRefSchema),
  contactLabels: z.array(namedRefSchema),
  adMedia: z.array(namedRefSchema),
  products: z.array(z.extend(namedRefSchema, { adMediumId: positiveInt() })),
});
export type CrmLookups = z.infer<typeof crmLookupsSchema>;

export const crmExtraEndpoints = {
  crmLookups: endpoint({
    method: 'GET',
    path: 'ws-crm/lookups',
    summary: 'The sales owners, industries, labels, ad media and products the CRM chooses from',
    response: crmLookupsSchema,
  }),
  crmAccountDuplicates: endpoint({
    method: 'GET',
    path: 'ws-crm/duplicates/accounts',
    summary:
      'Likely duplicates of an account about to be saved: same UID number, or a similar name in the same town',
    query: accountDuplicatesQuerySchema,
    response: accountDuplicatesSchema,
  }),
  crmContactDuplicates: endpoint({
    method: 'GET',
    path: 'ws-crm/duplicates/contacts',
    summary:
      'Likely duplicates of a contact about to be saved: same e-mail, or the same name at the same account',
    query: contactDuplicatesQuerySchema,
    response: contactDuplicatesSchema,
  }),
  crmAccountHistory: endpoint({
    method: 'GET',
    path: 'ws-crm/records/accounts/{id}/history',
    summary: 'The field changes of an account (its ACCOUNT_FIELD_CHANGED entries), newest first',
    params: idParamsSchema,
    query: historyQuerySchema,
    response: fieldChangesSchema,
  }),
  crmContactHistory: endpoint({
    method: 'GET',
    path: 'ws-crm/records/contacts/{id}/history',
    summary: 'The field changes of a contact (its CONTACT_FIELD_CHANGED entries), newest first',
    params: idParamsSchema,
    query: historyQuerySchema,
    response: fieldChangesSchema,
  }),
} as const;
