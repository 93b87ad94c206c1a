import {
  digitalOperationsEndpoints as calls,
  SCREENSHOT_VIEWS,
  type Screenshot,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { byColumn, registerList } from '../../kit/paged-list.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { writeSystemActivities } from '../timeline/timeline.ts';
import { opsScreenshotsAccess } from './digital-rules.ts';

// --- Screenshots.

/** The scope's screenshots, with their position, campaign and advertiser (by their keys). */
function screenshotJoins(scope: Scope, db?: Db) {
  return scope
    .rows('positionScreenshot as s', db)
    .innerJoin('campaignPosition as p', 'p.id', 's.campaignPositionId')
    .innerJoin('campaign as c', 'c.id', 'p.campaignId')
    .innerJoin('account as a', 'a.id', 'c.advertiserAccountId');
}
/** What a screenshot's item reads. */
function withScreenshotColumns(rows: ReturnType<typeof screenshotJoins>) {
  return rows.select([
    's.id',
    's.status',
    's.pageUrl',
    's.width',
    's.height',
    's.takenAt',
    's.version',
    's.companyId',
    'p.id as positionId',
    'p.name as positionName',
    'c.id as campaignId',
    'c.name as campaignName',
    'a.id as advertiserId',
    'a.name as advertiserName',
  ]);
}
const screenshotRows = (scope: Scope, db?: Db) => withScreenshotColumns(screenshotJoins(scope, db));
type ScreenshotRow = Awaited<
  ReturnType<ReturnType<typeof screenshotRows>['executeTakeFirstOrThrow']>
>;

const toScreenshot = (row: ScreenshotRow): Screenshot => ({
  id: row.id,
  status: row.status as Screenshot['status'],
  pageUrl: row.pageUrl,
  width: row.width,
  height: row.height,
  takenAt: row.takenAt.toISOString(),
  position: { id: row.positionId, name: row.positionName },
  campaign: { id: row.campaignId, name: row.campaignName },
  advertiser: { id: row.advertiserId, name: row.advertiserName },
  version: row.version,
});

export function registerScreenshotCalls({ app, database }: ServiceContext) {
  const { db } = database;
  registerList(app, calls.operationsScreenshots, opsScreenshotsAccess, {
    rows: ({ scope, params }) =>
      screenshotJoins(scope).where('s.status', 'in', [...SCREENSHOT_VIEWS[params.view]]),
    filters: {
      searchQuery: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<boolean>`(lower(p.name) like ${pattern} or lower(c.name) like ${pattern} or lower(a.name) like ${pattern})`,
        );
      },
    },
    ...byColumn('s', 'takenAt'),
    select: withScreenshotColumns,
    toItems: (rows) => rows.map(toScreenshot),
  });

  registerEndpoint(
    app,
    calls.operationsScreenshotCounts,
    opsScreenshotsAccess,
    async ({ scope }) => {
      const rows = await scope
        .rows('positionScreenshot')
        .select(['status', sql<string>`count(*)`.as('count')])
        .groupBy('status')
        .execute();
      const byStatus = new Map(rows.map((row) => [row.status, Number(row.count)]));
      return Object.fromEntries(
        Object.entries(SCREENSHOT_VIEWS).map(([view, statuses]) => [
          view,
          statuses.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0),
        ]),
      );
    },
  );

  registerEndpoint(
    app,
    calls.operationsScreenshotImage,
    opsScreenshotsAccess,
    async ({ params, scope, reply }) => {
      const row = await scope
        .byId('positionScreenshot', params.id)
        .select('image')
        .executeTakeFirst();
      if (!row) throw notFound('screenshot');
      await reply
        .header('Content-Type', 'image/png')
        .header('Cache-Control', 'private, max-age=3600')
        .send(Buffer.from(row.image));
    },
  );

  registerEndpoint(
    app,
    calls.operationsScreenshotStatus,
    opsScreenshotsAccess,
    async ({ params, body, caller, scope }) => {
      await db.transaction().execute(async (trx) => {
        const locked = await scope.lockedRow(
          trx,
          'positionScreenshot',
          params.id,
          body.version,
          'screenshot',
        );
        const { positionId, positionName, campaignId, campaignName } = await screenshotRows(
          scope,
          trx,
        )
          .where('s.id', '=', locked.id)
          .executeTakeFirstOrThrow();
        const row = { ...locked, positionId, positionName, campaignId, campaignName };
        if (row.status === body.status) {
          throw new HttpError(
            409,
            `The screenshot is ${row.status} already`,
            'TRANSITION_NOT_ALLOWED',
          );
        }
        await scope
          .update('positionScreenshot', trx)
          .set({ status: body.status, version: row.version + 1, updatedAt: new Date() })
          .where('id', '=', row.id)
          .execute();
        await writeSystemActivities(trx, [
          {
            companyId: row.companyId,
            entityType: 'CAMPAIGN_TECHNICAL',
            entityId: row.campaignId,
            entityName: row.campaignName,
            activityType: 'SCREENSHOT_NOTIFICATION',
            title: row.positionName,
            message: `Screenshot ${row.id}: ${row.status} → ${body.status}`,
            creatorUserId: caller.user.userId,
            campaignPositionIds: [row.positionId],
            keyValues: {
              screenshotId: String(row.id),
              oldValue: row.status,
              newValue: body.status,
            },
          },
        ]);
      });
      return toScreenshot(
        await screenshotRows(scope).where('s.id', '=', params.id).executeTakeFirstOrThrow(),
      );
    },
  );
}
