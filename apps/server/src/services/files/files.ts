import { createHash, randomUUID } from 'node:crypto';
import {
  endpoints,
  type FileInfo,
  MAX_UPLOAD_BYTES,
  type ScanStatus,
  serverMessage,
  UPLOAD_FIELD,
  type UploadStatus,
} from '@adconsole/api/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { MalwareScanner } from '../../files/malware.ts';
import { FileRefusedError, inspectUpload, uploadExtension } from '../../files/scanner.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { HttpError, notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { salesAccess } from '../crm/sales-records.ts';

const maxMegabytes = MAX_UPLOAD_BYTES / (1024 * 1024);

/**
 * What a stored file name keeps out: control characters (C0, DEL, C1), the bidirectional
 * marks, embeddings, overrides and isolates (U+200E/F, U+061C, U+202A–U+202E, U+2066–U+2069:
 * `invoice\u202Egpj.pdf` would show as a .jpg), zero-width and other invisible format
 * characters, line and paragraph separators, and lone halves of surrogate pairs.
 */
const UNSAFE_IN_FILE_NAMES =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The file name without a path (old browsers send C:\fakepath\…), control or bidi characters. */
export { contentDisposition };

export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(UNSAFE_IN_FILE_NAMES, '').trim();
  // At most 255 characters, the extension kept, without cutting a surrogate pair in two.
  const characters = [...clean];
  return characters.slice(Math.max(0, characters.length - 255)).join('');
}

export interface Upload {
  fileName: string;
  declaredType: string;
  bytes: Buffer;
}

/**
 * What a multipart body's read failed on, as the answer: the body is no multipart (415), its file
 * is larger than `maxMegabytes` (413), it holds more than the one file `field` (422), or it is
 * malformed (400). An HttpError thrown while reading is its own answer.
 */
export function multipartRefusal(error: unknown, maxMegabytes: number, field: string): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new HttpError(415, 'Send the file as multipart/form-data', 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, `The file is larger than ${maxMegabytes} MB`, 'FILE_TOO_LARGE');
  }
  if (code?.startsWith('FST_') && code.endsWith('LIMIT_REACHED')) {
    return new ValidationError({ [field]: serverMessage('oneFile') }, []);
  }
  return new HttpError(400, 'The multipart body is malformed', 'BAD_REQUEST');
}

/** Reads the one file of a multipart body; anything else in it is refused. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== UPLOAD_FIELD || upload) {
        throw new ValidationError({ [UPLOAD_FIELD]: serverMessage('oneFile') }, []);
      }
      upload = {
        fileName: cleanFileName(part.filename),
        declaredType: part.mimetype,
        bytes: await part.toBuffer(),
      };
    }
  } catch (error) {
    throw multipartRefusal(error, maxMegabytes, UPLOAD_FIELD);
  }
  if (!upload) throw new ValidationError({ [UPLOAD_FIELD]: serverMessage('required') }, []);
  if (!upload.fileName)
    throw new ValidationError({ [UPLOAD_FIELD]: serverMessage('fileWithoutName') }, []);
  return upload;
}

const fileColumns = [
  'id',
  'fileName',
  'contentType',
  'size',
  'uploadStatus',
  'scanStatus',
  'createdAt',
] as const;

function toFileInfo(row: {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadStatus: string;
  scanStatus: string;
  createdAt: Date;
}): FileInfo {
  return {
    fileId: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    uploadStatus: row.uploadStatus as UploadStatus,
    scanStatus: row.scanStatus as ScanStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The hex SHA-256 of a file's bytes, as `stored_file.sha256` keeps it. */
export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Stores an upload that passed the scan, or a record of a refused one (its content is not
 * kept: upload status NOT_UPLOADED, scan status SCAN_FAILED), under a server-made name.
 */
export async function storeUpload(
  db: Db,
  scanner: MalwareScanner,
  companyId: number,
  userId: number,
  upload: Upload,
) {
  const extension = uploadExtension(upload.fileName);
  if (!extension) {
    throw new HttpError(
      415,
      `Files like ${upload.fileName} are not taken: PDF, images, Office documents, e-mails, text and ZIP are`,
      'FILE_TYPE_NOT_ALLOWED',
    );
  }
  const scan = await inspectUpload(
    scanner,
    upload.bytes,
    upload.fileName,
    extension,
    upload.declaredType,
  );
  const id = randomUUID();
  const stored = await db
    .insertInto('storedFile')
    .values({
      id,
      companyId,
      uploadedBy: userId,
      storageName: `files/${randomUUID()}.${extension}`,
      fileName: upload.fileName,
      contentType: scan.ok ? scan.contentType : 'application/octet-stream',
      size: upload.bytes.length,
      sha256: sha256Of(upload.bytes),
      uploadStatus: scan.ok ? 'UPLOADED' : 'NOT_UPLOADED',
      scanStatus: scan.ok ? 'SCAN_SUCCESSFUL' : 'SCAN_FAILED',
      scanMessage: scan.ok ? null : scan.message,
      content: scan.ok ? upload.bytes : null,
    })
    .returning(fileColumns)
    .executeTakeFirstOrThrow();
  if (!scan.ok) throw new FileRefusedError(UPLOAD_FIELD, scan, upload.fileName);
  return toFileInfo(stored);
}

