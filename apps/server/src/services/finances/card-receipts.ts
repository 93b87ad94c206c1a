import {
  type CardPayment,
  type CardPaymentStatus,
  type CardPayout,
  type CardPayoutImportResult,
  type CardPayoutStatus,
  cardPaymentEndpoints,
  cardPayoutEndpoints,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import type { AccessRule } from '../../http/access.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { Rows } from '../../kit/list.ts';
import {
  dayCell,
  type ReadOnlyExportColumn,
  registerReadOnlyResource,
} from '../../kit/read-only.ts';
import type { NamedOf, References } from '../../kit/references.ts';
import type { RowOf } from '../../kit/resource.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay } from '../orders/iso-day.ts';
import { readPayoutFile } from './card-payout-file.ts';
import { matchBankEntry } from './card-payout-match.ts';

// /finances/credit-card-receipts (spec 1 §2.11, tabs payments and payouts, ADMIN; DOMAIN2 §1.1
// PspPayout): the card payments of self-booking customers and the provider's payouts of them,
// imported from the provider's payout file (card-payout-file.ts) like a bank file: one
// transaction, nothing written when the file is unreadable, a payout known by its id. A
// payout's status only moves on (PENDING → IN_TRANSIT → PAID | FAILED): a file that tells an
// older status changes nothing. A paid payout is matched to the bank's entry (card-payout-match.ts).

/** Spec 1 §2.11: the credit-card receipts are ADMIN's, on the acting company. */
export const cardReceiptsAccess: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'actable' };

/** How far a status has come: a file may only move a payout on. */
const STAGE: Record<CardPayoutStatus, number> = { PENDING: 0, IN_TRANSIT: 1, PAID: 2, FAILED: 2 };

const paymentReferences = {
  campaignId: { table: 'campaign', name: 'name' },
  accountId: { table: 'account', name: 'displayName' },
  payoutId: { table: 'cardPayout', name: ['payoutRef', 'status'] },
} as const satisfies References;
const payoutReferences = {
  bankPaymentId: { table: 'payment', name: ['entryRef', 'bookingDate'] },
} as const satisfies References;

type PaymentRow = RowOf<'cardPayment'>;
type PayoutRow = RowOf<'cardPayout'>;

const toPayment = (row: PaymentRow, named: NamedOf<typeof paymentReferences>): CardPayment => ({
  id: row.id,
  name: row.pspReference,
  pspReference: row.pspReference,
  paidAt: row.paidAt.toISOString(),
  amount: Number(row.amount),
  fee: Number(row.fee),
  currency: row.currency,
  status: row.status as CardPaymentStatus,
  cardBrand: row.cardBrand as CardPayment['cardBrand'],
  cardLast4: row.cardLast4,
  campaignId: row.campaignId,
  campaignName: named.campaignId?.name ?? null,
  accountId: row.accountId,
  accountName: named.accountId?.name ?? null,
  payoutId: row.payoutId,
  payoutRef: named.payoutId?.name ?? null,
  payoutStatus: (named.payoutId?.status as CardPayoutStatus | undefined) ?? null,
});

const toPayout = (row: PayoutRow, named: NamedOf<typeof payoutReferences>): CardPayout => {
  const booked = named.bankPaymentId?.bookingDate as Date | string | undefined;
  return {
    id: row.id,
    name: row.payoutRef,
    payoutRef: row.payoutRef,
    status: row.status as CardPayoutStatus,
    arrivalDate: isoDay(row.arrivalDate),
    currency: row.currency,
    gross: Number(row.gross),
    fee: Number(row.fee),
    amount: Number(row.amount),
    transactions: row.transactions,
    bankPaymentId: row.bankPaymentId,
    bankEntryRef: named.bankPaymentId?.name ?? null,
    bankBookingDate: booked === undefined ? null : isoDay(booked),
    updatedAt: row.updatedAt.toISOString(),
  };
};

