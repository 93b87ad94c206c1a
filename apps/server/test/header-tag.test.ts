import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  type BidderConfig,
  type HeaderTag,
  type HeaderTagPlacement,
  type HeaderTagSettings,
  type HeaderTagVersion,
  TEST_BIDDER_PATH,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { bundledText } from '../src/kit/texts.ts';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { expectFieldError } from './support/sales.ts';

// Issue 41, DOMAIN2 §4.4: header tags with their placements and bidders; custom price buckets
// that overlap or are not monotonic refused on their field; each bidder's params checked
// against its schema; publish, rollback byte for byte, and the served file's ETag.

const api = '/api/ws-header-tag';

export const settings = (timeoutMs = 1000): HeaderTagSettings => ({
  timeoutMs,
  sendAllBids: true,
  granularity: { preset: 'medium', buckets: [] },
  videoGranularity: null,
  currency: { adServerCurrency: 'CHF', granularityMultiplier: 1 },
  userSync: { enabled: true, iframe: false, syncsPerBidder: 5, syncDelayMs: 3000 },
  consent: { enabled: false, timeoutMs: 10_000, defaultGdprScope: false },
  modules: ['PRICE_FLOORS'],
  preloadGroups: [],
});

describeOnLanes('header tag', ['admin', 'agency'], ({ server, tokens }) => {
  const website = { id: 0, companyId: 0 };
  beforeAll(async () => {
    // A website of the admin's company without a header tag of the demo data.
    const { rows } = await sql<{ id: number; companyId: number }>`
      select w.id, w.company_id as "companyId" from website w
      join app_user u on u.company_id = w.company_id and u.email = 'admin@example.com'
      where not exists (select 1 from header_tag t where t.website_id = w.id)
      order by w.id limit 1`.execute(server.database.db);
    website.id = rows[0]?.id ?? 0;
    website.companyId = rows[0]?.companyId ?? 0;
  });
  const tagBody = (timeoutMs = 1000) => ({
    websiteId: website.id,
    name: 'Walk header tag',
    settings: settings(timeoutMs),
    disableRules: [],
    dynamicPlacements: [],
    rawScripts: [],
  });

  it('refuses custom buckets that overlap or are not monotonic, each on its field', async () => {
    const withBuckets = (buckets: unknown[]) => ({
      ...tagBody(),
      settings: { ...settings(), granularity: { preset: 'custom', buckets } },
    });
    const overlap = await server.send(
      'POST',
      `${api}/header-tags`,
      tokens.admin,
      withBuckets([
        { min: 0, max: 5, increment: 0.05 },
        { min: 4, max: 10, increment: 0.1 },
      ]),
    );
    expect(expectFieldError(overlap, 'settings.granularity.buckets.1.min')).toBe(
      'This bucket overlaps the one before',
    );
    const descending = await server.send(
      'POST',
      `${api}/header-tags`,
      tokens.admin,
      withBuckets([
        { min: 0, max: 10, increment: 0.1 },
        { min: 10, max: 5, increment: 0.1 },
      ]),
    );
    expect(expectFieldError(descending, 'settings.granularity.buckets.1.max')).toBe(
      'Each bucket must end above its start and above the bucket before',
    );
    // The same refusal in German, as the console shows it.
    const german = await server.app.inject({
      method: 'POST',
      url: `${api}/header-tags`,
      headers: { authorization: `Bearer ${tokens.admin}`, 'accept-language': 'de' },
      payload: withBuckets([
        { min: 0, max: 5, increment: 0.05 },
        { min: 4, max: 10, increment: 0.1 },
      ]),
    });
    expect(expectFieldError(german, 'settings.granularity.buckets.1.min')).toBe(
      'Diese Preisstufe überschneidet sich mit der vorigen.',
    );
  });

  it('checks each bidder’s params against its schema, and a bad regex of a disable rule', async () => {
    const tag = await answerOf<HeaderTag>(
      server.send('POST', `${api}/header-tags`, tokens.admin, {
        ...tagBody(),
        websiteId: website.id,
      }),
    );
    const appnexus = await answerOf<BidderConfig>(
      server.send('POST', `${api}/bidders`, tokens.admin, {
        bidderCode: 'appnexus',
        alias: 'walkAppnexus',
        mode: 'CLIENT',
        cpmAdjustmentPercent: 0,
        storageAllowed: true,
        userSync: true,
      }),
    );
    const placement = (params: Record<string, unknown>) => ({
      headerTagId: tag.id,
      code: 'walk-top',
      name: 'Top',
      mediaType: 'BANNER',
      sizes: ['994x250'],
      bids: [{ bidderId: appnexus.id, params }],
    });
    const wrongType = await server.send(
      'POST',
      `${api}/placements`,
      tokens.admin,
      placement({ placementId: 'abc' }),
    );
    expect(expectFieldError(wrongType, 'bids.0.params.placementId')).toBeTruthy();
    const unknown = await server.send(
      'POST',
      `${api}/placements`,
      tokens.admin,
      placement({ placementId: 1, member: 2 }),
    );
    expect(expectFieldError(unknown, 'bids.0.params.member')).toBe('Unknown field');
    const noGroup = await server.send('POST', `${api}/placements`, tokens.admin, {
      ...placement({ placementId: 1 }),
      preloadGroup: 'aboveTheFold',
    });
    expect(expectFieldError(noGroup, 'preloadGroup')).toBe(
      'The header tag has no such preload group',
    );
    const saved = await answerOf<HeaderTagPlacement>(
      server.send('POST', `${api}/placements`, tokens.admin, placement({ placementId: 13144370 })),
    );
    expect(saved.bids).toEqual([
      { bidderId: appnexus.id, bidderName: 'walkAppnexus', params: { placementId: 13144370 } },
    ]);
    const badRule = await server.send('PUT', `${api}/header-tags/${tag.id}`, tokens.admin, {
      ...tagBody(),
      disableRules: [{ scope: 'ALL', urlPattern: '([', device: 'ALL', active: true }],
      version: tag.version,
    });
    expect(expectFieldError(badRule, 'disableRules.0.urlPattern')).toBe(
      'Not a valid regular expression',
    );
    // Another role has nothing to do here.
    const refused = await server.send('GET', `${api}/header-tags`, tokens.agency);
    expect(refused.statusCode).toBe(403);
  });

  it('serves the published file with an ETag that changes only on publish; rollback serves v1 byte for byte', async () => {
    const tags = await answerOf<{ items: HeaderTag[] }>(
      server.send('GET', `${api}/header-tags?searchQuery=Walk%20header`, tokens.admin),
    );
    const tag = tags.items.find((item) => item.websiteId === website.id) as HeaderTag;
    const bidder = await answerOf<BidderConfig>(
      server.send('POST', `${api}/bidders`, tokens.admin, {
        bidderCode: 'rixengine',
        alias: 'walkLocal',
        mode: 'CLIENT',
        cpmAdjustmentPercent: 0,
        storageAllowed: false,
        userSync: false,
      }),
    );
    await answerOf(
      server.send('POST', `${api}/placements`, tokens.admin, {
        headerTagId: tag.id,
        code: 'walk-side',
        name: 'Side',
        mediaType: 'BANNER',
        sizes: ['300x600', '300x250'],
        bids: [
          {
            bidderId: bidder.id,
            params: { endpoint: TEST_BIDDER_PATH, sid: 'cpm-2.37', token: 't' },
          },
        ],
      }),
    );
    const file = tag.tagPath;
    expect((await server.app.inject({ method: 'GET', url: file })).statusCode).toBe(404);
    // The demo page of a tag not published yet says so (a stranger found a blank one).
    const unpublished = await server.app.inject({ method: 'GET', url: tag.demoPath });
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.headers['content-type']).toContain('text/html');
    expect(unpublished.body).toContain(bundledText('de', 'headerTag.demo.notPublished'));

    const v1 = await answerOf<HeaderTagVersion>(
      server.send('POST', `${api}/header-tags/${tag.id}/publish`, tokens.admin),
    );
    expect(v1.number).toBe(1);
    const first = await server.app.inject({ method: 'GET', url: file });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('javascript');
    expect(first.headers.etag).toBe(v1.etag);
    expect(first.body).toContain('"bidderTimeout":1000');
    expect(first.body).toContain('"walk-side"');
    // Unchanged: 304 for the held ETag; nothing to publish.
    const again = await server.app.inject({
      method: 'GET',
      url: file,
      headers: { 'if-none-match': v1.etag },
    });
    expect(again.statusCode).toBe(304);
    const nothing = await server.send('POST', `${api}/header-tags/${tag.id}/publish`, tokens.admin);
    expect(nothing.statusCode).toBe(422);
    // An edit alone changes nothing served.
    const current = await answerOf<HeaderTag>(
      server.send('GET', `${api}/header-tags/${tag.id}`, tokens.admin),
    );
    await answerOf(
      server.send('PUT', `${api}/header-tags/${tag.id}`, tokens.admin, {
        ...tagBody(1500),
        version: current.version,
      }),
    );
    const edited = await server.app.inject({ method: 'GET', url: file });
    expect(edited.headers.etag).toBe(v1.etag);

    const v2 = await answerOf<HeaderTagVersion>(
      server.send('POST', `${api}/header-tags/${tag.id}/publish`, tokens.admin),
    );
    // One timeout edited is one change (a stranger saw it counted twice: the main auction's
    // group repeats the tag's timeout in the configuration).
    expect(v2.changes).toEqual([{ path: 'prebid.bidderTimeout', before: 1000, after: 1500 }]);
    const second = await server.app.inject({ method: 'GET', url: file });
    expect(second.headers.etag).toBe(v2.etag);
    expect(second.headers.etag).not.toBe(v1.etag);
    expect(second.body).toContain('"bidderTimeout":1500');

    await answerOf(
      server.send('POST', `${api}/header-tags/${tag.id}/versions/${v1.id}/rollback`, tokens.admin),
    );
    const rolledBack = await server.app.inject({ method: 'GET', url: file });
    expect(rolledBack.body).toBe(first.body);
    expect(rolledBack.headers.etag).toBe(v1.etag);
    const history = await answerOf<{
      items: HeaderTagVersion[];
      events: { action: string; versionNumber: number; actor: string | null }[];
    }>(server.send('GET', `${api}/header-tags/${tag.id}/versions`, tokens.admin));
    expect(history.items.map((version) => [version.number, version.live])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(history.events[0]).toMatchObject({ action: 'ROLLED_BACK', versionNumber: 1 });
    expect(history.events[0]?.actor).toBeTruthy();
    // The working copy is v1's again (a stranger found it still at v2): nothing pending.
    const restored = await answerOf<HeaderTag>(
      server.send('GET', `${api}/header-tags/${tag.id}`, tokens.admin),
    );
    expect(restored.settings.timeoutMs).toBe(1000);
    expect(restored.version).toBeGreaterThan(current.version);
    const after = await answerOf<{ pending: unknown[] }>(
      server.send('GET', `${api}/header-tags/${tag.id}/versions`, tokens.admin),
    );
    expect(after.pending).toEqual([]);

    // The demo page loads the file; the test bidder bids what its seat id says, OpenRTB-shaped.
    const demo = await server.app.inject({ method: 'GET', url: tag.demoPath });
    expect(demo.statusCode).toBe(200);
    expect(demo.body).toContain(`<script src="${file}"></script>`);
    expect(demo.body).toContain('id="walk-side"');
    // Each slot says while its auction runs, when no bid came in time, when a rule switched it
    // off (shown by the runtime's data-htag-empty).
    for (const state of ['waiting', 'noBid', 'disabled'])
      expect(demo.body).toContain(bundledText('de', `headerTag.demo.${state}`));
    expect(first.body).toContain("mark(codes[r], 'no-bid')");
    const bids = await server.app.inject({
      method: 'POST',
      url: `${TEST_BIDDER_PATH}?sid=cpm-2.37&token=t`,
      payload: { id: 'r1', imp: [{ id: '1', banner: { format: [{ w: 300, h: 600 }] } }] },
    });
    expect(bids.json()).toMatchObject({
      id: 'r1',
      cur: 'CHF',
      seatbid: [{ seat: 'cpm-2.37', bid: [{ impid: '1', price: 2.37, w: 300, h: 600 }] }],
    });
    const prebid = await server.app.inject({ method: 'GET', url: '/htag/prebid.js' });
    expect(prebid.statusCode).toBe(200);
    expect(prebid.body).toContain('rixengine');
  });

  it('rolls the placements and their bidders’ params back with the version; a diff names the bidder', async () => {
    const tags = await answerOf<{ items: HeaderTag[] }>(
      server.send('GET', `${api}/header-tags?searchQuery=Walk%20header`, tokens.admin),
    );
    const tag = tags.items.find((item) => item.websiteId === website.id) as HeaderTag;
    const listed = () =>
      answerOf<{ items: HeaderTagPlacement[] }>(
        server.send('GET', `${api}/placements?headerTagId=${tag.id}`, tokens.admin),
      );
    const versions = await answerOf<{ items: HeaderTagVersion[] }>(
      server.send('GET', `${api}/header-tags/${tag.id}/versions`, tokens.admin),
    );
    const v1 = versions.items.find((version) => version.number === 1) as HeaderTagVersion;
    expect(v1.live).toBe(true);
    expect(v1.restoresWorkingCopy).toBe(true);
    const side = (await listed()).items.find((p) => p.code === 'walk-side') as HeaderTagPlacement;
    const bid = side.bids[0] as HeaderTagPlacement['bids'][number];
    const { id, createdAt, updatedAt, bids, ...body } = side;
    await answerOf(
      server.send('PUT', `${api}/placements/${side.id}`, tokens.admin, {
        ...body,
        bids: [{ bidderId: bid.bidderId, params: { ...bid.params, sid: 'cpm-2.50' } }],
      }),
    );
    await answerOf(
      server.send('POST', `${api}/placements`, tokens.admin, {
        headerTagId: tag.id,
        code: 'walk-added',
        name: 'Added',
        mediaType: 'BANNER',
        sizes: ['728x90'],
        bids: [],
      }),
    );
    const v3 = await answerOf<HeaderTagVersion>(
      server.send('POST', `${api}/header-tags/${tag.id}/publish`, tokens.admin),
    );
    expect(v3.changes).toContainEqual({
      path: `adUnits.walk-side.bids.${bid.bidderName}.params.sid`,
      before: 'cpm-2.37',
      after: 'cpm-2.50',
    });
    expect(v3.changes.map((change) => change.path)).toContain('adUnits.walk-added');

    await answerOf(
      server.send('POST', `${api}/header-tags/${tag.id}/versions/${v1.id}/rollback`, tokens.admin),
    );
    const placements = (await listed()).items;
    expect(placements.find((p) => p.code === 'walk-added')?.active).toBe(false);
    const back = placements.find((p) => p.code === 'walk-side') as HeaderTagPlacement;
    expect(back.bids.map((b) => b.params.sid)).toEqual(['cpm-2.37']);
    const after = await answerOf<{ pending: unknown[] }>(
      server.send('GET', `${api}/header-tags/${tag.id}/versions`, tokens.admin),
    );
    expect(after.pending).toEqual([]);
  });

  it('shows nothing pending on a freshly seeded tag with deals (its OpenRTB keys read as stored)', async () => {
    const tags = await answerOf<{ items: HeaderTag[] }>(
      server.send('GET', `${api}/header-tags?searchQuery=Header-Tag`, tokens.admin),
    );
    const seeded = tags.items.find(
      (item) => item.liveVersion === 1 && item.name !== 'Walk header tag',
    );
    expect(seeded).toBeDefined();
    const versions = await answerOf<{ pending: unknown[]; items: HeaderTagVersion[] }>(
      server.send('GET', `${api}/header-tags/${seeded?.id}/versions`, tokens.admin),
    );
    expect(versions.items[0]?.restoresWorkingCopy).toBe(true);
    expect(versions.pending).toEqual([]);
  });

  it('says on the demo page that the live version has no placement, in the reader’s language', async () => {
    const { rows } = await sql<{ id: number }>`
      select w.id from website w
      join app_user u on u.company_id = w.company_id and u.email = 'admin@example.com'
      where not exists (select 1 from header_tag t where t.website_id = w.id)
      order by w.id limit 1`.execute(server.database.db);
    const empty = await answerOf<HeaderTag>(
      server.send('POST', `${api}/header-tags`, tokens.admin, {
        ...tagBody(),
        websiteId: rows[0]?.id,
        name: 'Walk empty tag',
      }),
    );
    await answerOf(server.send('POST', `${api}/header-tags/${empty.id}/publish`, tokens.admin));
    const demo = await server.app.inject({
      method: 'GET',
      url: empty.demoPath,
      headers: { 'accept-language': 'fr-CH, fr;q=0.9' },
    });
    expect(demo.statusCode).toBe(200);
    expect(demo.body).toContain('<html lang="fr">');
    expect(demo.body).toContain(bundledText('fr', 'headerTag.demo.noPlacements'));
    expect(demo.body).not.toContain('<script');
  });

  it('answers the live file from memory over HTTP: the same bytes, brotli and gzip made once, 304, a publish at once', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
        (resolve, reject) => {
          const sent = httpRequest(`${origin}${path}`, { method, headers }, (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () =>
              resolve({
                status: answer.statusCode ?? 0,
                headers: answer.headers,
                body: Buffer.concat(chunks),
              }),
            );
          });
          sent.on('error', reject);
          sent.end();
        },
      );
    const tags = await answerOf<{ items: HeaderTag[] }>(
      server.send('GET', `${api}/header-tags?searchQuery=Walk%20header`, tokens.admin),
    );
    const tag = tags.items.find((item) => item.websiteId === website.id) as HeaderTag;
    const versions = await answerOf<{ items: HeaderTagVersion[] }>(
      server.send('GET', `${api}/header-tags/${tag.id}/versions`, tokens.admin),
    );
    const live = versions.items.find((version) => version.live) as HeaderTagVersion;

    const first = await get(tag.tagPath);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBe(live.etag);
    // Held now: answered before Fastify (none of helmet's page headers), the same bytes.
    const held = await get(tag.tagPath);
    expect(held.headers['x-frame-options']).toBeUndefined();
    expect(held.body.equals(first.body)).toBe(true);
    expect(held.headers).toMatchObject({
      etag: live.etag,
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=60, must-revalidate',
      vary: 'Accept-Encoding',
      'access-control-allow-origin': '*',
      'content-length': String(first.body.length),
    });
    const br = await get(tag.tagPath, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(first.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(first.body)).toBe(true);
    const gzip = await get(tag.tagPath, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(first.body)).toBe(true);
    const refused = await get(tag.tagPath, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(first.body)).toBe(true);
    const head = await get(tag.tagPath, {}, 'HEAD');
    expect([head.status, head.headers.etag, head.body.length]).toEqual([200, live.etag, 0]);
    const unchanged = await get(tag.tagPath, { 'if-none-match': live.etag as string });
    expect([unchanged.status, unchanged.headers.etag, unchanged.body.length]).toEqual([
      304,
      live.etag,
      0,
    ]);
    // Another website of the company, and a path that is no website: not from memory, 404.
    expect((await get(`/htag/${website.companyId}/999999/htag.js`)).status).toBe(404);

    // A publish is served at once (this server forgets the held file), with its own ETag.
    const current = await answerOf<HeaderTag>(
      server.send('GET', `${api}/header-tags/${tag.id}`, tokens.admin),
    );
    await answerOf(
      server.send('PUT', `${api}/header-tags/${tag.id}`, tokens.admin, {
        ...tagBody(2000),
        version: current.version,
      }),
    );
    expect((await get(tag.tagPath)).headers.etag).toBe(live.etag);
    const next = await answerOf<HeaderTagVersion>(
      server.send('POST', `${api}/header-tags/${tag.id}/publish`, tokens.admin),
    );
    const published = await get(tag.tagPath);
    expect(published.headers.etag).toBe(next.etag);
    expect(published.headers.etag).not.toBe(live.etag);
    expect(published.body.toString('utf8')).toContain('"bidderTimeout":2000');
  });
});
