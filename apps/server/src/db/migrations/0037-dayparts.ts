import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 37: a station's dayparts are edited in the console (settings, tv and radio, tab
// "dayparts") as a list of the kit: they get the active switch, the version and the stamps of
// an editable row, and their price share, the share of the station's prime-time price a spot in
// the daypart costs, in percent (the seed's factors: prime time 100, morning 100, night 30).
// A daypart is deactivated, never deleted: products and positions point at it.
// Rows that existed before get 100 % (the share was not stored); the rule that dayparts of a
// station do not overlap is the settings endpoint's (apps/server/src/services/settings/dayparts.ts),
// as it needs the weekdays and only the active rows.
const statements = [
  `alter table broadcast_slot
    add column price_share_percent numeric(5, 1) not null default 100
      check (price_share_percent > 0 and price_share_percent <= 500),
    add column active boolean not null default true,
    add column version integer not null default 0,
    add column created_at timestamptz not null default now(),
    add column updated_at timestamptz not null default now()`,
];

export const up = inOrder(statements);
