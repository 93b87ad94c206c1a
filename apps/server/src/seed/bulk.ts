import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// Bulk loading of the demo data (issue 36: the first start). A set-based insert of 150,000
// positions spent most of its 26 s not on the rows but on what PostgreSQL does per row: six
// foreign-key checks (each a query of its own) and ten index insertions. Inside the seed's
// transaction, on an empty database, a table's foreign keys and secondary indexes are dropped
// for the insert and made again after it: one set-based check per key (`add constraint`
// validates every row at once, so a wrong reference still fails the seed) and one sorted
// build per index. Names and definitions are read from the catalogue, so they come back as the
// migrations made them. Used only where the insert needs no index (no `on conflict`).

interface Definitions {
  keys: { name: string; definition: string; deferred: boolean }[];
  indexes: { name: string; definition: string }[];
}

async function definitionsOf(db: Db, table: string): Promise<Definitions> {
  const keys = await sql<{ name: string; definition: string; deferred: boolean }>`
    select conname as name, pg_get_constraintdef(oid) as definition, condeferred as deferred
    from pg_constraint where conrelid = ${table}::regclass and contype = 'f' order by conname`.execute(
    db,
  );
  // Secondary indexes only: an index that backs a constraint (primary key, unique) stays.
  const indexes = await sql<{ name: string; definition: string }>`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = ${table}::regclass
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
    order by c.relname`.execute(db);
  return { keys: keys.rows, indexes: indexes.rows };
}

/**
 * Runs `load` (one or more set-based inserts into `tables`) with the tables' foreign keys and
 * secondary indexes set aside, then restores them: the keys checked over all rows at once.
 */
