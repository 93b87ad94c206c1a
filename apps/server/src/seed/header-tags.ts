import { TEST_BIDDER_PATH } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopeOf } from '../kit/scope.ts';
import { etagOf, generateConfig, tagScript } from '../services/header-tag/generate.ts';
import { tagSource } from '../services/header-tag/versions.ts';
import { workingCopy } from '../services/header-tag/working-copy.ts';
import { seedDeals } from './deals.ts';

// The demo's header tags (issue 41): in every company with more than one website, the first
// website gets a tag (Prebid's defaults, timeout 1000 ms) with up to three of its placements as
// ad units, two bidders on the server's own test bidder (deterministic bids: 1.85 and 2.37 CHF)
// and an AppNexus config, a floor rule, three programmatic deals (seed/deals.ts) and a published
// version 1 that its demo page serves.
// The company's other websites stay without a tag, for a new one.

const settings = {
  timeoutMs: 1000,
  sendAllBids: true,
  granularity: { preset: 'medium', buckets: [] },
  videoGranularity: null,
  currency: { adServerCurrency: 'CHF', granularityMultiplier: 1 },
  userSync: { enabled: true, iframe: false, syncsPerBidder: 5, syncDelayMs: 3000 },
  consent: { enabled: false, timeoutMs: 10_000, defaultGdprScope: false },
  modules: ['PRICE_FLOORS'],
  preloadGroups: [],
};

const codeOf = (name: string, id: number) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'slot'
  }-${id}`.replace(/^(?=[^a-z])/, 'ad-');

export async function seedHeaderTags(db: Db): Promise<void> {
  const { rows: sites } = await sql<{ companyId: number; websiteId: number; name: string }>`
    select w.company_id as "companyId", w.id as "websiteId", w.name
    from (select w.*, row_number() over (partition by company_id order by id) as n,
                 count(*) over (partition by company_id) as total
          from website w) w
    where w.n = 1 and w.total > 1
    order by w.company_id`.execute(db);
  for (const site of sites) {
    const scope = scopeOf(db, site.companyId);
    const tag = await scope
      .insert('headerTag', {
        websiteId: site.websiteId,
        name: `Header-Tag ${site.name}`,
        settings: JSON.stringify(settings),
        disableRules: JSON.stringify([
          {
            scope: 'ALL',
            placementCode: null,
            urlPattern: '/impressum',
            device: 'ALL',
            active: true,
          },
        ]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bidders = await scope
      .insert('headerTagBidder', [
        {
          bidderCode: 'rixengine',
          alias: 'demoAlpha',
          mode: 'CLIENT',
          cpmAdjustmentPercent: 0,
          storageAllowed: false,
          userSync: false,
        },
        {
          bidderCode: 'algorix',
          alias: 'demoBeta',
          mode: 'CLIENT',
          cpmAdjustmentPercent: 0,
          storageAllowed: false,
          userSync: false,
        },
        {
          bidderCode: 'appnexus',
          alias: null,
          mode: 'CLIENT',
          cpmAdjustmentPercent: -5,
          storageAllowed: true,
          userSync: true,
          gvlId: 32,
          active: false,
        },
      ])
      .onConflict((conflict) => conflict.doNothing())
      .returning(['id', 'alias'])
      .execute();
    const adUnits: number[] = [];
    const placements = await scope
      .rows('websitePlacement')
      .where('websiteId', '=', site.websiteId)
      .select(['id', 'name', 'sizes'])
      .orderBy('id')
      .limit(3)
      .execute();
    for (const placement of placements) {
      const sizes = placement.sizes.filter((size) => /^[1-9]\d{0,3}x[1-9]\d{0,3}$/.test(size));
      const saved = await scope
        .insert('headerTagPlacement', {
          headerTagId: tag.id,
          code: codeOf(placement.name, placement.id),
          name: placement.name,
          mediaType: 'BANNER',
          sizes: sizes.length > 0 ? sizes : ['300x250'],
          preloadGroup: null,
          floor: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      adUnits.push(saved.id);
      const bids = bidders
        .filter((bidder) => bidder.alias)
        .map((bidder) => ({
          placementId: saved.id,
          bidderId: bidder.id,
          params: JSON.stringify({
            endpoint: TEST_BIDDER_PATH,
            sid: bidder.alias === 'demoAlpha' ? 'alpha-1.85' : 'beta-2.37',
            token: 'demo',
          }),
        }));
      if (bids.length > 0) await scope.insert('headerTagBid', bids).execute();
    }
    await scope
      .insert('headerTagFloorRule', {
        headerTagId: tag.id,
        name: 'Mindestpreise Banner',
        fields: ['mediaType', 'size'],
        values: JSON.stringify([
          { key: 'banner|300x250', floor: 0.5 },
          { key: 'banner|*', floor: 0.8 },
        ]),
        defaultFloor: 0.3,
        enforceJs: true,
        floorDeals: false,
        bidAdjustment: true,
        excludedBidders: [],
      })
      .execute();
    await seedDeals(scope, db, tag.id, adUnits);
    const config = generateConfig(await tagSource(scope, tag.id, db));
    const script = tagScript(config, 1);
    const version = await scope
      .insert('headerTagVersion', {
        headerTagId: tag.id,
        number: 1,
        config: JSON.stringify(config),
        script,
        etag: etagOf(script),
        changes: JSON.stringify([]),
        working: JSON.stringify(await workingCopy(scope, tag.id, db)),
        publishedByUserId: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await scope
      .update('headerTag')
      .set({ liveVersionId: version.id })
      .where('id', '=', tag.id)
      .execute();
    await scope
      .insert('headerTagEvent', {
        headerTagId: tag.id,
        action: 'PUBLISHED',
        versionId: version.id,
        fromVersionId: null,
        actorUserId: null,
      })
      .execute();
  }
}
