import { createHash } from 'node:crypto';
import { businessDay, type Payout, payoutEndpoints, serverMessage } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { RowOf } from '../../kit/resource.ts';
import type { Scope } from '../../kit/scope.ts';
import { sendPdf } from '../../pdf/document.ts';
import type { ServiceContext } from '../context.ts';
import { takeNumber } from '../finances/invoice-issue.ts';
import { monthPeriod } from '../finances/invoice-rules.ts';
import { isoDay } from '../orders/iso-day.ts';
import { payoutReadAccess, payoutWriteAccess } from './payout-access.ts';
import { renderPayoutPdf } from './payout-pdf.ts';

// The payouts of a publisher (issue 39): the list by month and state (/finances/payouts/reports
// and the portal's documents and multi-payouts), one payout, its approval (numbered from the
// company's PAYOUT_CREDIT series with `takeNumber`, the series row locked in the approval's
// transaction; the PDF rendered and archived in the same transaction), the archived PDF, and a
// month's revenue per website and Zurich day (/finances/payouts/statistics).

type PayoutRow = RowOf<'payout'>;

/**
 * The months (YYYY-MM) from `from` to `to` whose payout is approved: final for the publisher of
 * the scope (the revenue aggregates mark the others preliminary).
 */
export async function approvedMonths(db: Db, scope: Scope, from: string, to: string) {
  const rows = await scope
    .rows('payout', db)
    .select(sql<string>`to_char(month, 'YYYY-MM')`.as('month'))
    .distinct()
    .where('state', '=', 'APPROVED')
    .where('month', '>=', `${from.slice(0, 7)}-01`)
    .where('month', '<=', to)
    .orderBy('month')
    .execute();
  return rows.map((row) => row.month);
}

/** The lines of payouts, with their websites' names, by payout. */
async function linesOf(db: Db, scope: Scope, payoutIds: readonly number[]) {
  const rows = payoutIds.length
    ? await scope
        .related('payoutLinePaidBy', 'payoutLine as l', db)
        .innerJoin('website as w', 'w.id', 'l.websiteId')
        .select([
          'l.payoutId',
          'l.websiteId',
          'w.name as websiteName',
          'w.domain as websiteDomain',
          'l.grossRevenue',
          'l.fees',
          'l.netRevenue',
        ])
        .where('l.payoutId', 'in', payoutIds)
        .orderBy('w.name')
        .orderBy('l.websiteId')
        .execute()
    : [];
  const byPayout = new Map<number, typeof rows>();
  for (const row of rows) byPayout.set(row.payoutId, [...(byPayout.get(row.payoutId) ?? []), row]);
  return byPayout;
}

async function toPayouts(db: Db, scope: Scope, rows: readonly PayoutRow[]): Promise<Payout[]> {
  const [lines, configs] = await Promise.all([
    linesOf(
      db,
      scope,
      rows.map((row) => row.id),
    ),
    rows.length
      ? scope
          .related('payoutConfigPaidBy', 'payoutConfig', db)
          .select(['id', 'name'])
          .where('id', 'in', [...new Set(rows.map((row) => row.configId))])
          .execute()
      : [],
  ]);
  const configName = new Map(configs.map((config) => [config.id, config.name]));
  return rows.map((row) => ({
    id: row.id,
    configId: row.configId,
    configName: configName.get(row.configId) ?? '',
    month: isoDay(row.month).slice(0, 7),
    state: row.state as Payout['state'],
    currency: row.currency,
    grossRevenue: Number(row.grossRevenue),
    fees: Number(row.fees),
    netRevenue: Number(row.netRevenue),
    sharePercent: Number(row.sharePercent),
    shareAmount: Number(row.shareAmount),
    carriedIn: Number(row.carriedIn),
    payable: Number(row.shareAmount) + Number(row.carriedIn),
    rolledOver: row.rolledOver,
    vatRate: Number(row.vatRate),
    vatAmount: Number(row.vatAmount),
    total: Number(row.total),
    number: row.number,
    issueDate: row.issueDate ? isoDay(row.issueDate) : null,
    sha256: row.pdfSha256,
    lines: (lines.get(row.id) ?? []).map((line) => ({
      websiteId: line.websiteId,
      websiteName: line.websiteName,
      websiteDomain: line.websiteDomain,
      grossRevenue: Number(line.grossRevenue),
      fees: Number(line.fees),
      netRevenue: Number(line.netRevenue),
    })),
    version: row.version,
  }));
}

/** The payout columns an answer needs (never the archived PDF's bytes). */
const PAYOUT_COLUMNS = [
  'id',
  'companyId',
  'configId',
  'month',
  'state',
  'currency',
  'grossRevenue',
  'fees',
  'netRevenue',
  'sharePercent',
  'shareAmount',
  'carriedIn',
  'rolledOver',
  'vatRate',
  'vatAmount',
  'total',
  'number',
  'issueDate',
  'approvedByUserId',
  'pdfSha256',
  'version',
  'createdAt',
  'updatedAt',
] as const;

