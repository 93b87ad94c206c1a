import type { BulkResult } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { answerOf, callsAs } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';

// What the session 13 stranger found on the finance screens (issue 38), each with the check
// that failed before its fix: the issue dialog listed drafts as "#1234"; no demo invoice but
// the winter one spanned a year end. And the benchmark's lever: a search's tab counts read
// every invoice found through an OR of two indexes; now counted in two parts (migration 0073).

const invoices = '/api/ws-finances/invoices';

describeOnLanes(
  'the finance screens as the s13 stranger met them',
  ['finance'],
  ({ server, tokens }) => {
    const sales = seededCompany(server, 'Adconsole Sales');
    const call = callsAs(server, () => tokens.finance);

    it('names a draft in the issue dialog by its campaign, with its invoicing account, not "#id"', async () => {
      const db = server.database.db;
      const draft = await db
        .selectFrom('invoice as i')
        .innerJoin('campaign as c', 'c.id', 'i.campaignId')
        .innerJoin('account as a', 'a.id', 'i.accountId')
        .select(['i.id', 'c.name as campaignName', 'a.displayName as accountName'])
        .where('i.companyId', '=', sales.id)
        .where('i.state', '=', 'DRAFT')
        .orderBy('i.id')
        .executeTakeFirstOrThrow();
      const preview = await answerOf<BulkResult>(
        call('POST', `${invoices}/bulk/issue`, { ids: [draft.id], dryRun: true }),
      );
      expect(preview.results).toEqual([
        expect.objectContaining({
          id: draft.id,
          name: draft.campaignName,
          context: draft.accountName,
          outcome: 'DONE',
        }),
      ]);
      expect(preview.results[0]?.name).not.toMatch(/^#/);
    });

    it('bills short campaigns across a year end at their end: invoices from December to January', async () => {
      const db = server.database.db;
      const spanning = await sql<{ id: number; from: number; to: number }>`
      select id, extract(month from period_from)::int as "from",
             extract(month from period_to)::int as "to" from invoice
      where company_id = ${sales.id} and doc_type = 'INVOICE'
        and extract(year from period_from) < extract(year from period_to)
      order by period_from`.execute(db);
      // The winter campaign (15 Dec 2023 – 15 Jan 2024) and at least one more.
      expect(spanning.rows.length).toBeGreaterThanOrEqual(2);
      for (const invoice of spanning.rows) {
        expect([invoice.from, invoice.to]).toEqual([12, 1]);
      }
    });

    it('counts a search in two parts (its accounts’ invoices, its campaigns’ others) as many as it finds', async () => {
      const db = server.database.db;
      // "a" names most accounts and campaigns: many invoices match by both, none counted twice.
      const exact = await sql<{ state: string; n: string }>`
      select state, count(*) as n from invoice i
      where i.company_id = ${sales.id} and (
        i.account_id in (select id from account where lower(display_name) like '%a%')
        or i.campaign_id in (select id from campaign where search_name like '%a%'))
      group by state`.execute(db);
      const byState = Object.fromEntries(exact.rows.map((row) => [row.state, Number(row.n)]));
      const counts = await answerOf<Record<string, number>>(
        call('GET', `${invoices}/counts?searchFilter=a`),
      );
      expect(counts).toEqual(byState);
      const all = await answerOf<{ total: number }>(
        call('GET', `${invoices}?invoiceState=ALL&searchFilter=a&limit=5`),
      );
      expect(all.total).toBe(Object.values(byState).reduce((sum, n) => sum + n, 0));
      const open = await answerOf<{ total: number; items: { state: string }[] }>(
        call('GET', `${invoices}?invoiceState=OPEN&searchFilter=a&limit=5`),
      );
      expect(open.total).toBe(
        (byState.ISSUED ?? 0) + (byState.PARTIALLY_PAID ?? 0) + (byState.OVERDUE ?? 0),
      );
    });
  },
);
