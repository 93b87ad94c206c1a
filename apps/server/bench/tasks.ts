// `pnpm --filter @adconsole/server bench:tasks`: the sales task queue with 200,000 tasks in
// PostgreSQL (issue 23). Starts a throwaway PostgreSQL cluster on a loopback port (or uses
// BENCH_DATABASE_URL, a server where it may create a database), lets the built server
// (dist/main.js) migrate and seed the demo data, adds the tasks (set-based SQL) with two
// activities logged by hand for a third of them, then asks as the sales persona what the
// console asks for a filtered tab: the page and the six tab counts, side by side, one tab view
// after another. Prints p50/p95/p99 of the tab view (both answers in) per filter as a Markdown
// table. BENCH_TASKS (default 200,000) and BENCH_REQUESTS (per filter, default 200) tune it.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import pg from 'pg';
import { getJson, measure, printTable, signIn } from './measure.ts';
import { choices, idsOf, salesCompanyId, withBenchServer, withClient } from './server.ts';

const tasks = Number(process.env.BENCH_TASKS ?? 200_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);

/** Adds `count` tasks to the sales company, spread over its users, accounts, sources, topics. */
async function seedTasks(url: string, count: number): Promise<number> {
  const started = performance.now();
  await withClient(url, async (client) => {
    const companyId = await salesCompanyId(client);
    // Set-based: the tally's trigger waits, and the tally is counted once at the end.
    await client.query('alter table sales_task disable trigger sales_task_tally');
    await client.query(
      `insert into sales_task (company_id, status, priority, outcome, account_id, lead_source_id,
         task_topic_id, sales_promotion_id, assignee_user_id, assign_author_user_id, assigned_time,
         snoozed_until, creator_user_id, created_at, updated_at)
       select $1, s.status, (array['LOW','MEDIUM','HIGH'])[1 + n % 3],
         case s.status when 'ARCHIVED' then (array['DUPLICATE','NO_POTENTIAL','AGED'])[1 + n % 3]
           when 'DONE' then (array['OFFER_ACCEPTED','OFFER_NOT_ACCEPTED'])[1 + n % 2] end,
         (select id from account where company_id = $1 order by id offset (n % (select count(*) from account where company_id = $1)) limit 1),
         (select id from lead_source where company_id = $1 order by id offset (n % 15) limit 1),
         (select id from task_topic where company_id = $1 order by id offset (n % 11) limit 1),
         case when n % 4 = 0 then (select id from sales_promotion where company_id = $1 order by id offset (n % 5) limit 1) end,
         case when s.status in ('IN_PROGRESS','SNOOZED','DONE') then u.id end,
         case when s.status in ('IN_PROGRESS','SNOOZED','DONE') then u.id end,
         case when s.status in ('IN_PROGRESS','SNOOZED','DONE') then now() - (n % 500) * interval '1 day' end,
         case when s.status = 'SNOOZED' then now() + (n % 40 - 5) * interval '1 day' end,
         u.id, now() - (n % 900) * interval '1 day' - (n % 86400) * interval '1 second',
         now() - (n % 400) * interval '1 day'
       from generate_series(1, $2) as n
       cross join lateral (select (array['NEW','IN_PROGRESS','IN_PROGRESS','SNOOZED','DONE','DONE','ARCHIVED'])[1 + n % 7] as status) s
       cross join lateral (
         select id from app_user where company_id = $1 and activated_at is not null
         order by id offset (n % (select count(*) from app_user where company_id = $1 and activated_at is not null)) limit 1
       ) u`,
      [companyId, count],
    );
    await client.query(
      `insert into activity (company_id, entity_type, entity_id, account_id, task_id, activity_type,
         message, activity_date, creation_date, creator_user_id)
       select t.company_id, 'ACCOUNT', t.account_id, t.account_id, t.id,
         (array['EMAIL','PHONE','MEETING','OTHER'])[1 + (t.id + k) % 4], 'Bench touchpoint',
         now() - ((t.id * 7 + k * 13) % 90) * interval '1 day',
         now() - ((t.id * 7 + k * 13) % 90) * interval '1 day', t.creator_user_id
       from sales_task t cross join generate_series(1, 2) as k
       where t.company_id = $1 and t.id % 3 = 0`,
      [companyId],
    );
    await client.query('alter table sales_task enable trigger sales_task_tally');
    await client.query('delete from sales_task_tally');
    await client.query(
      `insert into sales_task_tally (company_id, assignee_key, status, n)
       select company_id, coalesce(assignee_user_id, 0), status, count(*)
       from sales_task group by 1, 2, 3`,
    );
    // What autovacuum does in time: the visibility map lets counts read the indexes alone.
    await client.query('vacuum analyze');
  });
  return (performance.now() - started) / 1000;
}

