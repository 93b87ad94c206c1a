// `pnpm --filter @adconsole/server bench:live`: what live lists cost a list request (issue 46:
// "500 connected listeners and 100 changes a second add ≤ 10 ms to a list request's p95").
// The built server on a PostgreSQL of its own with the demo data (BENCH_SCALE=full for the
// full one; default small). The list: a page of 20 of the CRM accounts of Adconsole Sales (a kit
// resource, live), asked BENCH_REQUESTS times one after another (after 20 unmeasured ones):
// - quiet: no stream open, no change;
// - live: BENCH_LISTENERS streams of `GET /api/events` open (default 500, sales@ of the same
//   company, so each hears every change), and BENCH_CHANGES_PER_SECOND changes a second
//   (default 100), each an update of one of the company's accounts in a transaction of its own
//   on a connection of the benchmark (the trigger's NOTIFY, as any write's);
// - quiet again, so a drift of the shared machine's load shows.
// Prints the p50/p95/p99 of each phase, the events the streams received and `uptime`; exits 1
// when the live phase's p95 is more than 10 ms above the quiet phases' mean p95.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { signIn } from './measure.ts';
import { benchClient, idsOf, percentile, salesCompanyId, withBenchServer } from './server.ts';

const scale = process.env.BENCH_SCALE === 'full' ? 'full' : 'small';
const requests = Number(process.env.BENCH_REQUESTS ?? 400);
const listeners = Number(process.env.BENCH_LISTENERS ?? 500);
const perSecond = Number(process.env.BENCH_CHANGES_PER_SECOND ?? 100);
const ADDED_P95_MS = 10;
const LIST = '/api/ws-crm/records/accounts?page=0&limit=20&sort=name&order=ASC';

/** One list request's time, in ms; anything but 200 stops the benchmark. */
async function timedList(url: string, headers: Record<string, string>): Promise<number> {
  const at = performance.now();
  const response = await fetch(`${url}${LIST}`, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`the list answered ${response.status}`);
  return performance.now() - at;
}

async function phase(name: string, url: string, headers: Record<string, string>) {
  for (let n = 0; n < 20; n++) await timedList(url, headers);
  const times: number[] = [];
  for (let n = 0; n < requests; n++) times.push(await timedList(url, headers));
  times.sort((a, b) => a - b);
  const figures = {
    name,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
  console.error(`  ${name}: p95 ${figures.p95.toFixed(1)} ms`);
  return figures;
}

/** Opens `count` event streams; answers how many change events they received, and a close. */
async function openStreams(url: string, headers: Record<string, string>, count: number) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const received = { events: 0 };
  const requestsOpen: http.ClientRequest[] = [];
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          const request = http.get(`${url}/api/events`, { headers, agent }, (response) => {
            if (response.statusCode !== 200) reject(new Error(`events: ${response.statusCode}`));
            let first = true;
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              if (first) {
                first = false;
                resolve();
              }
              received.events += chunk.split('event: change').length - 1;
            });
          });
          request.on('error', reject);
          requestsOpen.push(request);
        }),
    ),
  );
  return {
    received,
    close: () => {
      for (const request of requestsOpen) request.destroy();
      agent.destroy();
    },
  };
}

await withBenchServer('live', { DEMO_SCALE: scale }, async (bench) => {
  const client = await benchClient(bench);
  try {
    const company = await salesCompanyId(client);
    const accounts = await idsOf(client, 'select id from account where company_id = $1 limit 200', [
      company,
    ]);
    const headers = await signIn(bench.url, 'sales@example.com');
    console.error(`Measuring ${requests} list requests per phase…`);
    const quiet = await phase('quiet', bench.url, headers);

    console.error(`Opening ${listeners} event streams…`);
    const streams = await openStreams(bench.url, headers, listeners);
    let changes = 0;
    const changer = setInterval(() => {
      // The second's changes spread over it: a tenth of them every 100 ms.
      for (let n = 0; n < perSecond / 10; n++) {
        const id = accounts[changes % accounts.length];
        changes++;
        void client.query('update account set updated_at = now() where id = $1', [id]);
      }
    }, 100);
    // The streams hear of the changes before the measuring starts.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const startedChanges = changes;
    const startedEvents = streams.received.events;
    const startedAt = performance.now();
    const live = await phase(`${listeners} streams, ${perSecond} changes/s`, bench.url, headers);
    const seconds = (performance.now() - startedAt) / 1000;
    clearInterval(changer);
    const madeChanges = changes - startedChanges;
    const events = streams.received.events - startedEvents;
    streams.close();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await phase('quiet again', bench.url, headers);

    const baseline = (quiet.p95 + after.p95) / 2;
    const added = live.p95 - baseline;
    const row = (figures: typeof quiet) =>
      `| ${figures.name} | ${figures.p50.toFixed(1)} | ${figures.p95.toFixed(1)} | ${figures.p99.toFixed(1)} |`;
    console.log(
      `\nThe CRM accounts' first page (20 of Adconsole Sales), ${scale} demo data, ${requests} requests a phase, one after another:\n`,
    );
    console.log('| phase | p50 ms | p95 ms | p99 ms |');
    console.log('| ----- | ------ | ------ | ------ |');
    for (const figures of [quiet, live, after]) console.log(row(figures));
    console.log(
      `\nLive phase: ${madeChanges} changes in ${seconds.toFixed(1)} s (${(madeChanges / seconds).toFixed(0)}/s), ${events} change events received by ${listeners} streams (${(events / listeners / seconds).toFixed(1)} per stream a second).`,
    );
    console.log(
      `Added to the p95: ${added.toFixed(1)} ms (limit ${ADDED_P95_MS} ms) against the quiet phases' mean ${baseline.toFixed(1)} ms.`,
    );
    console.log(`uptime: ${execFileSync('uptime').toString().trim()}`);
    if (events === 0 || added > ADDED_P95_MS) process.exitCode = 1;
  } finally {
    await client.end();
  }
});
