import type { DocumentType } from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../kit/scope.ts';
import { bundledText, type Language } from '../../kit/texts.ts';
import { sha256Of, storeCheckedFile } from '../files/files.ts';

// The archive of the documents a company sends or issues in its campaigns (issue 39, migration
// 0072): an index row (campaign, type, number, when) and the bytes once, in the file store of
// services/files (`storeCheckedFile`), with their SHA-256. The areas call `archiveDocument` in the
// transaction of the send or the issue, with the bytes they sent; the demo seed lists documents
// without bytes, made at their first download (documents.ts) and kept from then on.

/**
 * A document's file name in a language: an offer or a confirmation by its title and number
 * ("Auftragsbestätigung-4711.pdf", "Conferma-d-ordine-4711.pdf"; s15 stranger found
 * "confirmation-…" English on a German screen), an invoice or a credit note by its
 * own number (RE-2026-000010.pdf). The stored file keeps the name of its day; a download is
 * named in the reader's language (documents.ts).
 */
export function documentFileName(
  type: DocumentType,
  number: string,
  language: Language = 'de',
): string {
  if (type === 'OFFER' || type === 'CONFIRMATION')
    // As the offer mail's attachment is named (offerMail.attachment: "Offerte-4711.pdf").
    return `${bundledText(language, `orderDocument.title.${type}`)}-${number}.pdf`.replace(
      /[^\p{L}\p{N}._-]+/gu,
      '-',
    );
  return `${number}.pdf`;
}

export interface DocumentToArchive {
  type: DocumentType;
  campaignId: number;
  number: string;
  /** The invoice or credit note it is of; null for an order's. */
  sourceId?: number | null;
  /** The PDF sent or issued. */
  bytes: Uint8Array;
}

/** Stores a file of the document and answers its id and SHA-256. */
export async function storeDocumentFile(
  trx: Db,
  scope: Scope,
  userId: number,
  type: DocumentType,
  number: string,
  bytes: Uint8Array,
): Promise<{ fileId: string; sha256: string }> {
  const fileId = await storeCheckedFile(
    scope,
    userId,
    { fileName: documentFileName(type, number), contentType: 'application/pdf', bytes },
    trx,
  );
  return { fileId, sha256: sha256Of(bytes) };
}

/** Archives a document sent or issued, in the caller's transaction; answers its index row's id. */
export async function archiveDocument(
  trx: Db,
  scope: Scope,
  userId: number,
  document: DocumentToArchive,
): Promise<number> {
  const stored = await storeDocumentFile(
    trx,
    scope,
    userId,
    document.type,
    document.number,
    document.bytes,
  );
  const row = await scope
    .insert(
      'archivedDocument',
      {
        campaignId: document.campaignId,
        docType: document.type,
        number: document.number,
        sourceId: document.sourceId ?? null,
        ...stored,
      },
      trx,
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
