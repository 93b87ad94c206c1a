import {
  type ServerMessage,
  serverMessage,
  UPLOAD_TYPES,
  type UploadExtension,
} from '@adconsole/api/contracts';
import { ValidationError } from '../http/errors.ts';
import type { Finding, MalwareScanner } from './malware.ts';

export { EICAR_SIGNATURE } from './malware.ts';

/** What a file's first bytes show it to be. */
export type ContentFormat = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'ole' | 'zip' | 'text';

/** The content each accepted extension must show. */
const formatOfExtension: Record<UploadExtension, ContentFormat> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  doc: 'ole',
  xls: 'ole',
  ppt: 'ole',
  msg: 'ole',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  zip: 'zip',
  eml: 'text',
  txt: 'text',
  csv: 'text',
};

/** Types browsers send besides the canonical ones (Windows sends Excel's type for .csv). */
const typeAliases: Record<string, ContentFormat> = {
  'application/x-pdf': 'pdf',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'application/x-zip-compressed': 'zip',
  'application/x-zip': 'zip',
  'application/csv': 'text',
  'text/x-csv': 'text',
  'text/comma-separated-values': 'text',
  'application/x-msg': 'ole',
};

/** Types that say nothing about the content: the extension decides. */
const genericTypes = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/** Entries an Office Open XML package of each kind holds. */
const ooxmlFolder: Partial<Record<UploadExtension, string>> = {
  docx: 'word/',
  xlsx: 'xl/',
  pptx: 'ppt/',
};

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * Text: no NUL and no control characters but tab, line feed, form feed and carriage return.
 * Any encoding of letters passes (UTF-8, Windows-1252 CSVs from Excel).
 */
function isText(bytes: Buffer): boolean {
  for (const byte of bytes) {
    if (byte === 0x7f) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) {
      return false;
    }
  }
  return true;
}

/** The format the content shows by its magic bytes, or undefined for anything else. */
export function detectFormat(bytes: Buffer): ContentFormat | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return 'zip';
  }
  if (isText(bytes)) return 'text';
  return undefined;
}

/** The extension of a file name, lower case, if it is one the uploader takes. */
export function uploadExtension(fileName: string): UploadExtension | undefined {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName);
  const extension = match?.[1]?.toLowerCase();
  return extension && extension in UPLOAD_TYPES ? (extension as UploadExtension) : undefined;
}

export type ScanResult =
  | { ok: true; contentType: string }
  | { ok: false; reason: Finding['reason'] | 'TYPE_MISMATCH' | 'EMPTY'; message: string };

/**
 * The type check of an upload: the content must show the format its extension and declared
 * type say. (Malware is the MalwareScanner's part, in malware.ts.)
 */
export function scanUpload(
  bytes: Buffer,
  fileName: string,
  extension: UploadExtension,
  declaredType: string,
): ScanResult {
  if (bytes.length === 0) return { ok: false, reason: 'EMPTY', message: `${fileName} is empty` };
  const mismatch: ScanResult = {
    ok: false,
    reason: 'TYPE_MISMATCH',
    message: `The content of ${fileName} does not match its type`,
  };
  const expected = formatOfExtension[extension];
  if (detectFormat(bytes) !== expected) return mismatch;
  const folder = ooxmlFolder[extension];
  if (folder && !bytes.includes(folder, 0, 'latin1')) return mismatch;
  const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!genericTypes.has(declared)) {
    const declaredFormat =
      Object.entries(UPLOAD_TYPES).find(([, type]) => type === declared)?.[0] ?? undefined;
    const format = declaredFormat
      ? formatOfExtension[declaredFormat as UploadExtension]
      : typeAliases[declared];
    // A type that names another format contradicts the content; an unknown one says nothing.
    const excelCsv = declared === UPLOAD_TYPES.xls && extension === 'csv';
    if (format && format !== expected && !excelCsv) return mismatch;
  }
  return { ok: true, contentType: UPLOAD_TYPES[extension] };
}

/**
 * Every check an upload goes through, in one place: the malware scan (inside archives too,
 * with the limits against archive bombs: entries, unpacked size, 200× expansion, nesting), then
 * the type check from the bytes. The file store, the mail attachments and the data import all
 * take their files through it.
 */
export async function inspectUpload(
  scanner: MalwareScanner,
  bytes: Buffer,
  fileName: string,
  extension: UploadExtension,
  declaredType: string,
): Promise<ScanResult> {
  const finding = bytes.length > 0 ? await scanner.scan(bytes, fileName) : undefined;
  return finding ? { ok: false, ...finding } : scanUpload(bytes, fileName, extension, declaredType);
}

type RefusalReason = Extract<ScanResult, { ok: false }>['reason'];

/** Why an upload was refused, in the reader's words and as a code (errors.codes). */
export const FILE_REFUSALS: Record<
  RefusalReason,
  { message: (name: string) => ServerMessage; translationKey: string }
> = {
  EMPTY: { message: () => serverMessage('fileEmpty'), translationKey: 'FILE_EMPTY' },
  TYPE_MISMATCH: {
    message: (name) => serverMessage('fileTypeMismatch', { name }),
    translationKey: 'FILE_TYPE_MISMATCH',
  },
  INFECTED: {
    message: (name) => serverMessage('fileInfected', { name }),
    translationKey: 'FILE_INFECTED',
  },
  ARCHIVE_REFUSED: {
    message: (name) => serverMessage('fileArchiveRefused', { name }),
    translationKey: 'FILE_ARCHIVE_REFUSED',
  },
};

/**
 * A refused upload: 422 with the reason on the file field (keyed), under its own translation
 * key; the scan's own English detail stays the message.
 */
export class FileRefusedError extends ValidationError {
  override readonly translationKey: string;
  constructor(
    field: string,
    refusal: { reason: RefusalReason; message: string },
    fileName: string,
  ) {
    const { translationKey } = FILE_REFUSALS[refusal.reason];
    const message = FILE_REFUSALS[refusal.reason].message(fileName);
    super({ [field]: message }, [message]);
    this.message = refusal.message;
    this.translationKey = translationKey;
  }
}
