import { PAYOUT_RUN_JOB, payoutEndpoints, serverMessage } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { RowOf } from '../../kit/resource.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { monthPeriod, vatOn } from '../finances/invoice-rules.ts';
import { defineMonthRun, requireEnded, startMonthRun } from '../finances/month-run.ts';
import { countryVatRate } from '../orders/vat.ts';
import { payoutWriteAccess } from './payout-access.ts';

// The monthly payout run (issue 39; DOMAIN2 §1.7): a background job with an item per active
// payout config of the publisher that has no approved payout of the month. Each item writes
// the config's draft payout in its own transaction (the job queue marks it done in the same
// one): the draft of an earlier run of the month is replaced, an approved payout is never
// touched, so a run repeated or retried pays nothing twice. The rules:
// - a line per payout website: its gross, fees and net revenue of the month's Zurich days, in
//   the config's currency (`publisher_revenue_day`, the same sums the portal shows);
// - the share: net × share %, rounded to the minor unit (half away from zero);
// - the roll-over: what the config's latest earlier payout rolled over is carried in; a
//   payable amount (share + carried in) under the minimum payout is not paid but rolled over
//   (DOMAIN2 §1.7: "minimum €50, otherwise rolled over"), so its total is 0;
// - VAT: a Swiss publisher registered for VAT gets the standard rate of the month's last day
//   (the one dated table, services/orders/vat.ts) on a CHF payout; not registered or abroad
//   (reverse charge) none.

type ConfigRow = RowOf<'payoutConfig'>;

/** The share of a net amount at a percentage, in minor units (half away from zero). */
export const shareOf = (net: number, percent: number) => vatOn(net, percent);

/** Each payout website's revenue of a month: the payout's lines. */
export function monthLines(
  db: Db,
  scope: Scope,
  configId: number,
  currency: string,
  month: string,
) {
  const { from, to } = monthPeriod(month);
  return scope
    .rows('payoutWebsite as pw', db)
    .innerJoin('publisherRevenueDay as f', (join) =>
      join
        .onRef('f.websiteId', '=', 'pw.websiteId')
        .onRef('f.companyId', '=', 'pw.companyId')
        .on('f.day', '>=', from)
        .on('f.day', '<=', to)
        .on('f.currency', '=', currency as 'CHF' | 'EUR'),
    )
    .select([
      'pw.websiteId',
      sql<string>`sum(f.gross_revenue)`.as('grossRevenue'),
      sql<string>`sum(f.fees)`.as('fees'),
      sql<string>`sum(f.net_revenue)`.as('netRevenue'),
    ])
    .where('pw.configId', '=', configId)
    .where('pw.active', '=', true)
    .groupBy('pw.websiteId')
    .orderBy('pw.websiteId')
    .execute();
}

