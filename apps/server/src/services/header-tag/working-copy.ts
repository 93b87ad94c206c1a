import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../kit/scope.ts';

// A header tag's working copy as a version keeps it (migration 0055), and its restore on a
// rollback (issue 41: after a rollback the working copy still differed from the version rolled
// back to, so the next publish would have brought back what was rolled back).
//
// What a rollback restores is what belongs to the tag: its settings and tab lists (raw scripts,
// disable rules, dynamic placements), its placements (by code; one added since is switched off)
// with their bidders' params, and its floor rules. The company's bidder configurations and the
// programmatic deals are shared with other tags or have a life of their own (status, dates): a
// rollback does not change them, and the versions panel lists what still differs.

interface WorkingPlacement {
  code: string;
  name: string;
  mediaType: string;
  sizes: string[];
  video: Record<string, unknown> | null;
  labels: string[];
  preloadGroup: string | null;
  floor: string | null;
  active: boolean;
  bids: { bidderId: number; params: Record<string, unknown> }[];
}

interface WorkingFloorRule {
  id: number;
  name: string;
  fields: string[];
  values: { key: string; floor: number }[];
  defaultFloor: string | null;
  enforceJs: boolean;
  floorDeals: boolean;
  bidAdjustment: boolean;
  excludedBidders: string[];
  active: boolean;
}

export interface WorkingCopy {
  settings: unknown;
  disableRules: unknown[];
  dynamicPlacements: unknown[];
  rawScripts: unknown[];
  placements: WorkingPlacement[];
  floorRules: WorkingFloorRule[];
}

/** The tag's working copy now, as a publish stores it with the version. */
export async function workingCopy(scope: Scope, tagId: number, db: Db): Promise<WorkingCopy> {
  const tag = await scope
    .byId('headerTag', tagId, db)
    .select(['settings', 'disableRules', 'dynamicPlacements', 'rawScripts'])
    .executeTakeFirstOrThrow();
  const placements = await scope
    .rows('headerTagPlacement', db)
    .where('headerTagId', '=', tagId)
    .selectAll()
    .orderBy('code')
    .execute();
  const bids = placements.length
    ? await scope
        .rows('headerTagBid', db)
        .where(
          'placementId',
          'in',
          placements.map((placement) => placement.id),
        )
        // The params as text: the camel-case plugin would rename a bidder's snake_case keys.
        .select(['placementId', 'bidderId', sql<string>`params::text`.as('params')])
        .orderBy('bidderId')
        .execute()
    : [];
  const floorRules = await scope
    .rows('headerTagFloorRule', db)
    .where('headerTagId', '=', tagId)
    .selectAll()
    .orderBy('id')
    .execute();
  return {
    settings: tag.settings,
    disableRules: tag.disableRules,
    dynamicPlacements: tag.dynamicPlacements,
    rawScripts: tag.rawScripts,
    placements: placements.map((placement) => ({
      code: placement.code,
      name: placement.name,
      mediaType: placement.mediaType,
      sizes: placement.sizes,
      video: placement.video,
      labels: placement.labels,
      preloadGroup: placement.preloadGroup,
      floor: placement.floor,
      active: placement.active,
      bids: bids
        .filter((bid) => bid.placementId === placement.id)
        .map((bid) => ({
          bidderId: bid.bidderId,
          params: JSON.parse(bid.params) as Record<string, unknown>,
        })),
    })),
    floorRules: floorRules.map((rule) => ({
      id: rule.id,
      name: rule.name,
      fields: rule.fields,
      values: rule.values,
      defaultFloor: rule.defaultFloor,
      enforceJs: rule.enforceJs,
      floorDeals: rule.floorDeals,
      bidAdjustment: rule.bidAdjustment,
      excludedBidders: rule.excludedBidders,
      active: rule.active,
    })),
  };
}

const bumped = { version: sql<number>`version + 1`, updatedAt: sql<Date>`now()` };

/**
 * Makes the tag's rows the working copy a version kept, in the rollback's transaction: each
 * changed row gets a new version (an edit form open on it is told it is stale).
 */
export async function restoreWorkingCopy(
  scope: Scope,
  trx: Db,
  tagId: number,
  working: WorkingCopy,
): Promise<void> {
  await scope
    .update('headerTag', trx)
    .set({
      settings: JSON.stringify(working.settings),
      disableRules: JSON.stringify(working.disableRules),
      dynamicPlacements: JSON.stringify(working.dynamicPlacements),
      rawScripts: JSON.stringify(working.rawScripts),
      ...bumped,
    })
    .where('id', '=', tagId)
    .execute();

  const existing = await scope
    .rows('headerTagPlacement', trx)
    .where('headerTagId', '=', tagId)
    .select(['id', 'code', 'active'])
    .execute();
  const bidders = new Set(
    (await scope.rows('headerTagBidder', trx).select('id').execute()).map((bidder) => bidder.id),
  );
  const kept = new Set(working.placements.map((placement) => placement.code));
  // Placements added since the version: switched off (placements are never deleted).
  const added = existing.filter((row) => row.active && !kept.has(row.code)).map((row) => row.id);
  if (added.length > 0)
    await scope
      .update('headerTagPlacement', trx)
      .set({ active: false, ...bumped })
      .where('id', 'in', added)
      .execute();
  for (const placement of working.placements) {
    const { bids, ...fields } = placement;
    const stored = {
      ...fields,
      video: fields.video === null ? null : JSON.stringify(fields.video),
      floor: fields.floor === null ? null : Number(fields.floor),
    };
    const row = existing.find((candidate) => candidate.code === placement.code);
    const id = row
      ? (
          await scope
            .update('headerTagPlacement', trx)
            .set({ ...stored, ...bumped })
            .where('id', '=', row.id)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
      : (
          await scope
            .insert('headerTagPlacement', { headerTagId: tagId, ...stored }, trx)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    await scope.delete('headerTagBid', trx).where('placementId', '=', id).execute();
    // A bidder configuration is the company's and never deleted; one of another company's
    // (a copied snapshot) would not be found and is left out.
    const restored = bids.filter((bid) => bidders.has(bid.bidderId));
    if (restored.length > 0)
      await scope
        .insert(
          'headerTagBid',
          restored.map((bid) => ({
            placementId: id,
            bidderId: bid.bidderId,
            params: JSON.stringify(bid.params),
          })),
          trx,
        )
        .execute();
  }

  const rules = await scope
    .rows('headerTagFloorRule', trx)
    .where('headerTagId', '=', tagId)
    .select(['id', 'active'])
    .execute();
  const keptRules = new Map(working.floorRules.map((rule) => [rule.id, rule]));
  for (const rule of rules) {
    const kept = keptRules.get(rule.id);
    if (!kept && !rule.active) continue;
    const { id: _id, ...fields } = kept ?? { id: rule.id, active: false };
    await scope
      .update('headerTagFloorRule', trx)
      .set(
        'values' in fields
          ? {
              ...fields,
              values: JSON.stringify(fields.values),
              defaultFloor: fields.defaultFloor === null ? null : Number(fields.defaultFloor),
              ...bumped,
            }
          : { active: false, ...bumped },
      )
      .where('id', '=', rule.id)
      .execute();
  }
}
