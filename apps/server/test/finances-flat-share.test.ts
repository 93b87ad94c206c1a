import type { InvoiceDetails } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { quantityText } from '../src/services/finances/finance-document.ts';
import { pieceQuantity } from '../src/services/finances/invoice-rules.ts';
import { answerOf, callsAs } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { pdfLines } from './support/pdf-text.ts';

// Issue 38, (14): a flat fee billed month by month read "0 pauschal" with an amount (77 lines
// of the full demo; its quantity was cut in whole numbers as pieces are: 0, 1, 0). Decision
// (finances README, "A flat fee's share"): a line billing part of a flat fee's period bills its
// share pro rata temporis and says "anteilig" where the count was, its period beside it.

const invoices = '/api/ws-finances/invoices';
const quarter = { from: '2025-01-01', to: '2025-03-31' };
const months = [
  { from: '2025-01-01', to: '2025-01-31' },
  { from: '2025-02-01', to: '2025-02-28' },
  { from: '2025-03-01', to: '2025-03-31' },
];

describe('a flat fee’s share', () => {
  it('cuts one flat fee over three months in shares of it that add up to it, none of them 0', () => {
    const shares = months.map((month) => pieceQuantity(1, 'FLAT', quarter, month));
    // 31, 28 and 31 of 90 days, by the running totals in hundredths.
    expect(shares).toEqual(['0.34', '0.32', '0.34']);
    expect(shares.reduce((sum, share) => sum + Math.round(Number(share) * 100), 0)).toBe(100);
    // The whole period is the whole fee.
    expect(pieceQuantity(1, 'FLAT', quarter, quarter)).toBe('1.00');
  });

  it('says "anteilig" for a share and counts whole flat fees, in the four languages', () => {
    expect(quantityText(0.34, 'FLAT', 'de')).toBe('anteilig');
    expect(quantityText(0.34, 'FLAT', 'en')).toBe('pro rata');
    expect(quantityText(0.34, 'FLAT', 'fr')).toBe('au prorata');
    expect(quantityText(0.34, 'FLAT', 'it')).toBe('pro rata');
    expect(quantityText(1, 'FLAT', 'de')).toBe('1 pauschal');
    // Counted units stay counted.
    expect(quantityText(2, 'PIECES', 'de')).toBe('2 Stück');
  });
});

describeOnLanes('flat fees on the demo invoices', ['finance'], ({ server, tokens }) => {
  const sales = seededCompany(server, 'Adconsole Sales');
  const call = callsAs(server, () => tokens.finance);

  it('has no demo line of a flat fee that reads 0 with an amount', async () => {
    const db = server.database.db;
    const lines = await sql<{ zero: string; flat: string; shares: string }>`
      select count(*) filter (where l.quantity = 0 and l.net_amount <> 0) as zero,
             count(*) as flat,
             count(*) filter (where l.quantity <> trunc(l.quantity)) as shares
      from invoice_line l
      where l.company_id = ${sales.id} and l.unit = 'FLAT'`.execute(db);
    const [row] = lines.rows;
    expect(Number(row?.flat)).toBeGreaterThan(0);
    expect(Number(row?.zero)).toBe(0);
    // Flat fees billed month by month are in the demo: their shares.
    expect(Number(row?.shares)).toBeGreaterThan(0);
  });

  it('shows a flat fee’s monthly share as "anteilig" with its period, on the page and in the PDF', async () => {
    const db = server.database.db;
    const share = await sql<{ invoiceId: number; from: string; to: string }>`
      select l.invoice_id as "invoiceId", to_char(l.period_from, 'DD.MM.YYYY') as "from",
             to_char(l.period_to, 'DD.MM.YYYY') as "to"
      from invoice_line l join invoice i on i.id = l.invoice_id
      where l.company_id = ${sales.id} and l.unit = 'FLAT' and l.quantity <> trunc(l.quantity)
      order by l.id limit 1`.execute(db);
    const [line] = share.rows;
    expect(line).toBeDefined();
    const invoiceId = line?.invoiceId as number;
    await sql`update invoice set language = 'de' where id = ${invoiceId}`.execute(db);
    const details = await answerOf<InvoiceDetails>(call('GET', `${invoices}/${invoiceId}/details`));
    const flat = details.lines.filter((row) => row.unit === 'FLAT');
    for (const row of flat) {
      expect(row.quantityText).toBe(
        Number.isInteger(row.quantity) ? `${row.quantity} pauschal` : 'anteilig',
      );
      expect(row.quantityText).not.toMatch(/^0 /);
    }
    expect(flat.some((row) => row.quantityText === 'anteilig')).toBe(true);
    const pdf = new Uint8Array((await call('GET', `${invoices}/${invoiceId}/pdf`)).rawPayload);
    const text = (await pdfLines(pdf)).join('\n');
    expect(text).toContain('anteilig');
    expect(text).not.toMatch(/(^|\s)0 pauschal/);
    // The share's period is printed beside it.
    expect(text).toContain(`${line?.from}`);
  });
});
