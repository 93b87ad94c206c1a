import {
  PAYMENT_LOOKUP_LIMIT,
  PAYMENT_ROLES,
  type Payment,
  type PaymentImportResult,
  type PaymentInvoiceOption,
  type PaymentMatchStatus,
  paymentEndpoints,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import type { AccessRule } from '../../http/access.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { Rows } from '../../kit/list.ts';
import {
  dayCell,
  type ReadOnlyExportColumn,
  registerReadOnlyResource,
} from '../../kit/read-only.ts';
import { type NamedOf, type References, resolveReferences } from '../../kit/references.ts';
import type { RowOf } from '../../kit/resource.ts';
import { companyOf, type Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay } from '../orders/iso-day.ts';
import { linkBankEntry, payoutOfCredit } from './card-payout-match.ts';
import { readCamt } from './payment-camt.ts';
import { invoiceOfReference, OPEN_INVOICE_STATES, postToInvoice } from './payment-post.ts';
import { paymentReferenceFacts } from './payment-reference.ts';

// /finances/payments (spec 1 §2.11; DOMAIN2 §1.5): the bank's camt.054 / camt.053 files
// imported (each credit matched and posted in the import's one transaction; a credit whose
// bank reference the company already has is counted as a duplicate and skipped), the list of
// payments by status, and the unmatched queue's assignment to an invoice by hand.

/** Spec 1 §2.11: the payments' roles (shared with the console's route), on the acting company. */
export const paymentsAccess: AccessRule = {
  roles: { anyOf: PAYMENT_ROLES },
  company: 'actable',
};

type PaymentRows = Rows<'payment'>;
type Row = RowOf<'payment'>;

const paymentReferences = {
  invoiceId: { table: 'invoice', name: 'number' },
  accountId: { table: 'account', name: 'displayName' },
} as const satisfies References;

function toPayments(
  rows: Row[],
  named: (row: Row) => NamedOf<typeof paymentReferences>,
): Payment[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.entryRef,
    entryRef: row.entryRef,
    bookingDate: isoDay(row.bookingDate),
    valueDate: row.valueDate === null ? null : isoDay(row.valueDate),
    amount: Number(row.amount),
    currency: row.currency,
    reference: row.reference,
    ...paymentReferenceFacts(row.reference),
    debtorName: row.debtorName,
    status: row.status as PaymentMatchStatus,
    invoiceId: row.invoiceId,
    invoiceNumber: named(row).invoiceId?.name ?? null,
    accountId: row.accountId,
    accountName: named(row).accountId?.name ?? null,
    creditAmount: Number(row.creditAmount),
    importId: row.importId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  }));
}

const filters = {
  status: (rows: PaymentRows, status: string) => rows.where('status', '=', status) as PaymentRows,
  invoiceId: (rows: PaymentRows, id: number) => rows.where('invoiceId', '=', id) as PaymentRows,
  importId: (rows: PaymentRows, id: number) => rows.where('importId', '=', id) as PaymentRows,
  accountId: (rows: PaymentRows, id: number) => rows.where('accountId', '=', id) as PaymentRows,
  currency: (rows: PaymentRows, currency: string) =>
    rows.where('currency', '=', currency) as PaymentRows,
  bookedFrom: (rows: PaymentRows, from: string) =>
    rows.where('bookingDate', '>=', from) as PaymentRows,
  bookedTo: (rows: PaymentRows, to: string) => rows.where('bookingDate', '<=', to) as PaymentRows,
  searchFilter: (rows: PaymentRows, text: string) => {
    const pattern = containsPattern(text.toLowerCase());
    return rows.where(
      sql<boolean>`(lower(payment.entry_ref) like ${pattern}
        or lower(coalesce(payment.reference, '')) like ${pattern}
        or lower(coalesce(payment.debtor_name, '')) like ${pattern})`,
    ) as PaymentRows;
  },
};

