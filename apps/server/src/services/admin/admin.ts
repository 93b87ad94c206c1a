import {
  adminEndpoints,
  CEILING_ROLES,
  type EmailSyncChannel,
  type Endpoint,
  type ProgrammaticSeat,
  serverMessage,
} from '@adconsole/api/contracts';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { containsPattern } from '../../db/like.ts';
import type { AccessRule, Actor } from '../../http/access.ts';
import { type FieldErrors, notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { caseless } from '../../kit/list.ts';
import { columnSorts, listPage, registerList } from '../../kit/paged-list.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { type AuditEntityType, auditEntries, writeAudit } from './admin-audit.ts';
import {
  companyColumns,
  createCompany,
  requireCompany,
  toAdminCompany,
  updateCompany,
  userCount,
} from './admin-companies.ts';
import {
  createUser,
  listUsers,
  requireUser,
  resetPassword,
  toAdminUser,
  updateUser,
} from './admin-users.ts';
import { registerUserBulkAndExport } from './admin-users-bulk.ts';

/** Spec 1 §2.3: the administration is ADMIN's, over every company. */
export const adminAccess: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'all' };

/** ws-admin: users and companies of every company, with the tabs of a company's record. */
export function registerAdminService({ app, database, auth }: ServiceContext): void {
  const { db } = database;
  const e = adminEndpoints;

  registerEndpoint(app, e.adminUsers, adminAccess, ({ scope, query }) =>
    listUsers(query.companyId === undefined ? scope : scope.of(query.companyId), query),
  );
  registerUserBulkAndExport(app, db, adminAccess);
  registerEndpoint(app, e.adminUser, adminAccess, async ({ params }) =>
    toAdminUser(await requireUser(db, params.id)),
  );
  registerEndpoint(app, e.adminCreateUser, adminAccess, ({ actor, body }) =>
    createUser(db, auth, requireActor(actor), body),
  );
  registerEndpoint(app, e.adminUpdateUser, adminAccess, ({ actor, scope, params, body }) => {
    const { version, ...values } = body;
    const limit = { rows: scope, grantable: undefined };
    return updateUser(db, requireActor(actor), params.id, version, values, limit, auth);
  });
  registerEndpoint(app, e.adminResetPassword, adminAccess, ({ params }) =>
    resetPassword(db, auth, params.id),
  );
  registerEndpoint(app, e.adminUserAudit, adminAccess, async ({ scope, params }) => {
    await requireUser(db, params.id);
    return { items: await auditEntries(scope, { user: params.id }) };
  });

  registerList(app, e.adminCompanies, adminAccess, {
    rows: () => db.selectFrom('company as c'),
    filters: {
      name: (rows, name) =>
        rows.where(sql<boolean>`lower(c.name) like ${containsPattern(name.toLowerCase())}`),
      companyRole: (rows, role) => rows.where('c.companyRole', '=', role),
      countryCode: (rows, code) => rows.where('c.countryCode', '=', code),
    },
    sort: { name: caseless('c.name'), countryCode: 'c.countryCode', createdAt: 'c.createdAt' },
    ties: ['c.id'],
    select: (rows) => rows.select(companyColumns).select(userCount),
    toItems: (rows) => rows.map(toAdminCompany),
  });
  registerEndpoint(app, e.adminCompany, adminAccess, async ({ params }) =>
    toAdminCompany(await requireCompany(db, params.id)),
  );
  registerEndpoint(app, e.adminCreateCompany, adminAccess, ({ actor, body }) =>
    createCompany(db, requireActor(actor), body),
  );
  registerEndpoint(app, e.adminUpdateCompany, adminAccess, ({ actor, params, body }) => {
    const { version, ...values } = body;
    return updateCompany(db, requireActor(actor), params.id, version, values);
  });
  registerEndpoint(app, e.adminCompanyAudit, adminAccess, async ({ scope, params }) => {
    await requireCompany(db, params.id);
    return { items: await auditEntries(scope, { company: params.id }) };
  });

  // The read-only tabs: the company's websites, accounts and contacts.
  /** A tab's items, once the path's company is known to exist (404 otherwise). */
  const ofCompany = async <Item>(params: { companyId: number }, items: Item[]) => {
    await requireCompany(db, params.companyId);
    return items;
  };
  // The websites the company sells (its own rows) and those it publishes (sold by others: the
  // 'all' scope reads every seller's, as the list is the platform administrator's).
  registerList(app, e.adminCompanyWebsites, adminAccess, {
    rows: ({ scope, params }) =>
      scope
        .rows('website as w')
        .innerJoin('company as seller', 'seller.id', 'w.companyId')
        .where((eb) =>
          eb.or([
            eb('w.publisherCompanyId', '=', params.companyId),
            eb('w.id', 'in', scope.of(params.companyId).rows('website').select('id')),
          ]),
        ),
    filters: {
      search: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<boolean>`(lower(w.name) like ${pattern} or w.domain like ${pattern})`,
        );
      },
    },
    sort: { name: [caseless('w.name'), 'seller.name'] },
    ties: ['w.id'],
    select: (rows) =>
      rows.select([
        'w.id',
        'w.name',
        'w.domain',
        'w.adsTxtState',
        'w.active',
        'w.publisherCompanyId',
        'seller.name as seller',
      ]),
    toItems: (rows, { params }) =>
      ofCompany(
        params,
        rows.map(({ publisherCompanyId, ...website }) => ({
          ...website,
          relation:
            publisherCompanyId === params.companyId ? ('PUBLISHES' as const) : ('SELLS' as const),
        })),
      ),
  });
  registerList(app, e.adminCompanyAccounts, adminAccess, {
    rows: ({ scope, params }) => scope.of(params.companyId).rows('account as a'),
    filters: {
      search: (rows, text) =>
        rows.where(sql<boolean>`lower(a.name) like ${containsPattern(text.toLowerCase())}`),
    },
    sort: { name: caseless('a.name') },
    ties: ['a.id'],
    select: (rows) => rows.select(['a.id', 'a.name', 'a.city', 'a.countryCode', 'a.active']),
    toItems: (rows, { params }) => ofCompany(params, rows),
  });
  registerList(app, e.adminCompanyContacts, adminAccess, {
    rows: ({ scope, params }) =>
      scope
        .of(params.companyId)
        .rows('contact as k')
        .innerJoin('account as a', 'a.id', 'k.accountId'),
    filters: {
      search: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<boolean>`(lower(k.first_name || ' ' || k.last_name) like ${pattern} or lower(coalesce(k.email, '')) like ${pattern})`,
        );
      },
    },
    sort: { name: [caseless('k.lastName'), caseless('k.firstName')] },
    ties: ['k.id'],
    select: (rows) =>
      rows.select([
        'k.id',
        'k.firstName',
        'k.lastName',
        'k.email',
        'a.name as accountName',
        'k.active',
      ]),
    toItems: (rows, { params }) => ofCompany(params, rows),
  });

  // Programmatic seats and synchronised mailboxes: small lists edited in place.
  registerCompanyRecords(app, {
    db,
    endpoints: {
      list: e.adminSeats,
      create: e.adminCreateSeat,
      update: e.adminUpdateSeat,
      remove: e.adminDeleteSeat,
    },
    table: 'programmaticSeat',
    entityType: 'PROGRAMMATIC_SEAT',
    fields: ['platform', 'seatId', 'name', 'seatRole', 'active'],
    taken: { seatId: serverMessage('seatIdTaken') },
    toItem: (row): OwnFields<ProgrammaticSeat> => ({
      id: row.id,
      platform: row.platform as ProgrammaticSeat['platform'],
      seatId: row.seatId,
      name: row.name,
      seatRole: row.seatRole as ProgrammaticSeat['seatRole'],
    }),
  });

  registerCompanyRecords(app, {
    db,
    endpoints: {
      list: e.adminEmailSync,
      create: e.adminCreateEmailSync,
      update: e.adminUpdateEmailSync,
      remove: e.adminDeleteEmailSync,
    },
    table: 'emailSyncChannel',
    entityType: 'EMAIL_SYNC_CHANNEL',
    fields: [
      'handle',
      'provider',
      'visibility',
      'contactAutoCreation',
      'excludeGroupEmails',
      'excludeNonProfessionalEmails',
      'active',
    ],
    taken: { handle: serverMessage('mailboxTaken') },
    toItem: (row): OwnFields<EmailSyncChannel> => ({
      id: row.id,
      name: row.handle,
      handle: row.handle,
      provider: row.provider as EmailSyncChannel['provider'],
      visibility: row.visibility as EmailSyncChannel['visibility'],
      contactAutoCreation: row.contactAutoCreation as EmailSyncChannel['contactAutoCreation'],
      excludeGroupEmails: row.excludeGroupEmails,
      excludeNonProfessionalEmails: row.excludeNonProfessionalEmails,
      syncStatus: row.syncStatus as EmailSyncChannel['syncStatus'],
      lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    }),
  });

  // What the company's company administrators may grant.
  registerEndpoint(app, e.adminCompanyPermissions, adminAccess, async ({ scope, params }) => {
    await requireCompany(db, params.companyId);
    return { roles: await ceilingOf(scope.of(params.companyId)) };
  });
  registerEndpoint(
    app,
    e.adminSetCompanyPermissions,
    adminAccess,
    async ({ actor, scope, params, body }) => {
      const { companyId } = params;
      const company = scope.of(companyId);
      await db.transaction().execute(async (trx) => {
        // The company row is the lock: two administrators setting the roles at once take turns.
        const locked = await company.ownCompany(trx).select('id').forUpdate().executeTakeFirst();
        if (!locked) throw notFound('company');
        const before = await ceilingOf(company, trx);
        await company.delete('companyPermission', trx).execute();
        if (body.roles.length > 0) {
          await company
            .insert(
              'companyPermission',
              body.roles.map((role) => ({ role })),
              trx,
            )
            .execute();
        }
        await writeAudit(trx, {
          actor: requireActor(actor),
          companyId,
          entityType: 'COMPANY_PERMISSION',
          entityId: companyId,
          before: { roles: before },
          after: { roles: body.roles },
          fields: ['roles'],
        });
      });
      return { roles: await ceilingOf(company) };
    },
  );
}

