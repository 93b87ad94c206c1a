// `pnpm --filter @adconsole/server bench:load`: the staff's daily mix under load (issue 36).
// BENCH_USERS simulated users (autocannon connections, default 200) work the CRM accounts of
// the full demo data for BENCH_SECONDS (default 30) per phase:
// - open a list (a page of 20 of the order list's campaigns with its tabs' counts, or of the
//   accounts), filter it (a search, the sales owner, a tab and a search), page through it,
//   open a record,
// - edit a record with its version (each editing user has an account of its own, so every
//   acknowledged write can be looked for afterwards: the phone number carries a sequence
//   number),
// - run a small bulk action (activate three accounts).
// Phase 1: one server. Phase 2: two servers on the same PostgreSQL behind the loopback
// round-robin proxy (test/support/round-robin.ts), one of them killed (SIGKILL) half-way.
// After each phase every acknowledged write is read back: the account's phone holds that
// write's number or a later one. Prints p50/p95/p99 per kind of request, the errors, and the
// lost writes; exits 1 when, with one server, a list's p95 is over 150 ms or a request failed,
// or when any acknowledged write is lost.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { roundRobinProxy } from '../test/support/round-robin.ts';
import { signIn } from './measure.ts';
import {
  idsOf,
  percentile,
  random,
  salesCompanyId,
  startBuiltServer,
  stopServer,
  withBenchServer,
  withClient,
} from './server.ts';

