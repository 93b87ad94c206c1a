import {
  type BulkResult,
  type BulkRowResult,
  type InvoiceBulkAction,
  invoiceEndpoints,
} from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { bulkIds, bulkSummary, notFoundRow, refused } from '../../kit/bulk.ts';
import type { ReadOnlyList } from '../../kit/read-only.ts';
import { type Scope, scopeOf } from '../../kit/scope.ts';
import type { Language } from '../../kit/texts.ts';
import { announceMail, writeMail } from '../../mail/outbox.ts';
import { formatMailDate, mailTexts } from '../../mail/texts.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay } from '../orders/iso-day.ts';
import { formatAmount } from '../orders/order-pdf.ts';
import { invoicingAccess } from './invoice-access.ts';
import type { InvoiceRow } from './invoice-drafts.ts';
import {
  type ActingUser,
  type InvoiceRefusal,
  issueInvoice,
  issueRefusal,
} from './invoice-issue.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

// The invoices list's bulk actions (spec 1 §5: checked and answered per row, a dry run first):
// issue drafts, send issued invoices through the mail outbox. Each row runs in a transaction of
// its own, so a refused or failing row takes no number and leaves the others done. The rows are
// the chosen ones or every row of the list's filter ("select all N", issue 38: 1,235 drafts); a
// run of more than a page's rows goes through the job queue (`finances.invoice-bulk`, an item
// per invoice, each checked again in its item's transaction), and its rows' outcomes are read
// from the job's items (`bulkRun`).

/** The job kind of a bulk action on many invoices. */
export const INVOICE_BULK_JOB = 'finances.invoice-bulk';
/**
 * The most rows a bulk run does within its request; more go through the job queue (1,235
 * issues in one request outlast the console's 10 s call, and a refresh would lose its answer).
 */
export const INVOICE_BULK_INLINE_MAX = 100;

/** The invoice mail's texts (admin's `mail.messages.INVOICE`): its subject, then its paragraphs. */
const INVOICE_MAIL_KEYS = ['subject', 'greeting', 'text', 'payment', 'closing'].map(
  (key) => `mail.messages.INVOICE.${key}`,
);

const NOT_SENDABLE: Omit<InvoiceRefusal, 'message'> = {
  reason: 'Only an issued invoice is sent',
  translationKey: 'INVOICE_NOT_SENDABLE',
};
// The stranger's send while the invoice's credit note waited for approval: an approval cancels
// the invoice, so it is not sent until the credit note is decided (a rejection sends it again).
const CREDIT_NOTE_PENDING: Omit<InvoiceRefusal, 'message'> = {
  reason: 'A credit note of this invoice waits for approval',
  translationKey: 'INVOICE_CREDIT_NOTE_PENDING',
};
const NO_EMAIL: Omit<InvoiceRefusal, 'message'> = {
  reason: 'The invoicing account has no e-mail address',
  translationKey: 'INVOICE_NO_EMAIL',
};
const NO_CONFIG: Omit<InvoiceRefusal, 'message'> = {
  reason: "No company configuration for the invoice's currency: its PDF cannot be made",
  translationKey: 'INVOICE_NO_COMPANY_CONFIG',
};

/** Why an invoice is not sent now, or undefined when it may be. */
async function sendRefusal(
  scope: Scope,
  db: Db,
  row: Pick<InvoiceRow, 'id' | 'state' | 'currency'> & { email: string | null },
): Promise<Omit<InvoiceRefusal, 'message'> | undefined> {
  if (row.state === 'DRAFT' || row.state === 'CANCELLED') return NOT_SENDABLE;
  const pending = await scope
    .rows('creditNote', db)
    .select('id')
    .where('invoiceId', '=', row.id)
    .where('state', '=', 'PENDING_APPROVAL')
    .executeTakeFirst();
  if (pending) return CREDIT_NOTE_PENDING;
  if (!row.email) return NO_EMAIL;
  const config = await scope
    .rows('financeCompanyConfig', db)
    .select('id')
    .where('currency', '=', row.currency)
    .executeTakeFirst();
  return config ? undefined : NO_CONFIG;
}

