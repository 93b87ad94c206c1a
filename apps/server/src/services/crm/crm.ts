import { type Contact, type CountryCode, endpoints } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { containsPattern } from '../../db/like.ts';
import type { AccessRule } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { caseless } from '../../kit/list.ts';
import { ascending, registerList } from '../../kit/paged-list.ts';
import { localizedName } from '../../kit/references.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { accountStartsWith } from './account-search.ts';
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
  registerList(app, endpoints.activityAccounts, accountsAccess, {
    rows: ({ scope }) => scope.rows('account'),
    filters: {
      includeInactive: (rows, include) => (include ? rows : rows.where('active', '=', true)),
      prefix: (rows, prefix) => rows.where(accountStartsWith(prefix)),
    },
    sort: { name: 'name', displayName: 'displayName', id: 'id' },
    ties: [ascending('id')],
    select: (rows) => rows.select(['id', 'displayName', 'name', 'active', 'city']),
    toItems: (rows) => rows,
  });

  // The user, industry and contacts are joined by the scoped account's keys.
  registerEndpoint(app, endpoints.crmAccount, accountsAccess, async ({ scope, params }) => {
    const account = await scope
      .rows('account as acc')
      .leftJoin('appUser as u', 'u.id', 'acc.salesUserId')
      .leftJoin('industry as i', 'i.id', 'acc.industryId')
      .selectAll('acc')
      .select(['u.firstName', 'u.lastName'])
      .select(localizedName('name', scope.language, 'i').as('industryName'))
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

  registerList(app, endpoints.crmContacts, contactsAccess, {
    rows: ({ scope }) => selectContacts(scope),
    filters: {
      accountId: (rows, accountId) => rows.where('c.accountId', '=', accountId),
      active: (rows, active) => rows.where('c.active', '=', active),
      filter: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<boolean>`(lower(c.first_name || ' ' || c.last_name) like ${pattern} or lower(c.last_name || ' ' || c.first_name) like ${pattern} or lower(coalesce(c.email, '')) like ${pattern})`,
        );
      },
    },
    sort: { name: [caseless('c.lastName'), caseless('c.firstName')] },
    defaultSort: 'name',
    defaultOrder: 'ASC',
    ties: ['c.id'],
    select: (rows) => rows.select(contactColumns),
    toItems: (rows) => rows.map(toContact),
  });

  registerEndpoint(app, endpoints.crmContact, contactsAccess, async ({ scope, params }) => {
    const row = await selectContacts(scope)
      .select(contactColumns)
      .where('c.id', '=', params.contactId)
      .executeTakeFirst();
    if (!row) throw notFound('contact');
    return toContact(row);
  });

  registerList(app, endpoints.usersSearch, salesAccess, {
    rows: ({ scope }) => scope.rows('appUser').where('activatedAt', 'is not', null),
    filters: {
      role: (rows, role) =>
        role === 'SALES'
          ? rows.where(holdsSales)
          : rows.where(sql<boolean>`(user_role = ${role} or ${role} = any(permissions))`),
      filter: (rows, text) =>
        rows.where(
          sql<boolean>`lower(first_name || ' ' || last_name) like ${containsPattern(text.toLowerCase())}`,
        ),
    },
    sort: { name: ['lastName', 'firstName'] },
    defaultSort: 'name',
    defaultOrder: 'ASC',
    select: (rows) => rows.select(['id', 'firstName', 'lastName']),
    toItems: (rows) => rows.map((row) => ({ userId: row.id, name: fullName(row) })),
  });

  registerEndpoint(app, endpoints.usersByIds, salesAccess, async ({ scope, body }) => {
    return { items: await userRefs(scope, body.ids) };
  });
}