type PaymentRows = Rows<'cardPayment'>;
type PayoutRows = Rows<'cardPayout'>;
const paymentFilters = {
  status: (rows: PaymentRows, status: string) => rows.where('status', '=', status) as PaymentRows,
  currency: (rows: PaymentRows, currency: string) =>
    rows.where('currency', '=', currency) as PaymentRows,
  payoutId: (rows: PaymentRows, id: number) => rows.where('payoutId', '=', id) as PaymentRows,
  paidFrom: (rows: PaymentRows, day: string) =>
    rows.where(sql<boolean>`paid_at >= ${day}::date`) as PaymentRows,
  paidTo: (rows: PaymentRows, day: string) =>
    rows.where(sql<boolean>`paid_at < ${day}::date + 1`) as PaymentRows,
  searchFilter: (rows: PaymentRows, text: string) =>
    rows.where(
      sql<boolean>`lower(psp_reference) like ${containsPattern(text.toLowerCase())}`,
    ) as PaymentRows,
};
const payoutFilters = {
  status: (rows: PayoutRows, status: string) => rows.where('status', '=', status) as PayoutRows,
  currency: (rows: PayoutRows, currency: string) =>
    rows.where('currency', '=', currency) as PayoutRows,
  arrivalFrom: (rows: PayoutRows, day: string) =>
    rows.where('arrivalDate', '>=', day) as PayoutRows,
  arrivalTo: (rows: PayoutRows, day: string) => rows.where('arrivalDate', '<=', day) as PayoutRows,
  searchFilter: (rows: PayoutRows, text: string) =>
    rows.where(
      sql<boolean>`lower(payout_ref) like ${containsPattern(text.toLowerCase())}`,
    ) as PayoutRows,
};

const money = (minor: string | number) => Number(minor) / 100;
const paymentExport = {
  endpoint: cardPaymentEndpoints.export,
  title: 'cardReceipts.payments.title',
  columns: {
    paidAt: { header: 'cardReceipts.columns.paidAt', value: (item) => new Date(item.paidAt) },
    pspReference: {
      header: 'cardReceipts.columns.pspReference',
      value: (item) => item.pspReference,
    },
    status: {
      header: 'cardReceipts.columns.status',
      value: (item, t) => t(`cardReceipts.paymentStatus.${item.status}`),
    },
    amount: { header: 'cardReceipts.columns.amount', value: (item) => money(item.amount) },
    fee: { header: 'cardReceipts.columns.fee', value: (item) => money(item.fee) },
    currency: { header: 'cardReceipts.columns.currency', value: (item) => item.currency },
    card: {
      header: 'cardReceipts.columns.card',
      value: (item, t) => `${t(`cardReceipts.brands.${item.cardBrand}`)} •••• ${item.cardLast4}`,
    },
    accountName: { header: 'cardReceipts.columns.accountName', value: (item) => item.accountName },
    campaignName: {
      header: 'cardReceipts.columns.campaignName',
      value: (item) => item.campaignName,
    },
    payoutRef: { header: 'cardReceipts.columns.payoutRef', value: (item) => item.payoutRef },
  } satisfies Record<string, ReadOnlyExportColumn<CardPayment>>,
};
const payoutExport = {
  endpoint: cardPayoutEndpoints.export,
  title: 'cardReceipts.payouts.title',
  columns: {
    payoutRef: { header: 'cardReceipts.columns.payoutRef', value: (item) => item.payoutRef },
    status: {
      header: 'cardReceipts.columns.status',
      value: (item, t) => t(`cardReceipts.payoutStatus.${item.status}`),
    },
    arrivalDate: {
      header: 'cardReceipts.columns.arrivalDate',
      value: (item) => dayCell(item.arrivalDate),
    },
    gross: { header: 'cardReceipts.columns.gross', value: (item) => money(item.gross) },
    fee: { header: 'cardReceipts.columns.fee', value: (item) => money(item.fee) },
    amount: { header: 'cardReceipts.columns.net', value: (item) => money(item.amount) },
    currency: { header: 'cardReceipts.columns.currency', value: (item) => item.currency },
    transactions: {
      header: 'cardReceipts.columns.transactions',
      value: (item) => item.transactions,
    },
    bankEntryRef: {
      header: 'cardReceipts.columns.bankEntry',
      value: (item) => dayCell(item.bankBookingDate),
    },
  } satisfies Record<string, ReadOnlyExportColumn<CardPayout>>,
};

