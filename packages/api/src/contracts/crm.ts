import { z } from 'zod/mini';
import { countryCodeSchema } from './company.ts';
import { sortOrderSchema, userRefSchema } from './lists.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import { countInt, positiveInt, timestamp, trimmedText } from './primitives.ts';
import { roleSchema } from './roles.ts';

const optionalText = (max: number) => z.optional(trimmedText(max));

/** An invoicing account as the lookups show it (spec 2 §3): id, displayName, name, active. */
export const invoicingAccountSchema = z.object({
  id: positiveInt(),
  displayName: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** The town, which tells two accounts of one name apart in a picker (issue 38). */
  city: z.optional(z.nullable(z.string())),
});
export type InvoicingAccount = z.infer<typeof invoicingAccountSchema>;

/** An account as a picker lists it: the name, and the town and id that tell it apart (issue 38). */
export const accountChoiceSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  city: z.nullable(z.string()),
});
export type AccountChoice = z.infer<typeof accountChoiceSchema>;

export const ACCOUNT_SORT_FIELDS = ['name', 'displayName', 'id'] as const;

/** The accounts lookup: a prefix of the name or display name, paged, inactive ones included. */
export const accountsQuerySchema = z.strictObject({
  ...pageQueryShape(100),
  order: z._default(sortOrderSchema, 'ASC'),
  sort: z._default(z.enum(ACCOUNT_SORT_FIELDS), 'name'),
  prefix: optionalText(100),
  includeInactive: z._default(z.stringbool(), true),
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
export const accountSchema = z.extend(invoicingAccountSchema, {
  companyId: positiveInt(),
  street: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  city: z.nullable(z.string()),
  countryCode: countryCodeSchema,
  industry: z.nullable(z.string()),
  website: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  salesPerson: z.nullable(userRefSchema),
  contactCount: countInt(),
  createdAt: timestamp(),
});
export type Account = z.infer<typeof accountSchema>;
export const accountIdParamsSchema = z.strictObject({ accountId: idSchema });

/** A contact as the lookups show one (spec 2 §3): contactId, name, firstName, lastName. */
export const contactSchema = z.object({
  contactId: positiveInt(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountId: positiveInt(),
  accountName: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  jobTitle: z.nullable(z.string()),
  active: z.boolean(),
});
export type Contact = z.infer<typeof contactSchema>;

/** Contacts by account (accountId, active true, filter) or of every account (spec 2 §7). */
export const contactsQuerySchema = z.strictObject({
  accountId: z.optional(idSchema),
  active: z.optional(z.stringbool()),
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
  role: z.optional(roleSchema),
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
