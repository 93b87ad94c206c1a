// `pnpm --filter @adconsole/server bench:live`: what live lists cost a list request (issue 46:
// "500 connected listeners and 100 changes a second add ≤ 10 ms to a list request's p95").
// The built server on a PostgreSQL of its own with the demo data (BENCH_SCALE=full for the
// full one; default small). The list: a page of 20 of the CRM accounts of Adconsole Sales (a kit
// resource, live), asked BENCH_REQUESTS times (default 200) one after another (after 20
// unmeasured ones) in each phase, BENCH_ROUNDS rounds (default 3) of two phases in turn, so a
// drift of the shared machine's load falls on both:
// - quiet: no stream open, no change;
// - live: BENCH_LISTENERS streams of `GET /api/events` open (default 500, sales@ of the same
//   company, so each hears every change; read by a process of their own,
//   bench/live-listeners.ts), and BENCH_CHANGES_PER_SECOND changes a second (default 100), each
//   an update of one of the company's accounts in a transaction of its own (the trigger's
//   NOTIFY, as any write's).
// Prints the p50/p95/p99 of all quiet and all live requests, the events the streams received
// and `uptime`; exits 1 when the live p95 is more than 10 ms above the quiet one.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import { execFileSync, fork } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { signIn } from './measure.ts';
import { benchClient, idsOf, percentile, salesCompanyId, withBenchServer } from './server.ts';

const scale = process.env.BENCH_SCALE === 'full' ? 'full' : 'small';
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
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
  const sorted = [...times].sort((a, b) => a - b);
  console.error(`  ${name}: p95 ${percentile(sorted, 95).toFixed(1)} ms`);
  return times;
}

/** The listeners' process (bench/live-listeners.ts), once its streams are open. */
async function openStreams(url: string, headers: Record<string, string>, count: number) {
  const child = fork(path.join(import.meta.dirname, 'live-listeners.ts'), [
    url,
    headers.authorization ?? '',
    String(count),
  ]);
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the listeners ended with ${code}`)));
  });
  return {
    events: () =>
      new Promise<number>((resolve) => {
        child.once('message', (message) => resolve((message as { events: number }).events));
        child.send('count');
      }),
    close: () => {
      child.removeAllListeners('exit');
      child.kill();
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
    const changers = new pg.Pool({ connectionString: bench.databaseUrl.href, max: 4 });
    console.error(`Measuring ${requests} list requests per phase, ${rounds} rounds…`);
    const quiet: number[] = [];
    const live: number[] = [];
    let madeChanges = 0;
    let events = 0;
    let liveSeconds = 0;
    for (let round = 0; round < rounds; round++) {
      quiet.push(...(await phase(`quiet ${round + 1}`, bench.url, headers)));
      const streams = await openStreams(bench.url, headers, listeners);
      let changes = 0;
      const changer = setInterval(() => {
        // The second's changes spread over it: a tenth of them every 100 ms.
        for (let n = 0; n < perSecond / 10; n++) {
          const id = accounts[(madeChanges + changes) % accounts.length];
          changes++;
          void changers.query('update account set updated_at = now() where id = $1', [id]);
        }
      }, 100);
      // The streams hear of the changes before the measuring starts.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const before = { changes, events: await streams.events(), at: performance.now() };
      live.push(...(await phase(`live ${round + 1}`, bench.url, headers)));
      liveSeconds += (performance.now() - before.at) / 1000;
      clearInterval(changer);
      madeChanges += changes - before.changes;
      events += (await streams.events()) - before.events;
      streams.close();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await changers.end();
    quiet.sort((a, b) => a - b);
    live.sort((a, b) => a - b);
    const figures = (name: string, times: number[]) =>
      `| ${name} | ${times.length} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${percentile(times, 99).toFixed(1)} |`;
    const added = percentile(live, 95) - percentile(quiet, 95);
    console.log(
      `\nThe CRM accounts' first page (20 of Adconsole Sales), ${scale} demo data, ${rounds} rounds of ${requests} requests a phase, one after another, quiet and live in turn:\n`,
    );
    console.log('| phase | requests | p50 ms | p95 ms | p99 ms |');
    console.log('| ----- | -------- | ------ | ------ | ------ |');
    console.log(figures('no stream, no change', quiet));
    console.log(figures(`${listeners} streams, ${perSecond} changes/s`, live));
    console.log(
      `\nLive phases: ${madeChanges} changes in ${liveSeconds.toFixed(1)} s (${(madeChanges / liveSeconds).toFixed(0)}/s), ${events} change events received by ${listeners} streams (${(events / listeners / liveSeconds).toFixed(1)} per stream a second).`,
    );
    console.log(`Added to the p95: ${added.toFixed(1)} ms (limit ${ADDED_P95_MS} ms).`);
    console.log(`uptime: ${execFileSync('uptime').toString().trim()}`);
    if (events === 0 || added > ADDED_P95_MS) process.exitCode = 1;
  } finally {
    await client.end();
  }
});
