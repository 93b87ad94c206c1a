import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The quality checks of running positions (spec 3 §3 check types), computed from the ad
 * server's daily delivery. Thresholds (apps/server/README.md, "Digital operations"):
 *
 * - START: something delivered on the first two days of a started position (≥ 1 impression).
 * - DELIVERY_RATE: delivered ≥ 90 % of the impressions due by yesterday (goal × days run / days).
 * - CTR: clicks ≥ 0.10 % of impressions, once 1,000 impressions were delivered (a display
 *   banner's usual floor).
 * - VIEWABILITY: viewable impressions ≥ 50 % (the IAB/MRC standard's share), from 1,000 on.
 * - HIDDEN: a hidden position's line item is paused (it delivers nothing while hidden).
 * - FINISHED: a finished position delivered ≥ 95 % of its goal.
 */
export const CHECK_THRESHOLDS = {
  START: 1,
  DELIVERY_RATE: 90,
  CTR: 0.1,
  VIEWABILITY: 50,
  HIDDEN: null,
  FINISHED: 95,
} as const;
/** The impressions CTR and viewability need before they judge. */
export const CHECK_MIN_IMPRESSIONS = 1000;

const WATCHED = sql`('READY', 'RUNNING', 'ISSUES', 'PUSH_UPDATE')`;

/**
 * Computes every check of the positions (all the companies', or those given) and stores its
 * result. A check whose result turns from OK to ERROR is unconfirmed again, so it reappears in
 * the quality-assurance queue; one that stays the same keeps its confirmation.
 */
export async function computeChecks(
  db: Db,
  yesterday: string,
  positionIds?: readonly number[],
): Promise<void> {
  const only = positionIds ? sql`and p.id = any(${sql.val([...positionIds])}::int[])` : sql``;
  const t = CHECK_THRESHOLDS;
  await sql`
    with totals as (
      select p.id, p.company_id, p.status, p.start_date, p.end_date, li.state as li_state,
             li.goal_impressions, li.start_date as li_start, li.end_date as li_end,
             coalesce(sum(d.impressions), 0) as impressions,
             coalesce(sum(d.clicks), 0) as clicks,
             coalesce(sum(d.viewable_impressions), 0) as viewable,
             coalesce(sum(d.impressions) filter (where d.day < li.start_date + 2), 0) as first_days,
             count(d.day) as days
      from campaign_position p
      join ad_server_line_item li on li.campaign_position_id = p.id
      left join ad_server_delivery d on d.campaign_position_id = p.id
      where p.position_type = 'DIGITAL' ${only}
      group by p.id, li.campaign_position_id
    ),
    judged as (
      select id, company_id, 'START' as check_type, first_days::numeric as value, ${t.START}::numeric as threshold,
             first_days >= ${t.START} as ok
      from totals where status in ${WATCHED} and li_start <= ${yesterday}::date - 1
      union all
      select id, company_id, 'DELIVERY_RATE',
             round(impressions * 100.0 / nullif(goal_impressions * (least(${yesterday}::date, li_end) - li_start + 1)::numeric
                   / (li_end - li_start + 1), 0), 2),
             ${t.DELIVERY_RATE},
             impressions * 100.0 >= ${t.DELIVERY_RATE} * goal_impressions * (least(${yesterday}::date, li_end) - li_start + 1)::numeric
                   / (li_end - li_start + 1)
      from totals where status in ${WATCHED} and days >= 3
      union all
      select id, company_id, 'CTR', round(clicks * 100.0 / impressions, 3), ${t.CTR},
             clicks * 100.0 / impressions >= ${t.CTR}
      from totals where status in ${WATCHED} and impressions >= ${CHECK_MIN_IMPRESSIONS}
      union all
      select id, company_id, 'VIEWABILITY', round(viewable * 100.0 / impressions, 2), ${t.VIEWABILITY},
             viewable * 100.0 / impressions >= ${t.VIEWABILITY}
      from totals where status in ${WATCHED} and impressions >= ${CHECK_MIN_IMPRESSIONS}
      union all
      select id, company_id, 'HIDDEN', null, null, li_state = 'INACTIVE'
      from totals where status = 'HIDDEN'
      union all
      select id, company_id, 'FINISHED', round(impressions * 100.0 / nullif(goal_impressions, 0), 2), ${t.FINISHED},
             impressions * 100.0 >= ${t.FINISHED} * goal_impressions
      from totals where status = 'FINISHED'
    )
    insert into position_check (campaign_position_id, company_id, check_type, result, value, threshold)
    select id, company_id, check_type, case when ok then 'OK' else 'ERROR' end, value, threshold from judged
    on conflict (campaign_position_id, check_type) do update set
      result = excluded.result, value = excluded.value, threshold = excluded.threshold, computed_at = now(),
      checked_at = case when position_check.result = 'OK' and excluded.result = 'ERROR' then null
                        else position_check.checked_at end,
      checked_by_user_id = case when position_check.result = 'OK' and excluded.result = 'ERROR' then null
                        else position_check.checked_by_user_id end`.execute(db);
}