/** The list's export: the columns of the screen, money as amounts of the currency. */
const paymentExport = {
  endpoint: paymentEndpoints.export,
  title: 'payments.title',
  columns: {
    bookingDate: {
      header: 'payments.columns.bookingDate',
      value: (item) => dayCell(item.bookingDate),
    },
    valueDate: { header: 'payments.columns.valueDate', value: (item) => dayCell(item.valueDate) },
    status: {
      header: 'payments.columns.status',
      value: (item, t) => t(`payments.status.${item.status}`),
    },
    amount: { header: 'payments.columns.amount', value: (item) => item.amount / 100 },
    currency: { header: 'payments.columns.currency', value: (item) => item.currency },
    debtorName: { header: 'payments.columns.debtorName', value: (item) => item.debtorName },
    reference: { header: 'payments.columns.reference', value: (item) => item.reference },
    invoiceNumber: {
      header: 'payments.columns.invoiceNumber',
      value: (item) => item.invoiceNumber,
    },
    accountName: { header: 'payments.columns.accountName', value: (item) => item.accountName },
    creditAmount: {
      header: 'payments.columns.creditAmount',
      value: (item) => item.creditAmount / 100,
    },
    entryRef: { header: 'payments.columns.entryRef', value: (item) => item.entryRef },
  } satisfies Record<string, ReadOnlyExportColumn<Payment>>,
};

