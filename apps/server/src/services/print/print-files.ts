import { randomUUID } from 'node:crypto';
import {
  businessDay,
  printOperationsEndpoints as calls,
  DOCUMENT_LANGUAGES,
  type PublicationFile,
  serverMessage,
} from '@adconsole/api/contracts';
import multipart from '@fastify/multipart';
import { sql } from 'kysely';
import { detectFormat } from '../../files/scanner.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { filteredBy } from '../../kit/list.ts';
import { byColumn, listPage } from '../../kit/paged-list.ts';
import { companyOf, type Scope, type ScopedRows } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { contentDisposition, readUpload, storeUpload } from '../files/files.ts';
import { isoDay, withCampaign } from '../orders/campaigns.ts';
import { type LabelAddress, labelDocx, labelLines } from './print-labels.ts';
import { printAccess } from './print-rules.ts';
import type { Language } from './print-texts.ts';

// The print desk's files: address labels for the physical proofs and the publications' files.

type FileRows = ScopedRows<'publicationFile as f'>;
/** The filters of the publications' files. */
const publicationFileFilters = {
  adMediumId: (files: FileRows, id: number) => files.where('f.adMediumId', '=', id),
  publicationDateFrom: (files: FileRows, from: string) =>
    files.where('f.publicationDate', '>=', from),
  publicationDateTo: (files: FileRows, to: string) => files.where('f.publicationDate', '<=', to),
};

/** The print desk's files: address labels for the physical proofs, the publications' files. */

export function registerPrintFiles({
  app,
  database,
  scanner,
}: Pick<ServiceContext, 'app' | 'database' | 'scanner'>): void {
  const { db } = database;

  registerEndpoint(
    app,
    calls.labelGenerate,
    printAccess,
    async ({ caller, query, body, reply, scope }) => {
      const addresses = await labelAddresses(scope, body.ids);
      const text = labelLines(addresses);
      reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', 'private, no-store');
      if (query.onlyPreview) return reply.send(text);
      const reference = randomUUID();
      await scope
        .insert('printLabelBatch', {
          reference,
          positionIds: addresses.map((address) => address.positionId),
          labelText: text,
          docx: query.isMsWord ? await labelDocx(addresses) : null,
          createdByUserId: caller.user.userId,
        })
        .execute();
      return reply.send(reference);
    },
  );

  registerEndpoint(app, calls.labelDownload, printAccess, async ({ params, reply, scope }) => {
    const batch = await scope
      .rows('printLabelBatch')
      .select(['reference', 'docx', 'labelText', 'positionIds', 'createdAt'])
      .where('reference', '=', params.reference)
      .executeTakeFirst();
    if (!batch) return reply.status(204).send();
    const day = isoDay(batch.createdAt);
    return batch.docx
      ? {
          reference: batch.reference,
          fileName: `Etiketten-${day}.docx`,
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          content: Buffer.from(batch.docx).toString('base64'),
          positions: batch.positionIds.length,
        }
      : {
          reference: batch.reference,
          fileName: `Etiketten-${day}.txt`,
          contentType: 'text/plain; charset=utf-8',
          content: Buffer.from(batch.labelText, 'utf8').toString('base64'),
          positions: batch.positionIds.length,
        };
  });

  // --- Publications: the printed issues as evidence ---

  registerEndpoint(app, calls.publications, printAccess, async ({ body, scope }) => {
    const today = businessDay();
    const titles = await scope
      .rows('publication as pub')
      .innerJoin('adMedium as m', 'm.id', 'pub.adMediumId')
      .select([
        'm.id',
        'm.name',
        'pub.frequency',
        'pub.language',
        sql<
          string[]
        >`array(select i.publication_date::text from publication_issue i where i.ad_medium_id = m.id and i.publication_date between ${today}::date - 60 and ${today}::date order by i.publication_date desc)`.as(
          'issueDates',
        ),
      ])
      .orderBy('m.name')
      .execute();
    // The company's files; their title, stored file and uploader by the file's keys.
    const page = await listPage(
      filteredBy(scope.rows('publicationFile as f'), publicationFileFilters, body),
      {
        ...byColumn('f', 'publicationDate'),
        select: (files) =>
          files
            .innerJoin('adMedium as m', 'm.id', 'f.adMediumId')
            .innerJoin('storedFile as s', 's.id', 'f.storedFileId')
            .leftJoin('appUser as u', 'u.id', 'f.uploadedByUserId')
            .select([
              'f.id',
              'm.id as publicationId',
              'm.name as publicationName',
              sql<string>`f.publication_date::text`.as('publicationDate'),
              's.fileName',
              's.size',
              sql<string | null>`u.first_name || ' ' || u.last_name`.as('uploadedBy'),
              'f.createdAt',
            ]),
      },
      body,
    );
    return {
      publications: titles,
      files: { total: page.total, items: page.items.map(toPublicationFile) },
    };
  });

  app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: {
        fileSize: 10 * 1024 * 1024,
        files: 2,
        fields: 2,
        parts: 4,
        fieldSize: 1024,
        headerPairs: 50,
      },
    });
    registerEndpoint(
      uploads,
      calls.publicationFileUpload,
      printAccess,
      async ({ actor, query, request, scope }) => {
        const { user } = requireActor(actor);
        const title = await scope
          .rows('publication as pub')
          .innerJoin('adMedium as m', 'm.id', 'pub.adMediumId')
          .select(['m.id', 'm.name'])
          .where('pub.adMediumId', '=', query.adMediumId)
          .executeTakeFirst();
        if (!title)
          throw new ValidationError({ adMediumId: serverMessage('noSuchPublication') }, []);
        // The printed issue is evidence that an ad appeared: an issue not out yet has none.
        if (query.publicationDate > businessDay()) {
          const message = serverMessage('issueNotOut');
          throw new ValidationError(
            { publicationDate: message },
            [message],
            'PUBLICATION_IN_FUTURE',
          );
        }
        const upload = await readUpload(request);
        // The printed issue is a PDF: the bytes decide, not only the name.
        if (!/\.pdf$/i.test(upload.fileName) || detectFormat(upload.bytes) !== 'pdf') {
          const message = serverMessage('onlyPdfOfIssue');
          throw new ValidationError({ file: message }, [message], 'PUBLICATION_NOT_PDF');
        }
        const stored = await storeUpload(db, scanner, companyOf(scope), user.userId, upload);
        return db.transaction().execute(async (trx) => {
          const previous = await scope
            .rows('publicationFile', trx)
            .select(['id', 'storedFileId'])
            .where('adMediumId', '=', title.id)
            .where('publicationDate', '=', query.publicationDate)
            .executeTakeFirst();
          if (previous) {
            // A new upload of the same issue replaces the earlier one.
            await scope.delete('publicationFile', trx).where('id', '=', previous.id).execute();
            await scope.delete('storedFile', trx).where('id', '=', previous.storedFileId).execute();
          }
          const row = await scope
            .insert(
              'publicationFile',
              {
                adMediumId: title.id,
                publicationDate: query.publicationDate,
                storedFileId: stored.fileId,
                uploadedByUserId: user.userId,
              },
              trx,
            )
            .returning(['id', 'createdAt'])
            .executeTakeFirstOrThrow();
          return toPublicationFile({
            id: row.id,
            publicationId: title.id,
            publicationName: title.name,
            publicationDate: query.publicationDate,
            fileName: stored.fileName,
            size: stored.size,
            uploadedBy: `${user.firstName} ${user.lastName}`,
            createdAt: row.createdAt,
          });
        });
      },
    );
  });

  registerEndpoint(app, calls.publicationFile, printAccess, async ({ params, reply, scope }) => {
    const file = await scope
      .byId('publicationFile as f', params.publicationId)
      .innerJoin('storedFile as s', 's.id', 'f.storedFileId')
      .select(['s.fileName', 's.content'])
      .executeTakeFirst();
    if (!file?.content) return;
    await sendPdf(reply, file.fileName, file.content, 'attachment');
  });

  registerEndpoint(app, calls.publicationFileDelete, printAccess, async ({ params, scope }) => {
    const file = await scope
      .byId('publicationFile', params.publicationId)
      .select(['id', 'storedFileId'])
      .executeTakeFirst();
    if (!file) throw notFound('publication file');
    await db.transaction().execute(async (trx) => {
      await scope.delete('publicationFile', trx).where('id', '=', file.id).execute();
      await scope.delete('storedFile', trx).where('id', '=', file.storedFileId).execute();
    });
  });
}

