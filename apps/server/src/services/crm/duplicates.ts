import type {
  AccountDuplicates,
  accountDuplicatesQuerySchema,
  ContactDuplicates,
  contactDuplicatesQuerySchema,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { z } from 'zod/mini';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../kit/scope.ts';
import { fullName } from './sales-records.ts';

// The CRM's duplicate rules (issue 37; DOMAIN §1 "check for duplicates on create"): an account
// is a duplicate of one with the same UID number, or the same name (without its legal form) in
// the same town; a contact of one with the same e-mail address, or the same first and last
// name at the same account. The forms' checks (crm-record-queries.ts) and Permalead's matching
// of a received lead (services/permalead) ask the same two functions.

type AccountQuery = z.output<typeof accountDuplicatesQuerySchema>;
type ContactQuery = z.output<typeof contactDuplicatesQuerySchema>;

/** The lower-case letters and digits of a name without its legal form: 'Muster AG' → 'muster'. */
const normalizedName = (value: unknown) =>
  sql<string>`regexp_replace(regexp_replace(lower(${value}), '\\m(ag|gmbh|sa|sarl|sàrl|kg|og|ltd|co|genossenschaft|cooperative|e\\.k)\\M', '', 'g'), '[^[:alnum:]]+', '', 'g')`;
const normalizedUid = (value: unknown) =>
  sql<string>`regexp_replace(regexp_replace(upper(${value}), '\\s*(MWST|TVA|IVA)$', ''), '[^A-Z0-9]', '', 'g')`;

/** The company's accounts a new one would duplicate (at most 10, by name), and why. */
export async function accountDuplicates(
  scope: Scope,
  query: AccountQuery,
  db?: Db,
): Promise<AccountDuplicates> {
  const rules = [];
  const uid = query.uidNumber ? query.uidNumber : undefined;
  const nameAndTown =
    query.name && query.city && query.name.replace(/[^\p{L}\p{N}]/gu, '').length >= 3
      ? sql<boolean>`(lower(city) = lower(${query.city}) and (${normalizedName(sql.ref('name'))} = ${normalizedName(query.name)} or ${normalizedName(sql.ref('name'))} like ${normalizedName(query.name)} || '%' or ${normalizedName(query.name)} like ${normalizedName(sql.ref('name'))} || '%'))`
      : undefined;
  const sameUid = uid
    ? sql<boolean>`(uid_number is not null and ${normalizedUid(sql.ref('uidNumber'))} = ${normalizedUid(uid)})`
    : undefined;
  if (nameAndTown) rules.push(nameAndTown);
  if (sameUid) rules.push(sameUid);
  if (rules.length === 0) return { items: [] };
  let candidates = scope
    .rows('account', db)
    .select(['id', 'name', 'displayName', 'city', 'uidNumber', 'active'])
    .select([
      (sameUid ?? sql<boolean>`false`).as('sameUid'),
      (nameAndTown ?? sql<boolean>`false`).as('sameName'),
    ])
    .where(sql<boolean>`(${sql.join(rules, sql` or `)})`)
    // An account merged into another (issue 46) is no duplicate any more: its survivor is.
    .where('mergedIntoId', 'is', null);
  if (query.excludeId) candidates = candidates.where('id', '!=', query.excludeId);
  const rows = await candidates.orderBy(sql`lower(name)`).orderBy('id').limit(10).execute();
  const items: AccountDuplicates['items'] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    city: row.city,
    uidNumber: row.uidNumber,
    active: row.active,
    reasons: [
      ...(row.sameUid ? (['UID_NUMBER'] as const) : []),
      ...(row.sameName ? (['NAME_AND_TOWN'] as const) : []),
    ],
  }));
  return { items };
}

/** The company's contacts a new one would duplicate (at most 10, by name), and why. */
export async function contactDuplicates(
  scope: Scope,
  query: ContactQuery,
  db?: Db,
): Promise<ContactDuplicates> {
  const sameEmail = query.email
    ? sql<boolean>`(c.email is not null and lower(c.email) = lower(${query.email}))`
    : undefined;
  const sameName =
    query.firstName && query.lastName && query.accountId
      ? sql<boolean>`(c.account_id = ${query.accountId} and lower(c.first_name) = lower(${query.firstName}) and lower(c.last_name) = lower(${query.lastName}))`
      : undefined;
  const rules = [sameEmail, sameName].filter((rule) => rule !== undefined);
  if (rules.length === 0) return { items: [] };
  // The account is joined by the scoped contact's key: the company's too.
  let candidates = scope
    .rows('contact as c', db)
    .innerJoin('account as a', 'a.id', 'c.accountId')
    .select([
      'c.id',
      'c.firstName',
      'c.lastName',
      'c.email',
      'c.active',
      'c.accountId',
      'a.name as accountName',
    ])
    .select([
      (sameEmail ?? sql<boolean>`false`).as('sameEmail'),
      (sameName ?? sql<boolean>`false`).as('sameName'),
    ])
    .where(sql<boolean>`(${sql.join(rules, sql` or `)})`);
  if (query.excludeId) candidates = candidates.where('c.id', '!=', query.excludeId);
  const rows = await candidates
    .orderBy(sql`lower(c.last_name)`)
    .orderBy('c.id')
    .limit(10)
    .execute();
  const items: ContactDuplicates['items'] = rows.map((row) => ({
    id: row.id,
    name: fullName(row),
    email: row.email,
    account: { id: row.accountId, name: row.accountName },
    active: row.active,
    reasons: [
      ...(row.sameEmail ? (['EMAIL'] as const) : []),
      ...(row.sameName ? (['NAME_AND_ACCOUNT'] as const) : []),
    ],
  }));
  return { items };
}
