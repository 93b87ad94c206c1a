import { z } from 'zod/mini';
import { dunningLevelSchema } from './compliance.ts';
import { INVOICE_CURRENCIES } from './finances.ts';
import { sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { optionalText, positiveInt, requiredText, timestamp } from './primitives.ts';
import { resourceEndpoints, versionSchema } from './resource.ts';

// /finances/company-configs (spec 1 §2.11, ADMIN; DOMAIN2 §1.3, §1.4): what an issuing company
// prints on its invoices and QR-bills, per currency: the issuer's name, structured address and
// VAT number (Art. 26 MWSTG), the bank account (an IBAN, a QR-IBAN, checked with ibantools on
// the server), the patterns of its number series and its payment terms.

/** The countries of an issuer (the QR-bill's creditor): Switzerland, Liechtenstein, AT, DE. */
export const ISSUER_COUNTRIES = ['CH', 'LI', 'AT', 'DE'] as const;

/** Field limits of the QR-bill (SIX IG QR-bill v2.3, DOMAIN2 §1.4). */
export const ISSUER_LIMITS = {
  legalName: 70,
  street: 70,
  buildingNumber: 16,
  postalCode: 16,
  city: 35,
  vatNumber: 40,
  email: 254,
  iban: 42,
  pattern: 60,
} as const;

/** The days to pay an invoice the longest terms give. */
export const PAYMENT_TERMS_MAX_DAYS = 365;

/** A number series' pattern: `{YYYY}` or `{YY}` and `{seq:N}` (`RE-{YYYY}-{seq:6}`). */
const numberPattern = () =>
  requiredText(ISSUER_LIMITS.pattern).check(
    z.refine((value) => /\{seq(?::\d{1,2})?\}/.test(value), serverMessage('numberPattern')),
  );

export const companyConfigSchema = z.object({
  id: positiveInt(),
  /** What the record is called: the issuer and the currency. */
  name: z.string(),
  currency: z.enum(INVOICE_CURRENCIES),
  legalName: z.string(),
  street: z.string(),
  buildingNumber: z.nullable(z.string()),
  postalCode: z.string(),
  city: z.string(),
  countryCode: z.enum(ISSUER_COUNTRIES),
  vatNumber: z.nullable(z.string()),
  email: z.nullable(z.string()),
  iban: z.nullable(z.string()),
  qrIban: z.nullable(z.string()),
  /** The reference the QR-bill carries: QRR with a QR-IBAN, SCOR with an IBAN. */
  referenceType: z.enum(['QRR', 'SCOR']),
  invoicePattern: z.string(),
  manualPattern: z.string(),
  creditNotePattern: z.string(),
  paymentTermsDays: z.int(),
  /** The reminders' levels by days after due (DOMAIN2 §1.6), numbered 1… in that order. */
  dunningLevels: z.array(dunningLevelSchema),
  /** Default interest a year (Art. 104 OR: 5 %). */
  defaultInterestPercent: z.number(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type CompanyConfig = z.infer<typeof companyConfigSchema>;

export const companyConfigWriteSchema = z.strictObject({
  currency: z.enum(INVOICE_CURRENCIES),
  legalName: requiredText(ISSUER_LIMITS.legalName),
  street: requiredText(ISSUER_LIMITS.street),
  buildingNumber: optionalText(ISSUER_LIMITS.buildingNumber),
  postalCode: requiredText(ISSUER_LIMITS.postalCode),
  city: requiredText(ISSUER_LIMITS.city),
  countryCode: z.enum(ISSUER_COUNTRIES),
  vatNumber: optionalText(ISSUER_LIMITS.vatNumber),
  email: optionalText(ISSUER_LIMITS.email),
  iban: optionalText(ISSUER_LIMITS.iban),
  qrIban: optionalText(ISSUER_LIMITS.iban),
  invoicePattern: numberPattern(),
  manualPattern: numberPattern(),
  creditNotePattern: numberPattern(),
  paymentTermsDays: z.int().check(z.minimum(0), z.maximum(PAYMENT_TERMS_MAX_DAYS)),
  /** Left out: the levels stay as they are (the migration's default for a new config). */
  dunningLevels: z.optional(z.array(dunningLevelSchema).check(z.minLength(1), z.maxLength(9))),
  defaultInterestPercent: z.optional(z.number().check(z.gte(0), z.lte(20))),
});
export type CompanyConfigWrite = z.input<typeof companyConfigWriteSchema>;

export const COMPANY_CONFIG_SORT_FIELDS = ['currency', 'legalName', 'updatedAt'] as const;

export const companyConfigEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-finances/company-configs',
  noun: 'company config',
  item: companyConfigSchema,
  write: companyConfigWriteSchema,
  filters: z.strictObject({
    currency: z.optional(z.enum(INVOICE_CURRENCIES)),
    sort: z._default(z.enum(COMPANY_CONFIG_SORT_FIELDS), 'currency'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: [] as const,
});
