import {
  CREATIVE_PREVIEW_FORMATS,
  type CreativeFileCheck,
  creativeFileEndpoints,
  creativeTagCheck,
  type DigitalCreativeItem,
  type DigitalCreativeWrite,
  digitalCreativeEndpoints,
  MAX_UPLOAD_BYTES,
  serverMessage,
  UPLOAD_FIELD,
} from '@adconsole/api/contracts';
import { sql, type Transaction } from 'kysely';
import type { Schema } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import type { MalwareScanner } from '../../files/malware.ts';
import { FileRefusedError } from '../../files/scanner.ts';
import type { Actor } from '../../http/access.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { caseless, contains } from '../../kit/list.ts';
import { plainColumns, type RowOf, registerResource } from '../../kit/resource.ts';
import { actorScope, type Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { accountMatches, accountOptionColumns } from '../crm/account-search.ts';
import {
  readUpload,
  sendInline,
  storeCheckedFile,
  storedFileContent,
  type Upload,
  withUploads,
} from '../files/files.ts';
import { auditChange, auditTrail } from '../settings/audit.ts';
import { writeSystemActivities } from '../timeline/timeline.ts';
import { type CreativeFinding, checkCreativeFile, html5PreviewImage } from './creative-checks.ts';
import { advertiserLookupAccess, digitalCreativesAccess } from './creative-rules.ts';

// Digital creatives (issue 40, spec 1 §2.9): the `creative` rows digital operations approve,
// listed, created and edited on the kit. A file is uploaded first (scanned, checked, stored:
// `uploadCreativeFile` answers what was found) and the create or edit names it; the server
// checks it again from the stored bytes, never from what the console says of it. A new
// creative, or one with a new file or tag, waits for approval (the queue of
// /digital-operations/approval).

type CreativeRow = RowOf<'creative'>;

/** The host of a click URL: the landing domain the approval reads. */
export const landingDomainOf = (url: string | null | undefined) => {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
};

/** The history's entity type of a digital creative (the settings' audit trail, issue 40). */
export const CREATIVE_AUDIT = 'DIGITAL_CREATIVE';

/**
 * What a creative's history shows of it (issue 40: "a creative's history stays empty even after
 * an edit"): what a person entered or decided, the advertiser and position by their names, the
 * size as it reads; the file by its name and version.
 */
const auditedCreative = (row: CreativeRow, names: Map<string, string>) => ({
  name: row.name,
  format: row.format,
  advertiser: row.accountId ? (names.get(`account:${row.accountId}`) ?? null) : null,
  position: row.campaignPositionId
    ? (names.get(`position:${row.campaignPositionId}`) ?? null)
    : null,
  size: row.width && row.height ? `${row.width}×${row.height}` : null,
  fileName: row.fileName,
  fileVersion: row.fileVersion,
  tag: row.tag,
  clickUrl: row.clickUrl,
  approvalState: row.approvalState,
  rejectionReason: row.rejectionReason,
});

/**
 * Writes a creative's change into its history, in the change's transaction: every edit and
 * creation (the kit's `onChange`) and every approval, rejection and undo (digital operations'
 * `storeReview`), one entry per changed field, from → to.
 */
export async function auditCreativeChange(
  trx: Transaction<Schema>,
  actor: Actor,
  before: CreativeRow | undefined,
  after: CreativeRow,
): Promise<void> {
  const scope = actorScope(trx, actor);
  const accountIds = [before?.accountId, after.accountId].filter((id): id is number => !!id);
  const positionIds = [before?.campaignPositionId, after.campaignPositionId].filter(
    (id): id is number => !!id,
  );
  const [accounts, positions] = await Promise.all([
    accountIds.length > 0
      ? scope.rows('account', trx).select(['id', 'name']).where('id', 'in', accountIds).execute()
      : [],
    positionIds.length > 0
      ? scope
          .rows('campaignPosition', trx)
          .select(['id', 'name'])
          .where('id', 'in', positionIds)
          .execute()
      : [],
  ]);
  const names = new Map([
    ...accounts.map((row) => [`account:${row.id}`, row.name] as const),
    ...positions.map((row) => [`position:${row.id}`, row.name] as const),
  ]);
  await auditChange(trx, {
    actor,
    entityType: CREATIVE_AUDIT,
    entityId: after.id,
    before: before && auditedCreative(before, names),
    after: { companyId: after.companyId, ...auditedCreative(after, names) },
  });
}

/** What a write's checks decided, for the stored values (kept per body until it is stored). */
interface WritePlan {
  finding: CreativeFinding | undefined;
  fileId: string | null;
  fileName: string | null;
  /** A new creative, file or tag: it waits for approval again. */
  review: boolean;
  /** The file's (or tag's) version: the next one when it changed. */
  fileVersion: number;
}
const plans = new WeakMap<object, WritePlan>();

const fieldError = (field: string, message: ReturnType<typeof serverMessage>) =>
  new ValidationError({ [field]: message }, []);

/** Scans an upload and checks it as a creative: the refusal as 422 on the file field. */
export async function inspectCreativeUpload(scanner: MalwareScanner, upload: Upload) {
  const finding = await scanner.scan(upload.bytes, upload.fileName);
  if (finding) throw new FileRefusedError(UPLOAD_FIELD, finding, upload.fileName);
  const check = await checkCreativeFile(upload.bytes, upload.fileName);
  if (!check.ok) {
    const error = fieldError(UPLOAD_FIELD, check.message);
    throw Object.assign(error, { translationKey: check.translationKey });
  }
  return check;
}

/** The answer to an upload: what the checks found, under the stored file's id. */
export const fileCheckOf = (
  fileId: string,
  fileName: string,
  finding: CreativeFinding,
): CreativeFileCheck => ({
  fileId,
  fileName,
  format: finding.format,
  width: finding.width,
  height: finding.height,
  sizeSource: finding.sizeSource,
  weightBytes: finding.weightBytes,
  warnings: finding.warnings,
  durationSeconds: finding.details.durationSeconds ?? null,
});

/** The advertiser and the position of a write: the company's, and the position of its campaigns. */
async function checkOwners(scope: Scope, trx: Transaction<Schema>, body: DigitalCreativeWrite) {
  const account = await scope.byId('account', body.accountId, trx).select('id').executeTakeFirst();
  if (!account) throw fieldError('accountId', serverMessage('notOfCompany'));
  if (!body.campaignPositionId) return;
  const position = await scope
    .byId('campaignPosition as p', body.campaignPositionId, trx)
    .innerJoin('campaign as c', 'c.id', 'p.campaignId')
    .select(['p.positionType', 'c.advertiserAccountId'])
    .executeTakeFirst();
  if (position?.positionType !== 'DIGITAL') {
    throw fieldError('campaignPositionId', serverMessage('noSuchDigitalPosition'));
  }
  if (position.advertiserAccountId !== body.accountId) {
    throw fieldError('campaignPositionId', serverMessage('positionOfOtherAdvertiser'));
  }
}

/** Checks a write and plans what it stores: the file's findings, whether it is reviewed again. */
async function planWrite(
  trx: Transaction<Schema>,
  actor: Actor,
  before: CreativeRow | undefined,
  body: DigitalCreativeWrite,
): Promise<WritePlan> {
  const scope = actorScope(trx, actor);
  await checkOwners(scope, trx, body);
  if (body.format === 'THIRD_PARTY_TAG') {
    const tag = body.tag?.trim();
    if (!tag) throw fieldError('tag', serverMessage('required'));
    const insecure = /\b(?:src|href)\s*=\s*["']?\s*http:/i.exec(tag);
    if (insecure) throw fieldError('tag', serverMessage('httpSourceRefused'));
    if (!body.width) throw fieldError('width', serverMessage('required'));
    if (!body.height) throw fieldError('height', serverMessage('required'));
    return planOf(
      before,
      undefined,
      null,
      null,
      !before || before.tag !== body.tag || before.format !== body.format,
    );
  }
  if ((body.format === 'IMAGE' || body.format === 'HTML5_ZIP') && !body.clickUrl) {
    throw fieldError('clickUrl', serverMessage('required'));
  }
  const fileId = body.fileId ?? before?.storedFileId ?? null;
  if (!fileId) throw fieldError('fileId', serverMessage('required'));
  const file = await storedFileContent(scope, fileId, trx);
  if (!file) throw fieldError('fileId', serverMessage('noSuchFile'));
  const check = await checkCreativeFile(file.content, file.fileName);
  if (!check.ok) {
    throw Object.assign(fieldError('fileId', check.message), {
      translationKey: check.translationKey,
    });
  }
  // A native creative's asset is an image: it stays native when edited (a stranger's edit of a
  // click URL turned one into an image and counted a new file version), and no creative becomes
  // native by a write.
  if (body.format === 'NATIVE' && before?.format !== 'NATIVE') {
    throw fieldError('format', serverMessage('creativeFormatMismatch'));
  }
  const fileFormat = body.format === 'NATIVE' && check.format === 'IMAGE' ? 'NATIVE' : check.format;
  if (fileFormat !== body.format) {
    throw fieldError('format', serverMessage('creativeFormatMismatch'));
  }
  const changed = !before || before.storedFileId !== fileId || before.format !== body.format;
  return planOf(before, check, fileId, file.fileName, changed);
}

/** A write's plan: a new creative is version 1; a changed file or tag the next version. */
function planOf(
  before: CreativeRow | undefined,
  finding: CreativeFinding | undefined,
  fileId: string | null,
  fileName: string | null,
  changed: boolean,
): WritePlan {
  const review = !before || changed;
  const fileVersion = before ? before.fileVersion + (changed ? 1 : 0) : 1;
  return { finding, fileId, fileName, review, fileVersion };
}

function toItem(
  row: CreativeRow,
  named: {
    accountId: { name: string } | undefined;
    campaignPositionId: { name: string; campaignId?: unknown } | undefined;
  },
): DigitalCreativeItem {
  const details = (row.details ?? {}) as { durationSeconds?: number };
  return {
    id: row.id,
    name: row.name,
    format: row.format as DigitalCreativeItem['format'],
    width: row.width,
    height: row.height,
    fileName: row.fileName,
    fileId: row.storedFileId,
    fileVersion: row.fileVersion,
    weightBytes: row.weightBytes,
    tag: row.tag,
    tagCheck: creativeTagCheck(row.tag),
    clickUrl: row.clickUrl,
    landingDomain: row.landingDomain,
    warnings: row.warnings,
    durationSeconds: details.durationSeconds ?? null,
    status: row.status,
    approvalState: row.approvalState as DigitalCreativeItem['approvalState'],
    rejectionReason: row.rejectionReason,
    accountId: row.accountId,
    account:
      row.accountId && named.accountId ? { id: row.accountId, name: named.accountId.name } : null,
    campaignPositionId: row.campaignPositionId,
    position:
      row.campaignPositionId && named.campaignPositionId
        ? {
            id: row.campaignPositionId,
            name: named.campaignPositionId.name,
            campaignId: Number(named.campaignPositionId.campaignId),
          }
        : null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored values of a planned write. */
function storedOf(body: DigitalCreativeWrite, plan: WritePlan) {
  const { finding } = plan;
  const isTag = body.format === 'THIRD_PARTY_TAG';
  return {
    name: body.name,
    kind: 'CREATIVE' as const,
    accountId: body.accountId,
    campaignPositionId: body.campaignPositionId ?? null,
    format: body.format,
    tag: isTag ? (body.tag ?? null) : null,
    storedFileId: plan.fileId,
    fileName: plan.fileName,
    fileVersion: plan.fileVersion,
    width: isTag ? (body.width ?? null) : (finding?.width ?? body.width ?? null),
    height: isTag ? (body.height ?? null) : (finding?.height ?? body.height ?? null),
    weightBytes: finding?.weightBytes ?? null,
    warnings: finding?.warnings ?? [],
    details: JSON.stringify(finding?.details ?? {}),
    clickUrl: body.clickUrl ?? null,
    landingDomain: landingDomainOf(body.clickUrl),
    ...(plan.review
      ? {
          status: 'PENDING_APPROVAL',
          approvalState: 'PENDING_APPROVAL',
          rejectionReason: null,
          reviewedByUserId: null,
          reviewedAt: null,
        }
      : {}),
  };
}

/**
 * What a creative looks like as an image (issue 37): an image's or a native ad's stored file, an
 * HTML5 zip's backup image; undefined for a video, a tag or a creative without a file.
 */
export async function creativePreviewImage(
  scope: Scope,
  creative: { format: string; storedFileId: string | null },
): Promise<{ contentType: string; content: Uint8Array } | undefined> {
  if (!creative.storedFileId || !CREATIVE_PREVIEW_FORMATS.has(creative.format)) return undefined;
  const file = await storedFileContent(scope, creative.storedFileId);
  const image = file && creative.format === 'HTML5_ZIP' ? html5PreviewImage(file.content) : file;
  return image?.contentType.startsWith('image/') ? image : undefined;
}

export function registerDigitalCreatives({ app, database, scanner }: ServiceContext): void {
  const { db } = database;

  // The upload: one file, scanned, checked as a creative, stored; the create or edit names it.
  withUploads(app, MAX_UPLOAD_BYTES, (uploads) => {
    registerEndpoint(
      uploads,
      creativeFileEndpoints.uploadCreativeFile,
      digitalCreativesAccess,
      async ({ actor, request, scope }) => {
        const { user } = requireActor(actor);
        const upload = await readUpload(request);
        const finding = await inspectCreativeUpload(scanner, upload);
        const fileId = await storeCheckedFile(scope, user.userId, {
          fileName: upload.fileName,
          contentType: finding.contentType,
          bytes: upload.bytes,
        });
        return fileCheckOf(fileId, upload.fileName, finding);
      },
    );
  });

  // A creative's file as stored, and what it looks like as an image: no content (204) where
  // it has none.
  const stored = async (scope: Scope, creative: { storedFileId: string | null }) =>
    creative.storedFileId ? await storedFileContent(scope, creative.storedFileId) : undefined;
  for (const [call, shown] of [
    [creativeFileEndpoints.creativeFile, stored],
    [creativeFileEndpoints.creativePreview, creativePreviewImage],
  ] as const) {
    registerEndpoint(app, call, digitalCreativesAccess, async ({ params, scope, reply }) => {
      const creative = await scope
        .byId('creative', params.id)
        .select(['storedFileId', 'format'])
        .executeTakeFirst();
      if (!creative) throw notFound('creative');
      const file = await shown(scope, creative);
      return file ? sendInline(reply, file) : reply.status(204).send();
    });
  }

  // The creative's history: its audit trail (every edit, approval, rejection and undo).
  registerEndpoint(
    app,
    creativeFileEndpoints.creativeHistory,
    digitalCreativesAccess,
    async ({ params, scope }) => {
      const creative = await scope.byId('creative', params.id).select('id').executeTakeFirst();
      if (!creative) throw notFound('creative');
      return auditTrail(scope, CREATIVE_AUDIT, creative.id);
    },
  );

  registerEndpoint(
    app,
    creativeFileEndpoints.creativeAdvertisers,
    advertiserLookupAccess,
    async ({ query, scope }) => {
      let rows = scope.rows('account').select(accountOptionColumns).where('active', '=', true);
      if (query.search) rows = rows.where(accountMatches(query.search));
      return rows.orderBy(sql`lower(name)`).orderBy('id').limit(100).execute();
    },
  );

  registerEndpoint(
    app,
    creativeFileEndpoints.creativePositions,
    digitalCreativesAccess,
    async ({ query, scope }) => {
      let rows = scope
        .rows('campaignPosition as p')
        .innerJoin('campaign as c', 'c.id', 'p.campaignId')
        .select(['p.id', 'p.name', 'c.name as campaign'])
        .where('p.positionType', '=', 'DIGITAL')
        .where('c.advertiserAccountId', '=', query.accountId);
      if (query.search) {
        const pattern = containsPattern(query.search.toLowerCase());
        rows = rows.where(
          sql<boolean>`(lower(p.name) like ${pattern} or lower(c.name) like ${pattern})`,
        );
      }
      return rows.orderBy('p.id', 'desc').limit(100).execute();
    },
  );

  registerResource(app, db, {
    endpoints: digitalCreativeEndpoints,
    table: 'creative',
    access: { read: digitalCreativesAccess, write: digitalCreativesAccess },
    references: {
      accountId: { table: 'account', name: 'name' },
      // The campaign's id with the position's name: the record links to the campaign.
      campaignPositionId: { table: 'campaignPosition', name: ['name', 'campaignId'] },
    },
    toItem,
    nameOf: (row) => row.name,
    check: async (trx, { actor, before, body }) => {
      plans.set(body, await planWrite(trx, actor, before, body));
    },
    toStored: (body) => {
      const plan = plans.get(body);
      if (!plan) throw new Error('A creative is stored only after its checks');
      return storedOf(body, plan);
    },
    afterWrite: async (trx, { actor, before, after, body }) => {
      const plan = plans.get(body);
      if (!plan?.review) return;
      // A new creative, file or tag waits for approval; its history says so.
      const version = plan.fileVersion;
      await writeSystemActivities(trx, [
        {
          companyId: after.companyId,
          entityType: 'CREATIVE_TECHNICAL',
          entityId: after.id,
          entityName: after.name,
          activityType: 'CREATIVE_STATUS_UPDATED',
          message: before
            ? `version ${version}: ${before.approvalState ?? before.status} → PENDING_APPROVAL`
            : 'created: PENDING_APPROVAL',
          title: null,
          creatorUserId: actor.user.userId,
          campaignPositionIds: after.campaignPositionId ? [after.campaignPositionId] : [],
          keyValues: { creativeId: String(after.id), fileVersion: String(version) },
        },
      ]);
    },
    onChange: (trx, { actor, before, after }) => auditCreativeChange(trx, actor, before, after),
    filters: {
      kind: (rows, kind) => rows.where('kind', '=', kind),
      searchQuery: contains('name'),
      format: (rows, format) => rows.where('format', '=', format),
      approvalState: (rows, state) => rows.where('approvalState', '=', state),
      accountId: (rows, id) => rows.where('accountId', '=', id),
    },
    sort: { name: caseless('name'), createdAt: 'createdAt', updatedAt: 'updatedAt' },
    export: {
      title: 'creatives.digital.title',
      columns: {
        ...plainColumns<'creative'>('creatives.digital', [
          'name',
          'width',
          'height',
          'fileName',
          'weightBytes',
          'clickUrl',
          'landingDomain',
        ]),
        format: {
          header: 'creatives.digital.columns.format',
          value: (row, t) => t(`creatives.formats.${row.format}`),
        },
        approvalState: {
          header: 'creatives.digital.columns.approvalState',
          value: (row, t) =>
            row.approvalState ? t(`creatives.approval.${row.approvalState}`) : '',
        },
        account: {
          header: 'creatives.digital.columns.account',
          value: (_row, _t, named) => named.accountId?.name ?? '',
        },
        createdAt: {
          header: 'creatives.digital.columns.createdAt',
          value: (row) => row.createdAt,
        },
      },
    },
    bulk: {},
  });
}
