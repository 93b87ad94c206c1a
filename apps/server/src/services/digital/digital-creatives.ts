import {
  digitalOperationsEndpoints as calls,
  creativeTagCheck,
  type DigitalCreative,
  serverMessage,
} from '@adconsole/api/contracts';
import { type Selectable, sql, type Transaction } from 'kysely';
import { PNG } from 'pngjs';
import type { AdServer } from '../../adserver/ad-server.ts';
import type { Db, Schema } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import type { Actor } from '../../http/access.ts';
import { HttpError, notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { RowOfQuery } from '../../kit/list.ts';
import { registerList } from '../../kit/paged-list.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { approvalChecks } from '../creatives/approval-checks.ts';
import { auditCreativeChange, creativePreviewImage } from '../creatives/digital-creatives.ts';
import { sendInline } from '../files/files.ts';
import { writeSystemActivities } from '../timeline/timeline.ts';
import { type ActionOptions, applyPositionAction, type Operator } from './digital-actions.ts';
import { approvalAccess, countsOf, fullName, operatorOf } from './digital-rules.ts';

/**
 * The approval of digital creatives (spec 3 §2.3): the queue by approval state, its counts,
 * the decision (approve, or reject with a reason), its undo while the decision's toast is
 * up (issue 33: back to the queue as a normal move with its history entry), and a preview of
 * an image creative.
 */

/** How long after a decision its reviewer may undo it (the toast shows for 5 s; hovering it pauses). */
export const UNDO_SECONDS = 60;

function creativeJoins(scope: Scope) {
  return scope
    .rows('creative as k')
    .leftJoin('campaignPosition as p', 'p.id', 'k.campaignPositionId')
    .leftJoin('product as pr', 'pr.id', 'p.productId')
    .leftJoin('campaign as c', 'c.id', 'p.campaignId')
    .leftJoin('account as a', 'a.id', 'c.advertiserAccountId')
    .leftJoin('appUser as u', 'u.id', 'k.reviewedByUserId');
}
/** What a creative's item reads. */
function withCreativeColumns(rows: ReturnType<typeof creativeJoins>) {
  return rows.select([
    'k.id',
    'k.name',
    'k.kind',
    'k.format',
    'k.width',
    'k.height',
    'k.fileName',
    'k.storedFileId',
    'k.weightBytes',
    'pr.sizes',
    'k.tag',
    'k.clickUrl',
    'k.status',
    'k.approvalState',
    'k.rejectionReason',
    'k.reviewedAt',
    'k.createdAt',
    'k.version',
    'k.companyId',
    'p.id as positionId',
    'p.name as positionName',
    'p.status as positionStatus',
    'c.id as campaignId',
    'c.name as campaignName',
    'a.id as advertiserId',
    'a.name as advertiserName',
    'u.firstName',
    'u.lastName',
  ]);
}
const creativeRows = (scope: Scope) => withCreativeColumns(creativeJoins(scope));
/** Moves a creative's position to `status` as its creatives' state now says, in `trx`. */
async function followCreatives(
  trx: Transaction<Schema>,
  adServer: AdServer,
  operator: Operator,
  scope: Scope,
  positionId: number,
  status: NonNullable<ActionOptions['status']>,
  creativeStatus: string,
) {
  await applyPositionAction(
    trx,
    adServer,
    operator,
    'change-status',
    [positionId],
    { status },
    false,
  );
  await scope
    .update('campaignPosition', trx)
    .set({ creativeStatus })
    .where('id', '=', positionId)
    .execute();
}

/** The company's creative, locked in the transaction: 404 when it has none, 412 when stale. */
const lockCreative = (scope: Scope, trx: Db, id: number, version: number) =>
  scope.lockedRow(trx, 'creative', id, version, 'creative');

type CreativeRow = RowOfQuery<typeof creativeRows>;

function toCreative(row: CreativeRow): DigitalCreative {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    format: row.format as DigitalCreative['format'],
    width: row.width,
    height: row.height,
    fileName: row.fileName,
    tag: row.tag,
    tagCheck: creativeTagCheck(row.tag),
    clickUrl: row.clickUrl,
    status: row.status as DigitalCreative['status'],
    approvalState: row.approvalState as DigitalCreative['approvalState'],
    rejectionReason: row.rejectionReason,
    position: row.positionId
      ? { id: row.positionId, name: row.positionName ?? '', status: row.positionStatus ?? '' }
      : null,
    campaign: row.campaignId ? { id: row.campaignId, name: row.campaignName ?? '' } : null,
    advertiser: row.advertiserId ? { id: row.advertiserId, name: row.advertiserName ?? '' } : null,
    reviewedBy: row.reviewedAt ? fullName(row.firstName, row.lastName) : null,
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    checks: approvalChecks(row, row.sizes),
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/**
 * How many creatives of a kind each approval state holds: what the queue's tabs show. "Waiting
 * for approval" is one thing (issue 38, the home said 614 while the badge said 99+ and the tab
 * 48): a creative (not a draft) whose approval state is PENDING_APPROVAL. The home's tile, the
 * navigation's badge and the queue's tab all read this count through its call
 * (`operationsCreativeCounts`); the spec's badge call (`creativeCount`) answers it too.
 */
export async function approvalCounts(scope: Scope, kind: DigitalCreative['kind']) {
  const rows = await scope
    .rows('creative')
    .select(['approvalState as key', sql<string>`count(*)`.as('count')])
    .where('kind', '=', kind)
    .where('approvalState', 'is not', null)
    .groupBy('approvalState')
    .execute();
  return countsOf(rows as { key: string; count: string }[]);
}

export function registerCreativeCalls(db: Db, adServer: AdServer, app: ServiceContext['app']) {
  registerList(app, calls.operationsCreatives, approvalAccess, {
    rows: ({ scope, params }) =>
      creativeJoins(scope).where('k.approvalState', '=', params.approvalState),
    filters: {
      kind: (rows, kind) => rows.where('k.kind', '=', kind),
      searchQuery: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<boolean>`(lower(k.name) like ${pattern} or lower(c.name) like ${pattern} or lower(a.name) like ${pattern})`,
        );
      },
    },
    sort: { createdAt: 'k.createdAt' },
    ties: ['k.id'],
    select: withCreativeColumns,
    toItems: (rows) => rows.map(toCreative),
  });

  registerEndpoint(app, calls.operationsCreativeCounts, approvalAccess, async ({ query, scope }) =>
    approvalCounts(scope, query.kind),
  );

  registerEndpoint(
    app,
    calls.operationsDecideCreative,
    approvalAccess,
    async ({ params, body, caller, scope }) => {
      if (body.approvalState === 'REJECTED' && !body.reason) {
        throw new ValidationError({ reason: serverMessage('rejectionNeedsReason') }, []);
      }
      const operator = operatorOf(caller);
      const id = await db.transaction().execute(async (trx) => {
        const creative = await lockCreative(scope, trx, params.id, body.version);
        if (creative.approvalState !== 'PENDING_APPROVAL') {
          throw new HttpError(
            409,
            `The creative is ${creative.approvalState ?? 'not waiting for approval'} already`,
            'TRANSITION_NOT_ALLOWED',
          );
        }
        const approved = body.approvalState === 'APPROVED';
        const position = await storeReview(
          scope,
          trx,
          creative,
          caller,
          {
            approvalState: body.approvalState,
            status: approved ? 'APPROVED' : 'REJECTED',
            rejectionReason: approved ? null : (body.reason ?? null),
            reviewedByUserId: operator.userId,
            reviewedAt: new Date(),
          },
          {
            activityType: approved ? 'CREATIVE_STATUS_UPDATED' : 'CREATIVE_DECLINED',
            message: approved
              ? 'approvalState: PENDING_APPROVAL → APPROVED'
              : `approvalState: PENDING_APPROVAL → REJECTED: ${body.reason}`,
          },
        );
        // The position follows its creatives: one rejected declines it; all approved, it is ready.
        if (creative.kind === 'CREATIVE' && position?.status === 'PENDING_APPROVAL') {
          const open = await scope
            .rows('creative', trx)
            .select('id')
            .where('campaignPositionId', '=', position.id)
            .where('kind', '=', 'CREATIVE')
            .where('approvalState', '<>', 'APPROVED')
            .execute();
          const to = approved ? (open.length === 0 ? 'READY_TO_PUSH' : undefined) : 'DECLINED';
          if (to) {
            const creativeStatus = approved ? 'APPROVED' : 'REJECTED';
            await followCreatives(trx, adServer, operator, scope, position.id, to, creativeStatus);
          }
        }
        return creative.id;
      });
      return toCreative(await creativeRows(scope).where('k.id', '=', id).executeTakeFirstOrThrow());
    },
  );
  registerCreativeUndo(db, adServer, app);
  registerCreativePreview(app);
}

