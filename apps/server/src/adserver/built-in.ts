import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../db/database.ts';
import { isoDay } from '../services/orders/campaigns.ts';
import {
  type AdServer,
  type DeliveryFigures,
  goalImpressions,
  type PushedPosition,
  type PushReceipt,
} from './ad-server.ts';

export const BUILT_IN_AD_SERVER = 'BUILT_IN';

/**
 * A number in [0, 1) from a hash of its parts: the built-in ad server's delivery is the same
 * for the same position and day in every database and on every run (no random()).
 */
export const hashUnit = (...parts: RawPart[]) =>
  sql<number>`(('x' || substr(md5(${sql.join(parts, sql`|| ':' ||`)}), 1, 8))::bit(32)::bigint / 4294967296.0)`;
type RawPart = ReturnType<typeof sql>;

/** One md5 of the parts (32 hex digits): four draws by `unitOf`, for one hash's price. */
export const hashHex = (...parts: RawPart[]) =>
  sql<string>`md5(${sql.join(parts, sql`|| ':' ||`)})`;
/** The draw in [0, 1) at `index` (0–3) of a hash made by `hashHex`, given as a column. */
export const unitOf = (hex: RawPart, index: 0 | 1 | 2 | 3) =>
  sql<number>`(('x' || substr(${hex}, ${sql.lit(1 + index * 8)}, 8))::bit(32)::bigint / 4294967296.0)`;

/**
 * The ad server that ships with the product: line items and creatives in the same database,
 * and a delivery model that produces daily figures for the active line items — reproducible
 * from the position and the day, with each position's own pace, click rate and viewability, so
 * the quality checks have data to judge. It is no real ad server: the console names it
 * "Built-in ad server" and never shows its figures as another vendor's.
 */
export class BuiltInAdServer implements AdServer {
  readonly name = 'Built-in ad server';

  async push(
    trx: Transaction<Schema>,
    positions: readonly PushedPosition[],
  ): Promise<PushReceipt[]> {
    if (positions.length === 0) return [];
    const rows = positions.map((position) => ({
      campaignPositionId: position.id,
      companyId: position.companyId,
      adServer: BUILT_IN_AD_SERVER,
      externalId: `li-${position.id}`,
      state: 'ACTIVE' as const,
      goalImpressions: goalImpressions(position.unit, position.quantity),
      startDate: position.startDate,
      endDate: position.endDate,
      keyValues: JSON.stringify(position.keyValues),
      pushedByUserId: position.pushedByUserId,
    }));
    const items = await trx
      .insertInto('adServerLineItem')
      .values(rows)
      .onConflict((oc) =>
        oc.column('campaignPositionId').doUpdateSet((eb) => ({
          state: 'ACTIVE',
          goalImpressions: eb.ref('excluded.goalImpressions'),
          startDate: eb.ref('excluded.startDate'),
          endDate: eb.ref('excluded.endDate'),
          keyValues: eb.ref('excluded.keyValues'),
          pushedByUserId: eb.ref('excluded.pushedByUserId'),
          pushCount: sql<number>`ad_server_line_item.push_count + 1`,
          pushedAt: sql<Date>`now()`,
          updatedAt: sql<Date>`now()`,
        })),
      )
      .returning(['campaignPositionId', 'externalId', 'pushCount'])
      .execute();
    const ids = positions.map((position) => position.id);
    // The positions' approved creatives go along (a line-item-creative association each).
    const creatives = await sql<{ positionId: number; count: string }>`
      with pushed as (
        insert into ad_server_creative (creative_id, campaign_position_id, external_id)
        select c.id, c.campaign_position_id, 'cr-' || c.id
        from creative c
        where c.campaign_position_id = any(${sql.val(ids)}::int[]) and c.kind = 'CREATIVE'
          and c.approval_state = 'APPROVED'
        on conflict (creative_id) do update set pushed_at = now()
        returning campaign_position_id
      )
      select campaign_position_id as position_id, count(*) as count from pushed group by 1`.execute(
      trx,
    );
    const creativeCount = new Map(creatives.rows.map((row) => [row.positionId, Number(row.count)]));
    return items.map((item) => ({
      positionId: item.campaignPositionId,
      externalId: item.externalId,
      pushCount: item.pushCount,
      creatives: creativeCount.get(item.campaignPositionId) ?? 0,
    }));
  }

  update(trx: Transaction<Schema>, positions: readonly PushedPosition[]): Promise<PushReceipt[]> {
    // The built-in ad server replaces a line item's settings as a push does.
    return this.push(trx, positions);
  }

