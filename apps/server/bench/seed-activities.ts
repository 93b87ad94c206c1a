// `pnpm --filter @adconsole/server bench:seed-activities <DATABASE_URL> [count]`: adds
// `count` (default 1,000,000) touchpoints to the sales company of a migrated, demo-seeded
// PostgreSQL database, for the touchpoints benchmark. Set-based SQL (INSERT … SELECT from
// generate_series), so a million rows take seconds, not a million round trips. It adds 25
// sales reps and 2,000 accounts with three contacts each first, so that the filters have
// realistic selectivity: a rep logs about 40,000 touchpoints, an account about 500.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import pg from 'pg';

export const BENCH_USERS = 25;
export const BENCH_ACCOUNTS = 2000;

/** Adds the reps, accounts, contacts and `count` activities; answers the time it took. */
export async function seedActivities(url: string, count: number): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const at = performance.now();
    const result = await client.query(sql, params);
    console.error(
      `  ${label}: ${result.rowCount ?? 0} rows, ${((performance.now() - at) / 1000).toFixed(1)} s`,
    );
  };
  try {
    const company = await client.query<{ id: number }>(
      `select id from company where name = 'Adconsole Sales'`,
    );
    const companyId = company.rows[0]?.id;
    if (!companyId) throw new Error('No company "Adconsole Sales": seed the demo data first');
    await client.query('begin');
    await step(
      'sales reps',
      `insert into app_user (company_id, email, first_name, last_name, permissions, activated_at)
       select $1, 'bench.rep' || n || '@example.com', 'Rep', 'Bench ' || lpad(n::text, 2, '0'), '{SALES}', now()
       from generate_series(1, ${BENCH_USERS}) n
       on conflict (email) do nothing`,
      [companyId],
    );
    await step(
      'accounts',
      `insert into account (company_id, name, display_name, country_code, city)
       select $1, 'Bench Kunde ' || lpad(n::text, 4, '0') || ' AG',
              'Bench Kunde ' || lpad(n::text, 4, '0') || ' AG, ' || (array['Zürich', 'Bern', 'Basel', 'Wien', 'München'])[1 + n % 5],
              (array['CH', 'CH', 'CH', 'AT', 'DE'])[1 + n % 5],
              (array['Zürich', 'Bern', 'Basel', 'Wien', 'München'])[1 + n % 5]
       from generate_series(1, ${BENCH_ACCOUNTS}) n
       where not exists (select 1 from account where name = 'Bench Kunde 0001 AG')`,
      [companyId],
    );
    await step(
      'contacts',
      `insert into contact (company_id, account_id, first_name, last_name, active)
       select a.company_id, a.id, (array['Anna', 'Luca', 'Mia', 'Noah', 'Lea', 'Elias'])[1 + (a.id + k) % 6],
              (array['Meier', 'Müller', 'Keller', 'Weber', 'Huber', 'Schneider', 'Rossi'])[1 + (a.id * 3 + k) % 7],
              k < 3
       from account a cross join generate_series(0, 2) k
       where a.name like 'Bench Kunde %' and not exists (select 1 from contact c where c.account_id = a.id)`,
    );
    // Dense numbers for the reps and accounts, so a row picks one by arithmetic.
    await client.query(
      `create temporary table bench_rep on commit drop as
       select row_number() over (order by id) - 1 as n, id from app_user where email like 'bench.rep%@example.com'`,
    );
    await client.query(
      `create temporary table bench_account on commit drop as
       select row_number() over (order by id) - 1 as n, id from account where name like 'Bench Kunde %'`,
    );
    await client.query('select setseed(0.42)');
    // Three years of touchpoints; created a few minutes to a day after they happened.
    await step(
      'activities',
      `insert into activity (company_id, entity_type, entity_id, account_id, task_id, activity_type,
                             title, message, activity_date, creation_date, creator_user_id, notify_sales)
       select $1, 'ACCOUNT', acc.id, acc.id, case when d.g % 5 = 0 then (1 + d.g % 5000)::int end,
              (array['EMAIL', 'PHONE', 'MEETING', 'OTHER'])[1 + (d.g * 7) % 4],
              'Touchpoint ' || d.g,
              'Bench-Eintrag ' || d.g || ': Offerte, Nachfassen und Termine besprochen.',
              d.at, d.at + make_interval(mins => (5 + d.g % 1440)::int), rep.id, false
       from (
         select g, now() - random() * interval '3 years' as at from generate_series(1, $2::bigint) g
       ) d
       join bench_account acc on acc.n = (d.g * 7919) % ${BENCH_ACCOUNTS}
       join bench_rep rep on rep.n = (d.g * 31) % ${BENCH_USERS}`,
      [companyId, count],
    );
    // Seven in ten name one of the account's contacts.
    await step(
      'activity contacts',
      `insert into activity_contact (activity_id, contact_id)
       select a.id, c.id
       from activity a
       join lateral (
         select id from contact where account_id = a.account_id order by id offset a.id % 3 limit 1
       ) c on true
       where a.title like 'Touchpoint %' and a.id % 10 < 7
       on conflict do nothing`,
    );
    await client.query('commit');
    // Fresh statistics and a visibility map, as autovacuum would leave them.
    await step(
      'vacuum analyze',
      'vacuum analyze activity, activity_contact, contact, account, app_user',
    );
    // Once more: the first pass right after the load can leave pages out of the visibility
    // map (seen here: every index-only scan still visited the table), which autovacuum would
    // fix a little later on a live system.
    await step('vacuum', 'vacuum activity, activity_contact');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}

if (import.meta.main) {
  const [url, countText] = process.argv.slice(2);
  if (!url) {
    console.error('usage: node bench/seed-activities.ts <DATABASE_URL> [count]');
    process.exit(2);
  }
  const count = Number(countText ?? 1_000_000);
  const seconds = await seedActivities(url, count);
  console.log(`Added ${count} activities in ${seconds.toFixed(1)} s`);
}