export function toPublicationFile(row: {
  id: number;
  publicationId: number;
  publicationName: string;
  publicationDate: string;
  fileName: string;
  size: number;
  uploadedBy: string | null;
  createdAt: Date;
}): PublicationFile {
  return {
    id: row.id,
    publication: { id: row.publicationId, name: row.publicationName },
    publicationDate: row.publicationDate,
    fileName: row.fileName,
    size: row.size,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function sendPdf(
  reply: import('fastify').FastifyReply,
  fileName: string,
  bytes: Uint8Array,
  disposition: 'inline' | 'attachment',
) {
  await reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition(fileName).replace(/^attachment/, disposition))
    .header('Access-Control-Expose-Headers', 'Content-Disposition')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** The last "send all proofs" run of a company, its state read from its job. */
export async function latestProofRun(scope: Scope) {
  const run = await scope
    .rows('printProofRun as r')
    .leftJoin('jobRun as j', 'j.id', 'r.jobRunId')
    .select([
      'r.language',
      'r.positions',
      'r.jobRunId',
      'r.createdAt',
      'j.state as jobState',
      'j.finishedAt',
      sql<string>`(select coalesce(sum(cardinality(string_to_array(ji.item_key, ','))), 0) from job_item ji where ji.job_run_id = r.job_run_id)`.as(
        'totalItems',
      ),
    ])
    .orderBy('r.id', 'desc')
    .executeTakeFirst();
  if (!run) return undefined;
  const finished = !run.jobRunId || run.jobState === 'COMPLETED' || run.jobState === 'FAILED';
  return {
    state: finished ? ('FINISHED' as const) : ('PROCESSING' as const),
    language: run.language as Language,
    positions: Number(run.totalItems) || run.positions,
    jobId: run.jobRunId,
    startedAt: (run.createdAt as Date).toISOString(),
    finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
  };
}

/** The addresses of the physical proofs of positions: the invoicing account's. */
export async function labelAddresses(
  scope: Scope,
  ids: readonly number[],
): Promise<LabelAddress[]> {
  // The company's positions; campaign, account and title by the position's keys.
  const rows = await withCampaign(scope.rows('campaignPosition as p'))
    .innerJoin('account as inv', 'inv.id', 'c.invoicingAccountId')
    .innerJoin('adMedium as m', 'm.id', 'p.adMediumId')
    .select([
      'p.id as positionId',
      'inv.name',
      'inv.street',
      'inv.postalCode',
      'inv.city',
      'inv.countryCode',
      'm.name as publication',
      sql<string>`p.publication_date::text`.as('publicationDate'),
    ])
    .where('p.positionType', '=', 'PRINT')
    .where('p.id', 'in', [...new Set(ids)])
    .orderBy('inv.postalCode')
    .orderBy('p.id')
    .execute();
  if (rows.length === 0)
    throw new ValidationError({ ids: serverMessage('noPrintPositionOfCompany') }, []);
  return rows;
}

export { DOCUMENT_LANGUAGES };