const users = Number(process.env.BENCH_USERS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
/**
 * Seconds between two requests of one user (default 5: a person reads what they opened); 0
 * sends each user's next request as soon as the last is answered (a stress test, not a day).
 * autocannon paces a connection at one request a second at the slowest, so a paced run sends
 * the same rate over fewer keep-alive connections (users ÷ pace).
 */
const pace = Number(process.env.BENCH_PACE ?? 5);
const LIST_P95_MS = 150;
/** `small` for trying the script out (the end-to-end tests' demo data); the figures are full's. */
const scale = process.env.BENCH_SCALE === 'small' ? 'small' : 'full';
const ACCOUNTS = '/api/ws-crm/records/accounts';
const CAMPAIGNS = '/api/ws-order/campaigns';
/** The order list's tabs a sales user opens most (spec 3 §2.1). */
const TABS = ['ALL', 'OFFERED', 'BOOKED', 'RUNNING'];

type Kind = 'list' | 'counts' | 'filter' | 'page' | 'record' | 'edit' | 'bulk';
/** How the users share the work (of 100): mostly reading lists, a few edits and bulk actions. */
const MIX: Record<Exclude<Kind, 'counts'>, number> = {
  list: 30,
  filter: 25,
  page: 20,
  record: 15,
  edit: 8,
  bulk: 2,
};

/** What an editing user keeps between its two requests (autocannon's per-connection context). */
interface EditContext {
  accountId?: number;
  item?: Record<string, unknown>;
  sequence?: number;
}

interface Tally {
  times: Map<Kind, number[]>;
  errors: Map<string, number>;
  /** The newest acknowledged write per account: its sequence number. */
  acknowledged: Map<number, number>;
  writes: number;
}

interface Data {
  headers: Record<string, string>;
  accountIds: number[];
  inactiveIds: number[];
  owners: number[];
  searches: string[];
}

const newTally = (): Tally => ({
  times: new Map(),
  errors: new Map(),
  acknowledged: new Map(),
  writes: 0,
});

function record(tally: Tally, kind: Kind, status: number, time: number) {
  if (status >= 200 && status < 300) {
    const times = tally.times.get(kind) ?? [];
    times.push(time);
    tally.times.set(kind, times);
  } else {
    const key = `${kind} ${status}`;
    tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
  }
}

/** The phone number of a write: its sequence number, readable back. */
const phoneOf = (sequence: number) => `+41 44 ${String(sequence).padStart(9, '0')}`;
const sequenceOf = (phone: string | null) => Number(/(\d{9})$/.exec(phone ?? '')?.[1] ?? -1);

/** The account as its write body (the contract's write schema), with a new phone number. */
function writeBody(item: Record<string, unknown>, phone: string) {
  const ref = (value: unknown) => (value as { id: number } | null)?.id ?? null;
  const credit = item.creditLimit as { amount: number; currency: string } | null;
  return JSON.stringify({
    name: item.name,
    displayName: item.displayName === item.name ? null : item.displayName,
    legalForm: item.legalForm,
    accountType: item.accountType,
    street: item.street,
    postalCode: item.postalCode,
    city: item.city,
    canton: item.canton,
    countryCode: item.countryCode,
    uidNumber: item.uidNumber,
    industryId: ref(item.industry),
    language: item.language,
    salesOwnerId: ref(item.salesOwner),
    agencyAccountId: ref(item.agency),
    brokerAccountId: ref(item.broker),
    labelIds: (item.labels as { id: number }[]).map((label) => label.id),
    website: item.website,
    phone,
    email: item.email,
    creditLimit: credit?.amount ?? null,
    creditCurrency: credit?.currency ?? null,
    paymentTermsDays: item.paymentTermsDays,
    active: item.active,
    version: item.version,
  });
}

/** One autocannon instance per kind of work; the response event times each request. */
function runMix(url: string, data: Data, tally: Tally, duration: number) {
  const draw = random(36);
  let sequence = tally.writes;
  let nextEditor = 0;
  const pick = <T>(values: readonly T[]) => values[Math.floor(draw() * values.length)] as T;
  const instances: PromiseLike<autocannon.Result>[] = [];
  // autocannon calls a request's onResponse right before it emits 'response' for it (both
  // synchronous), so the kind the one sets is the kind the other times.
  let answeredKind: Kind = 'list';
  const start = (
    kind: Exclude<Kind, 'counts'>,
    requests: (autocannon.Request & { kind?: Kind })[],
  ) => {
    const connections = Math.max(1, Math.round((users * MIX[kind]) / 100));
    // Started without a callback it is both the event emitter and a promise of the result.
    const instance = autocannon({
      url,
      connections,
      duration,
      headers: { ...data.headers, 'content-type': 'application/json' },
      ...(pace > 0 ? { overallRate: Math.max(1, Math.round(connections / pace)) } : {}),
      requests: requests.map(({ kind: own, ...request }) => {
        const then = request.onResponse as
          | ((status: number, body: string, context: object) => void)
          | undefined;
        return {
          ...request,
          onResponse: (status: number, body: string, context: object) => {
            answeredKind = own ?? kind;
            then?.(status, body, context);
          },
        };
      }),
      timeout: 10,
    }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
    instance.on('response', (_client, status, _bytes, time) => {
      record(tally, answeredKind, status, time);
    });
    instance.on('reqError', () => {
      tally.errors.set(`${kind} connection`, (tally.errors.get(`${kind} connection`) ?? 0) + 1);
    });
    instances.push(instance);
  };
  // Lists: the order list's campaigns (20,000 in the demo data) with their tabs' counts, side
  // by side as the console asks them, and the CRM accounts (5,000).
  const listPath = (query: string) => `${draw() < 0.6 ? CAMPAIGNS : ACCOUNTS}?limit=20${query}`;
  start('list', [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `${CAMPAIGNS}?limit=20&tab=${pick(TABS)}` }),
    },
    { method: 'GET', path: `${CAMPAIGNS}/counts`, kind: 'counts' },
    { method: 'GET', path: `${ACCOUNTS}?limit=20` },
  ]);
  start('filter', [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: [
          `${ACCOUNTS}?limit=20&search=${encodeURIComponent(pick(data.searches))}`,
          `${ACCOUNTS}?limit=20&salesOwnerId=${pick(data.owners)}&sort=city`,
          `${CAMPAIGNS}?limit=20&tab=${pick(TABS)}&searchQuery=${encodeURIComponent(pick(data.searches))}`,
        ][Math.floor(draw() * 3)] as string,
      }),
    },
  ]);
  start('page', [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: listPath(`&page=${1 + Math.floor(draw() * 40)}`),
      }),
    },
  ]);
  start('record', [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `${ACCOUNTS}/${pick(data.accountIds)}` }),
    },
  ]);
  // Each editing user keeps one account: read it, write it back with its version.
  start('edit', [
    {
      method: 'GET',
      setupRequest: (request, state) => {
        const context = state as EditContext;
        if (context.accountId === undefined) {
          context.accountId = data.accountIds[nextEditor % data.accountIds.length];
          nextEditor += 1;
        }
        return { ...request, path: `${ACCOUNTS}/${context.accountId}` };
      },
      kind: 'record',
      onResponse: (status, body, state) => {
        (state as EditContext).item = status === 200 ? JSON.parse(body) : undefined;
      },
    },
    {
      method: 'PUT',
      setupRequest: (request, state) => {
        const context = state as EditContext;
        if (!context.item)
          return { ...request, method: 'GET', path: `${ACCOUNTS}/${context.accountId}` };
        sequence += 1;
        context.sequence = sequence;
        return {
          ...request,
          path: `${ACCOUNTS}/${context.accountId}`,
          body: writeBody(context.item, phoneOf(sequence)),
        };
      },
      onResponse: (status, _body, state) => {
        const context = state as EditContext;
        if (status === 200 && context.item && context.accountId !== undefined) {
          const id = context.accountId;
          tally.acknowledged.set(
            id,
            Math.max(tally.acknowledged.get(id) ?? -1, context.sequence as number),
          );
        }
      },
    },
  ]);
  start('bulk', [
    {
      method: 'POST',
      path: `${ACCOUNTS}/bulk/activate`,
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          ids: [pick(data.inactiveIds), pick(data.inactiveIds), pick(data.inactiveIds)],
          dryRun: draw() < 0.5,
        }),
      }),
    },
  ]);
  return {
    instances,
    done: Promise.all(instances).then(() => {
      tally.writes = sequence;
    }),
  };
}

