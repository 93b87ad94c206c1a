// `pnpm --filter @adconsole/server bench:tasks`: the sales task queue with 200,000 tasks in
// PostgreSQL (issue 23). Starts a throwaway PostgreSQL cluster on a loopback port (or uses
// BENCH_DATABASE_URL, a server where it may create a database), lets the built server
// (dist/main.js) migrate and seed the demo data, adds the tasks (set-based SQL) with two
// activities logged by hand for a third of them, then asks as the sales persona what the
// console asks for a filtered tab: the page and the six tab counts, side by side, one tab view
// after another. Prints p50/p95/p99 of the tab view (both answers in) per filter as a Markdown
// table. BENCH_TASKS (default 200,000) and BENCH_REQUESTS (per filter, default 200) tune it.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import { getJson, measure, printTable, signIn } from './measure.ts';
import { seedTasks } from './seed-tasks.ts';
import { benchClient, choices, idsOf, timedSeed, withBenchServer } from './server.ts';

const tasks = Number(process.env.BENCH_TASKS ?? 200_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);

const measured = await withBenchServer('tasks', {}, async (bench) => {
  await timedSeed('tasks', tasks, () => seedTasks(bench.databaseUrl.href, tasks));
  const db = await benchClient(bench);
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
  const assignee = () => `assigneeId=${pick(users)}`;
  const tab = (filter: string, status: string, order: string, others = () => '') => ({
    filter,
    status,
    order,
    others,
  });
  const filters = [
    tab('In progress, assignee', 'IN_PROGRESS', 'sort=created&order=ASC', assignee),
    tab('Unassigned, no filter', 'NEW', 'sort=created&order=ASC'),
    tab('Snoozed, assignee', 'SNOOZED', 'sort=snoozedUntil&order=ASC', assignee),
    tab(
      'Done, assignee + outcome + current year',
      'DONE',
      'sort=assignedTime&order=DESC',
      () => `${assignee()}&outcomeFilter=OFFER_ACCEPTED&updatedTimeFrame=CURRENT_YEAR`,
    ),
    tab(
      'All, source + topic',
      '',
      'sort=created&order=DESC',
      () => `sourceId=${pick(sources)}&taskTopicId=${pick(topics)}`,
    ),
    tab('All, account', '', 'sort=created&order=DESC', () => `accountId=${pick(accounts)}`),
    tab(
      'Archived, last 7 days',
      'ARCHIVED',
      'sort=created&order=DESC',
      () => 'updatedTimeFrame=LAST_7_DAYS',
    ),
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
