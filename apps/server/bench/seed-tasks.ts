// The sales tasks of the tasks benchmark (bench/tasks.ts, issue 23): set-based SQL on the
// benchmark's database. Runs under Node 24's type stripping, so only erasable TypeScript here.
import { salesCompanyId, withClient } from './server.ts';

/** Adds `count` tasks to the sales company, spread over its users, accounts, sources, topics. */
export async function seedTasks(url: string, count: number): Promise<number> {
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
