import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { idSchema } from '@adconsole/api/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type AccessRule, PUBLIC } from '../../http/access.ts';
import { scopeOf } from '../../kit/scope.ts';
import { interfaceTexts, type Language } from '../../kit/texts.ts';
import type { ServiceContext } from '../context.ts';
import { etagOf } from './generate.ts';
import { answerOf, type HeldFile, heldTag, holdFile } from './served-files.ts';

// What publishers' pages load (issue 41): no one signs in to these, so they are open routes
// outside /api, each reading only the company its path names (the scope of that company, as
// the tag preview's token does). The tag file is the live version's script byte for byte,
// with its ETag (changed only by a publish or a rollback); the Prebid.js bundle is built with
// the server (build.mjs); the demo page and the test bidder make the whole path real without
// the internet.

async function readLive(db: Db, companyId: number, websiteId: number) {
  const live = await scopeOf(db, companyId)
    .rows('headerTag as t')
    .innerJoin('headerTagVersion as v', 'v.id', 't.liveVersionId')
    .where('t.websiteId', '=', websiteId)
    .select(['v.script', 'v.etag', 'v.config'])
    .executeTakeFirst();
  return live;
}

/** The built Prebid.js bundle: beside the built server, or built now from the source tree. */
let bundle: Promise<HeldFile> | undefined;
function prebidBundle() {
  bundle ??= (async () => {
    const beside = fileURLToPath(new URL('./htag-prebid.js', import.meta.url));
    const built = fileURLToPath(new URL('../../../dist/htag-prebid.js', import.meta.url));
    let path = [beside, built].find((candidate) => existsSync(candidate));
    if (!path) {
      // The tests run the source: build the bundle as build.mjs does.
      // A computed address: the built server never bundles the builder (nor esbuild).
      const builder = new URL('../../../prebid-bundle.mjs', import.meta.url).href;
      const { buildPrebidBundle } = (await import(builder)) as {
        buildPrebidBundle: (outfile: string) => Promise<void>;
      };
      await buildPrebidBundle(built);
      path = built;
    }
    const code = await readFile(path);
    // The address names Prebid's version: a new version is a new address.
    return holdFile(code, etagOf(code.toString('utf8')), 'public, max-age=31536000, immutable');
  })();
  bundle.catch(() => {
    bundle = undefined;
  });
  return bundle;
}

/** What a company publishes, to anyone: the company the path names (`:companyId`). */
const PUBLISHED: AccessRule = { roles: 'anyone', company: 'published' };

const pathIds = (params: unknown) => {
  const { companyId, websiteId } = params as { companyId: string; websiteId: string };
  const company = idSchema.safeParse(companyId);
  const website = idSchema.safeParse(websiteId);
  return company.success && website.success
    ? { companyId: company.data, websiteId: website.data }
    : undefined;
};

const notFound = (reply: FastifyReply, request: FastifyRequest) =>
  reply.status(404).send({
    message: `No such resource: ${request.method} ${request.url}`,
    translationKey: 'NOT_FOUND',
    path: request.url,
  });

/** Answers a held file (its ETag, 304 when the client holds it, compressed as accepted). */
function sendHeld(request: FastifyRequest, reply: FastifyReply, file: HeldFile) {
  const answer = answerOf(file, request.headers);
  return reply.status(answer.status).headers(answer.headers).send(answer.body);
}

/**
 * The demo publisher page's CSP: the tag, Prebid and the test bidder of this server only. Inline
 * scripts run, as on a publisher's page: Prebid renders the winning ad with its creative
 * renderer, an inline script in the ad's frame (which takes the page's policy). The page holds no
 * text of anyone's but the configuration's codes, escaped.
 */