export async function bulkLoad<T>(db: Db, tables: readonly string[], load: () => Promise<T>) {
  const saved = new Map<string, Definitions>();
  for (const table of tables) {
    const definitions = await definitionsOf(db, table);
    saved.set(table, definitions);
    for (const key of definitions.keys) {
      // A key checked at the commit (campaign_position_history's) has its rows of this
      // transaction still queued: checked now, as a table with queued checks cannot be altered.
      if (key.deferred) await sql`set constraints ${sql.id(key.name)} immediate`.execute(db);
      await sql`alter table ${sql.table(table)} drop constraint ${sql.id(key.name)}`.execute(db);
    }
    for (const index of definitions.indexes) {
      await sql`drop index ${sql.id(index.name)}`.execute(db);
    }
  }
  const result = await load();
  for (const [table, definitions] of saved) {
    for (const index of definitions.indexes) await sql.raw(index.definition).execute(db);
    for (const key of definitions.keys) {
      await sql`alter table ${sql.table(table)} add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(
        db,
      );
      if (key.deferred) await sql`set constraints ${sql.id(key.name)} deferred`.execute(db);
    }
  }
  return result;
}

// The triggers the seed's writes run without (issue 36, after 0075 and 0077 made the positions'
// writes slower). The seed is one transaction into an empty database, before this server
// listens: the live notices (0077) would tell nobody of rows nobody has seen, and the positions'
// summaries (0013's tab counts, 0074's report months, 0075's media load) are computed once from
// the positions at the end by the migrations' own statements (`positionSummaries`), instead of
// by every statement that writes positions (the insert of 150,000, then each area's updates).
// `test/seed-summaries.test.ts` replays the seeded positions through the triggers and compares.
const QUIET_POSITION_TRIGGERS = ['order_position_count', 'report_position_month', 'ad_medium_load'];

/** The positions' summaries as their migrations first filled them (0013, 0074, 0075). */
const positionSummaries = [
  `insert into order_position_count (company_id, position_type, order_stage, n)
    select company_id, position_type, order_stage, count(*) from campaign_position
    group by company_id, position_type, order_stage`,
  `insert into report_position_month (company_id, campaign_id, month, currency, positions, quantity, gross, net, vat)
    select company_id, campaign_id, date_trunc('month', start_date::timestamp)::date as month,
      currency, count(*) as positions, sum(quantity) as quantity,
      sum(quantity * unit_list_price) as gross, sum(net_amount) as net,
      sum(round(net_amount * vat_rate / 100, 2)) as vat
    from campaign_position where status not in ('DELETED', 'DECLINED') group by 1, 2, 3, 4`,
  // The media's load per day from each medium's steps (a position adds itself on its first day
  // and leaves the day after its last) instead of a row per position and day (0075's statement,
  // 2.3 → 0.9 s on the full data; the same rows).
  `insert into ad_medium_day_load (company_id, ad_medium_id, day, booked, offered)
    with counted as (
      select company_id, ad_medium_id, start_date, end_date,
        (order_stage in ('BOOKED', 'PREPAYMENT', 'RUNNING'))::int as booked,
        (order_stage not in ('BOOKED', 'PREPAYMENT', 'RUNNING'))::int as offered
      from campaign_position
      where status <> 'DELETED' and start_date <= end_date
        and order_stage in ('BOOKED', 'PREPAYMENT', 'RUNNING', 'OFFERED', 'DRAFTS', 'APPROVALS')),
    steps as (
      select company_id, ad_medium_id, day, sum(booked) as booked, sum(offered) as offered
      from (select company_id, ad_medium_id, start_date as day, booked, offered from counted
        union all
        select company_id, ad_medium_id, end_date + 1, -booked, -offered from counted) s
      group by 1, 2, 3),
    spans as (
      select company_id, ad_medium_id, day, lead(day) over w as next,
        sum(booked) over w as booked, sum(offered) over w as offered
      from steps window w as (partition by company_id, ad_medium_id order by day))
    select company_id, ad_medium_id, d::date, booked, offered
    from spans
    cross join lateral generate_series(day::timestamp, (next - 1)::timestamp, interval '1 day') d
    where booked + offered > 0`,
  `insert into ad_medium_week_load (company_id, ad_medium_id, week, booked, offered, peak)
    select company_id, ad_medium_id, date_trunc('week', day::timestamp)::date, sum(booked),
      sum(offered), max(booked + offered)
    from ad_medium_day_load group by 1, 2, 3`,
];
const positionSummaryTables = [
  'order_position_count',
  'report_position_month',
  'ad_medium_day_load',
  'ad_medium_week_load',
];

/** Computes the positions' summaries afresh from the positions (what their triggers keep). */
export async function recomputePositionSummaries(db: Db): Promise<void> {
  for (const table of positionSummaryTables) await sql`delete from ${sql.table(table)}`.execute(db);
  for (const statement of positionSummaries) await sql.raw(statement).execute(db);
}

/**
 * Disables the live notices and the positions' summary triggers for the rest of the seed's
 * transaction (a rollback enables them again). `restore` computes the summaries once and enables
 * the triggers. The positions' stage trigger (0013) stays: a position inserted without its
 * stage takes its campaign's.
 */
export async function quietTriggers(db: Db): Promise<{ restore(): Promise<void> }> {
  const { rows } = await sql<{ table: string; triggers: string[] }>`
    select c.relname as table, array_agg(t.tgname::text order by t.tgname) as triggers
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace
      and (t.tgname in ('live_insert', 'live_update', 'live_delete')
        or c.relname = 'campaign_position' and t.tgname ~ ${`^(${QUIET_POSITION_TRIGGERS.join('|')})_(insert|update|delete)$`})
    group by c.relname order by c.relname`.execute(db);
  const alter = async (action: 'disable' | 'enable') => {
    for (const { table, triggers } of rows) {
      const actions = triggers.map((name) => sql`${sql.raw(action)} trigger ${sql.id(name)}`);
      await sql`alter table ${sql.table(table)} ${sql.join(actions)}`.execute(db);
    }
  };
  await alter('disable');
  return {
    async restore() {
      await recomputePositionSummaries(db);
      await alter('enable');
    },
  };
}
