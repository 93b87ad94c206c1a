import type { DocumentType } from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../kit/scope.ts';
import { sha256Of, storeCheckedFile } from '../files/files.ts';

// The archive of the documents a company sends or issues in its campaigns (issue 39, migration
// 0072): an index row (campaign, type, number, when) and the bytes once, in the file store of
// services/files (`storeCheckedFile`), with their SHA-256. The areas call `archiveDocument` in the
// transaction of the send or the issue, with the bytes they sent; the demo seed lists documents
// without bytes, made at their first download (documents.ts) and kept from then on.

/** The archived file's name: the offer's and the confirmation's as their preview names them. */
export function documentFileName(type: DocumentType, number: string): string {
  if (type === 'OFFER') return `offer-${number}.pdf`;
  if (type === 'CONFIRMATION') return `confirmation-${number}.pdf`;
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
