import { type BulkRowResult, promotionDetailEndpoints as calls } from '@adconsole/api/contracts';
import { type SqlBool, sql } from 'kysely';
import { containsPattern } from '../../db/like.ts';
import type { Actor } from '../../http/access.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { notFoundRow, refused } from '../../kit/bulk.ts';
import { caseless, filteredBy } from '../../kit/list.ts';
import { listPage, registerList } from '../../kit/paged-list.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { funnelAccess } from '../crm/sales-records.ts';
import {
  contactColumns,
  contactsInPromotion,
  mailStatusSql,
  promotionAccountRows,
  promotionContactRows,
  requirePromotion,
  sendLargePage,
} from './promotion-rows.ts';

type ContactRows = ReturnType<typeof promotionContactRows>;
/** The filters of a promotion's contacts. */
const contactFilters = {
  nameFilter: (rows: ContactRows, text: string) => {
    const pattern = containsPattern(text.toLowerCase());
    return rows.where(
      sql<SqlBool>`(lower(c.first_name || ' ' || c.last_name) like ${pattern} or lower(coalesce(c.email, '')) like ${pattern})`,
    );
  },
  mailStatus: (rows: ContactRows, status: string) =>
    rows.where(sql<SqlBool>`${mailStatusSql} = ${status}`),
};