  async pause(
    trx: Transaction<Schema>,
    positionIds: readonly number[],
    paused: boolean,
  ): Promise<void> {
    if (positionIds.length === 0) return;
    await trx
      .updateTable('adServerLineItem')
      .set({ state: paused ? 'INACTIVE' : 'ACTIVE', updatedAt: new Date() })
      .where('campaignPositionId', 'in', positionIds)
      .execute();
  }

  async readDelivery(
    db: Db,
    positionIds: readonly number[],
    from: string,
    to: string,
  ): Promise<Map<number, DeliveryFigures[]>> {
    const byPosition = new Map<number, DeliveryFigures[]>();
    if (positionIds.length === 0) return byPosition;
    const rows = await db
      .selectFrom('adServerDelivery')
      .select(['campaignPositionId', 'day', 'impressions', 'clicks', 'viewableImpressions'])
      .where('campaignPositionId', 'in', positionIds)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .orderBy('campaignPositionId')
      .orderBy('day')
      .execute();
    for (const row of rows) {
      const list = byPosition.get(row.campaignPositionId) ?? [];
      list.push({
        day: isoDay(row.day),
        impressions: row.impressions,
        clicks: row.clicks,
        viewableImpressions: row.viewableImpressions,
      });
      byPosition.set(row.campaignPositionId, list);
    }
    return byPosition;
  }
}

/** How many days back the delivery model fills in at most (the checks look at these). */
export const DELIVERY_WINDOW_DAYS = 28;

/**
 * The built-in ad server's day: it reports the delivery of every active line item for each
 * complete day (up to `until`, at most DELIVERY_WINDOW_DAYS back) not reported yet, set-based.
 * A position's pace (0.75–1.15 of its daily goal), click rate (0.11–0.41 %, or 0.03–0.09 % for
 * three in ten: weak creatives) and viewability
 * (45–80 %) come from a hash of its id, the day's noise from a hash of id and day; one position
 * in twenty fails to start (nothing on its first two days).
 */
export async function reportDelivery(
  db: Db,
  until: string,
  positionIds?: readonly number[],
): Promise<number> {
  // The position's own draws (pace, click rate, viewability, a failed start) from one hash,
  // the day's noise from another: two md5 per reported day.
  const position = sql.ref('h.position');
  const day = sql.ref('h.day');
  const result = await sql`
    insert into ad_server_delivery (campaign_position_id, day, impressions, clicks, viewable_impressions)
    select li.campaign_position_id, d::date, x.impressions,
           round(x.impressions * (case when ${unitOf(position, 0)} < 0.3
                                       then 0.0003 + 0.0006 * ${unitOf(position, 1)}
                                       else 0.0011 + 0.003 * ${unitOf(position, 1)} end)
                 * (0.8 + 0.4 * ${unitOf(day, 0)}))::int,
           round(x.impressions * (0.45 + 0.35 * ${unitOf(position, 2)}))::int
    from ad_server_line_item li
    join campaign_position p on p.id = li.campaign_position_id
    cross join lateral generate_series(
      greatest(li.start_date, ${until}::date - ${DELIVERY_WINDOW_DAYS - 1}::int),
      least(li.end_date, ${until}::date), interval '1 day') d
    cross join lateral (
      select md5(li.campaign_position_id::text || ':position') as position,
             md5(li.campaign_position_id::text || ':' || d::date::text) as day
      offset 0
    ) h
    cross join lateral (
      select case
        when ${unitOf(position, 3)} < 0.05 and d::date < li.start_date + 2 then 0
        else round(li.goal_impressions::numeric / (li.end_date - li.start_date + 1)
                   * (0.75 + 0.4 * ${unitOf(sql`md5(li.campaign_position_id::text || ':pace')`, 0)})
                   * (0.85 + 0.3 * ${unitOf(day, 1)}))::int
      end as impressions
    ) x
    where li.state = 'ACTIVE'
      and p.status in ('READY', 'RUNNING', 'ISSUES', 'PUSH_UPDATE', 'FINISHED')
      -- A publisher's exclusion of the campaign or its advertiser (issue 39) holds at delivery
      -- too: from the Zurich day it was made, the position's site serves none of it (a booking
      -- made before the exclusion, or a position added to a booked campaign).
      and not exists (
        select 1 from ad_medium m
        join website w on w.id = m.website_id
        join publisher_exclusion x on x.company_id = w.publisher_company_id
        join campaign c on c.id = p.campaign_id
        where m.id = p.ad_medium_id
          and (x.campaign_id = c.id or x.account_id = c.advertiser_account_id)
          and (x.created_at at time zone 'Europe/Zurich')::date <= d::date)
      ${positionIds ? sql`and li.campaign_position_id = any(${sql.val([...positionIds])}::int[])` : sql``}
    on conflict (campaign_position_id, day) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