/** Imports a bank file in one transaction: a 422 before anything is written when unreadable. */
async function importFile(
  db: Db,
  scope: Scope,
  actorUserId: number,
  body: { fileName: string; content: string },
): Promise<PaymentImportResult> {
  const file = readCamt(body.content);
  return db.transaction().execute(async (trx) => {
    const batch = await scope
      .insert(
        'paymentImport',
        {
          fileName: body.fileName,
          format: file.format,
          account: file.account,
          importedByUserId: actorUserId,
        },
        trx,
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const known = new Set(
      file.credits.length === 0
        ? []
        : (
            await scope
              .rows('payment', trx)
              .select('entryRef')
              .where(
                'entryRef',
                'in',
                file.credits.map((credit) => credit.entryRef),
              )
              .execute()
          ).map((row) => row.entryRef),
    );
    const stats = {
      matched: 0,
      partial: 0,
      overpaid: 0,
      unmatched: 0,
      payout: 0,
      duplicate: 0,
    };
    for (const credit of file.credits) {
      if (known.has(credit.entryRef)) {
        stats.duplicate += 1;
        continue;
      }
      const invoice = await invoiceOfReference(trx, scope, credit.reference, credit.currency);
      // A credit of no invoice may be a card provider's payout arriving (amount and date).
      const payout = invoice ? undefined : await payoutOfCredit(trx, scope, credit);
      const posted = invoice
        ? await postToInvoice(trx, scope, actorUserId, invoice, credit)
        : { status: payout ? ('PAYOUT' as const) : ('UNMATCHED' as const), credit: 0 };
      stats[posted.status.toLowerCase() as keyof typeof stats] += 1;
      const inserted = await scope
        .insert(
          'payment',
          {
            importId: batch.id,
            ...credit,
            status: posted.status,
            invoiceId: invoice?.id ?? null,
            accountId: invoice?.accountId ?? null,
            creditAmount: posted.credit,
          },
          trx,
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      if (payout) await linkBankEntry(trx, scope, payout, inserted.id);
    }
    await scope
      .update('paymentImport', trx)
      .set({ entries: file.credits.length, ...stats })
      .where('id', '=', batch.id)
      .execute();
    return {
      id: batch.id,
      format: file.format,
      account: file.account,
      entries: file.credits.length,
      ...stats,
    };
  });
}

/** Assigns an unmatched payment to an invoice by hand and posts it, in one transaction. */
async function assign(
  trx: Db,
  scope: Scope,
  actorUserId: number,
  id: number,
  body: { invoiceId: number; version: number },
): Promise<Row> {
  const payment = await scope.lockedRow(trx, 'payment', id, body.version, 'payment');
  if (payment.status !== 'UNMATCHED')
    throw new ValidationError({}, [serverMessage('paymentNotUnmatched')], 'PAYMENT_NOT_UNMATCHED');
  const invoice = await scope
    .lockedRows('invoice', trx)
    .selectAll()
    .where('id', '=', body.invoiceId)
    .where('state', 'in', ['ISSUED', 'PARTIALLY_PAID', 'OVERDUE', 'PAID'])
    .executeTakeFirst();
  if (!invoice) throw notFound('invoice');
  if (invoice.currency !== payment.currency)
    throw new ValidationError({ invoiceId: serverMessage('paymentCurrency') }, []);
  const posted = await postToInvoice(trx, scope, actorUserId, invoice, {
    amount: Number(payment.amount),
    bookingDate: isoDay(payment.bookingDate),
  });
  return scope
    .update('payment', trx)
    .set({
      status: posted.status,
      invoiceId: invoice.id,
      accountId: invoice.accountId,
      creditAmount: posted.credit,
      assignedByUserId: actorUserId,
      version: payment.version + 1,
      updatedAt: new Date(),
    })
    .where('id', '=', payment.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The issued invoices (open first, then paid: an overpayment may go to a paid one) whose number,
 * account or campaign holds the search, for the queue's assignment by hand.
 */
async function invoiceOptions(
  scope: Scope,
  query: { search: string; currency?: string | undefined },
): Promise<PaymentInvoiceOption[]> {
  const pattern = containsPattern(query.search.toLowerCase());
  let rows = scope
    .rows('invoice as i')
    .innerJoin('account as a', 'a.id', 'i.accountId')
    .innerJoin('campaign as c', 'c.id', 'i.campaignId')
    .select([
      'i.id',
      'i.number',
      'i.state',
      'i.currency',
      'i.total',
      'i.paidTotal',
      'i.dueDate',
      'a.displayName as accountName',
      'c.name as campaignName',
    ])
    .where('i.number', 'is not', null)
    .where('i.state', 'in', [...OPEN_INVOICE_STATES, 'PAID'])
    .where(
      sql<boolean>`(lower(i.number) like ${pattern} or lower(a.display_name) like ${pattern}
        or lower(c.name) like ${pattern})`,
    );
  if (query.currency) rows = rows.where('i.currency', '=', query.currency as 'CHF' | 'EUR');
  const found = await rows
    .orderBy(sql`i.state = 'PAID'`)
    .orderBy('i.dueDate')
    .orderBy('i.id')
    .limit(PAYMENT_LOOKUP_LIMIT)
    .execute();
  return found.map((row) => ({
    id: row.id,
    number: row.number ?? '',
    accountName: row.accountName,
    campaignName: row.campaignName,
    state: row.state,
    currency: row.currency,
    total: Number(row.total),
    open: Math.max(Number(row.total) - Number(row.paidTotal), 0),
    dueDate: row.dueDate === null ? null : isoDay(row.dueDate),
  }));
}

export function registerPayments({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;
  const e = paymentEndpoints;
  registerReadOnlyResource(app, db, {
    endpoints: e,
    table: 'payment',
    access: paymentsAccess,
    references: paymentReferences,
    toItems: async (_db, rows, named) => toPayments(rows, named),
    counts: { endpoint: e.counts, column: 'status' },
    filters,
    sort: { bookingDate: 'bookingDate', amount: 'amount', createdAt: 'createdAt' },
    export: paymentExport,
  });

  registerEndpoint(app, e.invoiceOptions, paymentsAccess, ({ query, scope }) =>
    invoiceOptions(scope, query),
  );

  registerEndpoint(app, e.accountOptions, paymentsAccess, async ({ query, scope }) =>
    scope
      .rows('account')
      .select(['id', 'displayName as name'])
      .where(sql<boolean>`lower(display_name) like ${containsPattern(query.search.toLowerCase())}`)
      .orderBy('displayName')
      .orderBy('id')
      .limit(PAYMENT_LOOKUP_LIMIT)
      .execute(),
  );

  registerEndpoint(app, e.import, paymentsAccess, ({ actor, body, scope }) =>
    importFile(db, scope, requireActor(actor).user.userId, body),
  );

  registerEndpoint(app, e.assign, paymentsAccess, async ({ actor, body, params, scope }) => {
    const row = await db
      .transaction()
      .execute((trx) => assign(trx, scope, requireActor(actor).user.userId, params.id, body));
    const named = await resolveReferences(db, companyOf(scope), scope.language, paymentReferences, [
      row,
    ]);
    return toPayments([row], named)[0] as Payment;
  });
}
