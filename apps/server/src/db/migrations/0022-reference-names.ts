import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 33: the names of task topics, lead sources, products and campaign types in the four
// languages of the interface. `name` stays the German name and the fallback (its unique
// indexes, sorts and searches keep working); English, French and Italian get a column each,
// null where nobody has translated the name yet (apps/server/README.md, "Names in four languages").
const TABLES = ['task_topic', 'lead_source', 'product', 'campaign_type'];
const statements = TABLES.flatMap((table) =>
  ['en', 'fr', 'it'].map((language) => `alter table ${table} add column name_${language} text`),
);

export const up = inOrder(statements);
