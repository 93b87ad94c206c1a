import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type CacheStore, Negotiator } from '@fastify/accept-negotiator';

// The header tag files in memory (issue 41: "the tag file is served in ≤ 5 ms at p95 under 200
// concurrent requests"). A published version's file never changes, so each live file is held
// as three immutable buffers made once when it is read (its bytes, gzip and brotli) with every
// header of its answer, invalidated on this server's publish or rollback and read again after
// CACHE_MS (another server's publish). Measured before (bench/README.md): the time went into
// Fastify's pipeline around a map lookup (helmet's headers, four onRequest hooks, a request log
// line written twice per request, the string's encoding per answer), not into the database. So
// a file held here is answered by `answerFromMemory` at the HTTP server, before Fastify, its
// hooks, sessions and the request log: a regular expression, a map lookup, the ETag compared,
// one `writeHead` and `end` of a prepared buffer. What is not held yet (the first request after
// a publish, another company's file, a website without a live version) goes the route's way in
// `serving.ts`, which reads the database and fills the map; both answer through `answerOf`.

/** How long a process keeps a served file before it asks the database again (other servers'
 * publishes reach it within this time; its own at once). */
export const CACHE_MS = 5000;
/** Publishers' pages and CDNs may keep the file for a minute, then revalidate by ETag. */
export const TAG_CACHE_CONTROL = 'public, max-age=60, must-revalidate';

/** A file's answer, made once: its bytes in each encoding and its headers. */
export interface HeldFile {
  etag: string;
  encodings: { identity: Buffer; gzip: Buffer; br: Buffer };
  /** The headers every answer of it carries (304s too). */
  headers: Record<string, string>;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** The answer of a file, compressed once (brotli at its best: made once per version). */
export async function holdFile(
  body: string | Buffer,
  etag: string,
  cacheControl: string,
): Promise<HeldFile> {
  const identity = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const [br, gz] = await Promise.all([
    compressBrotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    compressGzip(identity, { level: 9 }),
  ]);
  return {
    etag,
    encodings: { identity, gzip: gz, br },
    headers: {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': cacheControl,
      etag,
      vary: 'Accept-Encoding',
      // Loaded by publishers' pages on other origins.
      'cross-origin-resource-policy': 'cross-origin',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    },
  };
}

// A bounded cache of the Accept-Encoding headers seen (browsers send a handful of spellings; a
// client sending new ones each time cannot grow it).
const seenEncodings = new Map<string, string>();
const encodingCache: CacheStore = {
  get: (key) => seenEncodings.get(key),
  has: (key) => seenEncodings.has(key),
  set: (key, value) => {
    if (seenEncodings.size >= 64) seenEncodings.clear();
    seenEncodings.set(key, value);
    return encodingCache;
  },
};
const negotiator = new Negotiator<'br' | 'gzip'>({
  supportedValues: ['br', 'gzip'],
  cache: encodingCache,
});

/** What to answer a request for a held file: 304 when the client holds it, else its bytes. */
export function answerOf(
  file: HeldFile,
  requestHeaders: IncomingMessage['headers'],
): { status: 200 | 304; headers: Record<string, string>; body: Buffer | undefined } {
  const held = requestHeaders['if-none-match'];
  if (held && (held === file.etag || held.split(',').some((tag) => tag.trim() === file.etag)))
    return { status: 304, headers: file.headers, body: undefined };
  const accepted = requestHeaders['accept-encoding'];
  const encoding = accepted ? negotiator.negotiate(accepted) : null;
  const body = file.encodings[encoding ?? 'identity'];
  return {
    status: 200,
    headers: {
      ...file.headers,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': String(body.length),
    },
    body,
  };
}

interface Entry {
  file: Promise<HeldFile | undefined>;
  /** The file once read (the map lookup of the fast path needs no await). */
  ready?: HeldFile;
  readAt: number;
}
/** The files held, per database (a process may serve several: the tests' lanes). */
const heldOf = new WeakMap<object, Map<string, Entry>>();
const entriesOf = (db: object) => {
  const entries = heldOf.get(db) ?? new Map<string, Entry>();
  heldOf.set(db, entries);
  return entries;
};
const keyOf = (companyId: number, websiteId: number) => `${companyId}/${websiteId}`;

/** Forgets a website's file after a publish or a rollback on this server. */
export function forgetServedTag(db: object, companyId: number, websiteId: number): void {
  entriesOf(db).delete(keyOf(companyId, websiteId));
}

/**
 * A website's live file: the one held while it is fresh, else read by `read` (one read for
 * all the requests that ask meanwhile). A version read again with the same ETag keeps its
 * compressed forms.
 */
export function heldTag(
  db: object,
  companyId: number,
  websiteId: number,
  read: () => Promise<{ script: string; etag: string } | undefined>,
): Promise<HeldFile | undefined> {
  const key = keyOf(companyId, websiteId);
  const entries = entriesOf(db);
  const entry = entries.get(key);
  if (entry && Date.now() - entry.readAt < CACHE_MS) return entry.file;
  const before = entry?.ready;
  const next: Entry = { readAt: Date.now(), file: Promise.resolve(undefined) };
  next.file = read().then(async (live) => {
    if (!live) return undefined;
    const file =
      before?.etag === live.etag
        ? before
        : await holdFile(live.script, live.etag, TAG_CACHE_CONTROL);
    if (entries.get(key) === next) next.ready = file;
    return file;
  });
  entries.set(key, next);
  next.file.catch(() => entries.get(key) === next && entries.delete(key));
  return next.file;
}

const TAG_PATH = /^\/htag\/([1-9]\d{0,9})\/([1-9]\d{0,9})\/htag\.js(?:\?.*)?$/;

/**
 * Answers a request for a tag file this process holds, fresh, at the HTTP server before Fastify
 * (`serverFactory` in app.ts); false for anything else, which Fastify then handles: every other
 * address, a file not held or gone stale, a method other than GET or HEAD. The route in
 * serving.ts answers the same file with the same headers (`answerOf`).
 */
export function answerFromMemory(db: object, request: IncomingMessage, response: ServerResponse) {
  const url = request.url;
  if (url === undefined || !url.startsWith('/htag/')) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const ids = TAG_PATH.exec(url);
  if (!ids) return false;
  const entry = heldOf.get(db)?.get(`${ids[1]}/${ids[2]}`);
  if (!entry?.ready || Date.now() - entry.readAt >= CACHE_MS) return false;
  const answer = answerOf(entry.ready, request.headers);
  response.writeHead(answer.status, answer.headers);
  response.end(request.method === 'HEAD' ? undefined : answer.body);
  return true;
}
