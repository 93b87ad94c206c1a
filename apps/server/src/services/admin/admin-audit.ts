import type { AuditEntry } from '@adconsole/api/contracts';
import type { Transaction } from 'kysely';
import type { Schema } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import type { Scope } from '../../kit/scope.ts';
import { fullName } from '../crm/sales-records.ts';

// The audit trail of the administration (migration 0009): one row per changed field of a user,
// a company, a company's permissions, seats or mailboxes, written in the transaction of the
// change. Values are kept as JSON (a list stays a list) and answered as text.

export type AuditEntityType = AuditEntry['entityType'] &
  ('USER' | 'COMPANY' | 'COMPANY_PERMISSION' | 'PROGRAMMATIC_SEAT' | 'EMAIL_SYNC_CHANNEL');

type Value = string | number | boolean | null | readonly string[] | Date;

const same = (a: Value | undefined, b: Value | undefined): boolean =>
  JSON.stringify(normal(a)) === JSON.stringify(normal(b));

/** Lists compare and are kept sorted: the order of roles means nothing. */
function normal(value: Value | undefined): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return [...value].sort();
  return value;
}

export interface AuditedChange {
  actor: Actor | null;
  companyId: number;
  entityType: AuditEntityType;
  entityId: number;
  /** Before the change (undefined: the record is new; every field given is new). */
  before: Record<string, Value> | undefined;
  /** After the change: the fields to compare (null after a removal). */
  after: Record<string, Value> | null;
  fields: readonly string[];
}

/** Writes one audit row per field whose value changed. */
export async function writeAudit(trx: Transaction<Schema>, change: AuditedChange): Promise<void> {
  const rows = change.fields.flatMap((field) => {
    const before = change.before?.[field] ?? null;
    const after = change.after?.[field] ?? null;
    if (change.before !== undefined && same(before, after)) return [];
    if (change.before === undefined && (after === null || (Array.isArray(after) && !after.length)))
      return [];
    return [
      {
        companyId: change.companyId,
        entityType: change.entityType,
        entityId: change.entityId,
        actorUserId: change.actor?.user.userId ?? null,
        field,
        oldValue: change.before === undefined ? null : JSON.stringify(normal(before)),
        newValue: JSON.stringify(normal(after)),
      },
    ];
  });
  if (rows.length > 0) await trx.insertInto('adminAudit').values(rows).execute();
}

const asText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
};

/**
 * The audit entries, newest first (at most 500): of one user, or of a company with its
 * permissions, seats and mailboxes (the rows of removed seats and mailboxes too).
 */
export async function auditEntries(
  scope: Scope,
  of: { user: number } | { company: number },
): Promise<AuditEntry[]> {
  const rows = await ('user' in of ? scope : scope.of(of.company))
    .rows('adminAudit as a')
    .leftJoin('appUser as u', 'u.id', 'a.actorUserId')
    .select([
      'a.id',
      'a.changedAt',
      'a.entityType',
      'a.entityId',
      'a.field',
      'a.oldValue',
      'a.newValue',
      'u.firstName',
      'u.lastName',
    ])
    .where((eb) =>
      'user' in of
        ? eb.and([eb('a.entityType', '=', 'USER'), eb('a.entityId', '=', of.user)])
        : eb('a.entityType', '!=', 'USER'),
    )
    .orderBy('a.changedAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    changedAt: row.changedAt.toISOString(),
    actorName:
      row.firstName !== null && row.lastName !== null
        ? fullName({ firstName: row.firstName, lastName: row.lastName })
        : null,
    entityType: row.entityType,
    entityId: row.entityId,
    field: row.field,
    oldValue: asText(row.oldValue),
    newValue: asText(row.newValue),
  }));
}
