import {
  adminEndpoints,
  CEILING_ROLES,
  type EmailSyncChannel,
  type ProgrammaticSeat,
} from '@adconsole/api/contracts';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { containsPattern } from '../../db/like.ts';
import type { AccessRule, Actor } from '../../http/access.ts';
import { notFound, staleRecord, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { pageWithTotal } from '../../kit/list.ts';
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

/** Spec 1 §2.3: the administration is ADMIN's, over every company. */
export const adminAccess: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'all' };

const direction = (order: 'ASC' | 'DESC') => (order === 'ASC' ? sql`asc` : sql`desc`);

/** ws-admin: users and companies of every company, with the tabs of a company's record. */
export function registerAdminService({ app, database, auth }: ServiceContext): void {
  const { db } = database;
  const e = adminEndpoints;

  registerEndpoint(app, e.adminUsers, adminAccess, ({ query }) => listUsers(db, query));
  registerEndpoint(app, e.adminUser, adminAccess, async ({ params }) =>
    toAdminUser(await requireUser(db, params.id)),
  );
  registerEndpoint(app, e.adminCreateUser, adminAccess, ({ actor, body }) =>
    createUser(db, auth, requireActor(actor), body),
  );
  registerEndpoint(app, e.adminUpdateUser, adminAccess, ({ actor, params, body }) => {
    const { version, ...values } = body;
    return updateUser(db, requireActor(actor), params.id, version, values, undefined, auth);
  });
  registerEndpoint(app, e.adminResetPassword, adminAccess, ({ params }) =>
    resetPassword(db, auth, params.id),
  );
  registerEndpoint(app, e.adminUserAudit, adminAccess, async ({ params }) => {
    await requireUser(db, params.id);
    return { items: await auditEntries(db, { user: params.id }) };
  });

  registerEndpoint(app, e.adminCompanies, adminAccess, async ({ query }) => {
    let rows = db.selectFrom('company as c');
    if (query.name) {
      rows = rows.where(
        sql<boolean>`lower(c.name) like ${containsPattern(query.name.toLowerCase())}`,
      );
    }
    if (query.companyRole) rows = rows.where('c.companyRole', '=', query.companyRole);
    if (query.countryCode) rows = rows.where('c.countryCode', '=', query.countryCode);
    const sortKey = {
      name: sql`lower(c.name)`,
      countryCode: sql`c.country_code`,
      createdAt: sql`c.created_at`,
    }[query.sort];
    const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
    const page = await pageWithTotal(
      rows,
      (filtered) =>
        filtered
          .select(companyColumns)
          .select(userCount)
          .orderBy(sql`${sortKey} ${direction}`)
          .orderBy(sql`c.id ${direction}`),
      query.page,
      query.limit,
    );
    return {
      items: page.items.map(toAdminCompany),
      total: page.total,
    };
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
  registerEndpoint(app, e.adminCompanyAudit, adminAccess, async ({ params }) => {
    await requireCompany(db, params.id);
    return { items: await auditEntries(db, { company: params.id }) };
  });

  // The read-only tabs: the company's websites, accounts and contacts.
  registerEndpoint(app, e.adminCompanyWebsites, adminAccess, async ({ params, query }) => {
    const { companyId } = params;
    await requireCompany(db, companyId);
    let rows = db
      .selectFrom('website as w')
      .innerJoin('company as seller', 'seller.id', 'w.companyId')
      .where((eb) =>
        eb.or([eb('w.publisherCompanyId', '=', companyId), eb('w.companyId', '=', companyId)]),
      );
    if (query.search) {
      const pattern = containsPattern(query.search.toLowerCase());
      rows = rows.where(sql<boolean>`(lower(w.name) like ${pattern} or w.domain like ${pattern})`);
    }
    const page = await pageWithTotal(
      rows,
      (filtered) =>
        filtered
          .select([
            'w.id',
            'w.name',
            'w.domain',
            'w.adsTxtState',
            'w.active',
            'w.publisherCompanyId',
            'seller.name as seller',
          ])
          .orderBy(sql`lower(w.name) ${direction(query.order)}`)
          .orderBy('seller.name')
          .orderBy(sql`w.id ${direction(query.order)}`),
      query.page,
      query.limit,
    );
    return {
      items: page.items.map(({ publisherCompanyId, ...website }) => ({
        ...website,
        relation: publisherCompanyId === companyId ? ('PUBLISHES' as const) : ('SELLS' as const),
      })),
      total: page.total,
    };
  });
  registerEndpoint(app, e.adminCompanyAccounts, adminAccess, async ({ params, query }) => {
    await requireCompany(db, params.companyId);
    let rows = db.selectFrom('account as a').where('a.companyId', '=', params.companyId);
    if (query.search) {
      rows = rows.where(
        sql<boolean>`lower(a.name) like ${containsPattern(query.search.toLowerCase())}`,
      );
    }
    return pageWithTotal(
      rows,
      (filtered) =>
        filtered
          .select(['a.id', 'a.name', 'a.city', 'a.countryCode', 'a.active'])
          .orderBy(sql`lower(a.name) ${direction(query.order)}`)
          .orderBy(sql`a.id ${direction(query.order)}`),
      query.page,
      query.limit,
    );
  });
  registerEndpoint(app, e.adminCompanyContacts, adminAccess, async ({ params, query }) => {
    await requireCompany(db, params.companyId);
    let rows = db
      .selectFrom('contact as k')
      .innerJoin('account as a', 'a.id', 'k.accountId')
      .where('k.companyId', '=', params.companyId);
    if (query.search) {
      const pattern = containsPattern(query.search.toLowerCase());
      rows = rows.where(
        sql<boolean>`(lower(k.first_name || ' ' || k.last_name) like ${pattern} or lower(coalesce(k.email, '')) like ${pattern})`,
      );
    }
    return pageWithTotal(
      rows,
      (filtered) =>
        filtered
          .select([
            'k.id',
            'k.firstName',
            'k.lastName',
            'k.email',
            'a.name as accountName',
            'k.active',
          ])
          .orderBy(sql`lower(k.last_name) ${direction(query.order)}`)
          .orderBy(sql`lower(k.first_name) ${direction(query.order)}`)
          .orderBy(sql`k.id ${direction(query.order)}`),
      query.page,
      query.limit,
    );
  });

  // Programmatic seats and synchronised mailboxes: small lists edited in place.
  const seats = companyRecords({
    db,
    table: 'programmaticSeat',
    entityType: 'PROGRAMMATIC_SEAT',
    fields: ['platform', 'seatId', 'name', 'seatRole', 'active'],
    taken: { seatId: 'This platform has a seat with this id already' },
    toItem: (row): ProgrammaticSeat => ({
      id: row.id,
      platform: row.platform as ProgrammaticSeat['platform'],
      seatId: row.seatId,
      name: row.name,
      seatRole: row.seatRole as ProgrammaticSeat['seatRole'],
      active: row.active,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    }),
  });
  registerEndpoint(app, e.adminSeats, adminAccess, ({ params, query }) =>
    seats.list(params.companyId, query),
  );
  registerEndpoint(app, e.adminCreateSeat, adminAccess, ({ actor, params, body }) =>
    seats.create(requireActor(actor), params.companyId, body),
  );
  registerEndpoint(app, e.adminUpdateSeat, adminAccess, ({ actor, params, body }) =>
    seats.update(requireActor(actor), params.companyId, params.id, body),
  );
  registerEndpoint(app, e.adminDeleteSeat, adminAccess, ({ actor, params }) =>
    seats.remove(requireActor(actor), params.companyId, params.id),
  );

  const mailboxes = companyRecords({
    db,
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
    taken: { handle: 'This mailbox is synchronised already' },
    toItem: (row): EmailSyncChannel => ({
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
      active: row.active,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    }),
  });
  registerEndpoint(app, e.adminEmailSync, adminAccess, ({ params, query }) =>
    mailboxes.list(params.companyId, query),
  );
  registerEndpoint(app, e.adminCreateEmailSync, adminAccess, ({ actor, params, body }) =>
    mailboxes.create(requireActor(actor), params.companyId, body),
  );
  registerEndpoint(app, e.adminUpdateEmailSync, adminAccess, ({ actor, params, body }) =>
    mailboxes.update(requireActor(actor), params.companyId, params.id, body),
  );
  registerEndpoint(app, e.adminDeleteEmailSync, adminAccess, ({ actor, params }) =>
    mailboxes.remove(requireActor(actor), params.companyId, params.id),
  );

  // What the company's company administrators may grant.
  registerEndpoint(app, e.adminCompanyPermissions, adminAccess, async ({ params }) => {
    await requireCompany(db, params.companyId);
    return { roles: await ceilingOf(db, params.companyId) };
  });
  registerEndpoint(
    app,
    e.adminSetCompanyPermissions,
    adminAccess,
    async ({ actor, params, body }) => {
      const { companyId } = params;
      await db.transaction().execute(async (trx) => {
        // The company row is the lock: two administrators setting the roles at once take turns.
        const company = await trx
          .selectFrom('company')
          .select('id')
          .where('id', '=', companyId)
          .forUpdate()
          .executeTakeFirst();
        if (!company) throw notFound('company');
        const before = await ceilingOf(trx, companyId);
        await trx.deleteFrom('companyPermission').where('companyId', '=', companyId).execute();
        if (body.roles.length > 0) {
          await trx
            .insertInto('companyPermission')
            .values(body.roles.map((role) => ({ companyId, role })))
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
      return { roles: await ceilingOf(db, companyId) };
    },
  );
}

/** The company's ceiling, in the order of CEILING_ROLES. */
export async function ceilingOf(db: Db, companyId: number) {
  const rows = await db
    .selectFrom('companyPermission')
    .select('role')
    .where('companyId', '=', companyId)
    .execute();
  const held = new Set(rows.map((row) => row.role));
  return CEILING_ROLES.filter((role) => held.has(role));
}

type SubTable = 'programmaticSeat' | 'emailSyncChannel';
type SubRow<T extends SubTable> = Selectable<Schema[T]> & { id: number; version: number };

/**
 * A small list of a company's records edited in place (seats, mailboxes): list, create, update
 * with a version, remove, each change with its audit entries in the same transaction, and a
 * unique index's refusal as a 422 on its field.
 */
function companyRecords<T extends SubTable, Item>(declaration: {
  db: Db;
  table: T;
  entityType: AuditEntityType;
  fields: readonly string[];
  taken: Record<string, string>;
  toItem: (row: SubRow<T>) => Item;
}) {
  const { db, entityType, fields, toItem } = declaration;
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
  const find = async (
    source: Db | Transaction<Schema>,
    companyId: number,
    id: number,
    lock = false,
  ) => {
    let query = untyped(source)
      .selectFrom(table)
      .selectAll()
      .where('id', '=', id)
      .where('companyId', '=', companyId);
    if (lock) query = query.forUpdate();
    const row = (await query.executeTakeFirst()) as SubRow<T> | undefined;
    if (!row) throw notFound(entityType === 'PROGRAMMATIC_SEAT' ? 'programmatic seat' : 'mailbox');
    return row;
  };
  const pick = (row: Record<string, unknown>) =>
    Object.fromEntries(fields.map((field) => [field, row[field] as string | boolean]));

  return {
    async list(
      companyId: number,
      query: { sort: string; order: 'ASC' | 'DESC'; page: number; limit: number },
    ) {
      await requireCompany(db, companyId);
      const rows = untyped(db).selectFrom(table).where('companyId', '=', companyId);
      const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
      const page = await pageWithTotal(
        rows,
        (filtered) =>
          filtered
            .selectAll()
            .orderBy(sql`${sql.ref(query.sort)} ${direction}`)
            .orderBy(sql`id ${direction}`),
        query.page,
        query.limit,
      );
      return { items: (page.items as SubRow<T>[]).map(toItem), total: page.total };
    },
    async create(actor: Actor, companyId: number, body: Record<string, unknown>) {
      await requireCompany(db, companyId);
      return uniquely(() =>
        db.transaction().execute(async (trx) => {
          const row = (await untyped(trx)
            .insertInto(table)
            .values({ ...pick(body), companyId })
            .returningAll()
            .executeTakeFirstOrThrow()) as SubRow<T>;
          await writeAudit(trx, {
            actor,
            companyId,
            entityType,
            entityId: row.id,
            before: undefined,
            after: pick(row),
            fields,
          });
          return toItem(row);
        }),
      );
    },
    async update(actor: Actor, companyId: number, id: number, body: Record<string, unknown>) {
      return uniquely(() =>
        db.transaction().execute(async (trx) => {
          const before = await find(trx, companyId, id, true);
          if (before.version !== body.version) throw staleRecord();
          const row = (await untyped(trx)
            .updateTable(table)
            .set({ ...pick(body), version: before.version + 1, updatedAt: new Date() })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow()) as SubRow<T>;
          await writeAudit(trx, {
            actor,
            companyId,
            entityType,
            entityId: id,
            before: pick(before),
            after: pick(row),
            fields,
          });
          return toItem(row);
        }),
      );
    },
    async remove(actor: Actor, companyId: number, id: number) {
      await db.transaction().execute(async (trx) => {
        const before = await find(trx, companyId, id, true);
        await untyped(trx).deleteFrom(table).where('id', '=', id).execute();
        await writeAudit(trx, {
          actor,
          companyId,
          entityType,
          entityId: id,
          before: pick(before),
          after: null,
          fields,
        });
      });
    },
  };
}
