import {
  type AdServerCreative,
  adServerCreativeEndpoints as calls,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { BuiltInAdServer } from '../../adserver/built-in.ts';
import { containsPattern } from '../../db/like.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { RowOfQuery } from '../../kit/list.ts';
import { registerList } from '../../kit/paged-list.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay } from '../orders/campaigns.ts';
import { writeSystemActivities } from '../timeline/timeline.ts';
import { adServerCreativesAccess } from './creative-rules.ts';

// The creatives as the ad server holds them (issue 40, /creatives/ad-server): each pushed
// creative with its line item and the line item's delivery (the built-in ad server reports per
// line item, not per creative), and a re-sync that pushes the line item again with its approved
// creatives, in the transaction that writes its history entry.

const rowsOf = (scope: Scope) =>
  scope
    .rows('creative as k')
    .innerJoin('adServerCreative as s', 's.creativeId', 'k.id')
    .innerJoin('campaignPosition as p', 'p.id', 's.campaignPositionId')
    .innerJoin('campaign as c', 'c.id', 'p.campaignId')
    .innerJoin('adServerLineItem as li', 'li.campaignPositionId', 'p.id');
const withColumns = (rows: ReturnType<typeof rowsOf>) =>
  rows.select([
    'k.id',
    'k.name',
    'k.format',
    'k.width',
    'k.height',
    'k.approvalState',
    'k.updatedAt',
    's.externalId',
    's.pushedAt',
    'p.id as positionId',
    'p.name as positionName',
    'c.id as campaignId',
    'c.name as campaignName',
    'li.externalId as lineItemId',
    'li.state as lineItemState',
    'li.pushCount',
    'li.adServer',
    sql<string>`(select coalesce(sum(d.impressions), 0) from ad_server_delivery d where d.campaign_position_id = p.id)`.as(
      'impressions',
    ),
    sql<string>`(select coalesce(sum(d.clicks), 0) from ad_server_delivery d where d.campaign_position_id = p.id)`.as(
      'clicks',
    ),
    sql<string>`(select coalesce(sum(d.viewable_impressions), 0) from ad_server_delivery d where d.campaign_position_id = p.id)`.as(
      'viewable',
    ),
    sql<string>`(select count(*) from ad_server_delivery d where d.campaign_position_id = p.id)`.as(
      'days',
    ),
  ]);
type Row = RowOfQuery<typeof withColumns>;

const toItem = (row: Row): AdServerCreative => ({
  id: row.id,
  name: row.name,
  externalId: row.externalId,
  format: row.format,
  width: row.width,
  height: row.height,
  approvalState: row.approvalState as AdServerCreative['approvalState'],
  position: { id: row.positionId, name: row.positionName },
  campaign: { id: row.campaignId, name: row.campaignName },
  lineItem: {
    externalId: row.lineItemId,
    state: row.lineItemState,
    pushCount: row.pushCount,
    adServer: row.adServer,
  },
  pushedAt: row.pushedAt.toISOString(),
  changedSincePush: row.updatedAt.getTime() > row.pushedAt.getTime(),
  impressions: Number(row.impressions),
  clicks: Number(row.clicks),
  viewableImpressions: Number(row.viewable),
  daysReported: Number(row.days),
});

async function itemOf(scope: Scope, id: number) {
  const row = await withColumns(rowsOf(scope)).where('k.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('ad-server creative');
  return toItem(row);
}

export function registerAdServerCreatives({ app, database }: ServiceContext): void {
  const { db } = database;
  const adServer = new BuiltInAdServer();

  registerList(app, calls.list, adServerCreativesAccess, {
    rows: ({ scope }) => rowsOf(scope),
    filters: {
      searchQuery: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<boolean>`(lower(k.name) like ${pattern} or lower(c.name) like ${pattern} or lower(s.external_id) like ${pattern})`,
        );
      },
    },
    sort: { pushedAt: 's.pushedAt', name: sql`lower(k.name)` },
    ties: ['k.id'],
    select: withColumns,
    toItems: (rows) => rows.map(toItem),
  });

  registerEndpoint(app, calls.get, adServerCreativesAccess, async ({ params, scope }) =>
    itemOf(scope, params.id),
  );

  registerEndpoint(
    app,
    calls.resync,
    adServerCreativesAccess,
    async ({ params, scope, caller }) => {
      await db.transaction().execute(async (trx) => {
        const row = await scope
          .byId('creative as k', params.id, trx)
          .innerJoin('adServerCreative as s', 's.creativeId', 'k.id')
          .innerJoin('campaignPosition as p', 'p.id', 's.campaignPositionId')
          .select([
            'k.id',
            'k.name',
            'k.companyId',
            'k.approvalState',
            'p.id as positionId',
            'p.name as positionName',
            'p.unit',
            'p.quantity',
            'p.startDate',
            'p.endDate',
            'p.keyValues',
          ])
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw notFound('ad-server creative');
        if (row.approvalState !== 'APPROVED') {
          throw new HttpError(
            409,
            'Only an approved creative is synced to the ad server',
            'NOT_APPROVED',
          );
        }
        const [receipt] = await adServer.update(trx, [
          {
            id: row.positionId,
            companyId: row.companyId,
            name: row.positionName,
            unit: row.unit,
            quantity: Number(row.quantity),
            startDate: isoDay(row.startDate),
            endDate: isoDay(row.endDate),
            keyValues: row.keyValues,
            pushedByUserId: caller.user.userId,
          },
        ]);
        await writeSystemActivities(trx, [
          {
            companyId: row.companyId,
            entityType: 'CREATIVE_TECHNICAL',
            entityId: row.id,
            entityName: row.name,
            activityType: 'PUSH_TO_ADSERVER',
            message: `re-synced to the ad server (${receipt?.externalId ?? ''}, push ${receipt?.pushCount ?? ''})`,
            title: row.positionName,
            creatorUserId: caller.user.userId,
            campaignPositionIds: [row.positionId],
            keyValues: { creativeId: String(row.id), campaignPositionId: String(row.positionId) },
          },
        ]);
      });
      return itemOf(scope, params.id);
    },
  );
}
