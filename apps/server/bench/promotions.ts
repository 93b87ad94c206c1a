// `pnpm --filter @adconsole/server bench:promotions`: one sales promotion with 100,000 contacts
// (issue 24). Starts a throwaway PostgreSQL cluster on a loopback port (or uses
// BENCH_DATABASE_URL), lets the built server (dist/main.js) migrate and seed the small demo
// data, adds 100,000 contacts to the sales company and puts them all on one promotion
// (set-based SQL; half of them mailed, some bounced), then asks as the sales persona:
//   - the contacts tab with the unlimited page size (limit=100000), the whole answer read;
//   - the contacts report (.xlsx) streamed to its end, while the server's resident memory is
//     sampled every 20 ms (its rise over the idle server's is what the report costs).
// Prints p50 / max per call and the memory rise as a Markdown table. BENCH_CONTACTS (default
// 100,000) and BENCH_REQUESTS (default 10) tune it.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { getJson, measure, signIn } from './measure.ts';
import { percentile, salesCompanyId, withBenchServer, withClient } from './server.ts';

const contacts = Number(process.env.BENCH_CONTACTS ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 10);

/** A promotion of the sales company with `count` new contacts; answers its id. */
async function seedPromotion(url: string, count: number): Promise<number> {
  return withClient(url, async (client) => {
    const companyId = await salesCompanyId(client);
    const promotion = await client.query<{ id: number }>(
      `insert into sales_promotion (company_id, name, start_date, end_date, deadline, status)
       values ($1, 'Bench: Mailing an 100 000 Kontakte', current_date - 10, current_date + 80,
         now() + interval '60 days', 'active') returning id`,
      [companyId],
    );
    const promotionId = promotion.rows[0]?.id as number;
    await client.query(
      `with accounts as (
         select id, row_number() over (order by id) - 1 as k, count(*) over () as total
         from account where company_id = $1
       )
       insert into contact (company_id, account_id, first_name, last_name, email, phone, job_title,
         salutation, language)
       select $1, a.id, (array['Laura','Marco','Sandra','Thomas','Céline','Julien','Chiara','Luca'])[1 + n % 8],
         (array['Müller','Meier','Schmid','Keller','Favre','Rochat','Rossi','Bianchi','Weber','Huber'])[1 + n % 10] || ' ' || n,
         'kontakt' || n || '@bench.example', null, null,
         case when n % 2 = 0 then 'MS' else 'MR' end,
         (array['de','de','de','fr','fr','it','en'])[1 + n % 7]
       from generate_series(1, $2::integer) n join accounts a on a.k = n % a.total`,
      [companyId, count],
    );
    await client.query(
      `insert into sales_promotion_contact (promotion_id, contact_id, mailing_time, sent_by_user_id)
       select $1, c.id, case when c.id % 2 = 0 then now() - interval '2 days' end,
         case when c.id % 2 = 0 then (select id from app_user where email = 'sales@example.com') end
       from contact c where c.email like '%@bench.example'`,
      [promotionId],
    );
    // A thousand of the mailed ones have their outbox mail, one in ten of those bounced.
    await client.query(
      `with mails as (
         insert into mail_outbox (recipient, template, subject, body, language, state, related_type, related_id)
         select c.email, 'sales-promotion', 'Bench', 'Bench', 'de',
           case when pc.id % 10 = 0 then 'BOUNCED' else 'SENT' end, 'sales_promotion', $1
         from sales_promotion_contact pc join contact c on c.id = pc.contact_id
         where pc.promotion_id = $1 and pc.mailing_time is not null
         order by pc.id limit 1000
         returning id, recipient
       )
       update sales_promotion_contact pc set mail_id = m.id
       from mails m, contact c where c.id = pc.contact_id and c.email = m.recipient and pc.promotion_id = $1`,
      [promotionId],
    );
    await client.query(
      `insert into sales_promotion_account (promotion_id, account_id)
       select distinct $1::integer, c.account_id from sales_promotion_contact pc
       join contact c on c.id = pc.contact_id where pc.promotion_id = $1`,
      [promotionId],
    );
    await client.query('vacuum analyze');
    return promotionId;
  });
}

/** The resident memory of a process in MB (Linux). */
const residentMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) / 1024;
};

interface Row {
  call: string;
  detail: string;
  p50: number;
  max: number;
  memory: string;
}

const rows: Row[] = [];
await withBenchServer('promotions', { DEMO_SCALE: 'small' }, async (bench) => {
  const pid = bench.child.pid as number;
  console.error(`Adding ${contacts} contacts to one promotion…`);
  const seeding = performance.now();
  const promotionId = await seedPromotion(bench.databaseUrl.href, contacts);
  console.error(`  done in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const headers = await signIn(bench.url, 'sales@example.com');
  const base = `${bench.url}/api/ws-funnel/promotions/${promotionId}`;

  // The unlimited page: the contacts tab as the console asks for it, the whole answer read.
  const [unlimited] = await measure(
    [
      {
        filter: 'Contacts, unlimited page (limit=100000, by name)',
        ask: async () => {
          const request = `${base}/contacts?sort=name&order=ASC&page=0&limit=100000`;
          const page = await getJson<{ items: unknown[] }>(request, headers);
          return { total: page.items.length, request };
        },
      },
    ],
    requests,
    2,
  );
  if (unlimited) {
    rows.push({
      call: unlimited.filter,
      detail: `${unlimited.total} rows`,
      p50: percentile(unlimited.times, 50),
      max: unlimited.times.at(-1) ?? Number.NaN,
      memory: '',
    });
  }

  // The report, streamed to its end, with the server's memory sampled meanwhile.
  const reportTimes: number[] = [];
  let rise = 0;
  let bytes = 0;
  for (let n = 0; n < Math.max(3, Math.ceil(requests / 2)); n++) {
    // An idle moment first: the sample before the call is the baseline.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const baseline = residentMb(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMb(pid));
    }, 20);
    const at = performance.now();
    const response = await fetch(`${base}/report/contact?language=de`, { headers });
    if (response.status !== 200) throw new Error(`report answered ${response.status}`);
    bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
    }
    reportTimes.push(performance.now() - at);
    clearInterval(sampler);
    rise = Math.max(rise, peak - baseline);
  }
  reportTimes.sort((a, b) => a - b);
  rows.push({
    call: 'Contacts report (.xlsx), streamed to its end',
    detail: `${(bytes / 1024 / 1024).toFixed(1)} MB`,
    p50: percentile(reportTimes, 50),
    max: reportTimes.at(-1) ?? Number.NaN,
    memory: `${rise.toFixed(0)} MB`,
  });
});

const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(
  `\n${contacts} contacts on one promotion, ${cpus().length} cores, ${requests} requests per call.\n`,
);
console.log('| call | answer | p50 | max | server memory rise (max) |');
console.log('| --- | --- | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(`| ${row.call} | ${row.detail} | ${ms(row.p50)} | ${ms(row.max)} | ${row.memory} |`);
}