/**
 * Sends a stored file of the company with its name in Content-Disposition. Sends nothing
 * when there is no such file or no content (a refused one): the caller answers 204.
 */
export async function sendStoredFile(
  scope: Scope,
  fileId: string,
  reply: FastifyReply,
  /** A name of the reader's instead of the stored one (an archived document in its language). */
  named: { fileName?: string } = {},
): Promise<void> {
  const file = await scope
    .byId('storedFile', fileId)
    .select(['fileName', 'contentType', 'scanStatus', 'content'])
    .executeTakeFirst();
  if (!file?.content || file.scanStatus !== 'SCAN_SUCCESSFUL') return;
  await reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition(named.fileName ?? file.fileName))
    .header('Access-Control-Expose-Headers', 'Content-Disposition')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
}

/**
 * Stores a file that passed the scan and its area's own checks (a creative, a print PDF) under a
 * server-made name and answers its id; the area keeps the id with its record.
 */
export async function storeCheckedFile(
  scope: Scope,
  userId: number,
  file: { fileName: string; contentType: string; bytes: Uint8Array },
  db?: Db,
): Promise<string> {
  const id = randomUUID();
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.fileName)?.[1]?.toLowerCase() ?? 'bin';
  await scope
    .insert(
      'storedFile',
      {
        id,
        uploadedBy: userId,
        storageName: `files/${randomUUID()}.${extension}`,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.bytes.length,
        sha256: sha256Of(file.bytes),
        uploadStatus: 'UPLOADED',
        scanStatus: 'SCAN_SUCCESSFUL',
        scanMessage: null,
        content: file.bytes,
      },
      db,
    )
    .execute();
  return id;
}

/** A stored file of the company that passed its scan, with its content; undefined otherwise. */
export async function storedFileContent(scope: Scope, fileId: string, db?: Db) {
  const file = await scope
    .byId('storedFile', fileId, db)
    .select(['id', 'fileName', 'contentType', 'scanStatus', 'content'])
    .executeTakeFirst();
  if (!file?.content || file.scanStatus !== 'SCAN_SUCCESSFUL') return undefined;
  return {
    id: file.id,
    fileName: file.fileName,
    contentType: file.contentType,
    content: file.content,
  };
}

/**
 * Sends a stored file to be shown (a creative's image), not downloaded: its own type, never
 * sniffed, in a sandbox of its own should it be opened alone (an SVG or HTML could script).
 */
export function sendInline(
  reply: FastifyReply,
  file: { contentType: string; content: Uint8Array },
): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox")
    .header('Cache-Control', 'private, max-age=300')
    .send(Buffer.from(file.content));
}

/**
 * Registers routes that take a multipart file, in a scope of their own with its own limit
 * (`files`: how many files one body may carry; a bulk upload takes many).
 */
export function withUploads(
  app: FastifyInstance,
  maxBytes: number,
  routes: (scope: FastifyInstance) => void,
  files = 2,
): void {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: maxBytes,
        files,
        fields: 2,
        parts: files + 2,
        fieldSize: 1024,
        headerPairs: 50,
      },
    });
    routes(scope);
  });
}

/** The file uploader (spec 2 §7): upload, download, file info, delete. */
export function registerFilesService({ app, database, scanner }: ServiceContext): void {
  const { db } = database;

  // Multipart bodies are taken on the upload route only, with their own limit; every other
  // route keeps the app's small body limit.
  withUploads(app, MAX_UPLOAD_BYTES, (uploads) => {
    registerEndpoint(uploads, endpoints.uploadFile, salesAccess, async ({ actor, request }) => {
      const { user, actingCompanyId } = requireActor(actor);
      const upload = await readUpload(request);
      return storeUpload(db, scanner, actingCompanyId, user.userId, upload);
    });
  });

  registerEndpoint(app, endpoints.downloadFile, salesAccess, async ({ scope, params, reply }) => {
    await sendStoredFile(scope, params.fileId, reply);
  });

  registerEndpoint(app, endpoints.fileInfo, salesAccess, async ({ scope, params }) => {
    const file = await scope
      .byId('storedFile', params.fileId)
      .select(fileColumns)
      .executeTakeFirst();
    if (!file) throw notFound('file');
    return toFileInfo(file);
  });

  // Deleting is idempotent: a file that is gone (with its activity, say) answers 204 too.
  registerEndpoint(app, endpoints.deleteFile, salesAccess, async ({ scope, params }) => {
    await scope.delete('storedFile').where('id', '=', params.fileId).execute();
  });
}
