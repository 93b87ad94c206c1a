import { BOOKED_STAGES, businessDay, OFFERED_STAGES } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { addDays, mondayOf } from '../src/services/orders/order-pricing.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { rolledBack } from './support/rows.ts';

// The ad media's load per day and week (migration 0075; issue 44's benchmark: booking v2's
// window of 1,000 ad media × 52 weeks within 300 ms p95): kept by the positions' writes in
// their transaction, equal to what the positions themselves count after the seed, an insert,
// an update of the dates, the quantity (which is no load: nothing changes), the medium and the
// stage, a cancellation (a deleted position, an archived campaign) and a deletion. A position
// counts on each day from its start to its end while its campaign is live (booked or offered
// stages) and it is not deleted, as the booking calendar has always counted.

const stages = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`));

/** The positions' own count per medium and day (booked, offered), as the calendar counts. */
const countedDays = (companyId: number) => sql`
  select p.ad_medium_id, d::date as day,
    count(*) filter (where p.order_stage in (${stages(BOOKED_STAGES)}))::int as booked,
    count(*) filter (where p.order_stage in (${stages(OFFERED_STAGES)}))::int as offered
  from campaign_position p
  cross join lateral generate_series(p.start_date::timestamp, p.end_date::timestamp,
    interval '1 day') d
  where p.company_id = ${companyId} and p.status <> 'DELETED'
    and p.order_stage in (${stages([...BOOKED_STAGES, ...OFFERED_STAGES])})
  group by 1, 2`;

/** Rows of the day and week tables that differ from the positions' own count, both ways. */
const drift = async (db: Db, companyId: number) => {
  const { rows } = await sql<{ days: string; weeks: string }>`
    with counted as (${countedDays(companyId)}),
    weeks as (
      select ad_medium_id, date_trunc('week', day::timestamp)::date as week,
        sum(booked)::int as booked, sum(offered)::int as offered,
        max(booked + offered)::int as peak
      from counted group by 1, 2),
    kept_days as (
      select ad_medium_id, day, booked, offered from ad_medium_day_load
      where company_id = ${companyId}),
    kept_weeks as (
      select ad_medium_id, week, booked, offered, peak from ad_medium_week_load
      where company_id = ${companyId})
    select
      (select count(*) from ((select * from kept_days except select * from counted)
        union all (select * from counted except select * from kept_days)) x) as days,
      (select count(*) from ((select * from kept_weeks except select * from weeks)
        union all (select * from weeks except select * from kept_weeks)) y) as weeks`.execute(db);
  return { days: Number(rows[0]?.days), weeks: Number(rows[0]?.weeks) };
};

/** A medium's kept load over some days: position-days booked and offered, busiest day. */
const keptLoad = async (db: Db, adMediumId: number, from: string, to: string) => {
  const { rows } = await sql<{ booked: number; offered: number; peak: number }>`
    select coalesce(sum(booked), 0)::int as booked, coalesce(sum(offered), 0)::int as offered,
      coalesce(max(booked + offered), 0)::int as peak
    from ad_medium_day_load
    where ad_medium_id = ${adMediumId} and day between ${from}::date and ${to}::date`.execute(db);
  return rows[0] ?? { booked: 0, offered: 0, peak: 0 };
};

const weekOf = async (db: Db, adMediumId: number, week: string) =>
  (
    await sql<{ booked: number; offered: number; peak: number }>`
      select booked, offered, peak from ad_medium_week_load
      where ad_medium_id = ${adMediumId} and week = ${week}::date`.execute(db)
  ).rows[0];

describeOnLanes('the ad media’s load per day and week', ['agency'], ({ server }) => {
  const agency = seededCompany(server, 'Werbeagentur Muster GmbH');
  const db = () => server.database.db as unknown as Db;

  it('follows every write of the positions, in the write’s transaction', async () => {
    // The seed inserted every position: the load is theirs.
    const seeded = await drift(db(), agency.id);
    expect(seeded).toEqual({ days: 0, weeks: 0 });
    const kept = async () =>
      (
        await sql<{ n: string; total: string }>`select count(*) as n,
          coalesce(sum(booked + offered), 0) as total from ad_medium_day_load
          where company_id = ${agency.id}`.execute(db())
      ).rows[0];
    const before = await kept();
    expect(Number(before?.n)).toBeGreaterThan(0);

    await rolledBack(db(), async (t) => {
      // A live position of the company whose medium's kind has a second medium, its
      // campaign made an offer (its positions follow it to the OFFERED stage).
      const source = (
        await sql<{
          id: number;
          adMediumId: number;
          campaignId: number;
          otherProductId: number;
          otherMediumId: number;
        }>`
              select p.id, p.ad_medium_id, p.campaign_id, o.id as other_product_id,
                o.ad_medium_id as other_medium_id
              from campaign_position p
              join product pr on pr.id = p.product_id
              join lateral (select o.id, o.ad_medium_id from product o
                where o.company_id = p.company_id and o.media_type = pr.media_type
                  and o.ad_medium_id <> p.ad_medium_id order by o.id limit 1) o on true
              where p.company_id = ${agency.id} and p.status <> 'DELETED'
                and p.order_stage in (${stages([...BOOKED_STAGES, ...OFFERED_STAGES])})
              order by p.id limit 1`.execute(t)
      ).rows[0];
      if (!source) throw new Error('no live position whose kind has a second medium');
      await sql`update campaign set status = 'OFFERED' where id = ${source.campaignId}`.execute(t);
      const other = { productId: source.otherProductId, adMediumId: source.otherMediumId };
      const medium = source.adMediumId;
      const columns = (
        await sql<{ names: string }>`select string_agg(column_name, ', ') as names
              from information_schema.columns
              where table_name = 'campaign_position' and column_name <> 'id'`.execute(t)
      ).rows[0]?.names;
      if (!columns) throw new Error('no columns');
      // Two weeks five years ahead, Mondays, where the demo books nothing.
      const week = addDays(mondayOf(businessDay()), 7 * 260);
      const next = addDays(week, 7);
      const day = (n: number) => addDays(week, n);
      const none = { booked: 0, offered: 0, peak: 0 };
      expect(await keptLoad(t, medium, week, day(13))).toEqual(none);
      expect(await keptLoad(t, other.adMediumId, week, day(13))).toEqual(none);

      // An insert: one more offered position on each of its five days (Monday to Friday).
      const inserted = (
        await sql<{ id: number }>`insert into campaign_position (${sql.raw(columns)})
              select ${sql.raw(columns.replace(/\bstart_date\b/, `'${week}'::date`).replace(/\bend_date\b/, `'${day(4)}'::date`))}
              from campaign_position where id = ${source.id} returning id`.execute(t)
      ).rows[0];
      if (!inserted) throw new Error('not inserted');
      expect(await keptLoad(t, medium, week, day(6))).toEqual({
        booked: 0,
        offered: 5,
        peak: 1,
      });
      expect(await weekOf(t, medium, week)).toEqual({ booked: 0, offered: 5, peak: 1 });
      expect(await drift(t, agency.id)).toEqual({ days: 0, weeks: 0 });

      // Its dates: Wednesday to the next Tuesday (two weeks, three days and four).
      await sql`update campaign_position set start_date = ${day(2)}, end_date = ${day(8)}
            where id = ${inserted.id}`.execute(t);
      expect(await keptLoad(t, medium, week, day(1))).toEqual(none);
      expect(await weekOf(t, medium, week)).toEqual({ booked: 0, offered: 5, peak: 1 });
      expect(await weekOf(t, medium, next)).toEqual({
        booked: 0,
        offered: 2,
        peak: 1,
      });
      expect(await drift(t, agency.id)).toEqual({ days: 0, weeks: 0 });

      // Its quantity is no load: the kept rows stay as they were (not even rewritten).
      const stamp = () =>
        sql<{ x: string }>`select xmin::text as x from ad_medium_week_load
              where ad_medium_id = ${medium} and week = ${next}::date`
          .execute(t)
          .then(({ rows }) => rows[0]?.x);
      const unchanged = await stamp();
      await sql`update campaign_position set quantity = quantity + 1000
            where id = ${inserted.id}`.execute(t);
      expect(await stamp()).toBe(unchanged);

      // Its medium: the load moves from one medium to the other.
      await sql`update campaign_position set ad_medium_id = ${other.adMediumId},
            product_id = ${other.productId} where id = ${inserted.id}`.execute(t);
      expect(await weekOf(t, medium, week)).toBeUndefined();
      expect(await weekOf(t, medium, next)).toBeUndefined();
      expect(await keptLoad(t, other.adMediumId, week, day(13))).toEqual({
        booked: 0,
        offered: 7,
        peak: 1,
      });
      expect(await drift(t, agency.id)).toEqual({ days: 0, weeks: 0 });

      // Booked: its campaign's stage (kept on the position by the campaign's trigger).
      await sql`update campaign set status = 'BOOKED'
            where id = ${source.campaignId}`.execute(t);
      expect(await keptLoad(t, other.adMediumId, week, day(13))).toEqual({
        booked: 7,
        offered: 0,
        peak: 1,
      });
      expect(await drift(t, agency.id)).toEqual({ days: 0, weeks: 0 });

      // Cancelled: the position deleted (status), then back, then its campaign archived.
      await sql`update campaign_position set status = 'DELETED' where id = ${inserted.id}`.execute(
        t,
      );
      expect(await keptLoad(t, other.adMediumId, week, day(13))).toEqual(none);
      expect(await drift(t, agency.id)).toEqual({ days: 0, weeks: 0 });
      await sql`update campaign_position set status = (select status from campaign_position
            where id = ${source.id}) where id = ${inserted.id}`.execute(t);
      expect(await keptLoad(t, other.adMediumId, week, day(13))).toEqual({
        booked: 7,
        offered: 0,
        peak: 1,
      });
      await sql`update campaign set status = 'ARCHIVED' where id = ${source.campaignId}`.execute(t);
      expect(await keptLoad(t, other.adMediumId, week, day(13))).toEqual(none);
      expect(await drift(t, agency.id)).toEqual({ days: 0, weeks: 0 });
      await sql`update campaign set status = 'OFFERED' where id = ${source.campaignId}`.execute(t);

      // A deletion, and a statement over many rows (a campaign's positions, as its deletion).
      await sql`delete from campaign_position where id = ${inserted.id}`.execute(t);
      expect(await keptLoad(t, other.adMediumId, week, day(13))).toEqual(none);
      expect(await drift(t, agency.id)).toEqual({ days: 0, weeks: 0 });
      await sql`delete from campaign_position where campaign_id = ${source.campaignId}`.execute(t);
      expect(await drift(t, agency.id)).toEqual({ days: 0, weeks: 0 });
    });
    // Rolled back with the positions: the load is the seed's again.
    expect(await kept()).toEqual(before);
    expect(await drift(db(), agency.id)).toEqual({ days: 0, weeks: 0 });
  });
});
