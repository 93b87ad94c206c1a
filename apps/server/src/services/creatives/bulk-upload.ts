import {
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MAX_FILES,
  type BulkUpload,
  bulkUploadEndpoints as calls,
  serverMessage,
  UPLOAD_FIELD,
} from '@adconsole/api/contracts';
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { FileRefusedError } from '../../files/scanner.ts';
import { HttpError, notFound, ValidationError } from '../../http/errors.ts';
import { sayMessage } from '../../http/messages.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { JobKind } from '../../jobs/queue.ts';
import { type Scope, scopeOf } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { cleanFileName, multipartRefusal, storeCheckedFile, withUploads } from '../files/files.ts';
import { writeSystemActivities } from '../timeline/timeline.ts';
import { analyseDrop, type BookedPosition, type DroppedFile } from './bulk-analysis.ts';
import { bulkUploadAccess } from './creative-rules.ts';
import { landingDomainOf } from './digital-creatives.ts';

// The bulk upload (issue 40, DOMAIN2 §3.4, /creatives/digital/bulk-upload, ADMIN): a drop of
// files on a campaign is scanned and analysed and kept with its findings (nothing is created);
// "Create" confirms the assignments and the creation runs as the job `creatives.bulk-create`,
// one item per file, each creative made in the transaction that marks its item done, with the
// file's outcome beside it.

export const BULK_CREATE_JOB = 'creatives.bulk-create';

/** The campaign's digital positions with their products' sizes. */
async function bookedPositions(scope: Scope, campaignId: number, db?: Db) {
  return scope
    .rows('campaignPosition as p', db)
    .innerJoin('product as pr', 'pr.id', 'p.productId')
    .select(['p.id', 'p.name', 'pr.sizes'])
    .where('p.campaignId', '=', campaignId)
    .where('p.positionType', '=', 'DIGITAL')
    .where('p.status', 'not in', ['DELETED', 'FINISHED'])
    .orderBy('p.id')
    .execute() as Promise<BookedPosition[]>;
}

/** Reads the files of a multipart body (field file, many), refusing one past the limits. */
async function readDrop(request: FastifyRequest): Promise<DroppedFile[]> {
  const files: DroppedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== UPLOAD_FIELD) {
        throw new ValidationError({ [UPLOAD_FIELD]: serverMessage('oneFile') }, []);
      }
      files.push({ fileName: cleanFileName(part.filename), bytes: await part.toBuffer() });
    }
  } catch (error) {
    throw multipartRefusal(error, BULK_UPLOAD_MAX_BYTES / (1024 * 1024), UPLOAD_FIELD);
  }
  if (files.length === 0)
    throw new ValidationError({ [UPLOAD_FIELD]: serverMessage('required') }, []);
  return files;
}