const measured = await withBenchServer('tasks', {}, async (bench) => {
  console.error(`Adding ${tasks} tasks…`);
  const seconds = await seedTasks(bench.databaseUrl.href, tasks);
  console.error(`  done in ${seconds.toFixed(1)} s`);

  const db = new pg.Client({ connectionString: bench.databaseUrl.href });
  await db.connect();
  const ids = (query: string) => idsOf(db, query);
  const company = `(select id from company where name = 'Adconsole Sales')`;
  const users = await ids(
    `select id from app_user where company_id = ${company} and activated_at is not null`,
  );
  const sources = await ids(`select id from lead_source where company_id = ${company}`);
  const topics = await ids(`select id from task_topic where company_id = ${company}`);
  const accounts = await ids(`select id from account where company_id = ${company}`);
  const total = await db.query<{ n: string }>(`select count(*) as n from sales_task`);
  console.error(`  ${total.rows[0]?.n} tasks in the database`);
  await db.end();

  const headers = await signIn(bench.url, 'sales@example.com');

  const { pick, page } = choices(20_261_123);
  // Each tab in its own order (spec 3 §4), with the filters people use.
  const filters: { filter: string; status: string; order: string; others: () => string }[] = [
    {
      filter: 'In progress, assignee',
      status: 'IN_PROGRESS',
      order: 'sort=created&order=ASC',
      others: () => `assigneeId=${pick(users)}`,
    },
    {
      filter: 'Unassigned, no filter',
      status: 'NEW',
      order: 'sort=created&order=ASC',
      others: () => '',
    },
    {
      filter: 'Snoozed, assignee',
      status: 'SNOOZED',
      order: 'sort=snoozedUntil&order=ASC',
      others: () => `assigneeId=${pick(users)}`,
    },
    {
      filter: 'Done, assignee + outcome + current year',
      status: 'DONE',
      order: 'sort=assignedTime&order=DESC',
      others: () =>
        `assigneeId=${pick(users)}&outcomeFilter=OFFER_ACCEPTED&updatedTimeFrame=CURRENT_YEAR`,
    },
    {
      filter: 'All, source + topic',
      status: '',
      order: 'sort=created&order=DESC',
      others: () => `sourceId=${pick(sources)}&taskTopicId=${pick(topics)}`,
    },
    {
      filter: 'All, account',
      status: '',
      order: 'sort=created&order=DESC',
      others: () => `accountId=${pick(accounts)}`,
    },
    {
      filter: 'Archived, last 7 days',
      status: 'ARCHIVED',
      order: 'sort=created&order=DESC',
      others: () => 'updatedTimeFrame=LAST_7_DAYS',
    },
  ];
  const path = '/api/ws-funnel/tasks';
  const get = (query: string) =>
    getJson<{ total?: number }>(`${bench.url}${path}${query}`, headers);
  return measure(
    filters.map(({ filter, status, order, others }) => ({
      filter,
      ask: async () => {
        const rest = others();
        const list = [status && `status=${status}`, rest, order, page()].filter(Boolean).join('&');
        // The console asks for both at once: the tab's page and the six counts.
        const [answer] = await Promise.all([get(`?${list}`), get(`/counts?${rest}`)]);
        return { total: answer.total ?? 0, request: `${path}?${list}` };
      },
    })),
    requests,
  );
});

const p95 = printTable(
  `${tasks} tasks, ${requests} tab views per filter one after another (the page and the six counts side by side; client-side time, HTTP included)`,
  measured,
  { filter: 'tab and filter', unit: 'tab views' },
).get('');
if ((p95 ?? Number.NaN) >= 50 || measured.length === 0) process.exitCode = 1;
