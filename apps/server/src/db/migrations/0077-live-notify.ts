import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 46, live lists: every change of a company's rows is announced on the channel `live`
// (PostgreSQL's NOTIFY, which is transactional: the notice leaves at the commit of the change and
// never for a change rolled back, and reaches every server listening on the database). One
// notice per statement, table and company: `{"t": table, "c": company, "i": [some ids]}`; the
// server's kit (src/kit/live.ts) turns it into server-sent events for the lists showing the table.
// A trigger on the table, not a call in each handler, so no write path can forget it (the kit's
// resources, the areas' own approvals, bulk actions, jobs).
//
// Every table with a `company_id` gets the three statement triggers (a trigger with transition
// tables has one event), except the facts and tallies written at volume by the ad server and by
// other triggers, which no list shows as its rows. A table made after this migration gets its
// triggers from its own migration (`test/live.test.ts` names any table left without them).
export const LIVE_QUIET_TABLES = [
  'page_impression_fact',
  'header_tag_event',
  'yaleo_event',
  'publisher_revenue_day',
  'publisher_revenue_fact',
  'report_position_month',
  'invoice_state_tally',
  'sales_task_tally',
  'order_position_count',
];

const statements = [
  // At most 20 ids per notice: a list refetches its page whatever they are.
  `create function live_notify() returns trigger language plpgsql as $$
  declare
    change record;
  begin
    for change in execute format(
      'select company_id, (array_agg(%s))[1:20] as ids from changed_rows
        where company_id is not null group by company_id',
      case when TG_ARGV[0] = 'id' then 'id::bigint' else 'null::bigint' end)
    loop
      perform pg_notify('live', json_build_object('t', TG_TABLE_NAME, 'c', change.company_id,
        'i', array_remove(change.ids, null))::text);
    end loop;
    return null;
  end $$`,
  `do $$
  declare
    target record;
  begin
    for target in
      select c.table_name,
        exists (select 1 from information_schema.columns i
          where i.table_schema = c.table_schema and i.table_name = c.table_name
            and i.column_name = 'id' and i.data_type in ('integer', 'bigint')) as has_id
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and c.column_name = 'company_id'
        and t.table_type = 'BASE TABLE'
        and c.table_name not in (${LIVE_QUIET_TABLES.map((name) => `'${name}'`).join(', ')})
    loop
      execute format('create trigger live_insert after insert on %I
        referencing new table as changed_rows for each statement
        execute function live_notify(%L)', target.table_name, case when target.has_id then 'id' else '' end);
      execute format('create trigger live_update after update on %I
        referencing new table as changed_rows for each statement
        execute function live_notify(%L)', target.table_name, case when target.has_id then 'id' else '' end);
      execute format('create trigger live_delete after delete on %I
        referencing old table as changed_rows for each statement
        execute function live_notify(%L)', target.table_name, case when target.has_id then 'id' else '' end);
    end loop;
  end $$`,
];

export const up = inOrder(statements);
