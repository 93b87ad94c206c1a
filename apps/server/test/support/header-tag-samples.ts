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

/** A deal of the caller's company on a placement of a new tag. */
async function walkDeal(context: Context) {
  const tag = await walkTag(context);
  const placement = await context.db
    .insertInto('headerTagPlacement')
    .values({
      companyId: tag.companyId,
      headerTagId: tag.id,
      code: `walk-${++walkNumber}`,
      name: 'Walk',
      mediaType: 'BANNER',
      sizes: ['300x250'],
      preloadGroup: null,
      floor: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const deal = await context.db
    .insertInto('programmaticDeal')
    .values({
      companyId: tag.companyId,
      dealId: `WALK-${++walkNumber}-${Date.now()}`,
      name: 'Walk deal',
      type: 'PMP',
      headerTagId: tag.id,
      floor: 1,
      priority: 10,
      startDate: '2026-01-01',
      status: 'ACTIVE',
    })
    .returning(['id', 'version', 'headerTagId'])
    .executeTakeFirstOrThrow();
  await context.db
    .insertInto('programmaticDealPlacement')
    .values({ companyId: tag.companyId, dealId: deal.id, placementId: placement.id })
    .execute();
  return deal;
}

async function dealBody(context: Context, headerTagId?: number) {
  const tagId = headerTagId ?? (await walkTag(context)).id;
  const placement = await context.db
    .selectFrom('headerTagPlacement')
    .select('id')
    .where('headerTagId', '=', tagId)
    .executeTakeFirst();
  const placementId =
    placement?.id ??
    (
      await context.db
        .insertInto('headerTagPlacement')
        .values({
          companyId: await companyOf(context),
          headerTagId: tagId,
          code: `walk-${++walkNumber}`,
          name: 'Walk',
          mediaType: 'BANNER',
          sizes: ['300x250'],
          preloadGroup: null,
          floor: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return {
    dealId: `WALK-BODY-${++walkNumber}-${Date.now()}`,
    name: 'Walk deal',
    type: 'PMP',
    headerTagId: tagId,
    placementIds: [placementId],
    seats: ['walk-seat'],
    floor: 1.5,
    priority: 10,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    status: 'DRAFT',
  };
}

/** A Xandr credential of the caller's company (its company's one of the environment, or new). */
async function walkCredential(context: Context) {
  const companyId = await companyOf(context);
  const environment = ++walkNumber % 2 === 0 ? 'PROD' : 'SANDBOX';
  await context.db
    .deleteFrom('xandrCredential')
    .where('companyId', '=', companyId)
    .where('environment', '=', environment)
    .execute();
  return context.db
    .insertInto('xandrCredential')
    .values({
      companyId,
      environment,
      memberId: 1234,
      username: `walk-${walkNumber}`,
      secretEncrypted: 'v1:not-a-real-seal',
    })
    .returning(['id', 'version', 'environment'])
    .executeTakeFirstOrThrow();
}

const credentialBody = (secret: string | null) => ({
  environment: 'SANDBOX',
  memberId: 1234,
  username: `walk-user-${++walkNumber}-${Date.now()}`,
  secret,
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
  // Programmatic deals and Xandr credentials (ADMIN).
  [`${api}/deals`]: async (context) =>
    context.method === 'POST'
      ? { url: `${api}/deals`, payload: await dealBody(context) }
      : { url: `${api}/deals?searchQuery=walk&status=ACTIVE` },
  [`${api}/deals/export`]: () => ({
    url: `${api}/deals/export?format=csv&columns=dealId,name,type,floor`,
  }),
  [`${api}/deals/counts`]: () => ({ url: `${api}/deals/counts?searchQuery=walk` }),
  [`${api}/deals/:id`]: async (context) => {
    const deal = await walkDeal(context);
    return context.method === 'PUT'
      ? {
          url: `${api}/deals/${deal.id}`,
          payload: { ...(await dealBody(context, deal.headerTagId)), version: deal.version },
        }
      : { url: `${api}/deals/${deal.id}` };
  },
  [`${api}/deals/:id/history`]: async (context) => ({
    url: `${api}/deals/${(await walkDeal(context)).id}/history`,
  }),
  [`${api}/deals/:id/delivery`]: async (context) => ({
    url: `${api}/deals/${(await walkDeal(context)).id}/delivery`,
  }),
  [`${api}/deals/bulk/:action`]: async (context) => ({
    url: `${api}/deals/bulk/pause`,
    payload: { ids: [(await walkDeal(context)).id], dryRun: true },
  }),
  [`${api}/xandr-credentials`]: async (context) => {
    if (context.method !== 'POST') return { url: `${api}/xandr-credentials?searchQuery=walk` };
    // The company's one sandbox credential makes way for the new one.
    await context.db
      .deleteFrom('xandrCredential')
      .where('companyId', '=', await companyOf(context))
      .where('environment', '=', 'SANDBOX')
      .execute();
    return { url: `${api}/xandr-credentials`, payload: credentialBody('walk-secret') };
  },
  [`${api}/xandr-credentials/export`]: () => ({
    url: `${api}/xandr-credentials/export?format=csv&columns=environment,username`,
  }),
  [`${api}/xandr-credentials/:id`]: async (context) => {
    const credential = await walkCredential(context);
    return context.method === 'PUT'
      ? {
          url: `${api}/xandr-credentials/${credential.id}`,
          // Its own environment: a company has one credential per environment, so a PUT that
          // moved a PROD credential to SANDBOX met the other one (422) by walkNumber's parity.
          payload: {
            ...credentialBody(null),
            environment: credential.environment,
            version: credential.version,
          },
        }
      : { url: `${api}/xandr-credentials/${credential.id}` };
  },
  [`${api}/xandr-credentials/:id/test`]: async (context) => ({
    url: `${api}/xandr-credentials/${(await walkCredential(context)).id}/test`,
  }),
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
