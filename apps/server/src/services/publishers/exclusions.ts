import {
  BOOKING_EXCLUDED,
  bookingExcludedMessage,
  type Exclusion,
  publisherPortalEndpoints,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { containsPattern } from '../../db/like.ts';
import { HttpError, notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { caseless } from '../../kit/list.ts';
import { registerList } from '../../kit/paged-list.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { auditChange } from '../settings/audit.ts';
import { portalAccess, portalCampaignRows } from './portal-campaigns.ts';

// /publishers/exclusions/excluded-campaigns and excluded-customers (spec 1 §2.12; DOMAIN §6
// Exclusion): what a publisher refuses on its websites. A campaign is one of its portal's list
// (relation `campaignOnPublishedSite`, booked and after), a customer an account of a house that sells its sites
// (`accountOfSellingHouse`): a publisher refuses a competitor before it books. The house reads
// the exclusions of the publishers whose sites it sells (`exclusionOfSoldSite`) when it books:
// `refuseExcludedBooking` refuses the booking (422 with the publisher and its websites named).
// Each exclusion and its taking back is in the settings audit (PUBLISHER_EXCLUSION), in the
// change's transaction. Where the spec is silent: no validity dates (an exclusion holds until
// the publisher takes it back) and no brand or industry kinds (DOMAIN §6 names them; the
// spec's two lists are campaigns and customers).

export const EXCLUSION_AUDIT = 'PUBLISHER_EXCLUSION';

/** The exclusions of the scope's company, joined to what they name. */
function exclusionRows(scope: Scope, db: Db) {
  return scope
    .rows('publisherExclusion as x', db)
    .leftJoin('campaign as c', 'c.id', 'x.campaignId')
    .innerJoin('account as a', (join) =>
      join.on(sql<boolean>`a.id = coalesce(x.account_id, c.advertiser_account_id)`),
    )
    .innerJoin('company as seller', 'seller.id', 'a.companyId');
}

/** What an exclusion's item reads of its rows. */
function exclusionColumns(rows: ReturnType<typeof exclusionRows>) {
  return rows.select([
    'x.id',
    'x.kind',
    'x.reason',
    'x.createdAt',
    sql<number>`coalesce(x.campaign_id, x.account_id)`.as('targetId'),
    sql<string>`coalesce(c.name, a.name)`.as('targetName'),
    sql<string | null>`case when x.kind = 'CAMPAIGN' then a.name else a.city end`.as('detail'),
    'seller.name as sellerName',
  ]);
}

type ExclusionRow = Awaited<ReturnType<ReturnType<typeof exclusionColumns>['execute']>>[number];

const toExclusion = (row: ExclusionRow): Exclusion => ({
  id: row.id,
  kind: row.kind,
  targetId: Number(row.targetId),
  targetName: row.targetName,
  detail: row.detail,
  sellerName: row.sellerName,
  reason: row.reason,
  createdAt: new Date(row.createdAt).toISOString(),
});

/**
 * Refuses booking a campaign when a publisher whose website one of its positions is on excludes
 * the campaign or its advertiser: read through the relation of the exclusions of the sites the
 * house sells (the booking's scope), never a filter of its own.
 */
export async function refuseExcludedBooking(
  db: Db,
  scope: Scope,
  campaign: { id: number; advertiserAccountId: number },
): Promise<void> {
  const positionsMedia = scope
    .rows('campaignPosition', db)
    .select('adMediumId')
    .where('campaignId', '=', campaign.id)
    .where('status', '<>', 'DELETED');
  const refusals = await scope
    .related('exclusionOfSoldSite', 'publisherExclusion as x', db)
    .innerJoin('company as publisher', 'publisher.id', 'x.companyId')
    .innerJoin('website as w', 'w.publisherCompanyId', 'x.companyId')
    .innerJoin('adMedium as m', 'm.websiteId', 'w.id')
    .where('m.id', 'in', positionsMedia)
    .where((eb) =>
      eb.or([
        eb('x.campaignId', '=', campaign.id),
        eb('x.accountId', '=', campaign.advertiserAccountId),
      ]),
    )
    .select(['publisher.name as publisher', 'w.name as website'])
    .distinct()
    .orderBy('publisher.name')
    .orderBy('w.name')
    .execute();
  const first = refusals[0];
  if (!first) return;
  const websites = refusals
    .filter((row) => row.publisher === first.publisher)
    .map((row) => row.website);
  // 409 as the other refusals of a move (a campaign without positions): the message, said in
  // the caller's language, names the publisher and its websites; the confirm dialog shows it.
  throw new HttpError(
    409,
    bookingExcludedMessage(first.publisher, websites.join(', ')),
    BOOKING_EXCLUDED,
  );
}

/** The target of a new exclusion, reached through its relation: 422 when it is none. */
async function requireTarget(trx: Db, scope: Scope, kind: Exclusion['kind'], id: number) {
  const found =
    kind === 'CAMPAIGN'
      ? await portalCampaignRows(scope, trx)
          .select('c.id')
          .where('c.id', '=', id)
          .executeTakeFirst()
      : await scope
          .related('accountOfSellingHouse', 'account', trx)
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
  if (!found) throw new ValidationError({ targetId: serverMessage('noSuchExclusionTarget') }, []);
}

export function registerExclusions({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;

  registerList(app, publisherPortalEndpoints.exclusions, portalAccess, {
    rows: ({ scope, query }) =>
      exclusionRows(scope, db).where('x.kind', '=', query.kind ?? 'CAMPAIGN'),
    filters: {
      search: (rows, text) =>
        rows.where(
          sql<boolean>`lower(coalesce(c.name, a.name)) like ${containsPattern(text.toLowerCase())}`,
        ),
    },
    sort: { createdAt: 'x.createdAt', name: sql`lower(coalesce(c.name, a.name))` },
    defaultSort: 'createdAt',
    ties: ['x.id'],
    select: exclusionColumns,
    toItems: (rows) => rows.map(toExclusion),
  });

  registerEndpoint(
    app,
    publisherPortalEndpoints.createExclusion,
    portalAccess,
    async ({ actor, body, scope }) => {
      const id = await db.transaction().execute(async (transaction) => {
        const trx = transaction as unknown as Db;
        await requireTarget(trx, scope, body.kind, body.targetId);
        try {
          const row = await scope
            .insert(
              'publisherExclusion',
              {
                kind: body.kind,
                campaignId: body.kind === 'CAMPAIGN' ? body.targetId : null,
                accountId: body.kind === 'CUSTOMER' ? body.targetId : null,
                reason: body.reason,
                createdByUserId: actor?.user.userId ?? null,
              },
              trx,
            )
            .returningAll()
            .executeTakeFirstOrThrow();
          await auditChange(transaction as Transaction<Schema>, {
            actor,
            entityType: EXCLUSION_AUDIT,
            entityId: row.id,
            before: undefined,
            after: { ...row, active: true },
          });
          return row.id;
        } catch (error) {
          if (isUniqueViolation(error)) {
            throw new ValidationError({ targetId: serverMessage('exclusionTaken') }, []);
          }
          throw error;
        }
      });
      const created = await exclusionColumns(exclusionRows(scope, db))
        .where('x.id', '=', id)
        .executeTakeFirstOrThrow();
      return toExclusion(created);
    },
  );

  registerEndpoint(
    app,
    publisherPortalEndpoints.deleteExclusion,
    portalAccess,
    async ({ actor, params, scope }) => {
      await db.transaction().execute(async (transaction) => {
        const trx = transaction as unknown as Db;
        const row = await scope
          .delete('publisherExclusion', trx)
          .where('id', '=', params.id)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw notFound('exclusion');
        await auditChange(transaction as Transaction<Schema>, {
          actor,
          entityType: EXCLUSION_AUDIT,
          entityId: row.id,
          before: { ...row, active: true },
          after: { ...row, active: false },
        });
      });
    },
  );

  registerList(app, publisherPortalEndpoints.exclusionCustomers, portalAccess, {
    rows: ({ scope }) =>
      scope
        .related('accountOfSellingHouse', 'account as a', db)
        .innerJoin('company as seller', 'seller.id', 'a.companyId')
        .where('a.active', '=', true),
    filters: {
      search: (rows, text) =>
        rows.where(sql<boolean>`lower(a.name) like ${containsPattern(text.toLowerCase())}`),
    },
    sort: { name: [caseless('a.name'), 'seller.name'] },
    ties: ['a.id'],
    select: (rows) => rows.select(['a.id', 'a.name', 'a.city', 'seller.name as sellerName']),
    toItems: (rows) => rows,
  });
}
