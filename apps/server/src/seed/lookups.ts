import type { Db } from '../db/database.ts';

// The rows the demo's later parts build on, found by what the personas are known by.

/** A persona's user (its id, company and password hash) by its sign-in email. */
export const personaUser = (db: Db, email: string) =>
  db
    .selectFrom('appUser')
    .select(['id', 'companyId', 'passwordHash'])
    .where('email', '=', email)
    .executeTakeFirst();

/** A demo company's id by its name. */
export const companyNamed = (db: Db, name: string) =>
  db.selectFrom('company').select('id').where('name', '=', name).executeTakeFirst();
