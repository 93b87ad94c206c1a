// `pnpm --filter @adconsole/server bench:print-proofs`: generating the proofs of 1,000 print
// positions as the SEND_PRINT_PROOFS job (issue 26). Starts a throwaway PostgreSQL cluster on a
// loopback port (or uses BENCH_DATABASE_URL), lets the built server (dist/main.js) migrate and
// seed the demo data, adds BENCH_PROOFS (default 1,000) print positions whose creative has
// arrived (a PNG each, campaigns in German; set-based SQL), then as the print desk starts
// "send all proofs in German" (PUT …/send-proofs/all?language=de) and polls its state until it
// is FINISHED. Prints the positions, the seconds and the proofs per second, and exits 1 when the
// job takes 60 s or more. Runs under Node 24's type stripping, so only erasable TypeScript here.
import pg from 'pg';
import { demoCreativePng } from '../src/seed/print-operations.ts';
import { signIn } from './measure.ts';
import { benchDatabase, startBuiltServer, stopServer } from './server.ts';

const proofs = Number(process.env.BENCH_PROOFS ?? 1000);
const LIMIT_SECONDS = 60;

/** Adds `count` print positions of the desk's company in CREATIVE_RECEIVED with a creative. */
async function addPositions(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const company = await client.query<{ id: number }>(
      `select company_id as id from app_user where email = 'printops@example.com'`,
    );
    const companyId = company.rows[0]?.id;
    // Every other due proof out of the way, so the run holds exactly the added positions.
    await client.query(
      `update campaign_position set status = 'READY', creative_status = 'APPROVED'
       where company_id = $1 and position_type = 'PRINT' and status = 'CREATIVE_RECEIVED'`,
      [companyId],
    );
    await client.query(
      `update campaign set language = 'de' where company_id = $1 and id in (
         select campaign_id from campaign_position where company_id = $1 and position_type = 'PRINT')`,
      [companyId],
    );
    await client.query(
      `update account set email = 'druck@' || id || '.example.ch' where company_id = $1 and email is null`,
      [companyId],
    );
    const inserted = await client.query<{ id: number }>(
      `insert into campaign_position (company_id, campaign_id, position_type, name, product_id, ad_medium_id,
         price_list_item_id, quantity, unit, unit_list_price, discount_percent, net_amount, currency, vat_rate,
         start_date, end_date, status, creative_status, hidden_mode, publication_issue_id, publication_date)
       select t.company_id, t.campaign_id, 'PRINT', t.name || ' (' || n || ')', t.product_id, t.ad_medium_id,
              t.price_list_item_id, t.quantity, t.unit, t.unit_list_price, t.discount_percent, t.net_amount,
              t.currency, t.vat_rate, t.start_date, t.end_date, 'CREATIVE_RECEIVED', 'PENDING_APPROVAL', 'NONE',
              t.publication_issue_id, t.publication_date
       from generate_series(1, $2) n
       cross join lateral (
         select * from campaign_position p
         where p.company_id = $1 and p.position_type = 'PRINT' and p.status <> 'DELETED'
         order by p.id offset (n % (select count(*) from campaign_position q
           where q.company_id = $1 and q.position_type = 'PRINT' and q.status <> 'DELETED')) limit 1
       ) t
       returning id`,
      [companyId, count],
    );
    await client.query(
      `insert into print_position_ops (position_id, company_id, external_reference, pushed_at,
         creative_file_name, creative_content_type, creative_content, creative_received_at)
       select id, $1, 'BENCH-' || id, now(), 'Inserat-' || id || '.png', 'image/png', $3, now()
       from unnest($2::int[]) id`,
      [companyId, inserted.rows.map((row) => row.id), demoCreativePng(1)],
    );
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

async function main() {
  const database = await benchDatabase('print');
  const started = await startBuiltServer({ DATABASE_URL: database.url.href, DEMO_SCALE: 'small' });
  try {
    await addPositions(database.url.href, proofs);
    const headers = await signIn(started.url, 'printops@example.com');
    const path = `${started.url}/api/ws-print-operations/campaigns/campaign-positions/send-proofs/all`;
    const begin = performance.now();
    const start = await fetch(`${path}?language=de`, { method: 'PUT', headers });
    if (start.status !== 204)
      throw new Error(`send all answered ${start.status}: ${await start.text()}`);
    let state = { state: 'PROCESSING', positions: 0 };
    while (state.state !== 'FINISHED') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = (await (await fetch(path, { headers })).json()) as typeof state;
    }
    const seconds = (performance.now() - begin) / 1000;
    const client = new pg.Client({ connectionString: database.url.href });
    await client.connect();
    const counted = await client.query<{ proofs: string; mails: string }>(
      `select (select count(*) from print_position_ops where proof_pdf is not null) as proofs,
              (select count(*) from mail_outbox where template = 'PRINT_PROOF') as mails`,
    );
    await client.end();
    const row = counted.rows[0];
    console.log(
      `| positions | proofs stored | mails written | seconds | proofs/s |\n| ---: | ---: | ---: | ---: | ---: |\n| ${state.positions} | ${row?.proofs} | ${row?.mails} | ${seconds.toFixed(1)} | ${(state.positions / seconds).toFixed(0)} |`,
    );
    if (seconds >= LIMIT_SECONDS) {
      console.error(
        `Proof generation took ${seconds.toFixed(1)} s, the limit is ${LIMIT_SECONDS} s`,
      );
      process.exitCode = 1;
    }
  } finally {
    await stopServer(started.child);
    database.stop();
  }
}

await main();