/** Writes (or rewrites) the draft payout of a config for a month; an approved one stays. */
export async function writeDraftPayout(
  trx: Db,
  scope: Scope,
  config: ConfigRow,
  month: string,
): Promise<string> {
  const monthDay = `${month}-01`;
  const existing = await scope
    .lockedRows('payout', trx)
    .select(['id', 'state'])
    .where('configId', '=', config.id)
    .where('month', '=', monthDay)
    .executeTakeFirst();
  if (existing?.state === 'APPROVED') return 'Skipped: approved already';
  if (existing) await scope.delete('payout', trx).where('id', '=', existing.id).execute();
  const [lines, earlier] = await Promise.all([
    monthLines(trx, scope, config.id, config.currency, month),
    scope
      .rows('payout', trx)
      .select(['rolledOver', 'shareAmount', 'carriedIn'])
      .where('configId', '=', config.id)
      .where('month', '<', monthDay)
      .orderBy('month', 'desc')
      .executeTakeFirst(),
  ]);
  const sum = (field: 'grossRevenue' | 'fees' | 'netRevenue') =>
    lines.reduce((total, line) => total + Number(line[field]), 0);
  const netRevenue = sum('netRevenue');
  const sharePercent = Number(config.sharePercent);
  const shareAmount = shareOf(netRevenue, sharePercent);
  const carriedIn = earlier?.rolledOver
    ? Number(earlier.shareAmount) + Number(earlier.carriedIn)
    : 0;
  const payable = shareAmount + carriedIn;
  const rolledOver = payable < Number(config.minimumPayout);
  const { to } = monthPeriod(month);
  const vatRate =
    config.vatStatus === 'REGISTERED' && config.currency === 'CHF' && !rolledOver
      ? (await countryVatRate(trx, 'CH', to)).rate
      : 0;
  const vatAmount = vatOn(rolledOver ? 0 : payable, vatRate);
  const payout = await scope
    .insert(
      'payout',
      {
        configId: config.id,
        month: monthDay,
        currency: config.currency,
        grossRevenue: sum('grossRevenue'),
        fees: sum('fees'),
        netRevenue,
        sharePercent,
        shareAmount,
        carriedIn,
        rolledOver,
        vatRate,
        vatAmount,
        total: rolledOver ? 0 : payable + vatAmount,
      },
      trx,
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  if (lines.length > 0) {
    await scope
      .insert(
        'payoutLine',
        lines.map((line) => ({
          payoutId: payout.id,
          websiteId: line.websiteId,
          grossRevenue: Number(line.grossRevenue),
          fees: Number(line.fees),
          netRevenue: Number(line.netRevenue),
        })),
        trx,
      )
      .execute();
  }
  const amount = (minor: number) => `${config.currency} ${(minor / 100).toFixed(2)}`;
  return rolledOver
    ? `Draft payout ${payout.id}: ${amount(payable)} rolled over (minimum ${amount(Number(config.minimumPayout))})`
    : `Draft payout ${payout.id}: ${amount(payable + vatAmount)}`;
}

/** The configs a month's run pays: active, with no approved payout of the month. */
function configsOfRun(db: Db, scope: Scope, month: string) {
  return scope
    .rows('payoutConfig as c', db)
    .selectAll('c')
    .where('c.active', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payout as p')
            .select('p.id')
            .whereRef('p.configId', '=', 'c.id')
            .where('p.month', '=', `${month}-01`)
            .where('p.state', '=', 'APPROVED'),
        ),
      ),
    )
    .orderBy('c.id')
    .execute();
}

export function registerPayoutRun({ app, database, jobs }: ServiceContext): void {
  const db = database.db as unknown as Db;
  defineMonthRun(jobs, db, {
    kind: PAYOUT_RUN_JOB,
    async items(source, scope, month) {
      const configs = await configsOfRun(source, scope, month);
      return configs.map((config) => ({ key: String(config.id), label: config.name }));
    },
    async runItem(trx, scope, { key, month }) {
      const config = await scope
        .byId('payoutConfig', Number(key), trx)
        .selectAll()
        .executeTakeFirst();
      if (!config) return 'Skipped: the config is gone';
      return writeDraftPayout(trx, scope, config, month);
    },
  });

  registerEndpoint(app, payoutEndpoints.run, payoutWriteAccess, async ({ caller, body, scope }) => {
    requireEnded(body.month);
    // A run with nothing to pay says so instead of a job of no items (issue 38: ADMIN's own
    // company, which pays under no config, ran and heard nothing): no active config in the
    // acting company, or every one of them approved for the month already.
    if ((await configsOfRun(db, scope, body.month)).length === 0) {
      const anyActive = await scope
        .rows('payoutConfig', db)
        .select('id')
        .where('active', '=', true)
        .executeTakeFirst();
      if (anyActive) {
        throw new ValidationError(
          {},
          [serverMessage('payoutRunAllApproved')],
          'PAYOUTS_ALL_APPROVED',
        );
      }
      throw new ValidationError({}, [serverMessage('payoutRunNoConfigs')], 'NO_PAYOUT_CONFIG');
    }
    return startMonthRun(
      jobs,
      PAYOUT_RUN_JOB,
      caller,
      body.month,
      'A payout run is running already',
    );
  });
}
