import type { ReportDefinition } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { scopeOf } from '../src/kit/scope.ts';
import { positionMonthsFit } from '../src/services/reporting/catalogue.ts';
import { reportQuery, runReport } from '../src/services/reporting/query.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { rolledBack } from './support/rows.ts';

// The positions' monthly sums (migration 0074; issue 43's benchmark: a report over 1,000,000
// positions by month and sales person ≤ 2 s): kept by the positions' writes in their
// transaction, equal to the positions they sum after an insert (the seed), an update, a
// deletion and a campaign's deletion, and a report read from them answers what the positions
// answer.

/** Rows of the sums that differ from the positions' own, both ways (none when they agree). */
const drift = (db: Db, companyId: number) =>
  sql<{ n: string }>`select count(*) as n from (
    (select campaign_id, month, currency, positions, quantity, gross, net, vat
      from report_position_month where company_id = ${companyId}
    except
    select campaign_id, date_trunc('month', start_date::timestamp)::date, currency, count(*),
      sum(quantity), sum(quantity * unit_list_price), sum(net_amount),
      sum(round(net_amount * vat_rate / 100, 2))
      from campaign_position where company_id = ${companyId}
        and status not in ('DELETED', 'DECLINED') group by 1, 2, 3)
    union all
    (select campaign_id, date_trunc('month', start_date::timestamp)::date, currency, count(*),
      sum(quantity), sum(quantity * unit_list_price), sum(net_amount),
      sum(round(net_amount * vat_rate / 100, 2))
      from campaign_position where company_id = ${companyId}
        and status not in ('DELETED', 'DECLINED') group by 1, 2, 3
    except
    select campaign_id, month, currency, positions, quantity, gross, net, vat
      from report_position_month where company_id = ${companyId})
  ) as differing`
    .execute(db)
    .then(({ rows }) => Number(rows[0]?.n));