const DEMO_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-src 'self' about: blob:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** What a demo slot says until it shows an ad (the runtime's `data-htag-empty`). */
const DEMO_STATES = ['waiting', 'noBid', 'disabled'] as const;

/** The demo page around its body: a slot's state texts shown by the slot's attributes. */
function demoPage(language: Language, title: string, body: string): string {
  const style =
    'body{font:16px/1.5 sans-serif;margin:2rem;color:#222}.slot{outline:1px dashed #bbb}' +
    '.why{display:none;margin:0;padding:1rem;color:#555}' +
    '.slot:not([data-htag-bidder]):not([data-htag-empty]) .waiting,' +
    '.slot[data-htag-empty=no-bid] .noBid,.slot[data-htag-empty=disabled] .disabled{display:block}';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function demoLanguage(request: FastifyRequest): Language {
  const header = String(request.headers['accept-language'] ?? '');
  const found = header.match(/\b(de|en|fr|it)\b/);
  return (found?.[1] as Language | undefined) ?? 'de';
}

/** A TCF v2 CMP stub (`__tcfapi`): GDPR does not apply; silent, it never answers. */
export function cmpStub(silent: boolean): string {
  return `(function (w) {
  var silent = ${silent};
  var data = { tcString: '', gdprApplies: false, eventStatus: 'tcloaded', cmpStatus: 'loaded', listenerId: 1, tcfPolicyVersion: 4 };
  w.__tcfapi = function (command, version, callback) {
    if (silent || typeof callback !== 'function') return;
    if (command === 'ping') callback({ gdprApplies: false, cmpLoaded: true, cmpStatus: 'loaded', apiVersion: '2.2' }, true);
    else if (command === 'addEventListener' || command === 'getTCData') callback(data, true);
    else if (command === 'removeEventListener') callback(true);
  };
})(window);
`;
}

/**
 * The OpenRTB answer of the test bidder: each impression bid at the price its seat id names; on
 * an impression with deals (`imp.pmp.deals`), under the first deal open to its seat whose floor
 * the price reaches (`dealid`), as a buyer of the deal would.
 */
export function testBids(
  request: {
    id?: unknown;
    imp?: {
      id?: unknown;
      banner?: { format?: { w: number; h: number }[] };
      pmp?: { deals?: { id?: unknown; bidfloor?: unknown; wseat?: unknown }[] };
    }[];
  },
  seat: string,
) {
  const price = Number(seat.match(/(\d+(?:\.\d+)?)$/)?.[1] ?? '1');
  return {
    id: String(request.id ?? ''),
    cur: 'CHF',
    seatbid: [
      {
        seat,
        bid: (request.imp ?? []).map((imp, index) => {
          const size = imp.banner?.format?.[0] ?? { w: 300, h: 250 };
          const deal = (imp.pmp?.deals ?? []).find(
            (offer) =>
              typeof offer.id === 'string' &&
              Number(offer.bidfloor ?? 0) <= price &&
              (!Array.isArray(offer.wseat) || offer.wseat.includes(seat)),
          );
          return {
            ...(deal ? { dealid: deal.id } : {}),
            id: `${seat}-${index + 1}`,
            impid: String(imp.id ?? index),
            price,
            w: size.w,
            h: size.h,
            crid: `test-${seat}`,
            mtype: 1,
            adomain: ['example.ch'],
            adm: `<div data-test-ad="${escapeHtml(seat)}" style="box-sizing:border-box;width:${size.w}px;height:${size.h}px;display:flex;align-items:center;justify-content:center;font:16px sans-serif;background:#eef3ff;border:1px solid #6a7fb5">${escapeHtml(seat)} · ${price.toFixed(2)} CHF</div>`,
          };
        }),
      },
    ],
  };
}

export function registerServing({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;

  app.get(
    '/htag/:companyId/:websiteId/htag.js',
    { config: { access: PUBLISHED } },
    async (request, reply) => {
      const ids = pathIds(request.params);
      const live =
        ids &&
        (await heldTag(db, ids.companyId, ids.websiteId, () =>
          readLive(db, ids.companyId, ids.websiteId),
        ));
      if (!live) return notFound(reply, request);
      return sendHeld(request, reply, live);
    },
  );

  app.get('/htag/prebid.js', { config: { access: PUBLIC } }, async (request, reply) => {
    return sendHeld(request, reply, await prebidBundle());
  });

  // The demo page's consent platform: a TCF stub that answers "GDPR does not apply", or with
  // `mode=silent` one that never answers (the auction then starts after the consent timeout).
  app.get('/htag/cmp-stub.js', { config: { access: PUBLIC } }, async (request, reply) => {
    const silent = (request.query as { mode?: unknown }).mode === 'silent';
    return reply
      .header('Content-Type', 'application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(cmpStub(silent));
  });

  app.get(
    '/htag/:companyId/:websiteId/demo',
    { config: { access: PUBLISHED } },
    async (request, reply) => {
      const ids = pathIds(request.params);
      // The page's consent platform: answering (default), silent, or none at all.
      const cmp = (request.query as { cmp?: unknown }).cmp;
      const stub =
        cmp === 'none'
          ? ''
          : `<script src="/htag/cmp-stub.js?mode=${cmp === 'silent' ? 'silent' : 'answer'}"></script>`;
      const live = ids && (await readLive(db, ids.companyId, ids.websiteId));
      const language = demoLanguage(request);
      const t = await interfaceTexts(db, language, [
        'headerTag.demo.title',
        'headerTag.demo.intro',
        ...DEMO_STATES.map((state) => `headerTag.demo.${state}`),
        'headerTag.demo.notPublished',
        'headerTag.demo.noPlacements',
      ]);
      const page = (status: number, website: string, body: string) =>
        reply
          .status(status)
          .header('Content-Type', 'text/html; charset=utf-8')
          .header('Content-Security-Policy', DEMO_CSP)
          .header('Cache-Control', 'no-store')
          .send(demoPage(language, `${t('headerTag.demo.title')}: ${website}`, body));
      // A page that would stay blank says why (a stranger found one blank): no live version,
      // a live version without placements; each slot says while its auction runs, when no bid
      // came in time and when a disable rule switched it off (the runtime marks the slot).
      if (!ids) return notFound(reply, request);
      if (!live) {
        const website = await scopeOf(db, ids.companyId)
          .rows('website')
          .where('id', '=', ids.websiteId)
          .select('domain')
          .executeTakeFirst();
        if (!website) return notFound(reply, request);
        return page(404, website.domain, `<p>${escapeHtml(t('headerTag.demo.notPublished'))}</p>`);
      }
      const config = live.config as {
        website: string;
        adUnits: { code: string; mediaTypes: { banner?: { sizes: number[][] } } }[];
      };
      const states = DEMO_STATES.map(
        (state) => `<p class="why ${state}">${escapeHtml(t(`headerTag.demo.${state}`))}</p>`,
      ).join('');
      const slots = config.adUnits
        .map((unit) => {
          const [width = 300, height = 250] = unit.mediaTypes.banner?.sizes[0] ?? [];
          return `<section><h2>${escapeHtml(unit.code)}</h2><div id="${escapeHtml(unit.code)}" class="slot" style="min-width:${width}px;min-height:${height}px">${states}</div></section>`;
        })
        .join('\n');
      const intro = `<p>${escapeHtml(t('headerTag.demo.intro'))}</p>`;
      return page(
        200,
        config.website,
        slots
          ? `${intro}\n${slots}\n${stub}<script src="/htag/${ids.companyId}/${ids.websiteId}/htag.js"></script>`
          : `${intro}<p>${escapeHtml(t('headerTag.demo.noPlacements'))}</p>`,
      );
    },
  );

  app.route({
    method: ['POST', 'OPTIONS'],
    url: '/htag/test-bidder/openrtb2',
    config: { access: PUBLIC },
    handler: async (request, reply) => {
      reply
        .header('Access-Control-Allow-Origin', '*')
        .header('Access-Control-Allow-Headers', 'Content-Type')
        .header('Cache-Control', 'no-store');
      if (request.method === 'OPTIONS') return reply.status(204).send();
      const seat = String((request.query as { sid?: unknown }).sid ?? 'test').slice(0, 50);
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
      return reply.send(testBids(body as Parameters<typeof testBids>[0], seat));
    },
  });
}