async function payoutOf(db: Db, scope: Scope, id: number): Promise<Payout> {
  const row = await scope
    .related('payoutPaidBy', 'payout', db)
    .select(PAYOUT_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('payout');
  const [payout] = await toPayouts(db, scope, [{ ...row, pdf: null }]);
  return payout as Payout;
}

/**
 * Approves a draft payout in the caller's transaction (the approval call, and the demo's past
 * months, payout-history.ts): numbered from the company's PAYOUT_CREDIT series of the issue
 * day's year, its credit note rendered and archived in the row.
 */
export async function approvePayout(
  trx: Db,
  scope: Scope,
  payout: PayoutRow,
  userId: number | null,
  issueDate: string,
): Promise<void> {
  if (payout.state !== 'DRAFT') {
    throw new ValidationError({}, [serverMessage('payoutNotDraft')], 'PAYOUT_NOT_DRAFT');
  }
  const config = await scope
    .byId('payoutConfig', payout.configId, trx)
    .selectAll()
    .executeTakeFirstOrThrow();
  if (!config.selfBillingAgreedAt) {
    throw new ValidationError(
      {},
      [serverMessage('selfBillingNotAgreed')],
      'SELF_BILLING_NOT_AGREED',
    );
  }
  const number = await takeNumber(trx, scope, 'PAYOUT_CREDIT', Number(issueDate.slice(0, 4)));
  const lines = (await linesOf(trx, scope, [payout.id])).get(payout.id) ?? [];
  const { bytes } = await renderPayoutPdf(
    trx,
    scope,
    { ...payout, number, issueDate },
    config,
    lines,
  );
  await scope
    .update('payout', trx)
    .set({
      state: 'APPROVED',
      number,
      issueDate,
      approvedByUserId: userId,
      pdf: bytes,
      pdfSha256: createHash('sha256').update(bytes).digest('hex'),
      version: sql`version + 1`,
      updatedAt: new Date(),
    })
    .where('id', '=', payout.id)
    .execute();
}

export function registerPayouts({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;

  registerEndpoint(app, payoutEndpoints.list, payoutReadAccess, async ({ query, scope }) => {
    let rows = scope.related('payoutPaidBy', 'payout', db).select(PAYOUT_COLUMNS);
    if (query.month) rows = rows.where('month', '=', `${query.month}-01`);
    if (query.state) rows = rows.where('state', '=', query.state);
    const found = await rows.orderBy('month', 'desc').orderBy('id').limit(1000).execute();
    return {
      items: await toPayouts(
        db,
        scope,
        found.map((row) => ({ ...row, pdf: null })),
      ),
    };
  });

  registerEndpoint(app, payoutEndpoints.get, payoutReadAccess, ({ params, scope }) =>
    payoutOf(db, scope, params.id),
  );

  registerEndpoint(app, payoutEndpoints.pdf, payoutReadAccess, async ({ params, reply, scope }) => {
    const row = await scope
      .related('payoutPaidBy', 'payout', db)
      .select(['number', 'pdf'])
      .where('id', '=', params.id)
      .where('state', '=', 'APPROVED')
      .executeTakeFirst();
    if (!row?.pdf) throw notFound('payout credit note');
    sendPdf(reply, row.pdf, `${row.number}.pdf`);
    return reply;
  });

  registerEndpoint(
    app,
    payoutEndpoints.approve,
    payoutWriteAccess,
    async ({ caller, params, body, scope }) => {
      await db.transaction().execute(async (transaction) => {
        const trx = transaction as unknown as Db;
        const payout = await scope.lockedRow(trx, 'payout', params.id, body.version, 'payout');
        await approvePayout(trx, scope, payout, caller.user.userId, businessDay());
      });
      return payoutOf(db, scope, params.id);
    },
  );

  registerEndpoint(app, payoutEndpoints.statistics, payoutReadAccess, async ({ query, scope }) => {
    const { from, to } = monthPeriod(query.month);
    const [days, approved] = await Promise.all([
      scope
        .related('revenueDayPaidBy', 'publisherRevenueDay as f')
        .innerJoin('website as w', 'w.id', 'f.websiteId')
        .select([
          sql<string>`to_char(f.day, 'YYYY-MM-DD')`.as('day'),
          'f.websiteId',
          'w.name as websiteName',
          'w.domain as websiteDomain',
          'f.currency',
          'f.grossRevenue',
          'f.fees',
          'f.netRevenue',
        ])
        .where('f.day', '>=', from)
        .where('f.day', '<=', to)
        .orderBy('f.day')
        .orderBy('w.name')
        .orderBy('f.websiteId')
        .execute(),
      scope
        .related('payoutPaidBy', 'payout')
        .select('id')
        .where('month', '=', from)
        .where('state', '=', 'APPROVED')
        .executeTakeFirst(),
    ]);
    return {
      month: query.month,
      final: approved !== undefined,
      days: days.map((row) => ({
        day: row.day,
        websiteId: row.websiteId,
        websiteName: row.websiteName,
        websiteDomain: row.websiteDomain,
        currency: row.currency,
        grossRevenue: Number(row.grossRevenue),
        fees: Number(row.fees),
        netRevenue: Number(row.netRevenue),
      })),
    };
  });
}
