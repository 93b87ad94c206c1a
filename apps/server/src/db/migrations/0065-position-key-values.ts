import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 42: the key-values a digital position is booked with (DOMAIN §3, a digital position's
// targeting): the company's targeting keys by name, each with the values chosen, as the ad
// server targets them ([{ "key": "rubrik", "values": ["sport"] }]); a line item keeps the
// key-values it was pushed with.
const statements = [
  `alter table campaign_position add column key_values jsonb not null default '[]'::jsonb`,
  `alter table ad_server_line_item add column key_values jsonb not null default '[]'::jsonb`,
];

export const up = inOrder(statements);
