import { z } from 'zod/mini';
import { countInt, timestamp } from './primitives.ts';

/** Upload statuses of a stored file (spec 2 §3). */
export const UPLOAD_STATUSES = [
  'NOT_UPLOADED',
  'LINK_CREATED',
  'LINK_EXPIRED',
  'UPLOADED',
] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** Scan statuses of a stored file (spec 2 §3). */
export const SCAN_STATUSES = ['NOT_SCANNED', 'SCAN_FAILED', 'SCAN_SUCCESSFUL'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

/** The largest file the uploader takes: 10 MB (the spec names none; forms' maxFileSize). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The multipart field that carries the file (spec 2 §7). */
export const UPLOAD_FIELD = 'file';

/**
 * The file types the uploader takes, by extension, with the type their content must show:
 * documents, images, e-mails and plain text. Anything else is refused.
 */
export const UPLOAD_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  msg: 'application/vnd.ms-outlook',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  eml: 'message/rfc822',
  txt: 'text/plain',
  csv: 'text/csv',
} as const;
export type UploadExtension = keyof typeof UPLOAD_TYPES;

/** `accept` of a file input: every extension the uploader takes. */
export const UPLOAD_ACCEPT = Object.keys(UPLOAD_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

/** A stored file: what the upload answers, with its id (spec 2 §7). */
export const fileInfoSchema = z.object({
  fileId: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: countInt(),
  uploadStatus: z.enum(UPLOAD_STATUSES),
  scanStatus: z.enum(SCAN_STATUSES),
  createdAt: timestamp(),
});
export type FileInfo = z.infer<typeof fileInfoSchema>;

export const fileIdParamsSchema = z.strictObject({ fileId: z.uuid() });
