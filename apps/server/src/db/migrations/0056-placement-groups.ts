import { activeStamps, companyKey, inOrder, linkTable } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 39, /publishers/traffic/placement-groups (spec 1 §2.11; DOMAIN §6 "PlacementGroup:
// website→, placements[]"): a publisher's named set of placements of one of its websites, for
// reading the traffic of a part of a site together (a home page, a section). The rows are the
// publisher's (ADMIN keeps them acting for it); a placement is of the group's website.

const statements = [
  `create table placement_group (
    ${companyKey}
    website_id integer not null references website (id),
    name text not null check (length(name) between 1 and 100),
    ${activeStamps}
  )`,
  `create unique index placement_group_name_idx on placement_group (company_id, lower(name))`,
  linkTable(
    'placement_group_placement',
    ['placement_group_id', 'placement_group'],
    ['placement_id', 'website_placement'],
  ),
];

export const up = inOrder(statements);
