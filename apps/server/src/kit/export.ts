import type { Readable } from 'node:stream';
import type { ExportFormat } from '@adconsole/api/contracts';
import { businessDay } from '@adconsole/api/contracts';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../http/content-disposition.ts';
import { type ExportSheet, exportStream } from './sheet-writers.ts';

export * from './sheet-writers.ts';

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Answers an export as a download: its content type, the file's name (the title and the
 * business day), no caching, and the sheet streamed (the kit's lists, the report builder's).
 */
export function replyWithSheet(reply: FastifyReply, sheet: ExportSheet) {
  return replyWithSheetBytes(reply, sheet, exportStream(sheet));
}

/** Answers a sheet written elsewhere (the report builder's export worker) as `replyWithSheet`. */
export function replyWithSheetBytes(
  reply: FastifyReply,
  sheet: Pick<ExportSheet, 'format' | 'title'>,
  bytes: Readable,
) {
  return (
    reply
      .header('Content-Type', exportContentTypes[sheet.format])
      // The title as it reads (the s13 stranger's file was "Bericht%20Kampagnen-….csv").
      .header(
        'Content-Disposition',
        contentDisposition(`${sheet.title}-${businessDay()}.${sheet.format}`),
      )
      .header('Cache-Control', 'private, no-store')
      .send(bytes)
  );
}
