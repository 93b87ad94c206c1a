import { inOrder, statementTriggers } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 43's benchmark (a report over 1,000,000 positions by month and sales person ≤ 2 s):
// read the whole table, the report took 3.9–4.7 s wall on this shared machine (its seq scan
// read 255 MB of positions). The positions' sums per company, campaign, month of the start day
// and currency are kept here, by the positions' own writes in their transaction (statement
// triggers over the changed rows, as `order_position_count`): about one row per five positions.
// A report whose dimensions are the campaign's (sales person, account, agency, industry, canton,
// type, status) or periods of a month and more, over whole months, reads these sums joined to
// its campaigns (services/reporting/catalogue.ts, `positionMonths`); any other reads the positions.
// Deleted and declined positions are not in the sums (the reports leave them out). A group whose
// positions all left is removed. The campaign's covering index lets the join read the
// campaigns' dimensions without their wide rows.
const sums = `count(*) as positions, sum(quantity) as quantity,
  sum(quantity * unit_list_price) as gross, sum(net_amount) as net,
  sum(round(net_amount * vat_rate / 100, 2)) as vat`;
const key = `company_id, campaign_id, date_trunc('month', start_date::timestamp)::date as month,
  currency`;
const counted = `status not in ('DELETED', 'DECLINED')`;

/** A position's part of the sums, added (1) or taken away (-1), from a transition table. */
const part = (rows: string, sign: 1 | -1) => `select ${key}, ${sign} as positions,
    ${sign} * quantity as quantity, ${sign} * (quantity * unit_list_price) as gross,
    ${sign} * net_amount as net, ${sign} * round(net_amount * vat_rate / 100, 2) as vat
  from ${rows} where ${counted}`;
const deltaOf = {
  insert: part('new_rows', 1),
  update: `${part('new_rows', 1)} union all ${part('old_rows', -1)}`,
  delete: part('old_rows', -1),
};

/**
 * Adds a change's parts to the sums (an update that changes none of them writes nothing) and
 * removes the groups it left without positions.
 */
const apply = (delta: string) => `with delta as (${delta}), sums as (
    select company_id, campaign_id, month, currency, sum(positions) as positions,
      sum(quantity) as quantity, sum(gross) as gross, sum(net) as net, sum(vat) as vat
    from delta group by 1, 2, 3, 4
    having sum(positions) <> 0 or sum(quantity) <> 0 or sum(gross) <> 0 or sum(net) <> 0
      or sum(vat) <> 0
  )
  insert into report_position_month as r
    (company_id, campaign_id, month, currency, positions, quantity, gross, net, vat)
  select company_id, campaign_id, month, currency, positions, quantity, gross, net, vat
  from sums
  on conflict (company_id, month, campaign_id, currency) do update set
    positions = r.positions + excluded.positions, quantity = r.quantity + excluded.quantity,
    gross = r.gross + excluded.gross, net = r.net + excluded.net, vat = r.vat + excluded.vat;
  delete from report_position_month where positions = 0;`;

const statements = [
  `create table report_position_month (
    company_id integer not null references company (id),
    campaign_id integer not null,
    month date not null,
    currency text not null,
    positions bigint not null,
    quantity numeric not null,
    gross numeric not null,
    net numeric not null,
    vat numeric not null,
    primary key (company_id, month, campaign_id, currency)
  )`,
  // Normally empty: the groups a change left without positions, removed at once.
  `create index report_position_month_empty_idx on report_position_month (company_id)
    where positions = 0`,
  `insert into report_position_month (company_id, campaign_id, month, currency, positions, quantity, gross, net, vat)
    select ${key}, ${sums} from campaign_position where ${counted} group by 1, 2, 3, 4`,
  ...statementTriggers('report_position_month', 'campaign_position', (event) =>
    apply(deltaOf[event]),
  ),
  `create index campaign_report_idx on campaign (company_id, id)
    include (sales_user_id, advertiser_account_id, agency_account_id, industry_id,
      campaign_type_id, status)`,
];

export const up = inOrder(statements);
