import { PassThrough } from 'node:stream';
import {
  LIVE_HEARTBEAT_SECONDS,
  LIVE_STREAM_SECONDS,
  liveEndpoints,
} from '@adconsole/api/contracts';
import { SELECTED_COMPANY_HEADER } from '@adconsole/api/envelope';
import { satisfiesRoles } from '@adconsole/api/roles';
import type { FastifyInstance } from 'fastify';
import type { OperationNode } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import type { AccessRule, Actor } from '../http/access.ts';
import { registerEndpoint, routeUrl } from '../http/routes.ts';
import { openedSecret, type SecretBox } from '../services/header-tag/secret-box.ts';

// Issue 46, live lists. Migration 0077 announces every change of a company's rows on the channel
// `live` (NOTIFY, in the change's transaction). Each server process listens on one connection of
// its own (PGlite: its one connection's `listen`), and the kit turns the notices into
// server-sent events on `GET /api/events`, one stream per signed-in browser tab: a stream hears
// of a change only when the change's company is the stream's acting company (or the list reads
// every company's rows: platform staff) and the caller's roles may read a list showing the
// changed table. The lists are the kit's declarations (`registerResource`,
// `registerReadOnlyResource`, `registerList`): each names its endpoint, its access rule and the
// tables its rows come from, so a new kit list is live without a line of its own.
//
// Notices are gathered for `BATCH_MS` and written to each stream as one `change` event per
// batch: a hundred changes a second cost a few writes per stream, not a hundred (the benchmark,
// bench/live.ts). The same answer is written to every stream of the same company and roles.

/** How long notices are gathered before the streams hear of them. */
const BATCH_MS = 150;
/** At most this many ids per list in one event. */
const IDS_PER_LIST = 20;

/** A kit list: its contract path (`ws-print/positions`), who may read it, its rows' tables. */
interface LiveList {
  path: string;
  access: AccessRule;
  /** The tables (as the kit names them, camelCase) whose rows the list shows; read lazily. */
  tables: () => readonly string[];
}

/** One notice of the channel: a table's rows of a company changed. */
interface Notice {
  table: string;
  company: number;
  ids: number[];
}

interface Stream {
  companyId: number;
  roles: ReadonlySet<string>;
  /** The roles and company, as a key: streams with the same key hear the same. */
  key: string;
  write: (text: string) => void;
  end: () => void;
}

/** The names of every table a query builds on (its from, its joins). */
export function tablesOf(node: OperationNode): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    const candidate = value as { kind?: string; table?: { identifier?: { name?: string } } };
    if (candidate.kind === 'TableNode' && candidate.table?.identifier?.name) {
      found.add(candidate.table.identifier.name);
    }
    for (const child of Object.values(value)) walk(child);
  };
  walk(node);
  return [...found];
}

/** `creditNote` → `credit_note`, as the database's CamelCasePlugin names it. */
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Whether a caller with these roles may read the list at all. */
function mayRead(access: AccessRule, roles: ReadonlySet<string>): boolean {
  if (access.company === 'none' || access.company === 'published') return false;
  if (access.roles === 'anyone') return false;
  if (access.roles === 'signed-in') return true;
  return satisfiesRoles(roles as Parameters<typeof satisfiesRoles>[0], access.roles);
}

/** Where the notices come from: a listening connection of this process. */
type Listener = () => Promise<() => Promise<void>>;

export class LiveHub {
  readonly #lists: LiveList[] = [];
  #byTable: Map<string, LiveList[]> | undefined;
  readonly #streams = new Set<Stream>();
  #pending: Notice[] = [];
  #timer: NodeJS.Timeout | undefined;
  #listening: Promise<() => Promise<void>> | undefined;
  readonly #listen: Listener;
  /** How many notices arrived (tests, the benchmark). */
  received = 0;

  constructor(listen: (deliver: (payload: string) => void) => Listener) {
    this.#listen = listen((payload) => this.receive(payload));
  }

  /** A kit list declares itself live (the kit's registrations call this). */
  declare(list: LiveList): void {
    this.#lists.push(list);
    this.#byTable = undefined;
  }

  /** The declared lists by the database's table name. */
  #listsByTable(): Map<string, LiveList[]> {
    if (this.#byTable) return this.#byTable;
    const byTable = new Map<string, LiveList[]>();
    for (const list of this.#lists) {
      for (const table of list.tables()) {
        const name = snakeCase(table);
        byTable.set(name, [...(byTable.get(name) ?? []), list]);
      }
    }
    this.#byTable = byTable;
    return byTable;
  }

