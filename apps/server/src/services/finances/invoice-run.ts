import {
  INVOICE_RUN_JOB,
  type InvoiceRunPreview,
  invoiceEndpoints,
} from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../../http/errors.ts';
import { sayMessage } from '../../http/messages.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay } from '../orders/iso-day.ts';
import { invoicingAccess } from './invoice-access.ts';
import {
  BILLABLE_CAMPAIGN_STATUSES,
  createDraft,
  UNBILLED_POSITION_STATUSES,
} from './invoice-drafts.ts';
import { monthPeriod, overlap, type Period, proRata, toMinor } from './invoice-rules.ts';
import { defineMonthRun, requireEnded, startMonthRun } from './month-run.ts';

// The invoice run of a month (issue 38): a background job with an item per campaign of the
// company that has booked or running positions in the month and no invoice of it yet; each item
// writes that campaign's draft for the month in its own transaction (the job queue marks it done
// in the same one), so a run repeated or retried bills no campaign twice. On PostgreSQL four
// campaigns are billed at once (the job queue's `concurrency`).

/**
 * The campaigns a month's run bills: billable, running in the month with booked or running
 * positions in it, and no invoice of the month yet (a draft or issued one; a cancelled one frees the period).
 */
function campaignsOfRun(db: Db, scope: Scope, month: string) {
  const { from, to } = monthPeriod(month);
  return (
    scope
      .rows('campaign as c', db)
      .select(['c.id', 'c.name', 'c.currency'])
      .where('c.status', 'in', BILLABLE_CAMPAIGN_STATUSES)
      // The campaign runs in the month (a draft bills the campaign's days: a position dated
      // outside its campaign's run was planned and then skipped, and the preview counted it).
      .where('c.startDate', '<=', to)
      .where('c.endDate', '>=', from)
      .where(({ exists, not, selectFrom }) =>
        exists(
          selectFrom('campaignPosition as p')
            .select('p.id')
            .whereRef('p.campaignId', '=', 'c.id')
            .where('p.status', 'not in', UNBILLED_POSITION_STATUSES)
            .where('p.startDate', '<=', to)
            .where('p.endDate', '>=', from),
        ).and(
          not(
            exists(
              selectFrom('invoice as i')
                .select('i.id')
                .whereRef('i.campaignId', '=', 'c.id')
                .where('i.state', '<>', 'CANCELLED')
                .where('i.periodFrom', '<=', to)
                .where('i.periodTo', '>=', from),
            ),
          ),
        ),
      )
      .orderBy('c.id')
      .execute()
  );
}

/**
 * What a month's run will bill, before it runs (issue 38): its campaigns and the net of their
 * drafts per currency, by the drafts' own rule (each position's net pro rata temporis for its
 * days in the month; VAT is added per line when the drafts are written).
 */
async function runPreview(db: Db, scope: Scope, month: string): Promise<InvoiceRunPreview> {
  const period = monthPeriod(month);
  const campaigns = await campaignsOfRun(db, scope, month);
  const currencyOf = new Map(campaigns.map((campaign) => [campaign.id, campaign.currency]));
  const positions = campaigns.length
    ? await scope
        .rows('campaignPosition', db)
        .select(['campaignId', 'startDate', 'endDate', 'netAmount'])
        .where('campaignId', 'in', [...currencyOf.keys()])
        .where('status', 'not in', UNBILLED_POSITION_STATUSES)
        .where('startDate', '<=', period.to)
        .where('endDate', '>=', period.from)
        .execute()
    : [];
  const sums = new Map<string, { campaigns: Set<number>; net: number }>();
  for (const campaign of campaigns) {
    const sum = sums.get(campaign.currency) ?? { campaigns: new Set(), net: 0 };
    sum.campaigns.add(campaign.id);
    sums.set(campaign.currency, sum);
  }
  for (const position of positions) {
    const runs = { from: isoDay(position.startDate), to: isoDay(position.endDate) };
    const sum = sums.get(currencyOf.get(position.campaignId) as string);
    if (sum) sum.net += proRata(toMinor(position.netAmount), runs, overlap(runs, period) as Period);
  }
  return {
    month,
    campaigns: campaigns.length,
    currencies: [...sums.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, sum]) => ({
        currency: currency as 'CHF' | 'EUR',
        campaigns: sum.campaigns.size,
        net: sum.net,
      })),
  };
}

export function registerInvoiceRun({ app, database, jobs }: ServiceContext): void {
  const db = database.db as unknown as Db;
  defineMonthRun(jobs, db, {
    kind: INVOICE_RUN_JOB,
    // Four campaigns at once, each its own transaction: their drafts touch disjoint rows but
    // for the company's DRAFT tally row, locked from the draft's insert to its commit (a month
    // of 1,250 campaigns took 110–130 s one by one at load 20–35: round trips' waits).
    concurrency: 4,
    async items(source, scope, month) {
      const campaigns = await campaignsOfRun(source, scope, month);
      return campaigns.map((campaign) => ({ key: String(campaign.id), label: campaign.name }));
    },
    async runItem(trx, scope, { key, month, userId }) {
      const { from, to } = monthPeriod(month);
      try {
        const invoice = await createDraft(trx, scope, userId, {
          campaignId: Number(key),
          periodFrom: from,
          periodTo: to,
        });
        return `Draft invoice ${invoice.id}: ${invoice.currency} ${(Number(invoice.total) / 100).toFixed(2)}`;
      } catch (error) {
        // Invoiced meanwhile, or nothing left to bill: the campaign is skipped, not failed.
        if (error instanceof ValidationError) {
          const [message] = [...Object.values(error.fieldErrors), ...error.formErrors];
          return `Skipped: ${sayMessage('en', message ?? '')}`;
        }
        throw error;
      }
    },
  });

  registerEndpoint(app, invoiceEndpoints.run, invoicingAccess, ({ caller, body }) =>
    startMonthRun(jobs, INVOICE_RUN_JOB, caller, body.month, 'An invoice run is running already'),
  );

  registerEndpoint(app, invoiceEndpoints.runPreview, invoicingAccess, ({ body, scope }) => {
    requireEnded(body.month);
    return runPreview(db, scope, body.month);
  });
}
