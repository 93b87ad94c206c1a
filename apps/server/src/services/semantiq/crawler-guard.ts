import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// The crawler's SSRF guard (issue 42): a SEMANTIQ user names the addresses the server fetches,
// so the crawler never asks an address of the server's own networks (private, loopback,
// link-local such as a cloud's metadata service at 169.254.169.254, unique-local, CGNAT,
// multicast, reserved) unless the operator allowed it (CRAWLER_ALLOW: hosts, host:port,
// addresses or ranges). The server's own address is allowed at its own port: the demo
// publisher site lives there (main.ts). Every request is checked, and every redirect hop
// (redirects are followed here, never by fetch). Left open: DNS rebinding between the check
// and the connection (Node's fetch resolves again); a deployment that fears it resolves
// through a DNS that pins answers, or runs the server in a network without private services.

/** Addresses the crawler never asks unless allowed. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** An IPv6 address that carries an IPv4 one (`::ffff:127.0.0.1`), as its IPv4 address. */
const v4Inside = (address: string) => {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match?.[1];
};

/** Whether an address lies in a network the crawler must not reach unless allowed. */
export function isPrivateAddress(address: string): boolean {
  const inner = v4Inside(address);
  if (inner) return PRIVATE.check(inner, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** What the operator allowed: host names and host:port (lower case), addresses and ranges. */
interface Allowed {
  entries: readonly string[];
  hosts: Set<string>;
  networks: BlockList;
}
let allowed: Allowed = { entries: [], hosts: new Set(), networks: new BlockList() };

/**
 * CRAWLER_ALLOW's entries: `intranet.example`, `127.0.0.1:3000`, `10.1.2.3`, `10.1.0.0/16`,
 * `fd00::/8`. Throws on an entry that is none of these.
 */
export function parseCrawlerAllow(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const range =
      prefix !== undefined &&
      isIP(address ?? '') !== 0 &&
      /^\d{1,3}$/.test(prefix) &&
      Number(prefix) <= (isIP(address ?? '') === 4 ? 32 : 128);
    const host = prefix === undefined && /^[a-z0-9.:[\]-]+$/.test(entry);
    if (!range && !host)
      throw new Error(
        `CRAWLER_ALLOW must list hosts, host:port, addresses or ranges separated by commas (e.g. intranet.example,10.1.0.0/16), not "${entry}"`,
      );
  }
  return entries;
}

/** Sets what the crawler may reach besides the public internet (the server's configuration). */
export function allowCrawlerTargets(entries: readonly string[]): void {
  const next: Allowed = { entries: [...entries], hosts: new Set(), networks: new BlockList() };
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address ?? '');
    if (prefix !== undefined && family !== 0)
      next.networks.addSubnet(address as string, Number(prefix), family === 4 ? 'ipv4' : 'ipv6');
    else if (family !== 0) next.networks.addAddress(entry, family === 4 ? 'ipv4' : 'ipv6');
    else next.hosts.add(entry.toLowerCase());
  }
  allowed = next;
}

/** Adds entries to what is allowed (the server's own address once it listens). */
export function alsoAllowCrawlerTargets(entries: readonly string[]): void {
  allowCrawlerTargets([...allowed.entries, ...entries]);
}

const isAllowedAddress = (address: string) => {
  const family = isIP(address);
  return family !== 0 && allowed.networks.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** Why the crawler refuses a URL (in English, for the page's result), or nothing. */
export async function crawlRefusal(href: string): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return 'Not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `Blocked: ${url.protocol} is not http or https`;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (allowed.hosts.has(host) || allowed.hosts.has(`${host}:${port}`)) return undefined;
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      return `Blocked: ${host} has no address`;
    }
  }
  const refused = addresses.find(
    (address) => isPrivateAddress(address) && !isAllowedAddress(address),
  );
  return refused === undefined
    ? undefined
    : `Blocked: ${host} is a private address (${refused}); CRAWLER_ALLOW can allow it`;
}

/** A refusal of the guard, an error the crawler records on the page. */
export class CrawlTargetRefused extends Error {}

const MAX_REDIRECTS = 5;

/**
 * A GET through the guard: each address checked before it is asked, redirects followed here
 * (at most five), each hop checked. The answer's `url` is the last hop's.
 */
export async function guardedFetch(
  href: string,
  init: Omit<RequestInit, 'redirect'>,
): Promise<{ response: Response; url: string }> {
  let url = href;
  for (let hop = 0; ; hop += 1) {
    const refusal = await crawlRefusal(url);
    if (refusal) throw new CrawlTargetRefused(refusal);
    const response = await fetch(url, { ...init, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { response, url };
    await response.body?.cancel();
    if (hop >= MAX_REDIRECTS) throw new CrawlTargetRefused('Too many redirects');
    url = new URL(location, url).href;
  }
}
