import type { BulkRowResult } from '@adconsole/api/contracts';
import { invoiceEndpoints } from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { bulkSummary, notFoundRow, refused } from '../../kit/bulk.ts';
import type { Scope } from '../../kit/scope.ts';
import type { Language } from '../../kit/texts.ts';
import { announceMail, writeMail } from '../../mail/outbox.ts';
import { formatMailDate, mailTexts } from '../../mail/texts.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay } from '../orders/iso-day.ts';
import { formatAmount } from '../orders/order-pdf.ts';
import { invoicingAccess } from './invoice-access.ts';
import type { InvoiceRow } from './invoice-drafts.ts';
import { type InvoiceRefusal, issueInvoice, issueRefusal } from './invoice-issue.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

// The invoices list's bulk actions (spec 1 §5: checked and answered per row, a dry run first):
// issue drafts, send issued invoices through the mail outbox. Each row runs in a transaction of
// its own, so a refused or failing row takes no number and leaves the others done.

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
  actor: Actor,
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

export function registerInvoiceBulk({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;
  registerEndpoint(
    app,
    invoiceEndpoints.bulk,
    invoicingAccess,
    async ({ actor, params, body, scope }) => {
      const caller = requireActor(actor);
      const results: BulkRowResult[] = [];
      let mailed = false;
      for (const id of [...new Set(body.ids)]) {
        const row = await scope
          .rows('invoice as i', db)
          .innerJoin('account as a', 'a.id', 'i.accountId')
          .innerJoin('campaign as c', 'c.id', 'i.campaignId')
          .selectAll('i')
          .select(['a.email', 'a.displayName as accountName', 'c.name as campaignName'])
          .where('i.id', '=', id)
          .executeTakeFirst();
        if (!row) {
          results.push(notFoundRow(id, 'invoice'));
          continue;
        }
        // A draft has no number yet: it is named by its campaign, and every row says whose it
        // is (issue 38, the s13 stranger: the issue dialog listed drafts as "#1234").
        const name = row.number ?? row.campaignName;
        const refusal =
          params.action === 'issue' ? issueRefusal(row) : await sendRefusal(scope, db, row);
        if (refusal) {
          results.push({
            ...refused(id, name, refusal.reason, refusal.translationKey),
            ...(params.action === 'issue' ? { context: row.accountName } : {}),
          });
          continue;
        }
        let done = name;
        if (!body.dryRun) {
          done = await db.transaction().execute(async (trx) => {
            if (params.action === 'issue') {
              const issued = await issueInvoice(trx, scope, caller, id, undefined);
              return issued.number ?? name;
            }
            await sendInvoice(trx, scope, caller, row, row.email as string);
            mailed = true;
            return name;
          });
        }
        // A send says where the mail goes ("wird an … versendet"), before and after the run;
        // an issue whose invoicing account it is.
        results.push({
          id,
          name: done,
          outcome: 'DONE',
          context: params.action === 'send' ? (row.email as string) : row.accountName,
        });
      }
      if (mailed) announceMail();
      return bulkSummary(body.dryRun, results);
    },
  );
}
