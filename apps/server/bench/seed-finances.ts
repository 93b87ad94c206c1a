// The finances benchmark's data (bench/finances.ts, issue 38), set-based SQL on a database the
// server has migrated and seeded with the demo data: billable campaigns for a month's invoice
// run, and invoices for the invoices list. The server test `finances-bench-seed.test.ts` runs
// both at a tiny scale, so they follow the schema. Runs under Node 24's type stripping, so only
// erasable TypeScript here.

/** Sends one SQL statement with its parameters (a pg client's `query`, or the kit's database). */
export type Query = (
  text: string,
  values?: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>;

/** The company the benchmarks bill: the demo's sales company, the finance persona's. */
const COMPANY = `(select id from company where name = 'Adconsole Sales')`;

/**
 * The columns of a table a copy writes: all but the identity and generated ones, the ones in
 * `set` taken from its expressions, the others from the template row `t`.
 */
async function copiedColumns(query: Query, table: string, set: Record<string, string>) {
  const columns = (
    await query(
      `select column_name as name from information_schema.columns
       where table_schema = current_schema() and table_name = $1
         and is_identity = 'NO' and is_generated = 'NEVER'
       order by ordinal_position`,
      [table],
    )
  ).rows.map((row) => String(row.name));
  return {
    names: columns.join(', '),
    values: columns.map((column) => set[column] ?? `t.${column}`).join(', '),
  };
}

/**
 * Adds `positions` positions to bill in `month` (YYYY-MM, one the demo data does not reach):
 * campaigns of the sales company copied from its booked campaigns (their accounts, currencies,
 * languages and types), `perCampaign` positions each copied from its billable positions
 * (products, prices, media), named "Bench-Rechnungslauf n". A campaign runs from up to 19 days
 * before the month to up to 14 days after it; a position from the campaign's start or a few
 * days into the month to the campaign's end, so the drafts bill whole and partial months pro
 * rata. Answers the campaigns and positions added.
 */
export async function seedRunPositions(
  query: Query,
  options: { month: string; positions: number; perCampaign?: number },
): Promise<{ campaigns: number; positions: number }> {
  const perCampaign = options.perCampaign ?? 8;
  const campaigns = Math.ceil(options.positions / perCampaign);
  const from = `date '${options.month}-01'`;
  const to = `(${from} + interval '1 month' - interval '1 day')::date`;
  const campaign = await copiedColumns(query, 'campaign', {
    name: `'Bench-Rechnungslauf ' || n`,
    status: `'BOOKED'`,
    start_date: `${from} - (n % 20)::int`,
    end_date: `${to} + (n % 15)::int`,
    offer_valid_until: 'null',
    payment_status: 'null',
    created_at: 'now()',
    updated_at: 'now()',
  });
  const added = await query(
    `insert into campaign (${campaign.names})
     select ${campaign.values}
     from generate_series(1, $1::int) n
     cross join lateral (
       select * from campaign c
       where c.company_id = ${COMPANY} and c.status = 'BOOKED'
         and exists (select 1 from campaign_position p where p.campaign_id = c.id)
       order by c.id offset (n % (select count(*) from campaign c
         where c.company_id = ${COMPANY} and c.status = 'BOOKED'
           and exists (select 1 from campaign_position p where p.campaign_id = c.id))) limit 1
     ) t
     returning id`,
    [campaigns],
  );
  const ids = added.rows.map((row) => Number(row.id));
  const position = await copiedColumns(query, 'campaign_position', {
    campaign_id: 'b.id',
    company_id: 'b.company_id',
    currency: 'b.currency',
    start_date: `greatest(b.start_date, ${from} + (k * 3 % 12)::int)`,
    end_date: 'b.end_date',
    created_at: 'now()',
    updated_at: 'now()',
  });
  const written = await query(
    `with added as (insert into campaign_position (${position.names})
     select ${position.values}
     from (select id, company_id, currency, start_date, end_date,
             row_number() over (order by id) as m
           from campaign where id = any($1::int[])) b
     cross join generate_series(1, $2::int) k
     cross join lateral (
       select * from campaign_position p
       where p.company_id = b.company_id and p.status not in ('DELETED', 'DECLINED')
       order by p.id offset ((b.m * $2 + k) % least(500, (select count(*) from campaign_position p
         where p.company_id = ${COMPANY} and p.status not in ('DELETED', 'DECLINED')))) limit 1
     ) t
     where (b.m - 1) * $2 + k <= $3
     returning 1)
     select count(*) as n from added`,
    [ids, perCampaign, options.positions],
  );
  return { campaigns: ids.length, positions: Number(written.rows[0]?.n) };
}

/** The states of the invoices added, in about the demo's shares (most paid, some open). */
const STATES = [
  ...Array<string>(12).fill('PAID'),
  ...Array<string>(4).fill('ISSUED'),
  'PARTIALLY_PAID',
  'OVERDUE',
  'OVERDUE',
  'DRAFT',
  'CANCELLED',
];

/**
 * Brings the sales company's invoices to `count`: invoices of its campaigns (their invoicing
 * accounts and currencies), one per campaign and month going back from `before` (YYYY-MM, a
 * month earlier than the demo's invoices), in the states of `STATES`; issued ones numbered
 * `BENCH-{YYYY}-{n}`, issued on the first day after their month and due 30 days later, paid
 * ones paid in full. Header rows only: the list reads no lines. Answers the invoices added.
 */
export async function seedListInvoices(
  query: Query,
  options: { count: number; before: string },
): Promise<number> {
  const existing = await query(`select count(*) as n from invoice where company_id = ${COMPANY}`);
  const wanted = options.count - Number(existing.rows[0]?.n ?? 0);
  if (wanted <= 0) return 0;
  // The n-th invoice is of the company's (n mod campaigns)-th campaign, (n div campaigns) + 1
  // months before `before`: n counts on from the invoices there are, so a second call adds
  // other campaign months and numbers.
  const inserted = await query(
    `with c as (select array_agg(id order by id) as ids from campaign where company_id = ${COMPANY}),
     g as (
       select n, c.ids[1 + n % cardinality(c.ids)] as campaign_id,
         (date '${options.before}-01' - (1 + n / cardinality(c.ids))::int * interval '1 month')::date as month_from,
         ($3::text[])[1 + (n * 5) % cardinality($3::text[])] as state,
         (50000 + (n * 7919) % 4950000)::bigint as net
       from generate_series($1::int, $1::int + $2::int - 1) n cross join c
     ),
     added as (insert into invoice (company_id, campaign_id, account_id, doc_type, state, number, currency,
       language, period_from, period_to, issue_date, due_date, vat_mode, net_total, vat_total,
       total, paid_total, created_at, updated_at)
     select k.company_id, k.id, k.invoicing_account_id, 'INVOICE', g.state,
       case when g.state <> 'DRAFT' then 'BENCH-' || extract(year from g.month_from) || '-' || g.n end,
       k.currency, k.language, g.month_from, p.month_to,
       case when g.state <> 'DRAFT' then p.month_to + 1 end,
       case when g.state <> 'DRAFT' then p.month_to + 31 end,
       'DOMESTIC', g.net, v.vat, g.net + v.vat,
       case g.state when 'PAID' then g.net + v.vat
         when 'PARTIALLY_PAID' then (g.net + v.vat) / 2 else 0 end,
       p.month_to + interval '1 day 6 hours', p.month_to + interval '1 day 6 hours'
     from g
     join campaign k on k.id = g.campaign_id
     cross join lateral (select (g.month_from + interval '1 month' - interval '1 day')::date as month_to) p
     cross join lateral (select round(g.net * 0.081)::bigint as vat) v
     returning 1)
     select count(*) as n from added`,
    [Number(existing.rows[0]?.n ?? 0), wanted, STATES],
  );
  return Number(inserted.rows[0]?.n);
}
