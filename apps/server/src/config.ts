import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BACKUPS_KEPT } from './db/backup.ts';
import { readSmtpSettings, type SmtpSettings } from './mail/transport.ts';
import type { ChatModelSettings } from './services/chat/model.ts';
import { readSecretsKey } from './services/header-tag/secret-box.ts';
import { readXandrApiUrls, type XandrApiUrls } from './services/header-tag/xandr-client.ts';
import { parseCrawlerAllow } from './services/semantiq/crawler-guard.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** The embedded database and stored files live here. */
  dataDir: string;
  /** A real PostgreSQL instead of the embedded one. */
  databaseUrl: string | undefined;
  /** The embedded database: PostgreSQL (default) or PGlite (DATABASE=pglite). */
  database: 'postgres' | 'pglite';
  /** The embedded PostgreSQL's loopback port (default: the last one, or a free one). */
  databasePort: number | undefined;
  /** The built console, served as static files. */
  consoleDir: string;
  /** The console's public origin, for the links in mails. */
  publicUrl: string;
  /**
   * The addresses (or CIDR ranges) of the reverse proxies whose X-Forwarded-For and
   * X-Forwarded-Proto are believed; none by default, so a client cannot name its own address.
   */
  trustProxy: string[];
  /** clamd's address (host:port or a socket path) for the uploads' malware scan; unset: built-in. */
  clamdAddress: string | undefined;
  /** The SMTP server mails leave through; unset: they stay QUEUED in the outbox. */
  smtp: SmtpSettings | undefined;
  /**
   * The external postal web portal the post campaigns offer to POSTADMANAGER and POSTNETZ users
   * (spec 3 §2.2 "on certain hosts"): POSTAL_PORTAL_URL; empty turns the action off.
   */
  postalPortalUrl: string | undefined;
  /** Nightly backups of the embedded PostgreSQL kept in DATA_DIR/backups (BACKUP_KEEP, default 7). */
  backupsKept: number;
  /**
   * The port of the ad tags' preview origin (PREVIEW_PORT; issue 40): another origin than the
   * console's, on the same host. Unset: a free port, found at the start.
   */
  previewPort: number | undefined;
  /**
   * The key secrets are sealed with at rest (Xandr passwords): SECRETS_KEY, base64 of 32 bytes;
   * unset: DATA_DIR/secrets.key, made on the first start (main.ts).
   */
  secretsKey: Buffer | undefined;
  /** Xandr's API per environment: XANDR_API_URL, XANDR_SANDBOX_API_URL (empty: none). */
  xandrApiUrls: XandrApiUrls;
  /** CRAWLER_ALLOW: private hosts and ranges the Semantiq crawler may reach (issue 42). */
  crawlerAllow: string[];
  /** PAGE_VIEW_FORWARD_URL: an https address page views are also posted to (issue 44); none: kept here only. */
  pageViewForwardUrl: string | undefined;
  /** CHAT_MODEL_URL, CHAT_MODEL, CHAT_MODEL_KEY: the Gen AI chat's model (issue 44); none: the page says how to set it. */
  chatModel: ChatModelSettings | undefined;
}

const serverDir = path.dirname(fileURLToPath(import.meta.url));

/** Whether a TRUST_PROXY entry is an IPv4 or IPv6 address, with an optional prefix length. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
}

/** TRUST_PROXY: proxy addresses or ranges, separated by commas; empty or unset trusts none. */
export function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new Error(
        `TRUST_PROXY must list proxy addresses or ranges separated by commas (e.g. 10.0.0.5,10.1.0.0/16), not "${entry}"`,
      );
    }
  }
  return entries;
}

/** Settings from the environment, with the defaults README.md documents. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    database: readDatabaseKind(env.DATABASE),
    databasePort: readDatabasePort(env.DATABASE_PORT),
    // From apps/server/src (tests) or apps/server/dist (the bundle) to apps/console/dist.
    consoleDir: path.resolve(
      env.CONSOLE_DIR || path.join(serverDir, '..', '..', 'console', 'dist'),
    ),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    clamdAddress: env.CLAMD_ADDRESS || undefined,
    smtp: readSmtpSettings(env),
    postalPortalUrl: readPortalUrl(env.POSTAL_PORTAL_URL),
    backupsKept: readBackupsKept(env.BACKUP_KEEP),
    previewPort: env.PREVIEW_PORT ? Number(env.PREVIEW_PORT) : undefined,
    secretsKey: readSecretsKey(env.SECRETS_KEY),
    xandrApiUrls: readXandrApiUrls(env),
    crawlerAllow: parseCrawlerAllow(env.CRAWLER_ALLOW),
    pageViewForwardUrl: readForwardUrl(env.PAGE_VIEW_FORWARD_URL),
    chatModel: readChatModel(env),
  };
}

function readDatabaseKind(value: string | undefined): ServerConfig['database'] {
  if (!value || value === 'postgres') return 'postgres';
  if (value === 'pglite') return 'pglite';
  throw new Error(`DATABASE must be postgres (the default) or pglite, not "${value}"`);
}

function readDatabasePort(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`DATABASE_PORT must be a whole number from 1 to 65535, not "${value}"`);
  }
  return port;
}

function readBackupsKept(value: string | undefined): number {
  if (!value) return DEFAULT_BACKUPS_KEPT;
  const kept = Number(value);
  if (!Number.isInteger(kept) || kept < 1 || kept > 365) {
    throw new Error(`BACKUP_KEEP must be a whole number from 1 to 365, not "${value}"`);
  }
  return kept;
}

/** The postal portal's address: https only; unset gives the Swiss Post business portal. */
export const DEFAULT_POSTAL_PORTAL_URL = 'https://service.post.ch/zopa/app/';

function readForwardUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!URL.canParse(value) || new URL(value).protocol !== 'https:') {
    throw new Error(`PAGE_VIEW_FORWARD_URL must be an https address, not "${value}"`);
  }
  return value;
}

/** The chat's OpenAI-compatible model: an http(s) base address and a model name, or none. */
export function readChatModel(env: NodeJS.ProcessEnv): ChatModelSettings | undefined {
  const url = env.CHAT_MODEL_URL;
  if (!url) return undefined;
  if (!URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol)) {
    throw new Error(`CHAT_MODEL_URL must be an http(s) address, not "${url}"`);
  }
  if (!env.CHAT_MODEL) {
    throw new Error('CHAT_MODEL must name the model when CHAT_MODEL_URL is set (e.g. gpt-4o-mini)');
  }
  return { url, model: env.CHAT_MODEL, key: env.CHAT_MODEL_KEY || undefined };
}

function readPortalUrl(value: string | undefined): string | undefined {
  if (value === undefined) return DEFAULT_POSTAL_PORTAL_URL;
  if (value === '') return undefined;
  if (!URL.canParse(value) || new URL(value).protocol !== 'https:') {
    throw new Error(`POSTAL_PORTAL_URL must be an https address, not "${value}"`);
  }
  return value;
}
