import {
  type BookingTimeline,
  bookingCalendarSchema,
  bookingTimelineSchema,
  businessDay,
  campaignRecordSchema,
  type SelectedCompany,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { addDays, mondayOf } from '../src/services/orders/order-pricing.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { rowOf } from './support/rows.ts';
import { companyNamed, expectFieldError, freshAccount } from './support/sales.ts';

// Issue 44, booking v2 (`GET ws-order/booking-timeline`): "the booking calendar as a resource
// timeline: ad media or placements down, days or weeks across (weeks start Monday), capacity
// and booked share per cell, conflicts marked; choose a free range and start a new order for
// it". The window reads the same load as the booking calendar (one reading, booking-calendar.ts):
// a week's cell is the sum of its seven days there, its peak their busiest day.

const api = '/api/ws-order';

describeOnLanes('booking v2’s timeline', ['agency', 'sales', 'nobody'], ({ server, tokens }) => {
  let agencyCompany: SelectedCompany;
  const monday = mondayOf(businessDay());
  const inDays = (days: number) => addDays(monday, days);
  const get = (url: string, token: string) => server.request({ method: 'GET', url, token });
  const timeline = async (query: string, token = tokens.agency) => {
    const answer = await get(`${api}/booking-timeline?${query}`, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return bookingTimelineSchema.parse(answer.json());
  };
  const cellOf = (window: BookingTimeline, adMediumId: number, period: number) => {
    const row = window.rows.findIndex((each) => each.adMedium.id === adMediumId);
    return window.cells.find((cell) => cell.row === row && cell.period === period);
  };

  beforeAll(async () => {
    agencyCompany = await companyNamed(server.database.db, 'Werbeagentur Muster GmbH');
  });

  it('answers a year of weeks from the Monday for every medium with a capacity, in one call', async () => {
    const window = await timeline(`from=${addDays(monday, 3)}`);
    expect(window.from).toBe(monday);
    expect(window.grain).toBe('WEEK');
    expect(window.periods).toHaveLength(52);
    for (const [index, period] of window.periods.entries()) {
      expect(period.start).toBe(addDays(monday, index * 7));
      expect(period.end).toBe(addDays(period.start, 6));
      expect(new Date(`${period.start}T00:00:00Z`).getUTCDay()).toBe(1);
    }
    expect(window.to).toBe(addDays(monday, 52 * 7 - 1));
    // Every medium of the company that has a capacity is a row, and no other company's.
    const media = await sql<{ id: number }>`
      select ad_medium_id as id from ad_medium_capacity where company_id = ${agencyCompany.id}`.execute(
      server.database.db,
    );
    expect(window.rows.map((row) => row.adMedium.id).sort((a, b) => a - b)).toEqual(
      media.rows.map((row) => row.id).sort((a, b) => a - b),
    );
    expect(window.rows.every((row) => row.capacityPerDay > 0)).toBe(true);
    expect(window.cells.length).toBeGreaterThan(0);
  });

  it('sums the booking calendar’s days into each week: booked, offered and the busiest day', async () => {
    const [weeks, calendar] = await Promise.all([
      timeline(`from=${monday}&weeks=4`),
      get(`${api}/booking-calendar?from=${monday}&weeks=4`, tokens.agency),
    ]);
    const days = bookingCalendarSchema.parse(calendar.json());
    for (const row of days.rows) {
      for (let week = 0; week < 4; week += 1) {
        const seven = row.cells.slice(week * 7, week * 7 + 7);
        const cell = cellOf(weeks, row.adMedium.id, week);
        const booked = seven.reduce((sum, day) => sum + day.booked, 0);
        const offered = seven.reduce((sum, day) => sum + day.offered, 0);
        expect(cell?.booked ?? 0).toBe(booked);
        expect(cell?.offered ?? 0).toBe(offered);
        expect(cell?.peak ?? 0).toBe(Math.max(...seven.map((day) => day.positions)));
      }
    }
    // By day, the cells are the calendar's days themselves.
    const byDay = await timeline(`from=${monday}&weeks=2&grain=DAY`);
    expect(byDay.periods).toHaveLength(14);
    expect(byDay.periods.every((period) => period.start === period.end)).toBe(true);
    for (const row of days.rows) {
      for (let day = 0; day < 14; day += 1) {
        const cell = cellOf(byDay, row.adMedium.id, day);
        expect(cell?.peak ?? 0).toBe(row.cells[day]?.positions);
      }
    }
  });

  it('marks a week overbooked when its busiest day carries more positions than the medium takes a day', async () => {
    const window = await timeline(`from=${monday}&weeks=8`);
    // The small demo stays under every capacity; the busiest medium's capacity is set to one
    // below its busiest day (as the settings' ad media would), which overbooks that week alone.
    const busiest = window.cells.reduce((best, cell) => (cell.peak > best.peak ? cell : best));
    const medium = window.rows[busiest.row];
    if (!medium || busiest.peak < 2) throw new Error('no medium with two positions on a day');
    expect(
      window.cells.every((cell) => cell.peak <= (window.rows[cell.row]?.capacityPerDay ?? 0)),
    ).toBe(true);
    await sql`update ad_medium_capacity set positions_per_day = ${busiest.peak - 1}
      where ad_medium_id = ${medium.adMedium.id}`.execute(server.database.db);
    const after = await timeline(`from=${monday}&weeks=8`);
    const row = after.rows.find((each) => each.adMedium.id === medium.adMedium.id);
    expect(row?.capacityPerDay).toBe(busiest.peak - 1);
    const over = after.cells
      .filter((cell) => cell.peak > (after.rows[cell.row]?.capacityPerDay ?? 0))
      .map((cell) => ({ medium: after.rows[cell.row]?.adMedium.id, period: cell.period }));
    expect(over).toContainEqual({ medium: medium.adMedium.id, period: busiest.period });
    // Only that medium's weeks whose busiest day reaches the old peak run over.
    const expected = window.cells
      .filter((cell) => cell.row === busiest.row && cell.peak === busiest.peak)
      .map((cell) => ({ medium: medium.adMedium.id, period: cell.period }));
    expect(over).toEqual(expected);
    await sql`update ad_medium_capacity set positions_per_day = ${medium.capacityPerDay}
      where ad_medium_id = ${medium.adMedium.id}`.execute(server.database.db);
  });

  it('a new order’s position on a free week makes that medium’s cell grow by its days', async () => {
    const { db } = server.database;
    const account = await freshAccount(db, agencyCompany.id, 'Zeitachse AG');
    const type = await rowOf(db, 'campaignType', 'id', {
      companyId: agencyCompany.id,
      code: 'CROSSMEDIA',
    });
    const created = await server.send('POST', `${api}/campaigns`, tokens.agency, {
      campaignTypeId: type.id,
      name: 'Zeitachse',
      advertiserAccountId: account.id,
      startDate: inDays(35),
      endDate: inDays(41),
    });
    expect(created.statusCode, created.body).toBe(200);
    const campaign = campaignRecordSchema.parse(created.json());
    const products = await get(
      `${api}/campaigns/${campaign.id}/products?positionType=DIGITAL`,
      tokens.agency,
    );
    const product = (products.json() as { items: { id: number; adMedium: { id: number } }[] })
      .items[0];
    if (!product) throw new Error('no bookable digital product');
    const before = cellOf(await timeline(`from=${monday}&weeks=8`), product.adMedium.id, 5);
    const added = await server.send(
      'POST',
      `${api}/campaigns/${campaign.id}/positions`,
      tokens.agency,
      {
        productId: product.id,
        quantity: 10_000,
        startDate: inDays(35),
        endDate: inDays(41),
      },
    );
    expect(added.statusCode, added.body).toBe(200);
    const after = cellOf(await timeline(`from=${monday}&weeks=8`), product.adMedium.id, 5);
    // An offer: seven more offered position-days in week 6, its busiest day one more.
    expect(after?.offered).toBe((before?.offered ?? 0) + 7);
    expect(after?.booked).toBe(before?.booked ?? 0);
    expect(after?.peak).toBeGreaterThanOrEqual((before?.peak ?? 0) + 1);
  });

  it('refuses a window beyond 53 weeks, an unknown zoom and a caller without the order desk', async () => {
    expectFieldError(
      await get(`${api}/booking-timeline?from=${monday}&weeks=54`, tokens.agency),
      'weeks',
    );
    expectFieldError(
      await get(`${api}/booking-timeline?from=${monday}&grain=MONTH`, tokens.agency),
      'grain',
    );
    expectFieldError(await get(`${api}/booking-timeline`, tokens.agency), 'from');
    expect((await get(`${api}/booking-timeline?from=${monday}`, tokens.nobody)).statusCode).toBe(
      403,
    );
  });
});
