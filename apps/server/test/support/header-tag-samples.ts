import { TEST_BIDDER_PATH } from '@adconsole/api/contracts';
import type { InjectOptions } from 'fastify';
import type { Db } from '../../src/db/database.ts';
import { etagOf } from '../../src/services/header-tag/generate.ts';

// The access walk's samples of the header tag (issue 41): every route of ws-header-tag and the
// open files under /htag, each on records of the caller's company made for the request.

interface Context {
  caller: { companyId?: number };
  method: string;
  db: Db;
}

let walkNumber = 0;

const companyOf = async ({ caller, db }: Context) =>
  caller.companyId ??
  (await db.selectFrom('company').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

/** A new website of the caller's company, which no tag has yet. */
async function walkWebsite(context: Context) {
  const companyId = await companyOf(context);
  const n = ++walkNumber;
  const website = await context.db
    .insertInto('website')
    .values({ companyId, name: `Walk site ${n}`, domain: `walk-${n}-${Date.now()}.example.ch` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { companyId, websiteId: website.id };
}

export const walkSettings = {
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

const tagBody = (websiteId: number) => ({
  websiteId,
  name: `Walk tag ${++walkNumber}`,
  settings: walkSettings,
  disableRules: [],
  dynamicPlacements: [],
  rawScripts: [],
});

/** A header tag of the caller's company on a new website, with a live version 1. */
async function walkTag(context: Context) {
  const { companyId, websiteId } = await walkWebsite(context);
  const tag = await context.db
    .insertInto('headerTag')
    .values({
      companyId,
      websiteId,
      name: `Walk tag ${++walkNumber}`,
      settings: JSON.stringify(walkSettings),
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
  const script = `/* walk ${tag.id} */`;
  const version = await context.db
    .insertInto('headerTagVersion')
    .values({
      companyId,
      headerTagId: tag.id,
      number: 1,
      config: JSON.stringify({ website: 'walk', adUnits: [] }),
      script,
      etag: etagOf(script),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await context.db
    .updateTable('headerTag')
    .set({ liveVersionId: version.id })
    .where('id', '=', tag.id)
    .execute();
  return { ...tag, companyId, websiteId, versionId: version.id };
}

async function walkBidder(context: Context) {
  const companyId = await companyOf(context);
  return context.db
    .insertInto('headerTagBidder')
    .values({
      companyId,
      bidderCode: 'rixengine',
      alias: `walk${++walkNumber}x${Date.now()}`,
      mode: 'CLIENT',
      cpmAdjustmentPercent: 0,
      storageAllowed: false,
      userSync: false,
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

const bidderBody = () => ({
  bidderCode: 'appnexus',
  alias: `walkBody${++walkNumber}x${Date.now()}`,
  mode: 'CLIENT',
  cpmAdjustmentPercent: 0,
  storageAllowed: true,
  userSync: true,
});

async function placementBody(context: Context, headerTagId?: number) {
  const tagId = headerTagId ?? (await walkTag(context)).id;
  const bidder = await walkBidder(context);
  return {
    headerTagId: tagId,
    code: `walk-${++walkNumber}`,
    name: 'Walk',
    mediaType: 'BANNER',
    sizes: ['300x250'],
    bids: [
      { bidderId: bidder.id, params: { endpoint: TEST_BIDDER_PATH, sid: 'cpm-1.5', token: 't' } },
    ],
  };
}

const floorBody = (headerTagId: number) => ({
  headerTagId,
  name: `Walk floor ${++walkNumber}`,
  fields: ['mediaType'],
  values: [{ key: 'banner', floor: 0.5 }],
  enforceJS: true,
  floorDeals: false,
  bidAdjustment: true,
  excludedBidders: [],
});

const api = '/api/ws-header-tag';

export const headerTagSamples: Record<
  string,
  (context: Context) => Promise<InjectOptions> | InjectOptions
> = {
  [`${api}/header-tags`]: async (context) =>
    context.method === 'POST'
      ? { url: `${api}/header-tags`, payload: tagBody((await walkWebsite(context)).websiteId) }
      : { url: `${api}/header-tags?searchQuery=walk` },
  [`${api}/header-tags/export`]: () => ({
    url: `${api}/header-tags/export?format=csv&columns=name,website`,
  }),
  [`${api}/header-tags/:id`]: async (context) => {
    const tag = await walkTag(context);
    return context.method === 'PUT'
      ? {
          url: `${api}/header-tags/${tag.id}`,
          payload: { ...tagBody(tag.websiteId), version: tag.version },
        }
      : { url: `${api}/header-tags/${tag.id}` };
  },
  [`${api}/websites`]: () => ({ url: `${api}/websites` }),
  [`${api}/header-tags/:id/versions`]: async (context) => ({
    url: `${api}/header-tags/${(await walkTag(context)).id}/versions`,
  }),
  [`${api}/header-tags/:id/publish`]: async (context) => {
    const { websiteId } = await walkWebsite(context);
    const companyId = await companyOf(context);
    const tag = await context.db
      .insertInto('headerTag')
      .values({
        companyId,
        websiteId,
        name: 'Walk publish',
        settings: JSON.stringify(walkSettings),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { url: `${api}/header-tags/${tag.id}/publish` };
  },
  [`${api}/header-tags/:id/versions/:versionId/rollback`]: async (context) => {
    const tag = await walkTag(context);
    return { url: `${api}/header-tags/${tag.id}/versions/${tag.versionId}/rollback` };
  },
  [`${api}/bidders`]: (context) =>
    context.method === 'POST'
      ? { url: `${api}/bidders`, payload: bidderBody() }
      : { url: `${api}/bidders?searchQuery=walk` },
  [`${api}/bidders/export`]: () => ({ url: `${api}/bidders/export?format=csv&columns=name` }),
  [`${api}/bidders/:id`]: async (context) => {
    const bidder = await walkBidder(context);
    return context.method === 'PUT'
      ? {
          url: `${api}/bidders/${bidder.id}`,
          payload: { ...bidderBody(), bidderCode: 'rixengine', version: bidder.version },
        }
      : { url: `${api}/bidders/${bidder.id}` };
  },
  [`${api}/placements`]: async (context) =>
    context.method === 'POST'
      ? { url: `${api}/placements`, payload: await placementBody(context) }
      : { url: `${api}/placements?searchQuery=walk` },
  [`${api}/placements/export`]: () => ({
    url: `${api}/placements/export?format=csv&columns=code,name`,
  }),
  [`${api}/placements/:id`]: async (context) => {
    const tag = await walkTag(context);
    const companyId = await companyOf(context);
    const placement = await context.db
      .insertInto('headerTagPlacement')
      .values({
        companyId,
        headerTagId: tag.id,
        code: `walk-${++walkNumber}`,
        name: 'Walk',
        mediaType: 'BANNER',
        sizes: ['300x250'],
        preloadGroup: null,
        floor: null,
      })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
    return context.method === 'PUT'
      ? {
          url: `${api}/placements/${placement.id}`,
          payload: { ...(await placementBody(context, tag.id)), version: placement.version },
        }
      : { url: `${api}/placements/${placement.id}` };
  },
  [`${api}/floor-rules`]: async (context) =>
    context.method === 'POST'
      ? { url: `${api}/floor-rules`, payload: floorBody((await walkTag(context)).id) }
      : { url: `${api}/floor-rules?searchQuery=walk` },
  [`${api}/floor-rules/export`]: () => ({
    url: `${api}/floor-rules/export?format=csv&columns=name,headerTag`,
  }),
  [`${api}/floor-rules/:id`]: async (context) => {
    const tag = await walkTag(context);
    const companyId = await companyOf(context);
    const rule = await context.db
      .insertInto('headerTagFloorRule')
      .values({
        companyId,
        headerTagId: tag.id,
        name: 'Walk',
        fields: ['mediaType'],
        enforceJs: true,
        floorDeals: false,
        bidAdjustment: true,
        defaultFloor: null,
      })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
    return context.method === 'PUT'
      ? {
          url: `${api}/floor-rules/${rule.id}`,
          payload: { ...floorBody(tag.id), version: rule.version },
        }
      : { url: `${api}/floor-rules/${rule.id}` };
  },
  // The open files publishers' pages load.
  '/htag/:companyId/:websiteId/htag.js': async (context) => {
    const tag = await walkTag(context);
    return { url: `/htag/${tag.companyId}/${tag.websiteId}/htag.js` };
  },
  '/htag/:companyId/:websiteId/demo': async (context) => {
    const tag = await walkTag(context);
    return { url: `/htag/${tag.companyId}/${tag.websiteId}/demo` };
  },
  '/htag/prebid.js': () => ({ url: '/htag/prebid.js' }),
  '/htag/cmp-stub.js': () => ({ url: '/htag/cmp-stub.js?mode=silent' }),
  [TEST_BIDDER_PATH]: (context) =>
    context.method === 'OPTIONS'
      ? { url: TEST_BIDDER_PATH }
      : {
          url: `${TEST_BIDDER_PATH}?sid=walk-1.00&token=t`,
          payload: { id: 'walk', imp: [{ id: '1' }] },
        },
};
