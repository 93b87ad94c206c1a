import type { Invoice, InvoiceDetails } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { COUNTED_UNITS, pieceQuantity } from '../src/services/finances/invoice-rules.ts';
import { answerOf, callsAs } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { rowOf } from './support/rows.ts';

// What the session 12 stranger hit on an invoice (issue 38), each with the check that failed
// before its fix: "5312.5 Stück" (a countable unit with a fraction), and a partly paid invoice
// whose history said it was sent read "Noch nicht versendet".

const invoices = '/api/ws-finances/invoices';
const winter = { from: '2023-12-15', to: '2024-01-15' };
const december = { from: '2023-12-15', to: '2023-12-31' };
const january = { from: '2024-01-01', to: '2024-01-15' };

describe('a line’s quantity pro rata temporis', () => {
  it('cuts a whole number of pieces in whole numbers that add up to it; a measure keeps two decimals', () => {
    // 10,000 pieces over 32 days: 17 and 15 days (5,312.5 and 4,687.5 before).
    expect(pieceQuantity(10_000, 'PIECES', winter, december)).toBe('5313');
    expect(pieceQuantity(10_000, 'PIECES', winter, january)).toBe('4687');
    for (const unit of COUNTED_UNITS) {
      const parts = [december, january].map((part) => pieceQuantity(7, unit, winter, part));
      expect(
        parts.every((part) => /^\d+$/.test(part)),
        unit,
      ).toBe(true);
      expect(
        parts.reduce((sum, part) => sum + Number(part), 0),
        unit,
      ).toBe(7);
    }
    // Thousands of impressions, millimetres, seconds, weeks are measures.
    expect(pieceQuantity(9.79, 'CPM', winter, december)).toBe('5.20');
    expect(pieceQuantity(4, 'WEEKS', winter, january)).toBe('1.88');
    // A fraction someone typed (a manual line of 2.5 pieces) is not rounded away.
    expect(pieceQuantity(2.5, 'PIECES', winter, december)).toBe('1.33');
  });
});

describeOnLanes('an invoice as the stranger met it', ['finance'], ({ server, tokens }) => {
  const sales = seededCompany(server, 'Adconsole Sales');
  const call = callsAs(server, () => tokens.finance);

  it('bills countable units in whole numbers: a manual line of 3 pieces across the VAT change is 2 + 1 "Stück"', async () => {
    const db = server.database.db;
    const campaign = await rowOf(db, 'campaign', ['id'], { companyId: sales.id, currency: 'CHF' });
    const draft = await answerOf<Invoice>(
      call('POST', `${invoices}/manual`, {
        campaignId: campaign.id,
        lines: [
          {
            description: 'Beilagen',
            serviceFrom: '2023-12-16',
            serviceTo: '2024-01-15',
            quantity: 3,
            unitPrice: 40_000,
          },
        ],
      }),
    );
    await sql`update invoice set language = 'de' where id = ${draft.id}`.execute(db);
    const details = await answerOf<InvoiceDetails>(call('GET', `${invoices}/${draft.id}/details`));
    // 16 of 31 days at 7.7 %, 15 at 8.1 %: 1.55 and 1.45 pieces before.
    expect(details.lines.map((line) => [line.quantity, line.quantityText])).toEqual([
      [2, '2 Stück'],
      [1, '1 Stück'],
    ]);
  });

  it('has no demo invoice line with a fraction of a counted unit where the position booked whole ones', async () => {
    const db = server.database.db;
    const lines = await sql<{ fractional: string; counted: string }>`
      select count(*) filter (where l.quantity <> trunc(l.quantity)) as fractional,
             count(*) as counted
      from invoice_line l join campaign_position p on p.id = l.campaign_position_id
      where l.company_id = ${sales.id} and l.unit in (${sql.join([...COUNTED_UNITS])})
        and p.quantity = trunc(p.quantity)`.execute(db);
    const [row] = lines.rows;
    expect(Number(row?.counted)).toBeGreaterThan(0);
    expect(Number(row?.fractional)).toBe(0);
  });

  it('shows a (partly) paid invoice its history says was sent as sent (when), not "not sent"', async () => {
    const db = server.database.db;
    // The demo data's sendings are history entries without a mail of the outbox.
    const invoice = await db
      .selectFrom('invoice as i')
      .select(['i.id', 'i.state'])
      .where('i.companyId', '=', sales.id)
      .where('i.state', 'in', ['PARTIALLY_PAID', 'PAID'])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('invoiceEvent as e')
            .select('e.id')
            .whereRef('e.invoiceId', '=', 'i.id')
            .where('e.action', '=', 'SENT'),
        ),
      )
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    const sent = await db
      .selectFrom('invoiceEvent')
      .select('at')
      .where('invoiceId', '=', invoice.id)
      .where('action', '=', 'SENT')
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    const item = await answerOf<Invoice>(call('GET', `${invoices}/${invoice.id}`));
    expect(item.state).toBe(invoice.state);
    expect(item.lastSent).toEqual({ at: sent.at.toISOString(), to: null });
  });
});
