import { endpoints } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { toCompany } from '../../db/companies.ts';
import { containsPattern } from '../../db/like.ts';
import type { AccessRule } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { caseless } from '../../kit/list.ts';
import { registerList } from '../../kit/paged-list.ts';
import { actableCompanies } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';

const companyColumns = ['id', 'companyUuid', 'name', 'companyRole', 'countryCode'] as const;

export const companySearchAccess: AccessRule = { roles: 'signed-in', company: 'actable' };
export const companyAccess: AccessRule = {
  roles: 'signed-in',
  company: 'actable',
  companyParam: 'id',
};
/** Staff only: the names of other companies are none of a customer's business. */
export const companiesByPermissionAccess: AccessRule = {
  roles: { anyOf: ['WORKFLOW', 'SWITCH_COMPANY_VIEW'] },
  company: 'all',
};

/** ws-companies: company search, company by id, companies by permission (spec 1 §7). */
export function registerCompaniesService({ app, database }: ServiceContext): void {
  const { db } = database;

  // The companies the caller may act for, by the rule of the 'actable' scope: their own only,
  // unless they may switch to any. What every company filter offers (the digital operations').
  registerList(app, endpoints.companySearch, companySearchAccess, {
    rows: ({ actor }) => actableCompanies(app.scopeDb, requireActor(actor ?? null)),
    filters: {
      search: (rows, text) =>
        rows.where(sql<boolean>`lower(name) like lower(${containsPattern(text)})`),
    },
    sort: { name: caseless('name') },
    defaultSort: 'name',
    defaultOrder: 'ASC',
    select: (rows) => rows.select(companyColumns),
    // The answer's schema leaves out the country code.
    toItems: (rows) => rows.map(toCompany),
  });

  registerEndpoint(app, endpoints.company, companyAccess, async ({ params }) => {
    const company = await db
      .selectFrom('company')
      .select(companyColumns)
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!company) throw new HttpError(404, `No company ${params.id}`, 'NOT_FOUND');
    return toCompany(company);
  });

  registerEndpoint(
    app,
    endpoints.companiesByPermission,
    companiesByPermissionAccess,
    async ({ params, scope }) => {
      // The companies with a user who holds the permission (the 'all' scope: any company's).
      const items = await db
        .selectFrom('company as c')
        .select(['c.id', 'c.name'])
        .where(
          'c.id',
          'in',
          scope
            .rows('appUser as u')
            .select('u.companyId')
            .where(
              sql<boolean>`(u.user_role = ${params.permission} or ${params.permission} = any(u.permissions))`,
            ),
        )
        .orderBy(sql`lower(c.name)`)
        .execute();
      return { items };
    },
  );
}
