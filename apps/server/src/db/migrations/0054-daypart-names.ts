import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 37 (the second stranger): an Italian reader saw a station's dayparts by their German
// names in the settings and by their Italian names on the TV products. A daypart gets a name
// per language like the products (migration 0022): `name` stays the German name and the
// fallback, `name_en`, `name_fr`, `name_it` null while untranslated.
export const up = inOrder(
  ['en', 'fr', 'it'].map(
    (language) => `alter table broadcast_slot add column name_${language} text`,
  ),
);
