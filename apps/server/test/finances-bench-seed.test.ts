import type { Invoice } from '@adconsole/api/contracts';
import { CompiledQuery } from 'kysely';
import { expect, it } from 'vitest';
import { type Query, seedListInvoices, seedRunPositions } from '../bench/seed-finances.ts';
import { answerOf, callsAs } from './support/calls.ts';
import { runInvoices } from './support/finances.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { countOf, rowsOf } from './support/rows.ts';

// The finances benchmark's generators (bench/seed-finances.ts, issue 38) at a tiny scale, so
// that `pnpm --filter @adconsole/server bench:finances` cannot rot silently: the positions it
// adds are billed by the month's run, the invoices it adds are listed, counted and found.

describeOnLanes('finances benchmark data', ['finance'], ({ server, tokens }) => {
  const sales = seededCompany(server, 'Adconsole Sales');
  const call = callsAs(server, () => tokens.finance);
  const query: Query = async (text, values) =>
    (await server.database.db.executeQuery(CompiledQuery.raw(text, values ?? []))) as {
      rows: Record<string, unknown>[];
    };

  it('adds positions that the month’s invoice run bills, each once, at 7.7 % in 2022', async () => {
    const added = await seedRunPositions(query, { month: '2022-03', positions: 20 });
    expect(added).toEqual({ campaigns: 3, positions: 20 });
    await runInvoices(call, '2022-03');
    const drafts = await rowsOf(server.database.db, 'invoice', ['id', 'state', 'periodTo'], {
      companyId: sales.id,
      periodFrom: '2022-03-01',
    });
    expect(drafts.map((draft) => draft.state)).toEqual(['DRAFT', 'DRAFT', 'DRAFT']);
    const lines = await rowsOf(
      server.database.db,
      'invoiceLine',
      ['campaignPositionId', 'vatRate'],
      {
        invoiceId: ['in', drafts.map((draft) => draft.id)],
      },
    );
    expect(new Set(lines.map((line) => line.campaignPositionId)).size).toBe(20);
    // CHF and EUR campaigns of Swiss and foreign accounts: 7.7 % at home, 0 % reverse charge.
    for (const line of lines) expect([7.7, 0]).toContain(Number(line.vatRate));
  });

  it('adds invoices up to a count, which the list pages, counts by tab and searches', async () => {
    const before = await countOf(server.database.db, 'invoice', { companyId: sales.id });
    expect(await seedListInvoices(query, { count: before + 42, before: '2021-01' })).toBe(42);
    expect(await seedListInvoices(query, { count: before + 42, before: '2021-01' })).toBe(0);
    const invoices = '/api/ws-finances/invoices';
    const all = await answerOf<{ items: Invoice[]; total: number }>(
      call('GET', `${invoices}?invoiceState=ALL&searchFilter=BENCH-20&limit=100`),
    );
    // By number (the run's campaigns are named Bench-…): drafts have none, so 2 of the 42 are
    // not found.
    expect(all.total).toBe(40);
    expect(all.items.every((item) => item.periodTo < '2021-01-01')).toBe(true);
    const counts = await answerOf<Record<string, number>>(call('GET', `${invoices}/counts`));
    // A count per state: together every invoice of the company.
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(before + 42);
  });
});
