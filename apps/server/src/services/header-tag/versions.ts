import {
  businessDay,
  type ConfigChange,
  type DisableRule,
  type DynamicPlacement,
  type HeaderTagSettings,
  type HeaderTagVersion,
  headerTagVersionEndpoints,
  type RawScript,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { headerTagAccess } from './access.ts';
import { bidderName } from './bidders.ts';
import { tagDeals } from './deals.ts';
import {
  configChanges,
  etagOf,
  generateConfig,
  type TagSource,
  tagScript,
  withoutRepeatedLeaves,
} from './generate.ts';
import { bidsOf } from './placements.ts';
import { forgetServedTag } from './served-files.ts';
import { restoreWorkingCopy, type WorkingCopy, workingCopy } from './working-copy.ts';

// Versions of a header tag (issue 41, DOMAIN2 §4.4): publish stores the generated configuration
// and the whole file as a new version that is never changed, with its changes against the live
// version; rollback makes an earlier version live again, so the file served is its bytes. Both
// are written with their audit event in one transaction.

/** What the tag's rows make now: the source of the next version. */
export async function tagSource(scope: Scope, tagId: number, db?: Db): Promise<TagSource> {
  const tag = await scope
    .byId('headerTag as t', tagId, db)
    .innerJoin('website as w', 'w.id', 't.websiteId')
    .select(['t.settings', 't.disableRules', 't.dynamicPlacements', 't.rawScripts', 'w.domain'])
    .executeTakeFirst();
  if (!tag) throw notFound('header tag');
  const placements = await scope
    .rows('headerTagPlacement', db)
    .where('headerTagId', '=', tagId)
    .where('active', '=', true)
    .selectAll()
    .orderBy('code')
    .execute();
  const bids = (
    await bidsOf(
      scope,
      placements.map((placement) => placement.id),
      db,
    )
  ).filter((bid) => bid.active);
  const bidderIds = [...new Set(bids.map((bid) => bid.bidderId))];
  const bidders = bidderIds.length
    ? await scope
        .rows('headerTagBidder', db)
        .where('id', 'in', bidderIds)
        .selectAll()
        .orderBy('id')
        .execute()
    : [];
  // The deals a publish today carries (those that have not ended), by placement.
  const deals = await tagDeals(scope, tagId, businessDay(), db);
  const floorRule = await scope
    .rows('headerTagFloorRule', db)
    .where('headerTagId', '=', tagId)
    .where('active', '=', true)
    .selectAll()
    .orderBy('id')
    .executeTakeFirst();
  return {
    domain: tag.domain,
    settings: tag.settings as HeaderTagSettings,
    disableRules: tag.disableRules as DisableRule[],
    dynamicPlacements: tag.dynamicPlacements as DynamicPlacement[],
    rawScripts: tag.rawScripts as RawScript[],
    placements: placements.map((placement) => ({
      code: placement.code,
      mediaType: placement.mediaType,
      sizes: placement.sizes,
      video: placement.video,
      labels: placement.labels,
      preloadGroup: placement.preloadGroup,
      floor: placement.floor === null ? null : Number(placement.floor),
      bids: bids
        .filter((bid) => bid.placementId === placement.id)
        .map((bid) => ({ bidder: bidderName(bid), params: bid.params })),
      deals: deals.get(placement.id) ?? [],
    })),
    bidders: bidders.map((bidder) => ({
      name: bidderName(bidder),
      bidderCode: bidder.bidderCode,
      alias: bidder.alias,
      cpmAdjustmentPercent: Number(bidder.cpmAdjustmentPercent),
      storageAllowed: bidder.storageAllowed,
      userSync: bidder.userSync,
    })),
    floorRule: floorRule
      ? {
          fields: floorRule.fields,
          values: floorRule.values,
          defaultFloor: floorRule.defaultFloor === null ? null : Number(floorRule.defaultFloor),
          enforceJS: floorRule.enforceJs,
          floorDeals: floorRule.floorDeals,
          bidAdjustment: floorRule.bidAdjustment,
          excludedBidders: floorRule.excludedBidders,
        }
      : null,
  };
}

const versionColumns = [
  'v.id',
  'v.number',
  'v.changes',
  'v.etag',
  sql<number>`octet_length(v.script)`.as('bytes'),
  sql<boolean>`v.working is not null`.as('restores'),
  'v.publishedAt',
  'u.firstName',
  'u.lastName',
] as const;

/** Serves `versionId` from now on and writes the audit's entry, in the caller's transaction. */
async function goLive(
  scope: Scope,
  trx: Db,
  tag: { id: number; liveVersionId: number | null },
  versionId: number,
  action: 'PUBLISHED' | 'ROLLED_BACK',
  actorUserId: number,
) {
  await scope
    .update('headerTag', trx)
    .set({ liveVersionId: versionId })
    .where('id', '=', tag.id)
    .execute();
  await scope
    .insert(
      'headerTagEvent',
      { headerTagId: tag.id, action, versionId, fromVersionId: tag.liveVersionId, actorUserId },
      trx,
    )
    .execute();
}

function versionsOf(scope: Scope, tagId: number, db?: Db) {
  return scope
    .rows('headerTagVersion as v', db)
    .leftJoin('appUser as u', 'u.id', 'v.publishedByUserId')
    .where('v.headerTagId', '=', tagId)
    .select([...versionColumns]);
}
type VersionRow = Awaited<ReturnType<ReturnType<typeof versionsOf>['executeTakeFirstOrThrow']>>;

const toVersion = (row: VersionRow, liveId: number | null): HeaderTagVersion => ({
  id: row.id,
  number: row.number,
  live: row.id === liveId,
  changes: withoutRepeatedLeaves(row.changes as ConfigChange[]),
  etag: row.etag,
  bytes: Number(row.bytes),
  restoresWorkingCopy: row.restores,
  publishedBy: row.firstName ? `${row.firstName} ${row.lastName}` : null,
  publishedAt: row.publishedAt.toISOString(),
});

/** The live version's configuration of a tag (undefined before the first publish). */
async function liveConfig(scope: Scope, liveVersionId: number | null, db?: Db) {
  if (liveVersionId === null) return undefined;
  // As text: the database's camel-case plugin would rename the JSON's own snake_case keys
  // (OpenRTB's `private_auction`), and every deal would show as a pending change.
  const live = await scope
    .byId('headerTagVersion', liveVersionId, db)
    .select(sql<string>`config::text`.as('config'))
    .executeTakeFirst();
  return live && (JSON.parse(live.config) as unknown);
}

export function registerVersions({ app, database }: ServiceContext): void {
  const { db } = database;

  registerEndpoint(
    app,
    headerTagVersionEndpoints.list,
    headerTagAccess,
    async ({ params, scope }) => {
      const tag = await scope
        .byId('headerTag', params.id)
        .select(['id', 'liveVersionId'])
        .executeTakeFirst();
      if (!tag) throw notFound('header tag');
      const [versions, events, source] = await Promise.all([
        versionsOf(scope, tag.id).orderBy('v.number', 'desc').execute(),
        scope
          .rows('headerTagEvent as e')
          .innerJoin('headerTagVersion as v', 'v.id', 'e.versionId')
          .leftJoin('headerTagVersion as f', 'f.id', 'e.fromVersionId')
          .leftJoin('appUser as u', 'u.id', 'e.actorUserId')
          .where('e.headerTagId', '=', tag.id)
          .select([
            'e.action',
            'v.number as versionNumber',
            'f.number as fromVersionNumber',
            'u.firstName',
            'u.lastName',
            'e.at',
          ])
          .orderBy('e.at', 'desc')
          .orderBy('e.id', 'desc')
          .limit(200)
          .execute(),
        tagSource(scope, tag.id),
      ]);
      return {
        items: versions.map((row) => toVersion(row, tag.liveVersionId)),
        events: events.map((event) => ({
          action: event.action,
          versionNumber: event.versionNumber,
          fromVersionNumber: event.fromVersionNumber,
          actor: event.firstName ? `${event.firstName} ${event.lastName}` : null,
          at: event.at.toISOString(),
        })),
        pending: configChanges(await liveConfig(scope, tag.liveVersionId), generateConfig(source)),
      };
    },
  );

  registerEndpoint(
    app,
    headerTagVersionEndpoints.publish,
    headerTagAccess,
    async ({ params, scope, caller }) => {
      const published = await db.transaction().execute(async (trx) => {
        const tag = await scope.lockedRow(trx, 'headerTag', params.id, undefined, 'header tag');
        const config = generateConfig(await tagSource(scope, tag.id, trx));
        const before = await liveConfig(scope, tag.liveVersionId, trx);
        const changes = configChanges(before, config);
        if (before !== undefined && changes.length === 0)
          throw new ValidationError({}, [serverMessage('noChangeToPublish')]);
        const latest = await scope
          .rows('headerTagVersion', trx)
          .where('headerTagId', '=', tag.id)
          .select(sql<number | null>`max(number)`.as('number'))
          .executeTakeFirst();
        const number = (latest?.number ?? 0) + 1;
        const script = tagScript(config, number);
        const version = await scope
          .insert(
            'headerTagVersion',
            {
              headerTagId: tag.id,
              number,
              config: JSON.stringify(config),
              script,
              etag: etagOf(script),
              changes: JSON.stringify(changes),
              working: JSON.stringify(await workingCopy(scope, tag.id, trx)),
              publishedByUserId: caller.user.userId,
            },
            trx,
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        await goLive(scope, trx, tag, version.id, 'PUBLISHED', caller.user.userId);
        return versionsOf(scope, tag.id, trx)
          .where('v.id', '=', version.id)
          .executeTakeFirstOrThrow()
          .then((row) => ({ row, websiteId: tag.websiteId, companyId: tag.companyId }));
      });
      forgetServedTag(db, published.companyId, published.websiteId);
      return toVersion(published.row, published.row.id);
    },
  );

  registerEndpoint(
    app,
    headerTagVersionEndpoints.rollback,
    headerTagAccess,
    async ({ params, scope, caller }) => {
      const rolledBack = await db.transaction().execute(async (trx) => {
        const tag = await scope.lockedRow(trx, 'headerTag', params.id, undefined, 'header tag');
        const version = await versionsOf(scope, tag.id, trx)
          .where('v.id', '=', params.versionId)
          .executeTakeFirst();
        if (!version) throw notFound('header tag version');
        // The tag's own rows become the version's working copy again (issue 41), so what the
        // versions panel shows as pending is only what a rollback leaves: bidder configurations
        // and deals (working-copy.ts).
        const { working } = await scope
          .byId('headerTagVersion', version.id, trx)
          .select(sql<string | null>`working::text`.as('working'))
          .executeTakeFirstOrThrow();
        if (working)
          await restoreWorkingCopy(scope, trx, tag.id, JSON.parse(working) as WorkingCopy);
        await goLive(scope, trx, tag, version.id, 'ROLLED_BACK', caller.user.userId);
        return { version, websiteId: tag.websiteId, companyId: tag.companyId };
      });
      forgetServedTag(db, rolledBack.companyId, rolledBack.websiteId);
      return toVersion(rolledBack.version, rolledBack.version.id);
    },
  );
}
