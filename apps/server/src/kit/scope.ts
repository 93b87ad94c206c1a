import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db, Schema } from '../db/database.ts';
import { type Actor, forbidden, mayActFor } from '../http/access.ts';

// Company scoping by construction. Every query the kit builds starts from `scopedRows`, which
// holds a table to the rows of one company; a kit declaration must name a table that has a
// company column (the type below refuses any other), so an endpoint declared through the kit
// cannot forget its company filter. A handler that reads across companies does not use the kit
// and says so at its access rule (`company: 'all'`).

/** The tables whose rows belong to one company (they have a `companyId` column). */
export type CompanyTable = {
  [Table in keyof Schema]: Schema[Table] extends { companyId: unknown } ? Table : never;
}[keyof Schema];

/** The company a kit query acts for: the caller's acting company, or one they may act for. */
export function actingCompany(actor: Actor, requested?: number): number {
  if (requested === undefined || requested === actor.actingCompanyId) return actor.actingCompanyId;
  if (!mayActFor(actor, requested)) throw forbidden('You may not act for this company');
  return requested;
}

/** The rows of `table` that belong to `companyId`: where every kit query starts. */
export function scopedRows<Table extends CompanyTable>(
  db: Db,
  table: Table,
  companyId: number,
): SelectQueryBuilder<Schema, Table, object> {
  const rows = db.selectFrom(table) as unknown as SelectQueryBuilder<Schema, Table, object>;
  return rows.where(sql<boolean>`${sql.ref(`${table}.companyId`)} = ${companyId}`);
}