  /** The live lists of a table (tests). */
  listsOf(table: string): string[] {
    return (this.#listsByTable().get(snakeCase(table)) ?? []).map((list) => list.path);
  }

  /** Starts listening (once per process, at the first stream) and adds a stream. */
  async subscribe(
    actor: Actor,
    write: (text: string) => void,
    end: () => void,
  ): Promise<() => void> {
    this.#listening ??= this.#listen().catch((error: unknown) => {
      this.#listening = undefined;
      throw error;
    });
    await this.#listening;
    const roles = actor.roles as ReadonlySet<string>;
    const stream: Stream = {
      companyId: actor.actingCompanyId,
      roles,
      key: `${actor.actingCompanyId}|${[...roles].sort().join(',')}`,
      write,
      end,
    };
    this.#streams.add(stream);
    return () => this.#streams.delete(stream);
  }

  /** Whether this process listens (tests). */
  get streams(): number {
    return this.#streams.size;
  }

  receive(payload: string): void {
    let notice: { t?: unknown; c?: unknown; i?: unknown };
    try {
      notice = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof notice.t !== 'string' || typeof notice.c !== 'number') return;
    this.received++;
    if (this.#streams.size === 0) return;
    const ids = Array.isArray(notice.i) ? notice.i.filter((id) => typeof id === 'number') : [];
    this.#pending.push({ table: notice.t, company: notice.c, ids });
    this.#timer ??= setTimeout(() => this.flush(), BATCH_MS);
  }

  /** Writes the gathered notices to the streams that may hear of them. */
  flush(): void {
    this.#timer = undefined;
    const notices = this.#pending;
    this.#pending = [];
    const byTable = this.#listsByTable();
    const answers = new Map<string, string | undefined>();
    for (const stream of this.#streams) {
      let answer = answers.get(stream.key);
      if (!answers.has(stream.key)) {
        answer = this.#eventFor(stream, notices, byTable);
        answers.set(stream.key, answer);
      }
      if (answer) stream.write(answer);
    }
  }

  #eventFor(
    stream: Stream,
    notices: readonly Notice[],
    byTable: Map<string, LiveList[]>,
  ): string | undefined {
    const lists: Record<string, number[]> = {};
    for (const notice of notices) {
      for (const list of byTable.get(notice.table) ?? []) {
        if (!mayRead(list.access, stream.roles)) continue;
        // 'actable': the acting company's rows only; 'all': every company's (staff roles).
        if (list.access.company === 'actable' && notice.company !== stream.companyId) continue;
        lists[list.path] ??= [];
        const ids = lists[list.path] as number[];
        for (const id of notice.ids) {
          if (ids.length < IDS_PER_LIST && !ids.includes(id)) ids.push(id);
        }
      }
    }
    if (Object.keys(lists).length === 0) return undefined;
    return `event: change\ndata: ${JSON.stringify({ lists })}\n\n`;
  }

  /** Ends every stream (the server is closing: the browsers reconnect to another). */
  endStreams(): void {
    for (const stream of [...this.#streams]) stream.end();
    this.#streams.clear();
  }

  async close(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.endStreams();
    const listening = this.#listening;
    this.#listening = undefined;
    if (listening) await (await listening.catch(() => async () => {}))();
  }
}

/**
 * The listening connection of a database: PostgreSQL, a client of its own that reconnects
 * after a loss (a restart of the database); PGlite, its one connection's `listen`.
 */
export function databaseListener(
  database: Pick<Database, 'queue'>,
): (deliver: (payload: string) => void) => Listener {
  const { queue } = database;
  return (deliver) => async () => {
    if (queue.kind === 'pglite') {
      const stop = await queue.exclusive(() => queue.client.listen('live', deliver));
      return async () => {
        if (!queue.client.closed) await queue.exclusive(() => stop());
      };
    }
    let closed = false;
    let client: pg.Client | undefined;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: queue.url });
      next.on('notification', (message) => {
        if (message.channel === 'live' && message.payload) deliver(message.payload);
      });
      const retry = () => {
        next.removeAllListeners('end');
        if (!closed) setTimeout(() => void connect().catch(retry), 1000);
      };
      next.on('error', () => void next.end().catch(() => {}));
      next.on('end', retry);
      await next.connect();
      await next.query('listen live');
      client = next;
    };
    await connect();
    return async () => {
      closed = true;
      await client?.end().catch(() => {});
    };
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

/** A kit list declares itself live on the app's hub (none on an app without one: unit tests). */
export function declareLive(app: FastifyInstance, list: LiveList): void {
  if (app.hasDecorator('live')) app.live.declare(list);
}

/** The stream requests that came with a ticket (the console's EventSource). */
const byTicket = new WeakSet<object>();

/** How long a stream's ticket opens a stream. */
const TICKET_MS = 60_000;
const EVENTS_URL = routeUrl(liveEndpoints.events);