/** Writes an issued invoice's mail to its invoicing account into the outbox, with its history. */
async function sendInvoice(
  trx: Db,
  scope: Scope,
  actor: ActingUser,
  invoice: InvoiceRow,
  email: string,
) {
  // The PDF with the QR-bill goes with the mail (read in the send's transaction).
  const pdf = await renderInvoicePdf(trx, scope, invoice.id);
  const language = invoice.language as Language;
  const t = await mailTexts(trx, language, INVOICE_MAIL_KEYS);
  const values = {
    number: invoice.number ?? '',
    issuer: pdf.issuer,
    campaign: pdf.campaignName,
    amount: `${invoice.currency} ${formatAmount(Number(invoice.total) / 100, language)}`,
    dueDate: invoice.dueDate
      ? formatMailDate(new Date(isoDay(invoice.dueDate)), { dateOnly: true })
      : '',
  };
  await writeMail(trx, {
    recipient: email,
    template: 'INVOICE',
    subject: t('mail.messages.INVOICE.subject', values),
    text: `${INVOICE_MAIL_KEYS.slice(1)
      .map((key) => t(key, values))
      .join('\n\n')}\n`,
    language,
    related: { type: 'invoice', id: invoice.id },
    attachments: [{ fileName: pdf.fileName, contentType: 'application/pdf', content: pdf.bytes }],
  });
  await scope
    .insert(
      'invoiceEvent',
      {
        invoiceId: invoice.id,
        actorUserId: actor.user.userId,
        action: 'SENT',
        fromState: invoice.state,
        toState: invoice.state,
        number: invoice.number,
      },
      trx,
    )
    .execute();
}

type BulkRow = InvoiceRow & { email: string | null; accountName: string; campaignName: string };

/** The company's invoices of the ids with what a bulk row says of them, by id (a few queries). */
async function bulkRows(db: Db, scope: Scope, ids: readonly number[]) {
  const rows = new Map<number, BulkRow>();
  for (let start = 0; start < ids.length; start += 1000) {
    const found = await scope
      .rows('invoice as i', db)
      .innerJoin('account as a', 'a.id', 'i.accountId')
      .innerJoin('campaign as c', 'c.id', 'i.campaignId')
      .selectAll('i')
      .select(['a.email', 'a.displayName as accountName', 'c.name as campaignName'])
      .where('i.id', 'in', ids.slice(start, start + 1000))
      .execute();
    for (const row of found) rows.set(row.id, row as BulkRow);
  }
  return rows;
}

/**
 * One row of a bulk action: refused (and why), or done, or would be on a dry run. `within`
 * runs the action's writes in a transaction of the row's own (the request's), or in the job
 * item's.
 */
async function actOn(
  db: Db,
  scope: Scope,
  actor: ActingUser,
  action: InvoiceBulkAction,
  id: number,
  row: BulkRow | undefined,
  within: (<T>(write: (trx: Db) => Promise<T>) => Promise<T>) | undefined,
): Promise<BulkRowResult> {
  if (!row) return notFoundRow(id, 'invoice');
  // A draft has no number yet: it is named by its campaign, and every row says whose it
  // is (issue 38, the s13 stranger: the issue dialog listed drafts as "#1234").
  const name = row.number ?? row.campaignName;
  const refusal = action === 'issue' ? issueRefusal(row) : await sendRefusal(scope, db, row);
  if (refusal) {
    return {
      ...refused(id, name, refusal.reason, refusal.translationKey),
      ...(action === 'issue' ? { context: row.accountName } : {}),
    };
  }
  let done = name;
  if (within) {
    done = await within(async (trx) => {
      if (action === 'issue') {
        const issued = await issueInvoice(trx, scope, actor, id, undefined);
        return issued.number ?? name;
      }
      await sendInvoice(trx, scope, actor, row, row.email as string);
      return name;
    });
    if (action === 'send') announceMail();
  }
  // A send says where the mail goes ("wird an … versendet"), before and after the run; an
  // issue whose invoicing account it is.
  return {
    id,
    name: done,
    outcome: 'DONE',
    context: action === 'send' ? (row.email as string) : row.accountName,
  };
}

/** What the bulk job carries: the company, who started it, the action and its rows. */
interface BulkJobParameters {
  companyId: number;
  userId: number;
  action: InvoiceBulkAction;
  ids: number[];
}

