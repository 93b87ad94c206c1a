import {
  businessDay,
  CREDIT_NOTE_INVOICE_STATES,
  type CreditNote,
  type CreditNoteKind,
  type CreditNoteRequest,
  type CreditNoteState,
  serverMessage,
} from '@adconsole/api/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CreditNoteTable } from '../../db/schema-compliance.ts';
import type { Actor } from '../../http/access.ts';
import { ValidationError } from '../../http/errors.ts';
import { type NamedOf, type References, resolveReferences } from '../../kit/references.ts';
import { companyOf, type Scope } from '../../kit/scope.ts';
import { archiveDocument } from '../documents/archive.ts';
import { isoDay } from '../orders/iso-day.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import { takeNumber } from './invoice-issue.ts';

// Credit notes (DOMAIN2 §1.3, §8.4 check 3): cancelling or correcting an issued invoice asks
// for a credit note of the invoice's whole amount; a second person approves or rejects it
// (four eyes: the requester never decides, the server refuses it and a check constraint is the
// last guard). At approval it takes the next number of the company's CREDIT_NOTE series (the
// same locked series row as the invoices, in the approval's transaction: gap-free, a rejected
// request uses none), the invoice becomes CANCELLED (its number is never given back), and a
// correction opens a draft copy of the invoice to be corrected and issued anew. Only an issued
// invoice without payments is credited: a paid amount would first be refunded (payments).

export type CreditNoteRow = Selectable<CreditNoteTable>;

const refuse = (id: Parameters<typeof serverMessage>[0], code: string): never => {
  throw new ValidationError({}, [serverMessage(id)], code);
};

/** The credit note's item: the names of its invoice, account and people come with the row. */
export function toCreditNote(
  row: CreditNoteRow,
  names: {
    invoiceNumber: string;
    accountName: string;
    requestedBy: string;
    decidedBy: string | null;
  },
): CreditNote {
  return {
    id: row.id,
    name: row.number ?? names.invoiceNumber,
    number: row.number,
    kind: row.kind as CreditNoteKind,
    state: row.state as CreditNoteState,
    invoiceId: row.invoiceId,
    accountId: row.accountId,
    reason: row.reason,
    currency: row.currency,
    netTotal: Number(row.netTotal),
    vatTotal: Number(row.vatTotal),
    total: Number(row.total),
    requestedByUserId: row.requestedByUserId,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    issueDate: row.issueDate === null ? null : isoDay(row.issueDate),
    correctionInvoiceId: row.correctionInvoiceId,
    version: row.version,
    ...names,
  };
}

/** What a credit note row points at, read by the kit on the company's rows only. */
export const creditNoteReferences = {
  invoiceId: { table: 'invoice', name: 'number' },
  accountId: { table: 'account', name: 'displayName' },
} as const satisfies References;

/**
 * Credit note rows as items: the invoice's number and the account's name from the kit's
 * references, the people (an approver may act for the company from another) read in one query.
 */
