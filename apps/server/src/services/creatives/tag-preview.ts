import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../../db/database.ts';
import type { OpenDb } from '../../kit/scope.ts';
import { scopeOf } from '../../kit/scope.ts';
import { previewCode } from './tag-checks.ts';

// The preview of a third-party tag (DOMAIN2 §5.3): never in the console's page, but in an
// <iframe sandbox="allow-scripts"> whose page comes from another origin: a small HTTP server
// of its own on another port of the same process. Its one page takes a signed, short-lived
// token (the console asks for it with the session), renders the tag's code with its macros
// filled, and answers with a CSP sandbox of its own, so even opened alone it has an opaque
// origin: it can read neither the console's storage nor its cookies.

const TOKEN_SECONDS = 300;
const secret = randomBytes(32);

const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A token for one tag of one company, valid for five minutes. */
export function previewToken(companyId: number, tagId: number, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ c: companyId, t: tagId, e: Math.floor(now / 1000) + TOKEN_SECONDS }),
  ).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

function readToken(token: string, now = Date.now()) {
  const [payload = '', signature = ''] = token.split('.');
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    c: number;
    t: number;
    e: number;
  };
  return data.e * 1000 >= now ? data : undefined;
}

/** The page of a tag's preview: its code as the vendor's script expects it, nothing else. */
export function previewPage(code: string, width: number, height: number): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>Preview</title><style>html,body{margin:0;padding:0;background:#fff}#ad{width:${width}px;height:${height}px;overflow:hidden}</style></head><body><div id="ad">${previewCode(code)}</div></body></html>`;
}

const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // Sandboxed even when opened alone: an opaque origin, scripts only.
  'Content-Security-Policy':
    "sandbox allow-scripts; default-src https: data: 'unsafe-inline' 'unsafe-eval'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

export interface TagPreviewServer {
  readonly port: number;
  close(): Promise<void>;
}

/** Starts the preview origin on `port` (0: a free one) of `host`. */
export async function startTagPreviewServer(
  db: OpenDb,
  host: string,
  port: number,
): Promise<TagPreviewServer> {
  const server: Server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://preview');
      const token = url.pathname === '/tag-preview' ? url.searchParams.get('token') : null;
      const data = token ? readToken(token) : undefined;
      if (request.method !== 'GET' || !data) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const tag = await scopeOf(db as unknown as Db, data.c)
        .byId('thirdPartyTag', data.t)
        .select(['code', 'width', 'height'])
        .executeTakeFirst();
      if (!tag) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      response.writeHead(200, HEADERS).end(previewPage(tag.code, tag.width, tag.height));
    } catch {
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Error');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