/** A bulk upload as the screen shows it, the refusals in the reader's language. */
async function bulkUploadOf(
  scope: Scope,
  id: number,
  language: Parameters<typeof sayMessage>[0],
  db?: Db,
): Promise<BulkUpload> {
  const upload = await scope
    .byId('creativeBulkUpload as b', id, db)
    .innerJoin('campaign as c', 'c.id', 'b.campaignId')
    .select([
      'b.id',
      'b.state',
      'b.jobRunId',
      'b.createdAt',
      'c.id as campaignId',
      'c.name as campaignName',
    ])
    .executeTakeFirst();
  if (!upload) throw notFound('bulk upload');
  const [positions, files] = await Promise.all([
    bookedPositions(scope, upload.campaignId, db),
    scope
      .rows('creativeBulkFile', db)
      .select([
        'id',
        'fileName',
        'format',
        'width',
        'height',
        'sizeSource',
        'weightBytes',
        'match',
        'candidatePositionIds',
        'positionId',
        'reason',
        'translationKey',
        'warnings',
        'outcome',
        'creativeId',
      ])
      .where('bulkUploadId', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  const names = new Map(positions.map((position) => [position.id, position.name]));
  return {
    id: upload.id,
    campaign: { id: upload.campaignId, name: upload.campaignName },
    state: upload.state,
    jobId: upload.jobRunId,
    positions: positions.map((position) => ({ ...position, sizes: [...position.sizes] })),
    files: files.map((file) => ({
      ...file,
      candidates: file.candidatePositionIds.map((candidate) => ({
        id: candidate,
        name: names.get(candidate) ?? String(candidate),
      })),
      reason: file.reason ? sayMessage(language, file.reason) : null,
      warnings: file.warnings as BulkUpload['files'][number]['warnings'],
    })),
    createdAt: upload.createdAt.toISOString(),
  };
}

/** Creates one confirmed file's creative, in the job item's transaction. */
async function createFromFile(
  trx: Transaction<Schema>,
  fileId: number,
  context: { parameters: Record<string, unknown> },
) {
  const { companyId, userId, clickUrl } = context.parameters as {
    companyId: number;
    userId: number;
    clickUrl: string;
  };
  const scope = scopeOf(trx, companyId);
  const file = await scope
    .byId('creativeBulkFile as f', fileId, trx)
    .innerJoin('creativeBulkUpload as b', 'b.id', 'f.bulkUploadId')
    .innerJoin('campaign as c', 'c.id', 'b.campaignId')
    .selectAll('f')
    .select(['c.advertiserAccountId'])
    .executeTakeFirst();
  if (!file?.content || !file.positionId || !file.format || file.outcome) return 'skipped';
  const storedFileId = await storeCheckedFile(
    scope,
    userId,
    {
      fileName: file.fileName,
      contentType: file.contentType ?? 'application/octet-stream',
      bytes: file.content,
    },
    trx,
  );
  const creative = await scope
    .insert(
      'creative',
      {
        name: file.fileName.replace(/\.[A-Za-z0-9]+$/, ''),
        status: 'PENDING_APPROVAL',
        approvalState: 'PENDING_APPROVAL',
        kind: 'CREATIVE',
        format: file.format,
        accountId: file.advertiserAccountId,
        campaignPositionId: file.positionId,
        storedFileId,
        fileName: file.fileName,
        width: file.width,
        height: file.height,
        weightBytes: file.weightBytes,
        warnings: file.warnings,
        clickUrl,
        landingDomain: landingDomainOf(clickUrl),
      },
      trx,
    )
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  await scope
    .update('creativeBulkFile', trx)
    .set({ outcome: 'CREATED', creativeId: creative.id, content: null })
    .where('id', '=', fileId)
    .execute();
  await writeSystemActivities(trx, [
    {
      companyId,
      entityType: 'CREATIVE_TECHNICAL',
      entityId: creative.id,
      entityName: creative.name,
      activityType: 'CREATIVE_STATUS_UPDATED',
      message: 'created by bulk upload: PENDING_APPROVAL',
      title: null,
      creatorUserId: userId,
      campaignPositionIds: [file.positionId],
      keyValues: { creativeId: String(creative.id), bulkUploadId: String(file.bulkUploadId) },
    },
  ]);
  // The last file done, the upload is done.
  const open = await scope
    .rows('creativeBulkFile', trx)
    .select('id')
    .where('bulkUploadId', '=', file.bulkUploadId)
    .where('outcome', 'is', null)
    .executeTakeFirst();
  if (!open) {
    await scope
      .update('creativeBulkUpload', trx)
      .set({ state: 'DONE', updatedAt: new Date() })
      .where('id', '=', file.bulkUploadId)
      .execute();
  }
  return `${file.fileName}: created`;
}

/** The job kind that creates a confirmed bulk upload's creatives, one item per file. */
export function bulkCreateJob(): JobKind {
  return {
    kind: BULK_CREATE_JOB,
    maxAttempts: 3,
    plan: async (context) => {
      const { fileIds } = context.parameters as { fileIds: number[] };
      return fileIds.map((id) => ({ key: String(id), label: `File ${id}` }));
    },
    runItem: (trx, key, context) => createFromFile(trx, Number(key), context),
    onItemError: async (key, _error, context) => {
      const { companyId } = context.parameters as { companyId: number };
      await scopeOf(context.db, companyId)
        .update('creativeBulkFile', context.db)
        .set({ outcome: 'REFUSED', reason: null, translationKey: 'CREATION_FAILED' })
        .where('id', '=', Number(key))
        .execute();
    },
  };
}

export function registerBulkUpload({ app, database, scanner, jobs }: ServiceContext): void {
  const { db } = database;
  jobs.define(bulkCreateJob());

  withUploads(
    app,
    BULK_UPLOAD_MAX_BYTES,
    (uploads) => {
      registerEndpoint(
        uploads,
        calls.analyse,
        bulkUploadAccess,
        async ({ actor, request, query, scope }) => {
          const { user, language } = requireActor(actor);
          const campaign = await scope
            .byId('campaign', query.campaignId)
            .select('id')
            .executeTakeFirst();
          if (!campaign) throw notFound('campaign');
          const drop = await readDrop(request);
          if (drop.length > BULK_UPLOAD_MAX_FILES) {
            throw new ValidationError(
              { [UPLOAD_FIELD]: serverMessage('bulkTooManyFiles', { max: BULK_UPLOAD_MAX_FILES }) },
              [],
            );
          }
          // The scanner on every file first: one infected file refuses the drop.
          for (const file of drop) {
            const finding = await scanner.scan(Buffer.from(file.bytes), file.fileName);
            if (finding) throw new FileRefusedError(UPLOAD_FIELD, finding, file.fileName);
          }
          const positions = await bookedPositions(scope, campaign.id);
          const analysed = await analyseDrop(drop, positions);
          const id = await db.transaction().execute(async (trx) => {
            const upload = await scope
              .insert(
                'creativeBulkUpload',
                { campaignId: campaign.id, createdByUserId: user.userId },
                trx,
              )
              .returning('id')
              .executeTakeFirstOrThrow();
            for (let start = 0; start < analysed.length; start += 100) {
              await scope
                .insert(
                  'creativeBulkFile',
                  analysed.slice(start, start + 100).map((file) => ({
                    bulkUploadId: upload.id,
                    fileName: file.fileName,
                    content: file.match === 'REFUSED' ? null : file.bytes,
                    contentType: file.contentType,
                    weightBytes: file.weightBytes,
                    format: file.format,
                    width: file.width,
                    height: file.height,
                    sizeSource: file.sizeSource,
                    match: file.match,
                    candidatePositionIds: file.candidates,
                    positionId: file.positionId,
                    reason: file.reason,
                    translationKey: file.translationKey,
                    warnings: file.warnings,
                  })),
                  trx,
                )
                .execute();
            }
            return upload.id;
          });
          return bulkUploadOf(scope, id, language);
        },
      );
    },
    BULK_UPLOAD_MAX_FILES + 1,
  );

  registerEndpoint(app, calls.get, bulkUploadAccess, async ({ actor, params, scope }) =>
    bulkUploadOf(scope, params.id, requireActor(actor).language),
  );

  registerEndpoint(app, calls.confirm, bulkUploadAccess, async ({ actor, params, body, scope }) => {
    const { user, language, actingCompanyId } = requireActor(actor);
    await db.transaction().execute(async (trx) => {
      const upload = await scope.lockedRow(
        trx,
        'creativeBulkUpload',
        params.id,
        undefined,
        'bulk upload',
      );
      if (upload.state !== 'ANALYSED') {
        throw new HttpError(409, 'This bulk upload is confirmed already', 'BULK_ALREADY_CONFIRMED');
      }
      const files = await scope
        .rows('creativeBulkFile', trx)
        .select(['id', 'match', 'candidatePositionIds'])
        .where('bulkUploadId', '=', upload.id)
        .execute();
      const byId = new Map(files.map((file) => [file.id, file]));
      const chosen: number[] = [];
      for (const [index, assignment] of body.assignments.entries()) {
        const file = byId.get(assignment.fileId);
        // Only a file the analysis took, onto a position its size fits.
        if (
          !file ||
          file.match === 'REFUSED' ||
          !file.candidatePositionIds.includes(assignment.positionId)
        ) {
          throw new ValidationError(
            { [`assignments.${index}.positionId`]: serverMessage('bulkPositionNotOffered') },
            [],
          );
        }
        await scope
          .update('creativeBulkFile', trx)
          .set({ positionId: assignment.positionId })
          .where('id', '=', file.id)
          .execute();
        chosen.push(file.id);
      }
      // What is not created is said so: refused by the checks, or left without a position.
      await scope
        .update('creativeBulkFile', trx)
        .set({ outcome: 'REFUSED', content: null })
        .where('bulkUploadId', '=', upload.id)
        .where((eb) => (chosen.length ? eb('id', 'not in', chosen) : eb.val(true)))
        .execute();
      const jobId = await jobs.enqueue(BULK_CREATE_JOB, {
        trx,
        startedByUserId: user.userId,
        companyId: actingCompanyId,
        parameters: {
          fileIds: chosen,
          companyId: actingCompanyId,
          userId: user.userId,
          clickUrl: body.clickUrl,
        },
      });
      await scope
        .update('creativeBulkUpload', trx)
        .set({
          state: 'CONFIRMED',
          jobRunId: jobId ?? null,
          version: upload.version + 1,
          updatedAt: new Date(),
        })
        .where('id', '=', upload.id)
        .execute();
    });
    return bulkUploadOf(scope, params.id, language);
  });

  // The campaigns a drop can go to (a stranger found neither the demo campaign by a word of
  // its name nor a running one): the booked and running ones (BOOKED, PERFORMANCE) of the
  // acting company with a live digital position, every typed word in the name or the
  // advertiser's, with the sizes their positions need. Another company's campaigns are
  // offered when the user acts for it (the shell's company switch): the drop is analysed and
  // created in the acting company.
  registerEndpoint(app, calls.campaigns, bulkUploadAccess, async ({ query, scope }) => {
    let rows = scope
      .rows('campaign as c')
      .innerJoin('account as a', 'a.id', 'c.advertiserAccountId')
      .select(['c.id', 'c.name', 'a.name as advertiser'])
      .where('c.status', 'in', ['BOOKED', 'PERFORMANCE'])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('campaignPosition as p')
            .select('p.id')
            .whereRef('p.campaignId', '=', 'c.id')
            .where('p.positionType', '=', 'DIGITAL')
            .where('p.status', 'not in', ['DELETED', 'FINISHED']),
        ),
      );
    for (const word of (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
      const pattern = containsPattern(word);
      rows = rows.where(
        sql<boolean>`(lower(c.name) like ${pattern} or lower(a.name) like ${pattern})`,
      );
    }
    const campaigns = await rows.orderBy('c.name').orderBy('c.id', 'desc').limit(100).execute();
    return Promise.all(
      campaigns.map(async (campaign) => {
        const positions = await bookedPositions(scope, campaign.id);
        const sizes = [...new Set(positions.flatMap((position) => position.sizes))];
        return { ...campaign, sizes: sizes.sort() };
      }),
    );
  });
}
