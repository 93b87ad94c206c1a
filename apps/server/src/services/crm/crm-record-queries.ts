import { endpoints } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { notFound } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { localizedName } from '../../kit/references.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { fieldChangesOf } from './crm-history.ts';
import { crmAccess, crmContactsAccess } from './crm-record-rules.ts';
import { accountDuplicates, contactDuplicates } from './duplicates.ts';
import { fullName, holdsSales } from './sales-records.ts';

/** The CRM records' duplicate checks, the form's lookups and the records' histories. */
export function registerCrmRecordQueries({ app }: ServiceContext): void {
  registerEndpoint(app, endpoints.crmAccountDuplicates, crmAccess, ({ scope, query }) =>
    accountDuplicates(scope, query),
  );
  registerEndpoint(app, endpoints.crmContactDuplicates, crmContactsAccess, ({ scope, query }) =>
    contactDuplicates(scope, query),
  );

  registerEndpoint(app, endpoints.crmLookups, crmAccess, async ({ scope }) => {
    const named = (table: 'adMedium') =>
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
    // Industries are a code list: named in the reader's language (session 16).
    const industryName = localizedName('name', scope.language);
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
        scope
          .rows('industry')
          .select(['id', industryName.as('name')])
          .where('active', '=', true)
          .orderBy(sql`lower(${industryName})`)
          .limit(500)
          .execute(),
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