/**
 * The job of a bulk action on many invoices: an item per invoice (key its id), checked again and
 * done in the item's transaction; the item's message is the row's result (JSON), read back by
 * `bulkRun` for the screen's result per row.
 */
function defineBulkJob(jobs: JobQueue, db: Db) {
  jobs.define({
    kind: INVOICE_BULK_JOB,
    maxAttempts: 3,
    async plan({ parameters }) {
      const { companyId, ids } = parameters as unknown as BulkJobParameters;
      const rows = await bulkRows(db, scopeOf(db, companyId), ids);
      return ids.map((id) => {
        const row = rows.get(id);
        return { key: String(id), label: row ? (row.number ?? row.campaignName) : `#${id}` };
      });
    },
    async runItem(trx, key, { parameters }) {
      const { companyId, userId, action } = parameters as unknown as BulkJobParameters;
      const source = trx as unknown as Db;
      const scope = scopeOf(source, companyId);
      const id = Number(key);
      const row = (await bulkRows(source, scope, [id])).get(id);
      const result = await actOn(source, scope, { user: { userId } }, action, id, row, (write) =>
        write(source),
      );
      const { id: _id, ...said } = result;
      return JSON.stringify(said);
    },
  });
}

/** A bulk job's rows as a bulk result: each done item's result, the others refused (failed). */
async function bulkRunResult(db: Db, runId: number): Promise<BulkResult> {
  const items = await db
    .selectFrom('jobItem')
    .select(['itemKey', 'label', 'state', 'message'])
    .where('jobRunId', '=', runId)
    .orderBy('id')
    .execute();
  return bulkSummary(
    false,
    items.map((item): BulkRowResult => {
      const id = Number(item.itemKey);
      if (item.state === 'DONE' && item.message) {
        return { id, ...(JSON.parse(item.message) as Omit<BulkRowResult, 'id'>) };
      }
      // Not done (yet): failed in every attempt, or still to do.
      return refused(id, item.label, item.message ?? 'Not done', 'BULK_NOT_DONE');
    }),
  );
}

export function registerInvoiceBulk(
  { app, database, jobs }: ServiceContext,
  list: ReadOnlyList,
): void {
  const db = database.db as unknown as Db;
  defineBulkJob(jobs, db);
  registerEndpoint(
    app,
    invoiceEndpoints.bulk,
    invoicingAccess,
    async ({ actor, params, body, scope }) => {
      const caller = requireActor(actor);
      const { action } = params;
      const ids = await bulkIds(body, (filter, limit) =>
        list.idsOfFilter(caller.actingCompanyId, filter, limit),
      );
      if (!body.dryRun && ids.length > INVOICE_BULK_INLINE_MAX) {
        // Many rows: each is checked and done in its job item; the answer names the job, whose
        // items say what was done (`bulkRun`).
        const jobId = await jobs.enqueue(INVOICE_BULK_JOB, {
          startedByUserId: caller.user.userId,
          companyId: caller.actingCompanyId,
          parameters: {
            companyId: caller.actingCompanyId,
            userId: caller.user.userId,
            action,
            ids,
          } satisfies BulkJobParameters,
        });
        return { ...bulkSummary(false, []), ...(jobId ? { jobId } : {}) };
      }
      const rows = await bulkRows(db, scope, ids);
      const within = body.dryRun
        ? undefined
        : <T>(write: (trx: Db) => Promise<T>) => db.transaction().execute(write);
      const results: BulkRowResult[] = [];
      for (const id of ids) {
        results.push(await actOn(db, scope, caller, action, id, rows.get(id), within));
      }
      return bulkSummary(body.dryRun, results);
    },
  );
  registerEndpoint(app, invoiceEndpoints.bulkRun, invoicingAccess, async ({ scope, params }) => {
    // The company's own bulk runs only (the scope's): another company's is no run at all.
    const run = await scope
      .rows('jobRun', db)
      .select('id')
      .where('id', '=', params.id)
      .where('kind', '=', INVOICE_BULK_JOB)
      .executeTakeFirst();
    if (!run) throw notFound('bulk run');
    return bulkRunResult(db, run.id);
  });
}
