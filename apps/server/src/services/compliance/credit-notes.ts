import { type CreditNote, type CreditNoteTab, creditNoteEndpoints } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { notFound } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { Rows } from '../../kit/list.ts';
import { type ReadOnlyExportColumn, registerReadOnlyResource } from '../../kit/read-only.ts';
import { sendPdf } from '../../pdf/document.ts';
import type { ServiceContext } from '../context.ts';
import { renderCreditNotePdf } from '../finances/credit-note-pdf.ts';
import {
  creditNoteItem,
  creditNoteItems,
  creditNoteReferences,
  decideCreditNote,
  requestCreditNote,
} from '../finances/credit-notes.ts';
import { invoicingAccess } from '../finances/invoice-access.ts';
import { complianceAccess } from './access.ts';
import { moneyCell } from './cells.ts';

// /compliance/credit-notes (spec 1 §2.12): the credit notes with their approvals, on the kit
// (tabs by state, search, export); approve and reject by a second person (ACCESS_COMPLIANCE);
// the request from an issued invoice (the invoicing roles) and an invoice's credit notes.

type CreditNoteRows = Rows<'creditNote'>;

const filters = {
  state: (rows: CreditNoteRows, tab: CreditNoteTab) =>
    tab === 'ALL' ? rows : (rows.where('state', '=', tab) as CreditNoteRows),
  invoiceId: (rows: CreditNoteRows, id: number) =>
    rows.where('invoiceId', '=', id) as CreditNoteRows,
  currency: (rows: CreditNoteRows, currency: string) =>
    rows.where('currency', '=', currency as 'CHF') as CreditNoteRows,
  searchFilter: (rows: CreditNoteRows, text: string) => {
    const pattern = containsPattern(text.toLowerCase());
    return rows.where(
      sql<boolean>`(lower(coalesce(credit_note.number, '')) like ${pattern}
        or credit_note.invoice_id in (select i.id from invoice i where i.company_id = credit_note.company_id and lower(coalesce(i.number, '')) like ${pattern})
        or credit_note.account_id in (select a.id from account a where a.company_id = credit_note.company_id and lower(a.display_name) like ${pattern}))`,
    ) as CreditNoteRows;
  },
};

const column = (
  id: keyof CreditNote,
  value: ReadOnlyExportColumn<CreditNote>['value'] = (item) => item[id] as string | number | null,
): ReadOnlyExportColumn<CreditNote> => ({
  header: `compliance.creditNotes.columns.${id}`,
  value,
});

/** The export's columns, as the console's columns of the same ids. */
const exportColumns = {
  number: column('number'),
  state: column('state', (item, t) => t(`compliance.creditNotes.states.${item.state}`)),
  kind: column('kind', (item, t) => t(`compliance.creditNotes.kinds.${item.kind}`)),
  invoiceNumber: column('invoiceNumber'),
  accountName: column('accountName'),
  currency: column('currency'),
  total: column('total', (item) => moneyCell(item.total)),
  reason: column('reason'),
  requestedBy: column('requestedBy'),
  requestedAt: column('requestedAt', (item) => new Date(item.requestedAt)),
  decidedBy: column('decidedBy'),
  decidedAt: column('decidedAt', (item) => (item.decidedAt ? new Date(item.decidedAt) : null)),
  decisionNote: column('decisionNote'),
};

export function registerCreditNotes({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;
  const e = creditNoteEndpoints;
  registerReadOnlyResource(app, db, {
    endpoints: e,
    table: 'creditNote',
    access: complianceAccess,
    references: creditNoteReferences,
    toItems: creditNoteItems,
    counts: { endpoint: e.counts, column: 'state' },
    filters,
    sort: {
      requestedAt: 'requestedAt',
      decidedAt: 'decidedAt',
      number: 'number',
      total: 'total',
    },
    export: {
      endpoint: e.export,
      title: 'compliance.creditNotes.title',
      columns: exportColumns,
    },
  });

  registerEndpoint(app, e.request, invoicingAccess, async ({ actor, params, body, scope }) => {
    const row = await db
      .transaction()
      .execute((trx) => requestCreditNote(trx, scope, requireActor(actor), params.id, body));
    return creditNoteItem(db, scope, row);
  });

  registerEndpoint(app, e.ofInvoice, invoicingAccess, async ({ params, scope }) => {
    const invoice = await scope.byId('invoice', params.id, db).select('id').executeTakeFirst();
    if (!invoice) throw notFound('invoice');
    const rows = await scope
      .rows('creditNote', db)
      .selectAll()
      .where('invoiceId', '=', invoice.id)
      .orderBy('requestedAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return Promise.all(rows.map((row) => creditNoteItem(db, scope, row)));
  });

  for (const [endpoint, approve] of [
    [e.approve, true],
    [e.reject, false],
  ] as const) {
    registerEndpoint(app, endpoint, complianceAccess, async ({ actor, params, body, scope }) => {
      const row = await db
        .transaction()
        .execute((trx) =>
          decideCreditNote(trx, scope, requireActor(actor), params.id, { ...body, approve }),
        );
      return creditNoteItem(db, scope, row);
    });
  }

  registerEndpoint(app, e.pdf, complianceAccess, async ({ params, reply, scope }) => {
    const { bytes, fileName } = await renderCreditNotePdf(db, scope, params.id);
    sendPdf(reply, bytes, fileName);
    return undefined;
  });
}
