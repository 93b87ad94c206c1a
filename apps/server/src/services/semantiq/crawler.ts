import { Readability } from '@mozilla/readability';
import { XMLParser } from 'fast-xml-parser';
import { parseHTML } from 'linkedom';
import robotsParser from 'robots-parser';
import { guardedFetch } from './crawler-guard.ts';

// The polite crawler's parts (DOMAIN2 §6.2): robots.txt with its crawl delay (robots-parser),
// the sitemaps (read with fast-xml-parser, which the server has: sitemapper fetches by itself,
// past the crawl delay), one request at a time per site with a user agent that names a contact,
// de-duplication by rel=canonical, and the extraction in Yandex's order: title from the page's
// own meta tag, then og:title, then <title>; image og:image; date article:published_time; body
// by @mozilla/readability on linkedom.

export const CRAWLER_USER_AGENT =
  'AdconsoleBot/1.0 (+https://adconsole.example/crawler; crawler@adconsole.example)';
/** The name robots.txt groups are matched against. */
export const CRAWLER_TOKEN = 'AdconsoleBot';
/** A site that names no crawl delay gets one request a second. */
export const DEFAULT_CRAWL_DELAY_MS = 1000;
/** No site gets asked to wait longer than this between requests (a longer delay is capped). */
export const MAX_CRAWL_DELAY_MS = 10_000;
/** The most pages one crawl plans. */
export const MAX_PAGES_PER_CRAWL = 1000;
const MAX_SITEMAPS = 20;
const TIMEOUT_MS = 10_000;
const MAX_BYTES = 2_000_000;

export interface SiteRules {
  isAllowed(url: string): boolean;
  delayMs: number;
  sitemaps: string[];
}

/** When each origin was last asked, across the crawls of this server (one request at a time). */
const lastRequestAt = new Map<string, number>();
const queues = new Map<string, Promise<unknown>>();

/**
 * A GET as the crawler makes it: after the site's crawl delay since the last request to the
 * same origin (requests to one origin wait in line), with the crawler's user agent, through the
 * SSRF guard (crawler-guard.ts: no private address unless allowed, redirects checked hop by
 * hop). The answer's `url` is where the redirects ended.
 */
