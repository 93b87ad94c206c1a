import type { Transaction } from 'kysely';
import type { Schema } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import { scopeOf } from '../../kit/scope.ts';

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
  trx: Transaction<Schema>,
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