/** The position a creative belongs to, with its campaign. */
async function creativePosition(scope: Scope, trx: Transaction<Schema>, positionId: number | null) {
  if (!positionId) return undefined;
  return scope
    .byId('campaignPosition as p', positionId, trx)
    .innerJoin('campaign as c', 'c.id', 'p.campaignId')
    .select(['p.id', 'p.status', 'p.name', 'c.id as campaignId', 'c.name as campaignName'])
    .executeTakeFirst();
}

/** A creative's review: its approval state, status, reason and reviewer. */
type Review = Pick<
  Selectable<Schema['creative']>,
  'approvalState' | 'status' | 'rejectionReason' | 'reviewedByUserId' | 'reviewedAt'
>;

/**
 * Stores a review of a creative (a decision, or its undo) at the next version and writes its
 * technical activity in the same transaction: the step deciding and undoing share. Gives the
 * creative's position, which follows its creatives.
 */
async function storeReview(
  scope: Scope,
  trx: Transaction<Schema>,
  creative: Selectable<Schema['creative']>,
  actor: Actor,
  review: Review,
  activity: { activityType: string; message: string },
) {
  const operator = operatorOf(actor);
  const after = await scope
    .update('creative', trx)
    .set({ ...review, version: creative.version + 1, updatedAt: new Date() })
    .where('id', '=', creative.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // The creative's history (its record page) says the decision too, from → to (issue 40).
  await auditCreativeChange(trx, actor, creative, after);
  const position = await creativePosition(scope, trx, creative.campaignPositionId);
  await writeSystemActivities(trx, [
    {
      companyId: creative.companyId,
      entityType: 'CREATIVE_TECHNICAL',
      entityId: creative.id,
      entityName: creative.name,
      ...activity,
      title: position?.name ?? null,
      creatorUserId: operator.userId,
      campaignPositionIds: position ? [position.id] : [],
      keyValues: {
        creativeId: String(creative.id),
        ...(position
          ? { campaignId: String(position.campaignId), campaignPositionId: String(position.id) }
          : {}),
      },
    },
  ]);
  return position;
}

/**
 * Undo a decision: the creative waits for approval again, and a position its decision moved
 * (ready to push, declined) goes back to pending approval. Only its reviewer, only within
 * UNDO_SECONDS, only while nothing else changed it (its version).
 */
function registerCreativeUndo(db: Db, adServer: AdServer, app: ServiceContext['app']) {
  registerEndpoint(
    app,
    calls.operationsUndoCreativeDecision,
    approvalAccess,
    async ({ params, body, caller, scope }) => {
      const operator: Operator = operatorOf(caller);
      const id = await db.transaction().execute(async (trx) => {
        const creative = await lockCreative(scope, trx, params.id, body.version);
        const from = creative.approvalState;
        if (from !== 'APPROVED' && from !== 'REJECTED') {
          throw new HttpError(
            409,
            'The creative has no decision to undo',
            'TRANSITION_NOT_ALLOWED',
          );
        }
        const now = new Date();
        if (
          creative.reviewedByUserId !== operator.userId ||
          !creative.reviewedAt ||
          now.getTime() - creative.reviewedAt.getTime() > UNDO_SECONDS * 1000
        ) {
          throw new HttpError(
            409,
            `Only its reviewer can undo a decision, within ${UNDO_SECONDS} seconds`,
            'UNDO_EXPIRED',
          );
        }
        const position = await storeReview(
          scope,
          trx,
          creative,
          caller,
          {
            approvalState: 'PENDING_APPROVAL',
            status: 'PENDING_APPROVAL',
            rejectionReason: null,
            reviewedByUserId: null,
            reviewedAt: null,
          },
          {
            activityType: 'CREATIVE_STATUS_UPDATED',
            message: `approvalState: ${from} → PENDING_APPROVAL (decision undone)`,
          },
        );
        const moved =
          creative.kind === 'CREATIVE' &&
          position &&
          ((from === 'APPROVED' && position.status === 'READY_TO_PUSH') ||
            (from === 'REJECTED' && position.status === 'DECLINED'));
        if (moved) {
          await followCreatives(
            trx,
            adServer,
            operator,
            scope,
            position.id,
            'PENDING_APPROVAL',
            'PENDING_APPROVAL',
          );
        }
        return creative.id;
      });
      return toCreative(await creativeRows(scope).where('k.id', '=', id).executeTakeFirstOrThrow());
    },
  );
}

/** The colours of previews, by the creative's id. */
const PREVIEW_COLOURS: readonly [number, number, number][] = [
  [200, 16, 46],
  [11, 83, 148],
  [27, 127, 59],
  [227, 139, 0],
  [90, 40, 140],
];

/**
 * An image creative as the built-in ad server renders it (the demo keeps no creative files):
 * its size, a band in the advertiser's colour, a headline, a picture and a call to action.
 */
export function creativePreviewPng(id: number, width: number, height: number): Buffer {
  const scale = Math.min(1, 970 / width, 600 / height);
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const png = new PNG({ width: w, height: h });
  const colour = PREVIEW_COLOURS[id % PREVIEW_COLOURS.length] ?? [11, 83, 148];
  const fill = (x0: number, y0: number, fw: number, fh: number, [r, g, b]: number[]) => {
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(h, Math.round(y0 + fh)); y++) {
      for (let x = Math.max(0, Math.round(x0)); x < Math.min(w, Math.round(x0 + fw)); x++) {
        const at = (y * w + x) * 4;
        png.data[at] = r ?? 0;
        png.data[at + 1] = g ?? 0;
        png.data[at + 2] = b ?? 0;
        png.data[at + 3] = 255;
      }
    }
  };
  fill(0, 0, w, h, [255, 255, 255]);
  fill(0, 0, w, Math.max(4, h * 0.22), colour);
  fill(w * 0.06, h * 0.32, w * 0.6, Math.max(2, h * 0.08), [40, 40, 40]);
  fill(w * 0.06, h * 0.46, w * 0.4, Math.max(2, h * 0.05), [120, 120, 120]);
  fill(
    w * 0.7,
    h * 0.32,
    w * 0.24,
    h * 0.5,
    colour.map((part) => part / 2 + 100),
  );
  fill(w * 0.06, h * 0.7, w * 0.3, Math.max(3, h * 0.14), colour);
  fill(0, 0, w, 1, [30, 30, 30]);
  fill(0, h - 1, w, 1, [30, 30, 30]);
  fill(0, 0, 1, h, [30, 30, 30]);
  fill(w - 1, 0, 1, h, [30, 30, 30]);
  return PNG.sync.write(png, { colorType: 2 });
}

/** The preview of an image creative (404 for another format: the screen shows its details). */
function registerCreativePreview(app: ServiceContext['app']) {
  registerEndpoint(
    app,
    calls.operationsCreativePreview,
    approvalAccess,
    async ({ params, scope, reply }) => {
      const creative = await scope
        .byId('creative', params.id)
        .select(['id', 'format', 'width', 'height', 'storedFileId'])
        .executeTakeFirst();
      if (creative?.format !== 'IMAGE' || !creative.width || !creative.height) {
        throw notFound('creative preview');
      }
      // An uploaded image is its own preview (issue 40); a seeded one without a file is drawn.
      const file = await creativePreviewImage(scope, creative);
      if (file) return sendInline(reply, file);
      await reply
        .header('Content-Type', 'image/png')
        .header('Cache-Control', 'private, max-age=3600')
        .send(creativePreviewPng(creative.id, creative.width, creative.height));
    },
  );
}
