import type { Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import { type Scope, scopeOf } from '../../kit/scope.ts';

// The audit trail of the settings (migration 0019): one row per changed field of a settings
// record, written in the transaction of the change (apps/server/README.md, "Settings").

/** Columns that say nothing a person changed. */
const BOOKKEEPING = new Set(['id', 'companyId', 'version', 'createdAt', 'updatedAt', 'logo']);

const normal = (value: unknown): unknown => {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `${value.byteLength} bytes`;
  return value;
};

/** Writes one audit row per field whose value differs between the two rows. */
export async function auditChange(
  /** The change's transaction (a seed writes a record's creation with its database). */
  trx: Transaction<Schema> | Db,
  {
    actor,
    entityType,
    entityId,
    before,
    after,
  }: {
    actor: Actor | null;
    entityType: string;
    entityId: number;
    before: Record<string, unknown> | undefined;
    after: Record<string, unknown>;
  },
): Promise<void> {
  const companyId = (after.companyId as number | undefined) ?? actor?.actingCompanyId;
  if (companyId === undefined) return;
  const rows = Object.keys(after)
    .filter((field) => !BOOKKEEPING.has(field))
    .flatMap((field) => {
      const old = normal(before?.[field]);
      const now = normal(after[field]);
      if (JSON.stringify(old) === JSON.stringify(now)) return [];
      if (before === undefined && now === null) return [];
      return [
        {
          entityType,
          entityId,
          actorUserId: actor?.user.userId ?? null,
          field,
          oldValue: before === undefined ? null : JSON.stringify(old),
          newValue: JSON.stringify(now),
        },
      ];
    });
  // The company of the changed row (or the caller's acting one) is the audit row's.
  if (rows.length > 0) await scopeOf(trx, companyId).insert('settingsAudit', rows).execute();
}

/**
 * The audit trail of one record, newest first (at most 200): each changed field with its old
 * and new value and who changed it. Other areas that keep a record's trail here (promotions,
 * issue 37) read it through this function.
 */
export async function auditTrail(scope: Scope, entityType: string, entityId: number) {
  const rows = await scope
    .rows('settingsAudit as a')
    .leftJoin('appUser as u', 'u.id', 'a.actorUserId')
    .select([
      'a.id',
      'a.field',
      'a.oldValue',
      'a.newValue',
      'a.changedAt',
      'u.firstName',
      'u.lastName',
    ])
    .where('a.entityType', '=', entityType)
    .where('a.entityId', '=', entityId)
    .orderBy('a.changedAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(200)
    .execute();
  return {
    items: rows.map((row) => ({
      id: row.id,
      field: row.field,
      oldValue: row.oldValue,
      newValue: row.newValue,
      actor: row.firstName ? `${row.firstName} ${row.lastName}` : null,
      changedAt: row.changedAt.toISOString(),
    })),
  };
}