export function politeFetch(
  url: string,
  delayMs: number,
): Promise<{ response: Response; url: string }> {
  const origin = new URL(url).origin;
  const previous = queues.get(origin) ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(async () => {
      const wait = (lastRequestAt.get(origin) ?? 0) + delayMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        return await guardedFetch(url, {
          headers: { 'user-agent': CRAWLER_USER_AGENT, accept: 'text/html,application/xml;q=0.9' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } finally {
        // The delay counts from the site's answer: a slow answer never shortens the pause.
        lastRequestAt.set(origin, Date.now());
      }
    });
  queues.set(origin, next);
  return next;
}

/** The body of an answer, up to MAX_BYTES. */
async function textOf(response: Response): Promise<string> {
  const text = await response.text();
  return text.length > MAX_BYTES ? text.slice(0, MAX_BYTES) : text;
}

/** A site's robots.txt read (a missing one allows everything, RFC 9309 §2.3.1.3). */
export async function siteRules(startUrl: string): Promise<SiteRules> {
  const robotsUrl = new URL('/robots.txt', startUrl).href;
  let body = '';
  try {
    // The first request to a site waits for no delay (none is known yet).
    const { response } = await politeFetch(robotsUrl, 0);
    if (response.ok) body = await textOf(response);
    else await response.body?.cancel();
  } catch {
    body = '';
  }
  const robots = robotsParser(robotsUrl, body);
  const delay = robots.getCrawlDelay(CRAWLER_TOKEN);
  return {
    isAllowed: (url) => robots.isAllowed(url, CRAWLER_TOKEN) !== false,
    delayMs:
      delay === undefined
        ? DEFAULT_CRAWL_DELAY_MS
        : Math.min(MAX_CRAWL_DELAY_MS, Math.max(0, Math.round(delay * 1000))),
    sitemaps: robots.getSitemaps(),
  };
}

const xml = new XMLParser({
  ignoreAttributes: true,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

/** A URL without its fragment, as pages are compared (the query stays: it can be another page). */
export const normalUrl = (url: string) => {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
};

/** Whether a URL lies under the start URL (same origin, the start's path as its prefix). */
export const isUnder = (url: string, startUrl: string) => {
  const start = new URL(startUrl);
  const given = new URL(url);
  return given.origin === start.origin && given.pathname.startsWith(start.pathname);
};

/**
 * The pages to crawl: the URLs of the sitemaps (robots.txt's, else /sitemap.xml; sitemap indexes
 * followed) under the start URL, else the start page's links under it; the start page first.
 */
export async function plannedPages(startUrl: string, rules: SiteRules): Promise<string[]> {
  const pages = new Set<string>();
  const queue =
    rules.sitemaps.length > 0 ? [...rules.sitemaps] : [new URL('/sitemap.xml', startUrl).href];
  let read = 0;
  while (queue.length > 0 && read < MAX_SITEMAPS && pages.size < MAX_PAGES_PER_CRAWL) {
    const sitemap = queue.shift() as string;
    read += 1;
    if (!rules.isAllowed(sitemap)) continue;
    try {
      const { response } = await politeFetch(sitemap, rules.delayMs);
      if (!response.ok) {
        await response.body?.cancel();
        continue;
      }
      const parsed = xml.parse(await textOf(response)) as {
        sitemapindex?: { sitemap?: { loc?: string }[] };
        urlset?: { url?: { loc?: string }[] };
      };
      for (const child of parsed.sitemapindex?.sitemap ?? [])
        if (child.loc) queue.push(String(child.loc).trim());
      for (const entry of parsed.urlset?.url ?? []) {
        const loc = entry.loc ? String(entry.loc).trim() : '';
        if (loc && isUnder(loc, startUrl) && pages.size < MAX_PAGES_PER_CRAWL)
          pages.add(normalUrl(loc));
      }
    } catch {
      // An unreadable sitemap adds nothing; the start page's links remain.
    }
  }
  if (pages.size === 0 && rules.isAllowed(startUrl)) {
    try {
      const { response, url: answeredUrl } = await politeFetch(startUrl, rules.delayMs);
      const { document } = parseHTML(await textOf(response));
      for (const link of document.querySelectorAll('a[href]')) {
        try {
          const href = normalUrl(new URL(link.getAttribute('href') ?? '', answeredUrl).href);
          if (isUnder(href, startUrl) && pages.size < MAX_PAGES_PER_CRAWL) pages.add(href);
        } catch {
          // not a URL
        }
      }
    } catch {
      // The start page fails again as a page of the crawl.
    }
  }
  return [...pages];
}

export interface ExtractedPage {
  canonical: string | null;
  title: string;
  /** The site's own name (og:site_name), if it gives one. */
  siteName: string | null;
  imageUrl: string | null;
  publishedAt: Date | null;
  language: string;
  body: string;
  excerpt: string;
}

const LANGUAGES = ['de', 'fr', 'it', 'en'];

/** What a page says of itself, in DOMAIN2 §6.2's order. */
export function extractPage(html: string, url: string): ExtractedPage {
  const { document } = parseHTML(html);
  const meta = (selector: string) =>
    document.querySelector(selector)?.getAttribute('content')?.trim() || null;
  const canonicalHref = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  let canonical: string | null = null;
  if (canonicalHref) {
    try {
      canonical = normalUrl(new URL(canonicalHref, url).href);
    } catch {
      canonical = null;
    }
  }
  const title =
    meta('meta[name="title"]') ??
    meta('meta[property="og:title"]') ??
    document.querySelector('title')?.textContent?.trim() ??
    '';
  const image = meta('meta[property="og:image"]');
  const published = meta('meta[property="article:published_time"]');
  const publishedAt =
    published && !Number.isNaN(Date.parse(published)) ? new Date(published) : null;
  const lang = (document.documentElement?.getAttribute('lang') ?? '').slice(0, 2).toLowerCase();
  const article = new Readability(
    document as unknown as ConstructorParameters<typeof Readability>[0],
  ).parse();
  const body = (article?.textContent ?? '').replace(/\s+/g, ' ').trim();
  return {
    canonical,
    title: title.slice(0, 500),
    siteName: meta('meta[property="og:site_name"]')?.slice(0, 200) ?? null,
    imageUrl: image ? new URL(image, url).href.slice(0, 2000) : null,
    publishedAt,
    language: LANGUAGES.includes(lang) ? lang : 'de',
    body,
    excerpt: (article?.excerpt?.trim() || body).slice(0, 300),
  };
}

/** Reads a page's HTML (an error: its status, or why it failed). */
export async function fetchPage(
  url: string,
  delayMs: number,
): Promise<
  | { ok: true; html: string; url: string; status: number }
  | { ok: false; status: number | null; detail: string }
> {
  try {
    const { response, url: answeredUrl } = await politeFetch(url, delayMs);
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, status: response.status, detail: `HTTP ${response.status}` };
    }
    if (!type.includes('html')) {
      await response.body?.cancel();
      return { ok: false, status: response.status, detail: `Not HTML: ${type}` };
    }
    return {
      ok: true,
      html: await textOf(response),
      url: answeredUrl,
      status: response.status,
    };
  } catch (error) {
    return {
      ok: false,
      status: null,
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}
