import type { BookingCalendar, BookingTimeline } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Scope } from '../../kit/scope.ts';
import { addDays, mondayOf } from './order-pricing.ts';
import { BOOKED_STAGES, OFFERED_STAGES } from './order-rules.ts';

// The booking calendar (`/orders/booking`) and booking v2's timeline (`/orders/booking_v2`) on
// one reading of the media and their load (README "Orders"): the media with a capacity, and per
// medium and day the positions of live campaigns (booked and offered stages, not deleted) that
// run on that day, as the positions' triggers keep them (migration 0075). The timeline sums a week's days: its quantities are position-days, its
// capacity the medium's positions a day times the days (as the forecast counts), and a week is
// overbooked when its busiest day carries more positions than the medium takes a day.

export const inList = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`));

/** Stages of live campaigns, listed (not `<> 'ARCHIVED'`) so the medium's stage index serves them. */
export const LIVE_STAGES = [...BOOKED_STAGES, ...OFFERED_STAGES];

const num = (value: unknown) => Number(value);

type Grain = BookingTimeline['grain'];
type PositionType = BookingTimeline['rows'][number]['positionType'];

/** The media with a capacity, by medium and name, of one position type or one medium if asked. */
async function mediaWithCapacity(
  scope: Scope,
  query: { positionType?: string | undefined; adMediumId?: number | undefined },
) {
  const media = await scope.raw(sql<{
    id: number;
    name: string;
    mediaType: string;
    capacity: number;
    unit: string | null;
  }>`
    select m.id, m.name, m.media_type, cap.positions_per_day as capacity,
      (select min(i.unit) from product pr join price_list_item i on i.product_id = pr.id
        where pr.ad_medium_id = m.id) as unit
    from ad_medium m
    join ad_medium_capacity cap on cap.ad_medium_id = m.id
    where ${scope.term('cap')}
      ${query.positionType ? sql`and (case when m.media_type = 'NEWSLETTER' then 'DIGITAL' else m.media_type end) = ${query.positionType}` : sql``}
      ${query.adMediumId ? sql`and m.id = ${query.adMediumId}` : sql``}
    order by m.media_type, m.name, m.id`);
  return media.rows.map((medium) => ({
    adMedium: { id: medium.id, name: medium.name },
    positionType: (medium.mediaType === 'NEWSLETTER'
      ? 'DIGITAL'
      : medium.mediaType) as PositionType,
    unit: medium.unit ?? 'FLAT',
    capacityPerDay: num(medium.capacity),
  }));
}

/** A medium's load in a period: its index from `from`, position-days and the busiest day. */
type Load = { adMediumId: number; period: number; booked: number; offered: number; peak: number };

/**
 * The media's booked and offered position-days per day or week (from `from`, a Monday) up to
 * `to`, by the period's index; `peak`, the period's busiest day. Only periods with positions are
 * answered. Read by range from the load the positions' writes keep per medium and day, and per
 * week with its busiest day (migration 0075): a year of a thousand media is some 20,000 weeks
 * with positions, not the millions of position-days they sum. The rows come as one JSON array
 * of arrays (parsed at once, instead of 20,000 rows one field at a time).
 */
async function loadOf(scope: Scope, ids: number[], from: string, to: string, grain: Grain) {
  if (ids.length === 0) return [];
  const ofMedia = sql<boolean>`l.ad_medium_id = any(${ids}::int[])`;
  const start = sql`${from}::date`;
  const figures = (period: unknown, peak: unknown) =>
    sql<[number, number, number, number, number][] | null>`json_agg(json_build_array(
      l.ad_medium_id, ${period}, l.booked, l.offered, ${peak}))`.as('load');
  const answer =
    grain === 'WEEK'
      ? await scope
          .rows('adMediumWeekLoad as l')
          .select(figures(sql`(l.week - ${start}) / 7`, sql`l.peak`))
          .where(ofMedia)
          .where('l.week', '>=', from)
          .where('l.week', '<=', to)
          .executeTakeFirst()
      : await scope
          .rows('adMediumDayLoad as l')
          .select(figures(sql`l.day - ${start}`, sql`l.booked + l.offered`))
          .where(ofMedia)
          .where('l.day', '>=', from)
          .where('l.day', '<=', to)
          .executeTakeFirst();
  return (answer?.load ?? []).map(
    ([adMediumId, period, booked, offered, peak]): Load => ({
      adMediumId,
      period,
      booked,
      offered,
      peak,
    }),
  );
}

/** Weeks from the Monday of `from`: the media with a capacity and their load by day or week. */
async function windowOf(
  scope: Scope,
  query: {
    from: string;
    weeks: number;
    positionType?: string | undefined;
    adMediumId?: number | undefined;
  },
  grain: Grain,
) {
  const from = mondayOf(query.from);
  const to = addDays(from, query.weeks * 7 - 1);
  const media = await mediaWithCapacity(scope, query);
  const ids = media.map((row) => row.adMedium.id);
  return { from, to, media, load: await loadOf(scope, ids, from, to, grain) };
}

/** The booking calendar: per ad medium and day, capacity, booked and offered positions. */
export async function bookingCalendar(
  scope: Scope,
  query: {
    from: string;
    weeks: number;
    positionType?: string | undefined;
    adMediumId?: number | undefined;
  },
): Promise<BookingCalendar> {
  const { from, to, media, load } = await windowOf(scope, query, 'DAY');
  const days = Array.from({ length: query.weeks * 7 }, (_, index) => addDays(from, index));
  const cellOf = new Map(load.map((cell) => [`${cell.adMediumId}/${cell.period}`, cell]));
  return {
    from,
    to,
    days,
    rows: media.map(({ capacityPerDay, ...medium }) => ({
      ...medium,
      cells: days.map((date, index) => {
        const cell = cellOf.get(`${medium.adMedium.id}/${index}`);
        return {
          date,
          capacity: capacityPerDay,
          booked: cell?.booked ?? 0,
          offered: cell?.offered ?? 0,
          positions: (cell?.booked ?? 0) + (cell?.offered ?? 0),
        };
      }),
    })),
  };
}

/** Booking v2's window: every medium with a capacity, a column per day or week. */
export async function bookingTimeline(
  scope: Scope,
  query: { from: string; weeks: number; grain: Grain; positionType?: string | undefined },
): Promise<BookingTimeline> {
  const { from, to, media: rows, load } = await windowOf(scope, query, query.grain);
  const step = query.grain === 'WEEK' ? 7 : 1;
  const periods = Array.from({ length: (query.weeks * 7) / step }, (_, index) => {
    const start = addDays(from, index * step);
    return { start, end: addDays(start, step - 1) };
  });
  const rowOf = new Map(rows.map((row, index) => [row.adMedium.id, index]));
  const cells = load.flatMap(({ adMediumId, ...figures }) => {
    const row = rowOf.get(adMediumId);
    return row === undefined ? [] : [{ row, ...figures }];
  });
  cells.sort((a, b) => a.row - b.row || a.period - b.period);
  return { from, to, grain: query.grain, periods, rows, cells };
}
