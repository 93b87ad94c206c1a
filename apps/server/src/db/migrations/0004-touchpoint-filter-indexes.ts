import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// The touchpoints list filters by a date range (with or without a type or a creator) but
// pages by creation date and counts its total. The indexes of 0003 end in the sort, so a
// date range read every matching row from the table (250 ms at p95 for a type and 30 days
// with 1,000,000 activities, bench/touchpoints.ts). These lead with the filter and carry
// the sort columns, so the count and the page are index-only scans of the matching range.
const statements = [
  `create index activity_touchpoints_type_date_idx on activity
    (company_id, activity_type, activity_date) include (creation_date, id)
    where entity_type = 'ACCOUNT'`,
  `create index activity_touchpoints_creator_date_idx on activity
    (company_id, creator_user_id, activity_date) include (activity_type, creation_date, id)
    where entity_type = 'ACCOUNT'`,
  `create index activity_touchpoints_date_cover_idx on activity
    (company_id, activity_date) include (activity_type, creation_date, id)
    where entity_type = 'ACCOUNT'`,
];

export const up = inOrder(statements);
