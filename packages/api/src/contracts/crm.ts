import { z } from 'zod';
import { countryCodeSchema } from './company.ts';
import { sortOrderSchema, userRefSchema } from './lists.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import { roleSchema } from './roles.ts';

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** An invoicing account as the lookups show it (spec 2 §3): id, displayName, name, active. */
export const invoicingAccountSchema = z.object({
  id: z.number().int().positive(),
  displayName: z.string(),
  name: z.string(),
  active: z.boolean(),
});
export type InvoicingAccount = z.infer<typeof invoicingAccountSchema>;

export const ACCOUNT_SORT_FIELDS = ['name', 'displayName', 'id'] as const;

/** The accounts lookup: a prefix of the name or display name, paged, inactive ones included. */
export const accountsQuerySchema = z.strictObject({
  ...pageQueryShape(100),
  order: sortOrderSchema.default('ASC'),
  sort: z.enum(ACCOUNT_SORT_FIELDS).default('name'),
  prefix: optionalText(100),
  includeInactive: z.stringbool().default(true),
});
export interface AccountsQuery {
  prefix?: string;
  page?: number;
  limit?: number;
  sort?: (typeof ACCOUNT_SORT_FIELDS)[number];
  order?: 'ASC' | 'DESC';
  includeInactive?: boolean;
}
export const accountsSchema = pageOf(invoicingAccountSchema);
export type Accounts = z.infer<typeof accountsSchema>;

/** An account with the main facts the account page shows. */
export const accountSchema = invoicingAccountSchema.extend({
  companyId: z.number().int().positive(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: countryCodeSchema,
  industry: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  salesPerson: userRefSchema.nullable(),
  contactCount: z.number().int().min(0),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Account = z.infer<typeof accountSchema>;
export const accountIdParamsSchema = z.strictObject({ accountId: idSchema });

/** A contact as the lookups show one (spec 2 §3): contactId, name, firstName, lastName. */
export const contactSchema = z.object({
  contactId: z.number().int().positive(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountId: z.number().int().positive(),
  accountName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  active: z.boolean(),
});
export type Contact = z.infer<typeof contactSchema>;

/** Contacts by account (accountId, active true, filter) or of every account (spec 2 §7). */
export const contactsQuerySchema = z.strictObject({
  accountId: idSchema.optional(),
  active: z.stringbool().optional(),
  filter: optionalText(100),
  ...pageQueryShape(100),
});
export interface ContactsQuery {
  accountId?: number;
  active?: boolean;
  filter?: string;
  page?: number;
  limit?: number;
}
export const contactsSchema = pageOf(contactSchema);
export type Contacts = z.infer<typeof contactsSchema>;
export const contactIdParamsSchema = z.strictObject({ contactId: idSchema });

/** Users search (filter, role, page, limit): participants are users holding SALES (spec 2 §6). */
export const usersSearchQuerySchema = z.strictObject({
  filter: optionalText(100),
  role: roleSchema.optional(),
  ...pageQueryShape(100),
});
export interface UsersSearchQuery {
  filter?: string;
  role?: z.infer<typeof roleSchema>;
  page?: number;
  limit?: number;
}
export const usersSchema = pageOf(userRefSchema);
export type Users = z.infer<typeof usersSchema>;
export const usersByIdsSchema = z.object({ items: z.array(userRefSchema) });
export type UsersByIds = z.infer<typeof usersByIdsSchema>;
