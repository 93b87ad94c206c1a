import { companyKey, inOrder, timestamps } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 39, /publishers/ads-config (spec 1 §2.12; DOMAIN §6 AdsTxtConfig, IAB ads.txt 1.1): the
// ads.txt a publisher keeps for one of its websites, as the file's text (records and variables
// are read from it), one per website. The rows are the publisher's (ADMIN keeps them acting for
// it, as a CONFIGURE_ADS_TXT user of the publisher does).
//
// And the traffic dashboard's aggregate (issue 39's 150 ms p95): the per-day sums read by
// company and day range, every summed column in the index, so two years of a publisher's sites
// are an index-only scan (measured on the full demo data: the scan 19 → 0.5 ms, README). It
// replaces the index of 0029 on the same key.

const statements = [
  `create table ads_txt (
    ${companyKey}
    website_id integer not null unique references website (id),
    content text not null check (length(content) <= 65536),
    ${timestamps}
  )`,
  `create index publisher_revenue_day_company_sums_idx on publisher_revenue_day (company_id, day)
    include (website_id, currency, ad_requests, impressions, viewable, clicks, gross_revenue, fees, net_revenue)`,
  `drop index publisher_revenue_day_company_idx`,
];

export const up = inOrder(statements);
