import { type InvoiceLinesEdit, invoiceEndpoints, serverMessage } from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import { ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { invoicingAccess } from './invoice-access.ts';
import type { InvoiceRow } from './invoice-drafts.ts';
import { NOT_DRAFT } from './invoice-issue.ts';
import { itemOf } from './invoices.ts';

// A draft before it is issued (issue 38: the month's run writes its drafts, and the finance
// user checks them first): its line texts corrected (the amounts stay the positions'), or the
// draft discarded. Only a draft: an issued invoice has its number and is changed by a credit
// note. Each change and its history entry in one transaction, at the version read.

/** The draft locked at the version read (412 when stale), 422 when it is no draft any more. */
async function lockedDraft(trx: Db, scope: Scope, id: number, version: number) {
  const invoice = await scope.lockedRow(trx, 'invoice', id, version, 'invoice');
  if (invoice.state !== 'DRAFT') {
    throw new ValidationError({}, [NOT_DRAFT.message], NOT_DRAFT.translationKey);
  }
  return invoice;
}

/** Writes a draft's corrected line texts and its EDITED history entry, in `trx`. */
async function editLines(
  trx: Db,
  scope: Scope,
  actor: Actor,
  id: number,
  body: InvoiceLinesEdit,
): Promise<InvoiceRow> {
  const invoice = await lockedDraft(trx, scope, id, body.version);
  const lines = await scope
    .rows('invoiceLine', trx)
    .select(['id', 'description'])
    .where('invoiceId', '=', id)
    .execute();
  const current = new Map(lines.map((line) => [line.id, line.description]));
  const unknown = body.lines.find((line) => !current.has(line.id));
  if (unknown) throw new ValidationError({ lines: serverMessage('invoiceLineUnknown') }, []);
  for (const line of body.lines) {
    if (current.get(line.id) === line.description) continue;
    await scope
      .update('invoiceLine', trx)
      .set({ description: line.description })
      .where('id', '=', line.id)
      .where('invoiceId', '=', id)
      .execute();
  }
  const edited = await scope
    .update('invoice', trx)
    .set({ version: invoice.version + 1, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await scope
    .insert(
      'invoiceEvent',
      {
        invoiceId: id,
        actorUserId: actor.user.userId,
        action: 'EDITED',
        fromState: 'DRAFT',
        toState: 'DRAFT',
      },
      trx,
    )
    .execute();
  return edited;
}

export function registerDraftEdits({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;
  registerEndpoint(
    app,
    invoiceEndpoints.editLines,
    invoicingAccess,
    async ({ actor, params, body, scope }) => {
      const row = await db
        .transaction()
        .execute((trx) => editLines(trx, scope, requireActor(actor), params.id, body));
      return itemOf(db, scope, row);
    },
  );

  // A discarded draft goes with its lines and history (it never had a number, so no series
  // has a gap); the campaign's period is free for the next run. A correction's draft copy may be
  // discarded too: its credit note then names no correction (the credit stands), instead of the
  // reference refusing the delete (a 500 the access walk met).
  registerEndpoint(
    app,
    invoiceEndpoints.discard,
    invoicingAccess,
    async ({ params, body, scope }) => {
      await db.transaction().execute(async (trx) => {
        await lockedDraft(trx, scope, params.id, body.version);
        await scope
          .update('creditNote', trx)
          .set({ correctionInvoiceId: null })
          .where('correctionInvoiceId', '=', params.id)
          .execute();
        await scope.delete('invoice', trx).where('id', '=', params.id).execute();
      });
      return { id: params.id };
    },
  );
}
