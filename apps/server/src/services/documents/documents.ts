import {
  type ArchivedDocument,
  type DocumentType,
  documentEndpoints,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import type { AccessRule, Actor } from '../../http/access.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { Rows } from '../../kit/list.ts';
import { registerReadOnlyResource } from '../../kit/read-only.ts';
import type { NamedOf, References } from '../../kit/references.ts';
import type { RowOf } from '../../kit/resource.ts';
import { type Scope, scopeOf } from '../../kit/scope.ts';
import type { Language } from '../../kit/texts.ts';
import type { ServiceContext } from '../context.ts';
import { sendStoredFile } from '../files/files.ts';
import { renderCreditNotePdf } from '../finances/credit-note-pdf.ts';
import { renderInvoicePdf } from '../finances/invoice-pdf.ts';
import { renderOrderPdf } from '../orders/order-pdf.ts';
import { campaignRecord } from '../orders/orders-record.ts';
import { documentFileName, storeDocumentFile } from './archive.ts';

// /dashboard/documents (issue 39; spec 1 §2.12, agency and not post-ad-manager; DOMAIN2 §9.1):
// the archived documents of the company's campaigns on the kit's read-only resource (the
// company's rows by the declaration: another company's document answers 404, as every kit
// record does; DOMAIN2 §9.2 says 403, the kit never tells a stranger a record exists), filtered
// by campaign, type and day, and each one's file: the archived bytes, byte for byte, through the
// file store's download (its name in Content-Disposition). A document the demo listed without
// bytes is made at its first download, in the index row's lock, as it was on its day (an
// offer's date and valid-until day are its sending day's), stored and kept: later downloads
// are that file.

/** Spec 1 §2.12: the dashboard is the agency's, not the post-ad-manager's. */
export const documentsAccess: AccessRule = {
  roles: { anyOf: ['AGENCY'], noneOf: ['POSTADMANAGER'] },
  company: 'actable',
};

const references = {
  campaignId: { table: 'campaign', name: 'name' },
} as const satisfies References;

type DocumentRow = RowOf<'archivedDocument'>;
type DocumentRows = Rows<'archivedDocument'>;

const toItem = (
  row: DocumentRow,
  named: NamedOf<typeof references>,
  language: Language,
): ArchivedDocument => ({
  id: row.id,
  name: row.number,
  type: row.docType as DocumentType,
  number: row.number,
  campaignId: row.campaignId,
  campaignName: named.campaignId?.name ?? '',
  createdAt: row.createdAt.toISOString(),
  fileName: documentFileName(row.docType as DocumentType, row.number, language),
  sha256: row.sha256,
});

const filters = {
  campaignId: (rows: DocumentRows, id: number) => rows.where('campaignId', '=', id) as DocumentRows,
  type: (rows: DocumentRows, type: string) => rows.where('docType', '=', type) as DocumentRows,
  // Days of Zurich: a document of 23:30 on the 31st is the 31st's.
  createdFrom: (rows: DocumentRows, day: string) =>
    rows.where(
      sql<boolean>`created_at >= (${day}::date::timestamp at time zone 'Europe/Zurich')`,
    ) as DocumentRows,
  createdTo: (rows: DocumentRows, day: string) =>
    rows.where(
      sql<boolean>`created_at < ((${day}::date + 1)::timestamp at time zone 'Europe/Zurich')`,
    ) as DocumentRows,
};

/**
 * A finance document made from its issuer's company config: without one for its currency the
 * agency is told what it can expect (the issuer enters its bank details), not finance's
 * "Finances → Company configs", a page it cannot open (s15 stranger). The seed gives every
 * company a config per currency (seed/finances.ts), so this is for a config removed later.
 */
async function issuerMade<T>(rendering: Promise<T>): Promise<T> {
  try {
    return await rendering;
  } catch (error) {
    if (error instanceof ValidationError && error.translationKey === 'NO_COMPANY_CONFIG')
      throw new ValidationError(
        {},
        [serverMessage('documentIssuerUnset')],
        'DOCUMENT_ISSUER_UNSET',
      );
    throw error;
  }
}

/** The bytes a listed document had on its day: rendered now, by its type. */
async function renderListed(db: Db, scope: Scope, caller: Actor, row: DocumentRow) {
  const type = row.docType as DocumentType;
  if (type === 'OFFER' || type === 'CONFIRMATION') {
    const record = await campaignRecord(db, caller, row.campaignId);
    return (await renderOrderPdf(db, scope, record, type, row.createdAt)).bytes;
  }
  if (type === 'INVOICE' && row.sourceId !== null) {
    return (await issuerMade(renderInvoicePdf(db, scope, row.sourceId))).bytes;
  }
  if (type === 'CREDIT_NOTE' && row.sourceId !== null) {
    return (await issuerMade(renderCreditNotePdf(db, scope, row.sourceId))).bytes;
  }
  // Proofs are archived with their bytes when they are sent; nothing else can make one.
  throw notFound('document file');
}

/** The stored file of a document of the scope: made and kept at its first download. */
export async function archivedFileId(
  db: Db,
  scope: Scope,
  caller: Actor,
  id: number,
): Promise<string> {
  return db.transaction().execute(async (transaction) => {
    const trx = transaction as unknown as Db;
    // Every read of the rendering on the transaction: on PGlite (one connection) a read through
    // the outer scope's database would wait for this transaction forever.
    const inTrx = scopeOf(trx, scope.companyId, caller);
    const row = await inTrx
      .lockedRows('archivedDocument', trx)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('document');
    if (row.fileId) return row.fileId;
    const bytes = await renderListed(trx, inTrx, caller, row);
    const stored = await storeDocumentFile(
      trx,
      inTrx,
      caller.user.userId,
      row.docType as DocumentType,
      row.number,
      bytes,
    );
    await inTrx.update('archivedDocument', trx).set(stored).where('id', '=', row.id).execute();
    return stored.fileId;
  });
}

export function registerDocuments({ app, database }: ServiceContext): void {
  const { db } = database;
  registerReadOnlyResource(app, db, {
    endpoints: documentEndpoints,
    table: 'archivedDocument',
    access: documentsAccess,
    references,
    toItems: async (_db, rows, named, language) =>
      rows.map((row) => toItem(row, named(row), language)),
    filters,
    sort: { createdAt: 'createdAt', number: 'number' },
  });

  // The filter's campaigns: the company's campaigns with a document, newest first, found by
  // their name, number or advertiser (the advertiser is on the option, so a match by it reads
  // as one: s15 stranger's "Pichler" listed campaigns without that word).
  registerEndpoint(app, documentEndpoints.campaigns, documentsAccess, async ({ query, scope }) => {
    let rows = scope
      .rows('campaign as c', db)
      .leftJoin('account as a', 'a.id', 'c.advertiserAccountId')
      .select([
        'c.id',
        'c.name',
        'a.name as advertiserName',
        sql<string | null>`to_char(c.start_date, 'YYYY-MM-DD')`.as('startDate'),
        sql<string | null>`to_char(c.end_date, 'YYYY-MM-DD')`.as('endDate'),
      ])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('archivedDocument as d')
            .select('d.id')
            .whereRef('d.campaignId', '=', 'c.id')
            .whereRef('d.companyId', '=', 'c.companyId'),
        ),
      );
    if (query.searchQuery) {
      const text = query.searchQuery.toLowerCase();
      const pattern = containsPattern(text);
      rows = rows.where(
        sql<boolean>`(lower(c.name) like ${pattern} or lower(a.name) like ${pattern}
          or c.id::text = ${text})`,
      );
    }
    const items = await rows
      .orderBy('c.startDate', 'desc')
      .orderBy('c.id', 'desc')
      .limit(query.limit)
      .offset(query.page * query.limit)
      .execute();
    return { items };
  });

  registerEndpoint(
    app,
    documentEndpoints.file,
    documentsAccess,
    async ({ caller, params, reply, scope }) => {
      const fileId = await archivedFileId(db, scope, caller, params.id);
      const row = await scope
        .rows('archivedDocument', db)
        .select(['docType', 'number'])
        .where('id', '=', params.id)
        .executeTakeFirstOrThrow();
      // Named in the reader's language (s15 stranger: "confirmation-…"); the bytes as archived.
      await sendStoredFile(scope, fileId, reply, {
        fileName: documentFileName(row.docType as DocumentType, row.number, caller.language),
      });
      return reply;
    },
  );
}
