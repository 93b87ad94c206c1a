import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 38's benchmark (the invoices list at 200,000 invoices, p95 ≤ 50 ms; bench/finances.ts):
// counting a company's invoices by state read every one of them (a sequential scan, 120–180 ms
// at 200,000), and sorting by due day or total sorted them all.
// - `invoice_state_tally`: the company's invoices per state, kept by statement triggers (one
//   upsert per statement, however many rows it writes, as order_position_count of 0013), so the
//   tab counts and a tab's total without other filters read a few rows (the kit's `tally`).
// - The due day's and the total's sort read their own index in order (the total's expression is
//   the list's sort key of services/finances/invoices.ts: currency, then amount).
// - The search finds invoices by index: the number by trigram (pg_trgm, 0007), the accounts'
//   and campaigns' invoices by theirs, OR-ed as bitmaps (the search of invoices.ts reads the
//   ids it finds across companies, so these indexes do not start with the company).
const statements = [
  `create table invoice_state_tally (
    company_id integer not null references company (id),
    state text not null,
    n bigint not null,
    primary key (company_id, state)
  )`,
  `insert into invoice_state_tally (company_id, state, n)
    select company_id, state, count(*) from invoice group by company_id, state`,
  `create function invoice_state_tally_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('INSERT', 'UPDATE') then
        insert into invoice_state_tally as t (company_id, state, n)
          select company_id, state, count(*) from new_rows group by company_id, state
          on conflict (company_id, state) do update set n = t.n + excluded.n;
      end if;
      if tg_op in ('DELETE', 'UPDATE') then
        update invoice_state_tally t set n = t.n - o.n
          from (select company_id, state, count(*) as n from old_rows
                group by company_id, state) o
          where t.company_id = o.company_id and t.state = o.state;
      end if;
      return null;
    end $$`,
  `create trigger invoice_state_tally_insert after insert on invoice
    referencing new table as new_rows for each statement execute function invoice_state_tally_apply()`,
  `create trigger invoice_state_tally_update after update on invoice
    referencing old table as old_rows new table as new_rows
    for each statement execute function invoice_state_tally_apply()`,
  `create trigger invoice_state_tally_delete after delete on invoice
    referencing old table as old_rows for each statement execute function invoice_state_tally_apply()`,
  `create index invoice_due_idx on invoice (company_id, due_date, id)`,
  `create index invoice_total_idx on invoice
    (company_id, (case when currency = 'CHF' then 0 else 1000000000000000 end + total), id)`,
  `create index invoice_number_search_idx on invoice
    using gin ((lower(coalesce(number, ''))) gin_trgm_ops)`,
  `create index invoice_search_account_idx on invoice (account_id)`,
  `create index invoice_search_campaign_idx on invoice (campaign_id)`,
];

export const up = inOrder(statements);