export async function creditNoteItems(
  db: Db,
  rows: CreditNoteRow[],
  named: (row: CreditNoteRow) => NamedOf<typeof creditNoteReferences>,
): Promise<CreditNote[]> {
  const userIds = [
    ...new Set(rows.flatMap((row) => [row.requestedByUserId, row.decidedByUserId ?? 0])),
  ];
  const users =
    rows.length === 0
      ? []
      : await db
          .selectFrom('appUser')
          .select(['id', 'firstName', 'lastName'])
          .where('id', 'in', userIds)
          .execute();
  const person = new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`]));
  return rows.map((row) =>
    toCreditNote(row, {
      invoiceNumber: named(row).invoiceId?.name ?? '',
      accountName: named(row).accountId?.name ?? '',
      requestedBy: person.get(row.requestedByUserId) ?? '',
      decidedBy: row.decidedByUserId === null ? null : (person.get(row.decidedByUserId) ?? ''),
    }),
  );
}

/** One credit note row as the list shows it (after a request or a decision). */
export async function creditNoteItem(
  db: Db,
  scope: Scope,
  row: CreditNoteRow,
): Promise<CreditNote> {
  const named = await resolveReferences(
    db,
    companyOf(scope),
    scope.language,
    creditNoteReferences,
    [row],
  );
  return (await creditNoteItems(db, [row], named))[0] as CreditNote;
}

/**
 * Asks for a credit note of an issued, unpaid invoice (locked at the version read; 412 when
 * stale): 422 for another state or a payment, or when one is pending or approved already;
 * its CREDIT_NOTE_REQUESTED history entry on the invoice in the same transaction.
 */
export async function requestCreditNote(
  trx: Db,
  scope: Scope,
  actor: Actor,
  invoiceId: number,
  body: CreditNoteRequest,
): Promise<CreditNoteRow> {
  const invoice = await scope.lockedRow(trx, 'invoice', invoiceId, body.version, 'invoice');
  if (
    !(CREDIT_NOTE_INVOICE_STATES as readonly string[]).includes(invoice.state) ||
    Number(invoice.paidTotal) > 0
  ) {
    refuse('creditNoteInvoiceState', 'CREDIT_NOTE_INVOICE_STATE');
  }
  const open = await scope
    .rows('creditNote', trx)
    .select('id')
    .where('invoiceId', '=', invoice.id)
    .where('state', '<>', 'REJECTED')
    .executeTakeFirst();
  if (open) refuse('creditNoteOpen', 'CREDIT_NOTE_OPEN');
  const row = await scope
    .insert(
      'creditNote',
      {
        invoiceId: invoice.id,
        accountId: invoice.accountId,
        kind: body.kind,
        reason: body.reason,
        currency: invoice.currency,
        language: invoice.language,
        netTotal: Number(invoice.netTotal),
        vatTotal: Number(invoice.vatTotal),
        total: Number(invoice.total),
        requestedByUserId: actor.user.userId,
      },
      trx,
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  await scope
    .insert(
      'invoiceEvent',
      {
        invoiceId: invoice.id,
        actorUserId: actor.user.userId,
        action: 'CREDIT_NOTE_REQUESTED',
        fromState: invoice.state,
        toState: invoice.state,
        number: invoice.number,
      },
      trx,
    )
    .execute();
  return row;
}

/** A draft copy of a cancelled invoice and its lines (a correction's new invoice). */
async function draftCopy(trx: Db, scope: Scope, actor: Actor, invoiceId: number) {
  const {
    id: _id,
    companyId: _company,
    number: _number,
    issueDate: _issued,
    dueDate: _due,
    issuedByUserId: _issuer,
    state: _state,
    paidTotal: _paid,
    dunningLevel: _level,
    version: _version,
    createdAt: _created,
    updatedAt: _updated,
    ...invoice
  } = await scope.byId('invoice', invoiceId, trx).selectAll().executeTakeFirstOrThrow();
  const copy = await scope
    .insert(
      'invoice',
      {
        ...invoice,
        netTotal: Number(invoice.netTotal),
        vatTotal: Number(invoice.vatTotal),
        total: Number(invoice.total),
        createdByUserId: actor.user.userId,
      },
      trx,
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = await scope
    .rows('invoiceLine', trx)
    .selectAll()
    .where('invoiceId', '=', invoiceId)
    .orderBy('position')
    .execute();
  // In order, so a line cut at a VAT change points at its first part's copy.
  const copied = new Map<number, number>();
  for (const { id, companyId: _c, invoiceId: _i, splitOf, ...line } of lines) {
    const inserted = await scope
      .insert(
        'invoiceLine',
        {
          ...line,
          invoiceId: copy.id,
          splitOf: splitOf === null ? null : (copied.get(splitOf) ?? null),
          unitPrice: Number(line.unitPrice),
          netAmount: Number(line.netAmount),
          vatAmount: Number(line.vatAmount),
        },
        trx,
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    copied.set(id, inserted.id);
  }
  await scope
    .insert(
      'invoiceEvent',
      { invoiceId: copy.id, actorUserId: actor.user.userId, action: 'CREATED', toState: 'DRAFT' },
      trx,
    )
    .execute();
  return copy.id;
}

/**
 * Approves or rejects a pending credit note (locked at the version read): 422 when decided
 * already, when the decider asked for it (four eyes), or a rejection without a note. An
 * approval numbers it, cancels the invoice (with its CANCELLED history entry) and, for a
 * correction, opens the invoice's draft copy; all in `trx`.
 */
export async function decideCreditNote(
  trx: Db,
  scope: Scope,
  actor: Actor,
  id: number,
  decision: { version: number; note?: string | undefined; approve: boolean },
): Promise<CreditNoteRow> {
  const note = await scope.lockedRow(trx, 'creditNote', id, decision.version, 'credit note');
  if (note.state !== 'PENDING_APPROVAL') refuse('creditNoteDecided', 'CREDIT_NOTE_DECIDED');
  if (note.requestedByUserId === actor.user.userId) {
    refuse('creditNoteOwnRequest', 'CREDIT_NOTE_OWN_REQUEST');
  }
  const text = decision.note?.trim() || null;
  const decided = { decidedByUserId: actor.user.userId, decidedAt: new Date(), decisionNote: text };
  if (!decision.approve) {
    if (!text) {
      throw new ValidationError(
        { note: serverMessage('creditNoteRejectNote') },
        [],
        'CREDIT_NOTE_REJECT_NOTE',
      );
    }
    const invoice = await scope
      .byId('invoice', note.invoiceId, trx)
      .select(['state', 'number'])
      .executeTakeFirstOrThrow();
    await scope
      .insert(
        'invoiceEvent',
        {
          invoiceId: note.invoiceId,
          actorUserId: actor.user.userId,
          action: 'CREDIT_NOTE_REJECTED',
          fromState: invoice.state,
          toState: invoice.state,
          number: invoice.number,
        },
        trx,
      )
      .execute();
    return scope
      .update('creditNote', trx)
      .set({ ...decided, state: 'REJECTED', version: note.version + 1, updatedAt: new Date() })
      .where('id', '=', note.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const invoice = await scope.lockedRow(trx, 'invoice', note.invoiceId, undefined, 'invoice');
  // The invoice may have been paid since the request: then it is refunded first.
  if (
    !(CREDIT_NOTE_INVOICE_STATES as readonly string[]).includes(invoice.state) ||
    Number(invoice.paidTotal) > 0
  ) {
    refuse('creditNoteInvoiceState', 'CREDIT_NOTE_INVOICE_STATE');
  }
  const today = businessDay();
  const config = await scope
    .rows('financeCompanyConfig', trx)
    .select('creditNotePattern')
    .where('currency', '=', note.currency)
    .executeTakeFirst();
  const number = await takeNumber(
    trx,
    scope,
    'CREDIT_NOTE',
    Number(today.slice(0, 4)),
    config?.creditNotePattern,
  );
  await scope
    .update('invoice', trx)
    .set({ state: 'CANCELLED', version: invoice.version + 1, updatedAt: new Date() })
    .where('id', '=', invoice.id)
    .execute();
  await scope
    .insert(
      'invoiceEvent',
      {
        invoiceId: invoice.id,
        actorUserId: actor.user.userId,
        action: 'CANCELLED',
        fromState: invoice.state,
        toState: 'CANCELLED',
        number,
      },
      trx,
    )
    .execute();
  const correction =
    note.kind === 'CORRECTION' ? await draftCopy(trx, scope, actor, invoice.id) : null;
  const approved = await scope
    .update('creditNote', trx)
    .set({
      ...decided,
      state: 'APPROVED',
      number,
      issueDate: today,
      correctionInvoiceId: correction,
      version: note.version + 1,
      updatedAt: new Date(),
    })
    .where('id', '=', note.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // The credit note as approved is archived (issue 39: the agency's documents), in this transaction.
  await archiveDocument(trx, scope, actor.user.userId, {
    type: 'CREDIT_NOTE',
    campaignId: invoice.campaignId,
    number,
    sourceId: note.id,
    bytes: (await renderCreditNotePdf(trx, scope, note.id)).bytes,
  });
  return approved;
}