/** Imports a payout file in one transaction: a 422 before anything is written when unreadable. */
async function importPayoutFile(
  db: Db,
  scope: Scope,
  actorUserId: number,
  body: { fileName: string; content: string },
): Promise<CardPayoutImportResult> {
  const payouts = readPayoutFile(body.content);
  return db.transaction().execute(async (trx) => {
    const batch = await scope
      .insert('cardPayoutImport', { fileName: body.fileName, importedByUserId: actorUserId }, trx)
      .returning('id')
      .executeTakeFirstOrThrow();
    const stats = { created: 0, updated: 0, unchanged: 0, payments: 0, unknownCharges: 0 };
    let bankMatched = 0;
    for (const payout of payouts) {
      const { chargeIds, ...values } = payout;
      const known = await scope
        .lockedRows('cardPayout', trx)
        .selectAll()
        .where('payoutRef', '=', payout.payoutRef)
        .executeTakeFirst();
      const held =
        chargeIds.length === 0
          ? []
          : await scope
              .rows('cardPayment', trx)
              .select(['id', 'payoutId'])
              .where('pspReference', 'in', chargeIds)
              .execute();
      stats.unknownCharges += chargeIds.length - held.length;
      const moves = known && STAGE[payout.status] > STAGE[known.status as CardPayoutStatus];
      if (known && !moves) {
        stats.unchanged += 1;
        continue;
      }
      const row = known
        ? await scope
            .update('cardPayout', trx)
            .set({
              status: payout.status,
              arrivalDate: payout.arrivalDate,
              version: known.version + 1,
              updatedAt: new Date(),
            })
            .where('id', '=', known.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await scope
            .insert('cardPayout', { ...values, importId: batch.id }, trx)
            .returningAll()
            .executeTakeFirstOrThrow();
      stats[known ? 'updated' : 'created'] += 1;
      // A failed payout gives its payments back to the balance: a later payout takes them.
      const free = held.filter((payment) => payment.payoutId === null).map((payment) => payment.id);
      if (payout.status === 'FAILED') {
        await scope
          .update('cardPayment', trx)
          .set({ payoutId: null })
          .where('payoutId', '=', row.id)
          .execute();
      } else if (free.length > 0) {
        await scope
          .update('cardPayment', trx)
          .set({ payoutId: row.id })
          .where('id', 'in', free)
          .execute();
        stats.payments += free.length;
      }
      if (await matchBankEntry(trx, scope, row)) bankMatched += 1;
    }
    await scope
      .update('cardPayoutImport', trx)
      .set({ ...stats, bankMatched })
      .where('id', '=', batch.id)
      .execute();
    return { id: batch.id, ...stats, bankMatched };
  });
}

export function registerCardReceipts({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;
  registerReadOnlyResource(app, db, {
    endpoints: cardPaymentEndpoints,
    table: 'cardPayment',
    access: cardReceiptsAccess,
    references: paymentReferences,
    toItems: async (_db, rows, named) => rows.map((row) => toPayment(row, named(row))),
    filters: paymentFilters,
    sort: { paidAt: 'paidAt', amount: 'amount' },
    export: paymentExport,
  });
  registerReadOnlyResource(app, db, {
    endpoints: cardPayoutEndpoints,
    table: 'cardPayout',
    access: cardReceiptsAccess,
    references: payoutReferences,
    toItems: async (_db, rows, named) => rows.map((row) => toPayout(row, named(row))),
    counts: { endpoint: cardPayoutEndpoints.counts, column: 'status' },
    filters: payoutFilters,
    sort: { arrivalDate: 'arrivalDate', amount: 'amount' },
    export: payoutExport,
  });
  registerEndpoint(app, cardPayoutEndpoints.import, cardReceiptsAccess, ({ actor, body, scope }) =>
    importPayoutFile(db, scope, requireActor(actor).user.userId, body),
  );
}
