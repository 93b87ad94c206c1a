import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 42: the key-values a digital position is booked with (DOMAIN §3, a digital position's
// targeting): the company's targeting keys by name, each with the values chosen, as the ad
// server targets them ([{ "key": "rubrik", "values": ["sport"] }]); a line item keeps the
// key-values it was pushed with. And a Semantiq domain's site name (the crawled pages'
// og:site_name), which the screens show before its host (a stranger read `127.0.0.1:3360` as
// the demo site's name).
const statements = [
  `alter table campaign_position add column key_values jsonb not null default '[]'::jsonb`,
  `alter table ad_server_line_item add column key_values jsonb not null default '[]'::jsonb`,
  `alter table semantiq_domain add column site_name text`,
];

export const up = inOrder(statements);