/** The scope company's ceiling, in the order of CEILING_ROLES. */
export async function ceilingOf(scope: Scope, db?: Db) {
  const rows = await scope.rows('companyPermission', db).select('role').execute();
  const held = new Set(rows.map((row) => row.role));
  return CEILING_ROLES.filter((role) => held.has(role));
}

type SubTable = 'programmaticSeat' | 'emailSyncChannel';

/** The company of a scope of one company (the admin's `scope.of` of the path's company). */
const requireOne = (scope: Scope): number => {
  if (scope.companyId === undefined) throw new Error('A scope of one company is needed here');
  return scope.companyId;
};
type SubRow<T extends SubTable> = Selectable<Schema[T]> & {
  id: number;
  active: boolean;
  version: number;
  updatedAt: Date;
};
/** A record's fields but those registerCompanyRecords adds. */
type OwnFields<Item> = Omit<Item, 'active' | 'version' | 'updatedAt'>;
/** The path of a company's record list: `/…/companies/:companyId/…` (and `/:id` for one record). */
type CompanyPath = { companyId: number; id: number };

/**
 * A small list of a company's records edited in place (seats, mailboxes): list, create, update
 * with a version, remove, each change with its audit entries in the same transaction, and a
 * unique index's refusal as a 422 on its field. `toItem` gives the record's own fields; the
 * active switch, version and time of the last change are added here.
 */
