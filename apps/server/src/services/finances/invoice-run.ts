import {
  businessDay,
  INVOICE_RUN_JOB,
  invoiceEndpoints,
  serverMessage,
} from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import { HttpError, ValidationError } from '../../http/errors.ts';
import { sayMessage } from '../../http/messages.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { scopeOf } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { invoicingAccess } from './invoice-access.ts';
import {
  BILLABLE_CAMPAIGN_STATUSES,
  createDraft,
  UNBILLED_POSITION_STATUSES,
} from './invoice-drafts.ts';
import { monthPeriod } from './invoice-rules.ts';

// The invoice run of a month (issue 38): a background job with an item per campaign of the
// company that has booked or running positions in the month and no invoice of it yet; each item
// writes that campaign's draft for the month in its own transaction (the job queue marks it done
// in the same one), so a run repeated or retried bills no campaign twice.

export function registerInvoiceRun({ app, database, jobs }: ServiceContext): void {
  const db = database.db as unknown as Db;
  jobs.define({
    kind: INVOICE_RUN_JOB,
    maxAttempts: 3,
    policy: 'stately',
    async plan({ parameters }) {
      const { from, to } = monthPeriod(String(parameters.month));
      const scope = scopeOf(db, Number(parameters.companyId));
      const campaigns = await scope
        .rows('campaign as c')
        .select(['c.id', 'c.name'])
        .where('c.status', 'in', BILLABLE_CAMPAIGN_STATUSES)
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
        .execute();
      return campaigns.map((campaign) => ({ key: String(campaign.id), label: campaign.name }));
    },
    async runItem(trx, key, { parameters }) {
      const { from, to } = monthPeriod(String(parameters.month));
      const scope = scopeOf(trx as unknown as Db, Number(parameters.companyId));
      try {
        const invoice = await createDraft(
          trx as unknown as Db,
          scope,
          Number(parameters.userId) || null,
          { campaignId: Number(key), periodFrom: from, periodTo: to },
        );
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

  registerEndpoint(app, invoiceEndpoints.run, invoicingAccess, async ({ actor, body }) => {
    const caller = requireActor(actor);
    // A month is billed once it has ended: its positions' days are all behind (issue 38: the
    // running month was offered, and its drafts billed days not yet served).
    if (monthPeriod(body.month).to >= businessDay()) {
      throw new ValidationError({ month: serverMessage('monthNotEnded') }, []);
    }
    const jobId = await jobs.enqueue(INVOICE_RUN_JOB, {
      startedByUserId: caller.user.userId,
      companyId: caller.actingCompanyId,
      parameters: {
        companyId: caller.actingCompanyId,
        userId: caller.user.userId,
        month: body.month,
      },
    });
    if (!jobId) throw new HttpError(409, 'An invoice run is running already', 'JOB_RUNNING');
    return { jobId };
  });
}
