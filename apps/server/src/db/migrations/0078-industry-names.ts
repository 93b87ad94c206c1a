import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Session 16 (the French stranger met "Nahrungsmittel" and "Detailhandel" on a French screen):
// an industry is reference data of the product, a code list like the task topics and campaign
// types of migration 0022, so it gets their English, French and Italian names. `name` stays the
// German name and the fallback; the others are null until someone translates them.
export const up = inOrder(
  ['en', 'fr', 'it'].map((language) => `alter table industry add column name_${language} text`),
);
