import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 41, a header tag's rollback (a stranger found the working copy still differing from the
// version rolled back to): each published version keeps the tag's working copy it was made
// from (its settings and tab lists, its placements with their bidders' params, its floor rules),
// so a rollback restores them with the live pointer. Versions published before have none: their
// rollback moves the pointer only, as before.

const statements = [`alter table header_tag_version add column working jsonb`];

export const up = inOrder(statements);
