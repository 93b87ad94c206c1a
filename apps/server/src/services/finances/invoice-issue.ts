import { businessDay, type ServerMessage, serverMessage } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import { ValidationError } from '../../http/errors.ts';
import type { Scope } from '../../kit/scope.ts';
import { archiveDocument } from '../documents/archive.ts';
import type { InvoiceRow } from './invoice-drafts.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { DEFAULT_NUMBER_PATTERNS, type DocType, dueDay, formatNumber } from './invoice-rules.ts';

// Issuing (DOMAIN2 §1.3): the number is taken at issue, not at draft, in the issue's
// transaction, from the company's series of the document type and year, whose row is locked
// (SELECT … FOR UPDATE) until the transaction ends. Two issues at once wait for each other, so
// the series has no gap and no number twice; an issue that is refused (or fails) rolls the
// series back with it, so it uses no number. A number is never given back.

/** A refusal: in English, its code for the console, and its keyed message for a 422. */
export interface InvoiceRefusal {
  reason: string;
  translationKey: string;
  message: ServerMessage;
}

/** Only a draft is issued, corrected or discarded. */
export const NOT_DRAFT: InvoiceRefusal = {
  reason: 'The invoice is already issued or cancelled',
  translationKey: 'INVOICE_NOT_DRAFT',
  message: serverMessage('invoiceNotDraft'),
};
const EMPTY: InvoiceRefusal = {
  reason: 'An invoice without an amount is not issued',
  translationKey: 'INVOICE_EMPTY',
  message: serverMessage('invoiceEmpty'),
};

/** Why an invoice cannot be issued now, or nothing when it can (checked before the number). */
export function issueRefusal(invoice: Pick<InvoiceRow, 'state' | 'total'>) {
  if (invoice.state !== 'DRAFT') return NOT_DRAFT;
  if (Number(invoice.total) <= 0) return EMPTY;
  return undefined;
}

/**
 * The next number of the company's series of a document type and year, taken: the series' row
 * is made on its first use (with the pattern of the type's latest series, else the default) and
 * locked for the rest of `trx`.
 */
export async function takeNumber(
  trx: Db,
  scope: Scope,
  docType: DocType,
  year: number,
  configured?: string,
): Promise<string> {
  const latest = await scope
    .rows('financeNumberRange', trx)
    .select('pattern')
    .where('docType', '=', docType)
    .orderBy('year', 'desc')
    .executeTakeFirst();
  await scope
    .insert(
      'financeNumberRange',
      { docType, year, pattern: configured ?? latest?.pattern ?? DEFAULT_NUMBER_PATTERNS[docType] },
      trx,
    )
    .onConflict((conflict) => conflict.columns(['companyId', 'docType', 'year']).doNothing())
    .execute();
  const range = await scope
    .lockedRows('financeNumberRange', trx)
    .selectAll()
    .where('docType', '=', docType)
    .where('year', '=', year)
    .executeTakeFirstOrThrow();
  await scope
    .update('financeNumberRange', trx)
    .set({ nextValue: sql`next_value + 1`, updatedAt: new Date() })
    .where('id', '=', range.id)
    .execute();
  return formatNumber(range.pattern, year, range.nextValue);
}

/** The days a new account gets to pay (migration 0007's default). */
const ACCOUNT_DEFAULT_TERMS = 30;

/**
 * The days to pay: the terms agreed with the account when it has its own (other than the
 * default), else the issuer's terms from its company config, else the default.
 */
export const paymentTerms = (account: number | undefined, config: number | undefined) =>
  account !== undefined && account !== ACCOUNT_DEFAULT_TERMS
    ? account
    : (config ?? ACCOUNT_DEFAULT_TERMS);

/**
 * The days an invoice of an account in a currency gets to pay (`paymentTerms`): the one rule
 * of the issue and of the demo's issued invoices.
 */
export async function paymentTermsOf(
  db: Db,
  scope: Scope,
  invoice: Pick<InvoiceRow, 'accountId' | 'currency'>,
): Promise<number> {
  const [account, config] = await Promise.all([
    scope
      .rows('account', db)
      .select('paymentTermsDays')
      .where('id', '=', invoice.accountId)
      .executeTakeFirst(),
    scope
      .rows('financeCompanyConfig', db)
      .select('paymentTermsDays')
      .where('currency', '=', invoice.currency)
      .executeTakeFirst(),
  ]);
  return paymentTerms(account?.paymentTermsDays, config?.paymentTermsDays);
}

/**
 * Issues a draft (locked, at the version read; 412 when stale): 422 when it is no draft or has
 * no amount, before any number is taken; otherwise its number, issue day (today, Zurich), due
 * day (the account's payment terms) and the ISSUED history entry, all in `trx`.
 */
/** Who acts, as an issue or a send records it (a request's actor, or the user a job runs for). */
export type ActingUser = { user: Pick<Actor['user'], 'userId'> };

export async function issueInvoice(
  trx: Db,
  scope: Scope,
  actor: ActingUser,
  id: number,
  version: number | undefined,
): Promise<InvoiceRow> {
  const invoice = await scope.lockedRow(trx, 'invoice', id, version, 'invoice');
  const refusal = issueRefusal(invoice);
  if (refusal) throw new ValidationError({}, [refusal.message], refusal.translationKey);
  const today = businessDay();
  const docType: DocType = invoice.docType === 'MANUAL' ? 'MANUAL' : 'INVOICE';
  const config = await scope
    .rows('financeCompanyConfig', trx)
    .select(['invoicePattern', 'manualPattern'])
    .where('currency', '=', invoice.currency)
    .executeTakeFirst();
  const number = await takeNumber(
    trx,
    scope,
    docType,
    Number(today.slice(0, 4)),
    config && (docType === 'MANUAL' ? config.manualPattern : config.invoicePattern),
  );
  const issued = await scope
    .update('invoice', trx)
    .set({
      state: 'ISSUED',
      number,
      issueDate: today,
      dueDate: dueDay(today, await paymentTermsOf(trx, scope, invoice)),
      issuedByUserId: actor.user.userId,
      version: invoice.version + 1,
      updatedAt: new Date(),
    })
    .where('id', '=', invoice.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await scope
    .insert(
      'invoiceEvent',
      {
        invoiceId: invoice.id,
        actorUserId: actor.user.userId,
        action: 'ISSUED',
        fromState: 'DRAFT',
        toState: 'ISSUED',
        number,
      },
      trx,
    )
    .execute();
  // The invoice as issued is archived (issue 39: the agency's documents): its PDF made now, in
  // the issue's transaction, and kept; the agency downloads these bytes.
  const { bytes } = await renderInvoicePdf(trx, scope, invoice.id);
  await archiveDocument(trx, scope, actor.user.userId, {
    type: 'INVOICE',
    campaignId: invoice.campaignId,
    number,
    sourceId: invoice.id,
    bytes,
  });
  return issued;
}
