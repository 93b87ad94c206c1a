import type { FieldChange } from '@adconsole/api/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import { listPage, newestFirst } from '../../kit/paged-list.ts';
import { actorScope, type Scope, type ScopedRows } from '../../kit/scope.ts';
import { fullName } from './sales-records.ts';

/**
 * The history of CRM records (spec 2 §3): each changed field of an account or contact is one
 * system activity (ACCOUNT_FIELD_CHANGED on ACCOUNT_UPDATE, CONTACT_FIELD_CHANGED on
 * CONTACT_UPDATE), with the field, its old and its new value in `keyValues`, written in the
 * transaction of the change. The account of a contact's entry is the contact's account, so an
 * account's history can be read with its contacts'.
 */
export type HistoryKind = 'ACCOUNT' | 'CONTACT';

const entityTypes = { ACCOUNT: 'ACCOUNT_UPDATE', CONTACT: 'CONTACT_UPDATE' } as const;
const activityTypes = {
  ACCOUNT: 'ACCOUNT_FIELD_CHANGED',
  CONTACT: 'CONTACT_FIELD_CHANGED',
} as const;

export interface FieldValueChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** A value as history shows it: text, or nothing. */
export const historyValue = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.length === 0 ? null : value.join(', ');
  return String(value);
};

/** The fields whose values differ between two versions of a record, by its field names. */
export function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  fields: readonly string[],
): FieldValueChange[] {
  if (!before) return [];
  return fields.flatMap((field) => {
    const oldValue = historyValue(before[field]);
    const newValue = historyValue(after[field]);
    return oldValue === newValue ? [] : [{ field, oldValue, newValue }];
  });
}

/** Writes one system activity per changed field, in the change's transaction. */
export async function writeFieldChanges(
  trx: Transaction<Schema>,
  record: { kind: HistoryKind; id: number; accountId: number; name: string },
  actor: Actor,
  changes: readonly FieldValueChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const now = new Date();
  await actorScope(trx, actor)
    .insert(
      'activity',
      changes.map((change) => ({
        entityType: entityTypes[record.kind],
        entityId: record.id,
        entityName: record.name,
        accountId: record.accountId,
        activityType: activityTypes[record.kind],
        title: null,
        message: `${change.field}: ${change.oldValue ?? '–'} → ${change.newValue ?? '–'}`,
        activityDate: now,
        creatorUserId: actor.user.userId,
        keyValues: JSON.stringify({
          field: change.field,
          ...(change.oldValue === null ? {} : { oldValue: change.oldValue }),
          ...(change.newValue === null ? {} : { newValue: change.newValue }),
        }),
      })),
    )
    .execute();
}

/** A page of a record's field changes, newest first. */
/** A page of field-change activities (`a`), newest first, with the name of who made each. */
export function fieldChangePage(entries: ScopedRows<'activity as a'>, page: number, limit: number) {
  return listPage(
    entries,
    {
      ...newestFirst('a.creationDate', 'a.id'),
      select: (rows) =>
        rows
          .leftJoin('appUser as u', 'u.id', 'a.creatorUserId')
          .select([
            'a.id',
            'a.activityType',
            'a.title',
            'a.keyValues',
            'a.creationDate',
            'a.creatorUserId',
            'u.firstName',
            'u.lastName',
          ]),
    },
    { page, limit },
  );
}

export async function fieldChangesOf(
  scope: Scope,
  kind: HistoryKind,
  id: number,
  page: number,
  limit: number,
): Promise<{ items: FieldChange[]; total: number }> {
  const entries = scope
    .rows('activity as a')
    .where('a.entityType', '=', entityTypes[kind])
    .where('a.entityId', '=', id)
    .where('a.activityType', '=', activityTypes[kind]);
  const { items, total } = await fieldChangePage(entries, page, limit);
  return {
    items: items.map((row) => {
      const values = row.keyValues as Record<string, string>;
      return {
        id: row.id,
        field: values.field ?? '',
        oldValue: values.oldValue ?? null,
        newValue: values.newValue ?? null,
        changedAt: row.creationDate.toISOString(),
        changedBy:
          row.creatorUserId !== null && row.firstName !== null && row.lastName !== null
            ? {
                userId: row.creatorUserId,
                name: fullName({ firstName: row.firstName, lastName: row.lastName }),
              }
            : null,
      };
    }),
    total,
  };
}

/** Names of rows of a table by id, for history values and list items. */
export async function namesOf(
  db: Db | Transaction<Schema>,
  table: 'industry' | 'account' | 'adMedium' | 'product',
  ids: readonly (number | null | undefined)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await (db as Db)
    .selectFrom(table)
    .select(['id', 'name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** User names by id. */
export async function userNamesOf(
  db: Db | Transaction<Schema>,
  ids: readonly (number | null | undefined)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await (db as Db)
    .selectFrom('appUser')
    .select(['id', 'firstName', 'lastName'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, fullName(row)]));
}

/** The labels of records through a link table, by record id, sorted by name. */
export async function labelsOf(
  db: Db | Transaction<Schema>,
  link: 'accountLabel' | 'contactLabel',
  ids: readonly number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const result = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return result;
  const owner = link === 'accountLabel' ? 'accountId' : 'contactId';
  const rows = await (db as Db)
    .selectFrom(
      sql<{
        ownerId: number;
        labelId: number;
      }>`(select ${sql.ref(owner)} as owner_id, label_id from ${sql.table(link)})`.as('l'),
    )
    .innerJoin('label as lb', 'lb.id', 'l.labelId')
    .select(['l.ownerId', 'lb.id', 'lb.name'])
    .where('l.ownerId', 'in', [...ids])
    .orderBy(sql`lower(lb.name)`)
    .execute();
  for (const row of rows) {
    const list = result.get(row.ownerId) ?? [];
    list.push({ id: row.id, name: row.name });
    result.set(row.ownerId, list);
  }
  return result;
}