function registerCompanyRecords<T extends SubTable, Item>(
  app: ServiceContext['app'],
  declaration: {
    db: Db;
    endpoints: Record<'list' | 'create' | 'update' | 'remove', Endpoint>;
    table: T;
    entityType: AuditEntityType;
    fields: readonly string[];
    taken: FieldErrors;
    toItem: (row: SubRow<T>) => Item;
  },
): void {
  const { db, entityType, fields, endpoints } = declaration;
  const toItem = (row: SubRow<T>) => ({
    ...declaration.toItem(row),
    active: row.active,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  });
  const table: string = declaration.table;
  const untyped = (source: Db | Transaction<Schema>) =>
    source as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const uniquely = async <R>(run: () => Promise<R>): Promise<R> => {
    try {
      return await run();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ValidationError(declaration.taken, []);
      throw error;
    }
  };
  const what = entityType === 'PROGRAMMATIC_SEAT' ? 'programmatic seat' : 'mailbox';
  /** The company's record, locked in the transaction: 404 when it has none, 412 when stale. */
  const find = async (trx: Db, company: Scope, id: number, version?: number) =>
    (await company.lockedRow(trx, declaration.table, id, version, what)) as SubRow<T>;
  const pick = (row: Record<string, unknown>) =>
    Object.fromEntries(fields.map((field) => [field, row[field] as string | boolean]));
  /** The audit entries of a change of one record, in the change's transaction. */
  const audit = (
    trx: Transaction<Schema>,
    actor: Actor,
    companyId: number,
    entityId: number,
    before: ReturnType<typeof pick> | undefined,
    after: ReturnType<typeof pick> | null,
  ) => writeAudit(trx, { actor, companyId, entityType, entityId, before, after, fields });

  const records = {
    async list(
      company: Scope,
      query: { sort: string; order: 'ASC' | 'DESC'; page: number; limit: number },
    ) {
      const companyId = requireOne(company);
      await requireCompany(db, companyId);
      // The sort is one of the record's columns (the query's schema lists them).
      const page = await listPage(
        company.rows(declaration.table as SubTable),
        { sort: columnSorts(declaration.table, [query.sort]), select: (rows) => rows.selectAll() },
        query,
      );
      return { items: (page.items as SubRow<T>[]).map(toItem), total: page.total };
    },
    async create(actor: Actor, company: Scope, body: Record<string, unknown>) {
      const companyId = requireOne(company);
      await requireCompany(db, companyId);
      return uniquely(() =>
        db.transaction().execute(async (trx) => {
          // The company filled in is the scope's (a generic insert is beyond the scope's types).
          const row = (await untyped(trx)
            .insertInto(table)
            .values({ ...pick(body), companyId })
            .returningAll()
            .executeTakeFirstOrThrow()) as SubRow<T>;
          await audit(trx, actor, companyId, row.id, undefined, pick(row));
          return toItem(row);
        }),
      );
    },
    async update(actor: Actor, company: Scope, id: number, body: Record<string, unknown>) {
      const companyId = requireOne(company);
      return uniquely(() =>
        db.transaction().execute(async (trx) => {
          const before = await find(trx, company, id, body.version as number);
          const row = (await untyped(trx)
            .updateTable(table)
            .set({ ...pick(body), version: before.version + 1, updatedAt: new Date() })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow()) as SubRow<T>;
          await audit(trx, actor, companyId, id, pick(before), pick(row));
          return toItem(row);
        }),
      );
    },
    async remove(actor: Actor, company: Scope, id: number) {
      const companyId = requireOne(company);
      await db.transaction().execute(async (trx) => {
        const before = await find(trx, company, id);
        await untyped(trx).deleteFrom(table).where('id', '=', id).execute();
        await audit(trx, actor, companyId, id, pick(before), null);
      });
    },
  };
  /** The company of the path, whose scope the records are read and written in, and the id. */
  const target = ({ scope, params }: { scope: Scope; params?: unknown }) => {
    const { companyId, id } = params as CompanyPath;
    return { company: scope.of(companyId), id };
  };
  const bodyOf = (input: { body?: unknown }) => input.body as Record<string, unknown>;
  registerEndpoint(app, endpoints.list, adminAccess, async (input) =>
    records.list(target(input).company, input.query as Parameters<typeof records.list>[1]),
  );
  registerEndpoint(app, endpoints.create, adminAccess, async (input) =>
    records.create(requireActor(input.actor), target(input).company, bodyOf(input)),
  );
  registerEndpoint(app, endpoints.update, adminAccess, async (input) => {
    const { company, id } = target(input);
    return records.update(requireActor(input.actor), company, id, bodyOf(input));
  });
  registerEndpoint(app, endpoints.remove, adminAccess, async (input) => {
    const { company, id } = target(input);
    return records.remove(requireActor(input.actor), company, id);
  });
}