/** A promotion's accounts and contacts: their pages and the adding and removing of them. */
export function registerPromotionMembers(context: ServiceContext): void {
  const { app, database } = context;
  const { db } = database;

  registerList(app, calls.accounts, funnelAccess, {
    rows: ({ scope, params }) => promotionAccountRows(scope, params.promotionId),
    filters: {
      nameFilter: (rows, text) =>
        rows.where(sql<SqlBool>`lower(a.display_name) like ${containsPattern(text.toLowerCase())}`),
    },
    sort: {
      name: caseless('a.displayName'),
      city: sql`lower(coalesce(a.city, ''))`,
      addedAt: 'pa.addedAt',
    },
    ties: ['a.id'],
    select: (rows) =>
      rows
        .select([
          'a.id',
          'a.displayName',
          'a.city',
          'a.countryCode',
          'a.salesUserId',
          'u.firstName',
          'u.lastName',
          'pa.addedAt',
        ])
        .select(contactsInPromotion.as('contactsCount')),
    toItems: async (rows, { scope, params }) => {
      await requirePromotion(scope, params.promotionId);
      return rows.map((row) => ({
        id: row.id,
        name: row.displayName,
        city: row.city,
        countryCode: row.countryCode,
        salesUser:
          row.salesUserId && row.firstName
            ? { userId: row.salesUserId, name: `${row.firstName} ${row.lastName}` }
            : null,
        contactsCount: Number(row.contactsCount ?? 0),
        addedAt: row.addedAt.toISOString(),
      }));
    },
  });

  registerEndpoint(app, calls.contacts, funnelAccess, async ({ params, query, reply, scope }) => {
    await requirePromotion(scope, params.promotionId);
    const page = await listPage(
      filteredBy(promotionContactRows(scope, params.promotionId), contactFilters, query),
      {
        sort: {
          account: [caseless('a.displayName'), caseless('c.lastName')],
          mailingTime: ['pc.mailingTime'],
          name: [caseless('c.lastName'), caseless('c.firstName')],
        },
        nullsLast: true,
        ties: ['pc.id'],
        select: (rows) => rows.select(contactColumns).select(mailStatusSql.as('mailStatus')),
      },
      query,
    );
    const answer = {
      items: page.items.map((row) => ({
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        language: row.language,
        account: { id: row.accountId, name: row.accountName },
        mailStatus: row.mailStatus,
        isBounced: row.mailStatus === 'BOUNCED',
        mailingTime: row.mailingTime ? row.mailingTime.toISOString() : null,
        sentBy:
          row.sentByUserId && row.sentByFirstName
            ? { userId: row.sentByUserId, name: `${row.sentByFirstName} ${row.sentByLastName}` }
            : null,
      })),
      total: page.total,
    };
    return sendLargePage(reply, answer);
  });

  /** Adds (or removes) records of the company, each row with its own result. */
  async function bulkMembers(
    kind: 'account' | 'contact',
    userId: number,
    scope: Scope,
    promotionId: number,
    action: 'add' | 'remove',
    ids: number[],
    dryRun: boolean,
  ) {
    const unique = [...new Set(ids)];
    return db.transaction().execute(async (trx) => {
      // Locked: two people adding at once each see the other's rows.
      await scope
        .lockedRows('salesPromotion', trx)
        .select('id')
        .where('id', '=', promotionId)
        .execute();
      const records =
        kind === 'account'
          ? await scope
              .rows('account', trx)
              .select(['id', 'displayName as name', 'id as accountId'])
              .where('id', 'in', unique)
              .execute()
          : await scope
              .rows('contact', trx)
              .select([
                'id',
                sql<string>`first_name || ' ' || last_name`.as('name'),
                'accountId',
                'email',
              ])
              .where('id', 'in', unique)
              .execute();
      const present = new Set(
        (kind === 'account'
          ? await trx
              .selectFrom('salesPromotionAccount')
              .select('accountId as id')
              .where('promotionId', '=', promotionId)
              .where('accountId', 'in', unique)
              .execute()
          : await trx
              .selectFrom('salesPromotionContact')
              .select('contactId as id')
              .where('promotionId', '=', promotionId)
              .where('contactId', 'in', unique)
              .execute()
        ).map((row) => row.id),
      );
      const byId = new Map(records.map((record) => [record.id, record]));
      const results: BulkRowResult[] = unique.map((id) => {
        const record = byId.get(id);
        if (!record) {
          return notFoundRow(id, kind);
        }
        if (action === 'add' && present.has(id)) {
          return refused(
            id,
            record.name,
            `The ${kind} is already in the promotion`,
            'ALREADY_IN_PROMOTION',
          );
        }
        if (action === 'remove' && !present.has(id)) {
          return refused(
            id,
            record.name,
            `The ${kind} is not in the promotion`,
            'NOT_IN_PROMOTION',
          );
        }
        if (
          action === 'add' &&
          kind === 'contact' &&
          !(record as { email?: string | null }).email
        ) {
          return refused(id, record.name, 'The contact has no e-mail address', 'NO_EMAIL');
        }
        return { id, name: record.name, outcome: 'DONE' };
      });
      const done = results.filter((result) => result.outcome === 'DONE').map((row) => row.id);
      if (!dryRun && done.length > 0) {
        if (kind === 'account' && action === 'add') {
          await trx
            .insertInto('salesPromotionAccount')
            .values(done.map((accountId) => ({ promotionId, accountId, addedByUserId: userId })))
            .onConflict((oc) => oc.doNothing())
            .execute();
        } else if (kind === 'account') {
          await trx
            .deleteFrom('salesPromotionAccount')
            .where('promotionId', '=', promotionId)
            .where('accountId', 'in', done)
            .execute();
        } else if (action === 'add') {
          await trx
            .insertInto('salesPromotionContact')
            .values(done.map((contactId) => ({ promotionId, contactId, addedByUserId: userId })))
            .onConflict((oc) => oc.doNothing())
            .execute();
          // A contact's account joins the promotion with it.
          const accountIds = [...new Set(done.map((id) => byId.get(id)?.accountId ?? 0))];
          await trx
            .insertInto('salesPromotionAccount')
            .values(
              accountIds.map((accountId) => ({ promotionId, accountId, addedByUserId: userId })),
            )
            .onConflict((oc) => oc.doNothing())
            .execute();
        } else {
          await trx
            .deleteFrom('salesPromotionContact')
            .where('promotionId', '=', promotionId)
            .where('contactId', 'in', done)
            .execute();
        }
        await scope
          .update('salesPromotion', trx)
          .set({ updatedAt: new Date() })
          .where('id', '=', promotionId)
          .execute();
      }
      return { dryRun, done: done.length, refused: results.length - done.length, results };
    });
  }

  /** The call of a members endpoint (add or remove accounts, contacts): its bulk of them. */
  const membersCall =
    (kind: 'account' | 'contact') =>
    async ({
      actor,
      params,
      body,
      scope,
    }: {
      actor: Actor | null;
      params: { promotionId: number; action: 'add' | 'remove' };
      body: { ids: number[]; dryRun: boolean };
      scope: Scope;
    }) => {
      const { user } = requireActor(actor);
      await requirePromotion(scope, params.promotionId);
      return bulkMembers(
        kind,
        user.userId,
        scope,
        params.promotionId,
        params.action,
        body.ids,
        body.dryRun,
      );
    };
  registerEndpoint(app, calls.addAccounts, funnelAccess, membersCall('account'));
  registerEndpoint(app, calls.addContacts, funnelAccess, membersCall('contact'));
}
