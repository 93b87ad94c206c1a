import { type Contact, type CountryCode, endpoints } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { containsPattern, prefixPattern } from '../../db/like.ts';
import type { AccessRule } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { pageWithTotal } from '../../kit/list.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { fullName, holdsSales, salesAccess, userRefs } from './sales-records.ts';

/** Accounts: the CRM's users (spec 1 §2.7) and sales staff, for the forms' lookups. */
export const accountsAccess: AccessRule = {
  roles: { anyOf: ['ADMIN', 'MANAGE_ACCOUNTS', 'SELF_BOOKING', 'SALES', 'SALESFUNNEL'] },
  company: 'actable',
};

/** Contacts: ADMIN or MANAGE_ACCOUNTS (spec 1 §2.7), and sales staff for the forms. */
export const contactsAccess: AccessRule = {
  roles: { anyOf: ['ADMIN', 'MANAGE_ACCOUNTS', 'SALES', 'SALESFUNNEL'] },
  company: 'actable',
};

/** The scope's contacts with their account (joined by the scoped contact's key). */
function selectContacts(scope: Scope) {
  return scope.rows('contact as c').innerJoin('account as acc', 'acc.id', 'c.accountId');
}

const contactColumns = [
  'c.id',
  'c.firstName',
  'c.lastName',
  'c.accountId',
  'acc.displayName as accountName',
  'c.email',
  'c.phone',
  'c.jobTitle',
  'c.active',
] as const;

type ContactRow = {
  id: number;
  firstName: string;
  lastName: string;
  accountId: number;
  accountName: string;
  email: string | null;
  phone: string | null;
  jobTitle: string | null;
  active: boolean;
};

const toContact = (row: ContactRow): Contact => ({
  contactId: row.id,
  name: fullName(row),
  firstName: row.firstName,
  lastName: row.lastName,
  accountId: row.accountId,
  accountName: row.accountName,
  email: row.email,
  phone: row.phone,
  jobTitle: row.jobTitle,
  active: row.active,
});

/** The lookups of the activity and comment forms and filters (spec 2 §7). */
export function registerCrmLookups({ app }: ServiceContext): void {
  registerEndpoint(app, endpoints.activityAccounts, accountsAccess, async ({ scope, query }) => {
    let accounts = scope.rows('account');
    if (!query.includeInactive) accounts = accounts.where('active', '=', true);
    if (query.prefix) {
      const pattern = prefixPattern(query.prefix.toLowerCase());
      accounts = accounts.where(
        sql<boolean>`(lower(name) like ${pattern} or lower(display_name) like ${pattern})`,
      );
    }
    const sortColumn = { name: 'name', displayName: 'display_name', id: 'id' }[query.sort];
    const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
    const [items, count] = await Promise.all([
      accounts
        .select(['id', 'displayName', 'name', 'active'])
        .orderBy(sql`${sql.ref(sortColumn)} ${direction}`)
        .orderBy('id')
        .limit(query.limit)
        .offset(query.page * query.limit)
        .execute(),
      accounts.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.total) };
  });

  // The user, industry and contacts are joined by the scoped account's keys.
  registerEndpoint(app, endpoints.crmAccount, accountsAccess, async ({ scope, params }) => {
    const account = await scope
      .rows('account as acc')
      .leftJoin('appUser as u', 'u.id', 'acc.salesUserId')
      .leftJoin('industry as i', 'i.id', 'acc.industryId')
      .selectAll('acc')
      .select(['u.firstName', 'u.lastName', 'i.name as industryName'])
      .select((eb) =>
        eb
          .selectFrom('contact as c')
          .whereRef('c.accountId', '=', 'acc.id')
          .select((inner) => inner.fn.countAll<string>().as('count'))
          .as('contactCount'),
      )
      .where('acc.id', '=', params.accountId)
      .executeTakeFirst();
    if (!account) throw notFound('account');
    return {
      id: account.id,
      displayName: account.displayName,
      name: account.name,
      active: account.active,
      companyId: account.companyId,
      street: account.street,
      postalCode: account.postalCode,
      city: account.city,
      countryCode: account.countryCode as CountryCode,
      industry: account.industryName,
      website: account.website,
      phone: account.phone,
      email: account.email,
      salesPerson:
        account.salesUserId && account.firstName && account.lastName
          ? {
              userId: account.salesUserId,
              name: fullName({ firstName: account.firstName, lastName: account.lastName }),
            }
          : null,
      contactCount: Number(account.contactCount ?? 0),
      createdAt: account.createdAt.toISOString(),
    };
  });

  registerEndpoint(app, endpoints.crmContacts, contactsAccess, async ({ scope, query }) => {
    let contacts = selectContacts(scope);
    if (query.accountId) contacts = contacts.where('c.accountId', '=', query.accountId);
    if (query.active !== undefined) contacts = contacts.where('c.active', '=', query.active);
    if (query.filter) {
      const pattern = containsPattern(query.filter.toLowerCase());
      contacts = contacts.where(
        sql<boolean>`(lower(c.first_name || ' ' || c.last_name) like ${pattern} or lower(c.last_name || ' ' || c.first_name) like ${pattern} or lower(coalesce(c.email, '')) like ${pattern})`,
      );
    }
    const page = await pageWithTotal(
      contacts,
      (rows) =>
        rows
          .select(contactColumns)
          .orderBy(sql`lower(c.last_name)`)
          .orderBy(sql`lower(c.first_name)`)
          .orderBy('c.id'),
      query.page,
      query.limit,
    );
    return { items: page.items.map(toContact), total: page.total };
  });

  registerEndpoint(app, endpoints.crmContact, contactsAccess, async ({ scope, params }) => {
    const row = await selectContacts(scope)
      .select(contactColumns)
      .where('c.id', '=', params.contactId)
      .executeTakeFirst();
    if (!row) throw notFound('contact');
    return toContact(row);
  });

  registerEndpoint(app, endpoints.usersSearch, salesAccess, async ({ scope, query }) => {
    let users = scope.rows('appUser').where('activatedAt', 'is not', null);
    if (query.role === 'SALES') users = users.where(holdsSales);
    else if (query.role) {
      const { role } = query;
      users = users.where(sql<boolean>`(user_role = ${role} or ${role} = any(permissions))`);
    }
    if (query.filter) {
      const pattern = containsPattern(query.filter.toLowerCase());
      users = users.where(sql<boolean>`lower(first_name || ' ' || last_name) like ${pattern}`);
    }
    const page = await pageWithTotal(
      users,
      (rows) =>
        rows
          .select(['id', 'firstName', 'lastName'])
          .orderBy('lastName')
          .orderBy('firstName')
          .orderBy('id'),
      query.page,
      query.limit,
    );
    return {
      items: page.items.map((row) => ({ userId: row.id, name: fullName(row) })),
      total: page.total,
    };
  });

  registerEndpoint(app, endpoints.usersByIds, salesAccess, async ({ scope, body }) => {
    return { items: await userRefs(scope, body.ids) };
  });
}