/** Reads every account an acknowledged write went to: the write or a later one is there. */
async function lostWrites(databaseUrl: string, tally: Tally): Promise<number> {
  const ids = [...tally.acknowledged.keys()];
  const rows = await withClient(databaseUrl, async (db) => {
    const answer = await db.query<{ id: number; phone: string | null }>(
      'select id, phone from account where id = any($1)',
      [ids],
    );
    return answer.rows;
  });
  const phones = new Map(rows.map((row) => [row.id, row.phone]));
  return ids.filter((id) => sequenceOf(phones.get(id) ?? null) < (tally.acknowledged.get(id) ?? 0))
    .length;
}

function report(title: string, tally: Tally, lost: number): number {
  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
  console.log(`\n${title}\n`);
  console.log('| request | answered | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  let listP95 = 0;
  for (const [kind, times] of [...tally.times.entries()].sort()) {
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    if (kind === 'list') listP95 = p95;
    console.log(
      `| ${kind} | ${times.length} | ${ms(percentile(times, 50))} | ${ms(p95)} | ${ms(percentile(times, 99))} | ${ms(times.at(-1) ?? Number.NaN)} |`,
    );
  }
  const errors = [...tally.errors.entries()].map(([key, count]) => `${key}: ${count}`);
  console.log(
    `\nerrors: ${errors.length === 0 ? 0 : errors.join(', ')}; acknowledged writes: ${[...tally.acknowledged.keys()].length} accounts, ${tally.writes} writes sent; lost: ${lost}`,
  );
  return listP95;
}

const failed = await withBenchServer('load', { DEMO_SCALE: scale }, async (first) => {
  const databaseUrl = first.databaseUrl.href;
  const data: Data = await withClient(databaseUrl, async (db) => {
    const company = await salesCompanyId(db);
    const accounts = (active: boolean, limit: number) =>
      idsOf(
        db,
        'select id from account where company_id = $1 and active = $2 order by id limit $3',
        [company, active, limit],
      );
    return {
      headers: await signIn(first.url, 'sales@example.com'),
      accountIds: await accounts(true, 400),
      inactiveIds: await accounts(false, 100),
      owners: await idsOf(
        db,
        'select distinct sales_user_id as id from account where company_id = $1 and sales_user_id is not null',
        [company],
      ),
      searches: ['gmbh', 'bern', 'müller', 'ag', 'zürich', 'media', 'wien', 'basel'],
    };
  });
  if (data.inactiveIds.length === 0) data.inactiveIds = data.accountIds.slice(-50);
  const pacing =
    pace > 0
      ? `each user a request every ${pace} s (${Math.round(users / pace)} requests/s offered)`
      : 'each user as fast as answered';
  let failure = false;

  // Phase 1: one server.
  const one = newTally();
  await runMix(first.url, data, one, seconds).done;
  const lostOne = await lostWrites(databaseUrl, one);
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  const listP95 = report(
    `${users} users, ${pacing}, ${seconds} s, one server (load average ${load}; ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.versions.node}):`,
    one,
    lostOne,
  );
  if (listP95 > LIST_P95_MS || one.errors.size > 0 || lostOne > 0) failure = true;

  // Phase 2: two servers behind the proxy, the second killed half-way.
  const second = await startBuiltServer({ DATABASE_URL: databaseUrl, DEMO_SCALE: scale });
  const proxy = await roundRobinProxy([first.url, second.url]);
  try {
    const two = newTally();
    two.writes = one.writes;
    const run = runMix(proxy.url, data, two, seconds);
    const killAt = setTimeout(() => second.child.kill('SIGKILL'), (seconds * 1000) / 2);
    await run.done;
    clearTimeout(killAt);
    const lostTwo = await lostWrites(databaseUrl, two);
    report(
      `${users} users, ${pacing}, ${seconds} s, two servers behind the round-robin proxy, one killed after ${seconds / 2} s (requests per server: ${proxy.counts.join(', ')}):`,
      two,
      lostTwo,
    );
    if (lostTwo > 0) failure = true;
  } finally {
    await proxy.close();
    if (second.child.exitCode === null && second.child.signalCode === null)
      await stopServer(second.child);
  }
  return failure;
});
process.exit(failed ? 1 : 0);