describeOnLanes('reporting from the positions’ monthly sums', ['controlling'], ({ server }) => {
  const sales = seededCompany(server, 'Adconsole Sales');
  const db = () => server.database.db as unknown as Db;

  it('keeps the sums with every write of the positions, in the write’s transaction', async () => {
    const [count] = (
      await sql<{ n: string }>`select count(*) as n from report_position_month
        where company_id = ${sales.id}`.execute(db())
    ).rows;
    expect(Number(count?.n)).toBeGreaterThan(0);
    // The seed inserted every position: the sums are theirs.
    expect(await drift(db(), sales.id)).toBe(0);
    await rolledBack(db(), async (t) => {
      const positions = (
        await sql<{
          id: number;
          campaignId: number;
          status: string;
        }>`select id, campaign_id, status from campaign_position
              where company_id = ${sales.id} and status not in ('DELETED', 'DECLINED')
                and not exists (select 1 from invoice_line l
                  join campaign_position q on q.id = l.campaign_position_id
                  where q.campaign_id = campaign_position.campaign_id)
              order by id limit 4`.execute(t)
      ).rows;
      const [a, b, c] = positions.map((position) => position.id);
      // A price, a quantity and a month change; a status out of the sums and back to its own.
      await sql`update campaign_position set net_amount = net_amount + 123.45,
            quantity = quantity + 1, start_date = start_date + 40, end_date = end_date + 40 where id = ${a}`.execute(
        t,
      );
      await sql`update campaign_position set status = 'DELETED' where id = ${b}`.execute(t);
      expect(await drift(t, sales.id)).toBe(0);
      await sql`update campaign_position set status = ${positions[1]?.status} where id = ${b}`.execute(
        t,
      );
      await sql`delete from campaign_position where id = ${c}`.execute(t);
      expect(await drift(t, sales.id)).toBe(0);
      // A statement over many rows: a campaign's positions all deleted (as its deletion does).
      await sql`delete from campaign_position where campaign_id = ${positions[3]?.campaignId}`.execute(
        t,
      );
      expect(await drift(t, sales.id)).toBe(0);
      // An update that changes none of the sums writes none (the sums' rows keep their version).
      const before = (
        await sql<{ x: string }>`select xmin::text as x from report_position_month
              where company_id = ${sales.id} order by month, campaign_id limit 1`.execute(t)
      ).rows[0]?.x;
      await sql`update campaign_position set updated_at = now() where company_id = ${sales.id}`.execute(
        t,
      );
      const after = (
        await sql<{ x: string }>`select xmin::text as x from report_position_month
              where company_id = ${sales.id} order by month, campaign_id limit 1`.execute(t)
      ).rows[0]?.x;
      expect(after).toBe(before);
    });
    expect(await drift(db(), sales.id)).toBe(0);
  });

  it('answers from the sums only what they hold: campaign dimensions, months and more, whole months', () => {
    const months = { from: '2025-01-01', to: '2025-12-31' };
    expect(positionMonthsFit(['month', 'salesPerson'], ['net', 'positions'], months)).toBe(true);
    expect(positionMonthsFit(['quarter', 'canton'], ['gross', 'discounts', 'vat'], months)).toBe(
      true,
    );
    // A position's own dimension, a period under a month, a part of a month, a line item's goal.
    expect(positionMonthsFit(['product'], ['net'], months)).toBe(false);
    expect(positionMonthsFit(['week'], ['net'], months)).toBe(false);
    expect(positionMonthsFit(['month'], ['net'], { from: '2025-01-02', to: '2025-12-31' })).toBe(
      false,
    );
    expect(positionMonthsFit(['month'], ['net'], { from: '2025-01-01', to: '2025-12-30' })).toBe(
      false,
    );
    expect(positionMonthsFit(['month'], ['goalImpressions'], months)).toBe(false);
    // Other sources' parts do not stop the positions' part from reading the sums.
    expect(positionMonthsFit(['salesPerson'], ['net', 'invoiced'], months)).toBe(true);
  });

  it('answers by month and sales person what the positions answer', async () => {
    const definition: ReportDefinition & { filters: [] } = {
      dimensions: ['month', 'salesPerson'],
      metrics: ['net', 'gross', 'vat', 'quantity', 'positions'],
      filters: [],
      dateRange: 'CUSTOM',
      from: '2025-01-01',
      to: '2026-12-31',
    };
    const scope = scopeOf(db(), sales.id);
    const compiled = reportQuery(scope, definition, {
      from: '2025-01-01',
      to: '2026-12-31',
    }).query.compile(db());
    expect(compiled.sql).toMatch(/report_position_month/);
    const result = await runReport(db(), scope, definition, '2026-06-01');
    const { rows } = await sql<{
      month: string;
      salesUserId: number | null;
      currency: string;
      net: string;
      gross: string;
      vat: string;
      quantity: string;
      positions: string;
    }>`select to_char(date_trunc('month', p.start_date), 'YYYY-MM-DD') as month,
        c.sales_user_id, p.currency, sum(p.net_amount) as net,
        sum(p.quantity * p.unit_list_price) as gross,
        sum(round(p.net_amount * p.vat_rate / 100, 2)) as vat, sum(p.quantity) as quantity,
        count(*) as positions
      from campaign_position p join campaign c on c.id = p.campaign_id
      where p.company_id = ${sales.id} and p.status not in ('DELETED', 'DECLINED')
        and p.start_date between '2025-01-01' and '2026-12-31'
      group by 1, 2, 3`.execute(db());
    expect(rows.length).toBeGreaterThan(10);
    expect(result.rowCount).toBe(rows.length);
    for (const row of rows) {
      const found = result.rows.find(
        (answer) =>
          answer.dimensions.month?.key === row.month &&
          answer.dimensions.salesPerson?.key ===
            (row.salesUserId === null ? null : String(row.salesUserId)) &&
          answer.currency === row.currency,
      );
      expect(found?.values).toEqual({
        net: Number(row.net),
        gross: Number(row.gross),
        vat: Number(row.vat),
        quantity: Number(row.quantity),
        positions: Number(row.positions),
      });
    }
  });
});
