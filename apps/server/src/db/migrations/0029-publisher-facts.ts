import { inOrder, list } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Publishers (issue 39; DOMAIN2 §2.1): the daily facts of the publishers' websites, read-only.
// A row belongs to the website's publisher company (the website's own company when it has no
// publisher), so a publisher's scope holds its own sites' facts and nothing else. `day` is the
// Europe/Zurich day the events fell on (services/publishers/facts.ts buckets them); money is in
// minor units (Rappen, cents) as bigint, in the website's currency. Page impressions (spec 2's
// impression analytics) are a table apart from the ad impressions of the revenue facts.

const devices = list(['DESKTOP', 'MOBILE', 'TABLET', 'OTHER']);
const sources = list(['DIRECT', 'PROGRAMMATIC', 'HOUSE']);
const count = (column: string) => `${column} bigint not null default 0 check (${column} >= 0)`;

const statements = [
  `create table publisher_revenue_fact (
    company_id integer not null references company (id),
    website_id integer not null references website (id),
    day date not null,
    placement_id integer references website_placement (id),
    ad_unit_code text not null check (length(ad_unit_code) between 1 and 100),
    device_category text not null check (device_category in (${devices})),
    country_code char(2) not null check (country_code ~ '^[A-Z]{2}$'),
    demand_source text not null check (demand_source in (${sources})),
    ${count('ad_requests')},
    ${count('impressions')},
    ${count('viewable')},
    ${count('clicks')},
    ${count('gross_revenue')},
    ${count('fees')},
    net_revenue bigint not null default 0,
    currency char(3) not null check (currency in ('CHF', 'EUR')),
    check (impressions <= ad_requests and viewable <= impressions and net_revenue = gross_revenue - fees),
    primary key (website_id, day, ad_unit_code, device_category, country_code, demand_source)
  )`,
  `create index publisher_revenue_fact_company_idx on publisher_revenue_fact (company_id, day)`,
  // The same facts summed per website and day: what the dashboard's totals over months and
  // years read (a twentieth of the rows). Written with the facts, by the same statement's data.
  `create table publisher_revenue_day (
    company_id integer not null references company (id),
    website_id integer not null references website (id),
    day date not null,
    currency char(3) not null check (currency in ('CHF', 'EUR')),
    ${count('ad_requests')},
    ${count('impressions')},
    ${count('viewable')},
    ${count('clicks')},
    ${count('gross_revenue')},
    ${count('fees')},
    net_revenue bigint not null default 0,
    primary key (website_id, day, currency)
  )`,
  `create index publisher_revenue_day_company_idx on publisher_revenue_day (company_id, day)`,
  `create table page_impression_fact (
    company_id integer not null references company (id),
    website_id integer not null references website (id),
    day date not null,
    device_category text not null check (device_category in (${devices})),
    country_code char(2) not null check (country_code ~ '^[A-Z]{2}$'),
    ${count('page_impressions')},
    primary key (website_id, day, country_code, device_category)
  )`,
  `create index page_impression_fact_company_idx on page_impression_fact (company_id, day)`,
];

export const up = inOrder(statements);