/** What a ticket holds: the bearer token, the selected-company header, when it expires. */
interface Ticket {
  token: string;
  company: string | null;
  expires: number;
}

function ticketOf(opened: string | undefined): Ticket | undefined {
  if (!opened) return undefined;
  try {
    const value = JSON.parse(opened) as Partial<Ticket>;
    if (typeof value.token !== 'string' || typeof value.expires !== 'number') return undefined;
    return {
      token: value.token,
      company: typeof value.company === 'string' ? value.company : null,
      expires: value.expires,
    };
  } catch {
    return undefined;
  }
}

/** Every signed-in caller: what a stream carries is narrowed by the lists' own rules. */
const eventsAccess: AccessRule = { roles: 'signed-in', company: 'actable' };

/**
 * The hub of the app, its stream endpoint, `GET /api/events` (headers, or `?ticket=`): a `retry` line, then `change`
 * events, a comment every LIVE_HEARTBEAT_SECONDS, and the end after LIVE_STREAM_SECONDS (the
 * console reconnects, with its token and company of that moment; `?end=now`: at once).
 */
export function registerLive(
  app: FastifyInstance,
  database: Pick<Database, 'queue'>,
  secrets: SecretBox,
): LiveHub {
  const hub = new LiveHub(databaseListener(database));
  app.decorate('live', hub);
  app.addHook('preClose', async () => hub.endStreams());
  app.addHook('onClose', () => hub.close());

  // The browser's EventSource sends no headers: the console asks for a ticket (its token and
  // selected company, sealed with the servers' shared key, a minute long) and opens the stream
  // with it. The ticket becomes the request's headers before the access control reads them, so
  // the stream's caller is checked as every call's (a ticket of a signed-out token: 401).
  registerEndpoint(app, liveEndpoints.eventsTicket, eventsAccess, async ({ caller, request }) => {
    const company = request.headers[SELECTED_COMPANY_HEADER.toLowerCase()];
    const ticket: Ticket = {
      token: caller.token,
      company: typeof company === 'string' ? company : null,
      expires: Date.now() + TICKET_MS,
    };
    return { ticket: secrets.seal(JSON.stringify(ticket)) };
  });
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url !== EVENTS_URL || request.headers.authorization) return;
    const sealed = (request.query as { ticket?: unknown }).ticket;
    if (typeof sealed !== 'string') return;
    const ticket = ticketOf(openedSecret(secrets, sealed));
    if (!ticket || ticket.expires < Date.now()) return;
    byTicket.add(request);
    request.headers.authorization = `Bearer ${ticket.token}`;
    if (ticket.company) request.headers[SELECTED_COMPANY_HEADER.toLowerCase()] = ticket.company;
  });
  registerEndpoint(
    app,
    liveEndpoints.events,
    eventsAccess,
    async ({ caller, query, request, reply }) => {
      const stream = new PassThrough();
      reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        .header('Cache-Control', 'no-cache, no-transform')
        .header('X-Accel-Buffering', 'no')
        .send(stream);
      // The first lines once the stream is subscribed: what follows them reaches it.
      const opening = `retry: 2000\n: live\n\n`;
      // A stream is held open only for a ticket, which only the console's EventSource asks for:
      // a call with the token in its header (another app, a script, the route walks' requests)
      // gets the first lines and the end, so no request it did not mean holds a connection for
      // ten minutes (the malformed walk's hostile values timed out on one in session 15).
      if (query.end === 'now' || !byTicket.has(request)) {
        stream.end(opening);
        return reply;
      }
      let unsubscribe = () => {};
      let heartbeat: NodeJS.Timeout | undefined;
      let end: NodeJS.Timeout | undefined;
      const stop = () => {
        clearInterval(heartbeat);
        clearTimeout(end);
        unsubscribe();
      };
      try {
        unsubscribe = await hub.subscribe(
          caller,
          (text) => stream.write(text),
          () => {
            stop();
            stream.end();
          },
        );
      } catch (error) {
        // No listening connection (the database is unreachable): the console tries again later.
        reply.log.warn({ err: error }, 'live events: cannot listen');
        stream.end();
        return reply;
      }
      stream.write(opening);
      // Neither timer keeps the process alive (a closing server ends its streams itself).
      heartbeat = setInterval(() => stream.write(': ping\n\n'), LIVE_HEARTBEAT_SECONDS * 1000);
      heartbeat.unref();
      end = setTimeout(() => stream.end(), LIVE_STREAM_SECONDS * 1000);
      end.unref();
      reply.raw.on('close', stop);
      stream.on('close', stop);
      return reply;
    },
  );
  return hub;
}
