import {
  type AccountDuplicates,
  type ContactDuplicates,
  endpoints,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { notFound } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { fieldChangesOf } from './crm-history.ts';
import { crmAccess, crmContactsAccess } from './crm-record-rules.ts';
import { fullName, holdsSales } from './sales-records.ts';

/** The lower-case letters and digits of a name without its legal form: 'Muster AG' → 'muster'. */
const normalizedName = (value: unknown) =>
  sql<string>`regexp_replace(regexp_replace(lower(${value}), '\\m(ag|gmbh|sa|sarl|sàrl|kg|og|ltd|co|genossenschaft|cooperative|e\\.k)\\M', '', 'g'), '[^[:alnum:]]+', '', 'g')`;
const normalizedUid = (value: unknown) =>
  sql<string>`regexp_replace(regexp_replace(upper(${value}), '\\s*(MWST|TVA|IVA)$', ''), '[^A-Z0-9]', '', 'g')`;

/** The CRM records' duplicate checks, the form's lookups and the records' histories. */
export function registerCrmRecordQueries({ app }: ServiceContext): void {
  registerEndpoint(app, endpoints.crmAccountDuplicates, crmAccess, async ({ scope, query }) => {
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
      .rows('account')
      .select(['id', 'name', 'displayName', 'city', 'uidNumber', 'active'])
      .select([
        (sameUid ?? sql<boolean>`false`).as('sameUid'),
        (nameAndTown ?? sql<boolean>`false`).as('sameName'),
      ])
      .where(sql<boolean>`(${sql.join(rules, sql` or `)})`);
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
  });

  registerEndpoint(
    app,
    endpoints.crmContactDuplicates,
    crmContactsAccess,
    async ({ scope, query }) => {
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
        .rows('contact as c')
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
    },
  );

  registerEndpoint(app, endpoints.crmLookups, crmAccess, async ({ scope }) => {
    const named = (table: 'industry' | 'adMedium') =>
      scope
        .rows(table)
        .select(['id', 'name'])
        .where('active', '=', true)
        .orderBy(sql`lower(name)`)
        .limit(500)
        .execute();
    const labels = (type: 'ACCOUNTS' | 'CONTACTS') =>
      scope
        .rows('label')
        .select(['id', 'name'])
        .where('type', '=', type)
        .where('active', '=', true)
        .orderBy(sql`lower(name)`)
        .execute();
    const [owners, industries, accountLabels, contactLabels, adMedia, products] = await Promise.all(
      [
        scope
          .rows('appUser')
          .select(['id', 'firstName', 'lastName'])
          .where('activatedAt', 'is not', null)
          .where(holdsSales)
          .orderBy('lastName')
          .orderBy('firstName')
          .execute(),
        named('industry'),
        labels('ACCOUNTS'),
        labels('CONTACTS'),
        named('adMedium'),
        scope
          .rows('product')
          .select(['id', 'name', 'adMediumId'])
          .where('active', '=', true)
          .orderBy(sql`lower(name)`)
          .limit(1000)
          .execute(),
      ],
    );
    return {
      salesOwners: owners.map((user) => ({ userId: user.id, name: fullName(user) })),
      industries,
      accountLabels,
      contactLabels,
      adMedia,
      products,
    };
  });

  const history =
    (kind: 'ACCOUNT' | 'CONTACT') =>
    async ({
      scope,
      params,
      query,
    }: {
      scope: Scope;
      params: { id: number };
      query: { page: number; limit: number };
    }) => {
      const table = kind === 'ACCOUNT' ? 'account' : 'contact';
      const record = await scope
        .rows(table)
        .select('id')
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!record) throw notFound(table);
      return fieldChangesOf(scope, kind, params.id, query.page, query.limit);
    };
  registerEndpoint(app, endpoints.crmAccountHistory, crmAccess, history('ACCOUNT'));
  registerEndpoint(app, endpoints.crmContactHistory, crmContactsAccess, history('CONTACT'));
}
