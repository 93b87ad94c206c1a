import { type ServerMessage, serverMessage } from '@adconsole/api/contracts';
import { type Expression, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { Schema } from '../../db/database.ts';
import { everyWord } from '../../db/like.ts';
import type { AccessRule } from '../../http/access.ts';
import { type FieldErrors, ValidationError } from '../../http/errors.ts';
import type { RowFilter, Rows } from '../../kit/list.ts';
import type { CompanyTable, Scope } from '../../kit/scope.ts';
import { labelsOf } from './crm-history.ts';

// What the CRM's records (accounts, contacts, discounts, conversion trackers) share: their
// access rules, the list filters, the checks of referenced records and the label links.

/** The CRM (spec 1 §2.7): ADMIN, MANAGE_ACCOUNTS or SELF_BOOKING, the acting company's records. */
export const crmAccess: AccessRule = {
  roles: { anyOf: ['ADMIN', 'MANAGE_ACCOUNTS', 'SELF_BOOKING'] },
  company: 'actable',
};

/**
 * Contacts (spec 1 §2.7), and the commercial terms a self-booking customer must not grant
 * itself (discounts): ADMIN or MANAGE_ACCOUNTS.
 */
export const crmContactsAccess: AccessRule = {
  roles: { anyOf: ['ADMIN', 'MANAGE_ACCOUNTS'] },
  company: 'actable',
};

export const invalid = (fieldErrors: FieldErrors) => new ValidationError(fieldErrors, []);
export const blank = (value: string | null | undefined) => (value ? value : null);
export const iso = (value: Date) => value.toISOString();

/** A `date` column as YYYY-MM-DD: pg reads it as local midnight, PGlite as UTC midnight. */
export function dayOf(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const local = value.getHours() === 0 && value.getMinutes() === 0;
  const [year, month, date] = local
    ? [value.getFullYear(), value.getMonth(), value.getDate()]
    : [value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate()];
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** Active, inactive or all rows of a list. */
export function byStatus<
  Table extends 'account' | 'contact' | 'discount' | 'conversionTracker',
>(): RowFilter<Table, 'ACTIVE' | 'INACTIVE' | 'ALL'> {
  return (rows, status) =>
    status === 'ALL'
      ? rows
      : (rows.where(sql<boolean>`active = ${status === 'ACTIVE'}`) as Rows<Table>);
}

export const equals =
  <Table extends 'account' | 'contact' | 'discount' | 'conversionTracker'>(column: string) =>
  (rows: Rows<Table>, value: unknown) =>
    rows.where(sql<boolean>`${sql.ref(column)} = ${value}`) as Rows<Table>;

/** The ids must be rows of the scope's table (and pass `where`): else 422 on the field. */
export async function requireOwn(
  scope: Scope,
  table: 'industry' | 'account' | 'adMedium' | 'product' | 'label' | 'appUser',
  ids: readonly number[] | number | null | undefined,
  field: string,
  message: ServerMessage = serverMessage('notOfCompany'),
  where?: Expression<SqlBool>,
) {
  const wanted = [...new Set(typeof ids === 'number' ? [ids] : (ids ?? []))];
  if (wanted.length === 0) return;
  let query = scope.rows(table).select('id').where('id', 'in', wanted);
  if (where) query = query.where(where);
  const found = await query.execute();
  if (found.length !== wanted.length) throw invalid({ [field]: message });
}

/** The record's account: one of the company's (422 `accountRequired` otherwise). */
export const requireAccount = (scope: Scope, accountId: number) =>
  requireOwn(scope, 'account', accountId, 'accountId', serverMessage('accountRequired'));

/** The record's labels: the company's, of the record's type (422 `labelsOfType` otherwise). */
export const requireLabels = (
  scope: Scope,
  labelIds: readonly number[],
  type: 'ACCOUNTS' | 'CONTACTS',
) =>
  requireOwn(
    scope,
    'label',
    labelIds,
    'labelIds',
    serverMessage('labelsOfType'),
    sql`type = ${type}`,
  );

/** The list's search: every typed word in a record's search text (the SQL of its index). */
export const searchText =
  <Table extends CompanyTable>(searchSql: string): RowFilter<Table, string> =>
  (rows, text) =>
    rows.where(everyWord(searchSql, text)) as Rows<Table>;

/** Replaces a record's labels; answers the names before and after, for its history. */
export async function replaceLabels(
  trx: Transaction<Schema>,
  link: 'accountLabel' | 'contactLabel',
  id: number,
  labelIds: readonly number[],
) {
  const before = (await labelsOf(trx, link, [id])).get(id) ?? [];
  const wanted = [...new Set(labelIds)];
  const same =
    before.length === wanted.length && before.every((label) => wanted.includes(label.id));
  if (same) return undefined;
  // Both link tables hold the record's id and a label's: the record's column is named by its table.
  const owner = link === 'accountLabel' ? 'accountId' : 'contactId';
  const links = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await links.deleteFrom(link).where(owner, '=', id).execute();
  if (wanted.length > 0) {
    await links
      .insertInto(link)
      .values(wanted.map((labelId) => ({ [owner]: id, labelId })))
      .execute();
  }
  const after = (await labelsOf(trx, link, [id])).get(id) ?? [];
  const names = (labels: { name: string }[]) =>
    labels.length === 0 ? null : labels.map((label) => label.name).join(', ');
  return { field: 'labels', oldValue: names(before), newValue: names(after) };
}

const alreadyActive = { reason: 'The record is already active', translationKey: 'ALREADY_ACTIVE' };
const alreadyInactive = {
  reason: 'The record is already inactive',
  translationKey: 'ALREADY_INACTIVE',
};
/** The bulk actions of every CRM record: activate and deactivate. */
export const activation = {
  activate: {
    refuse: (row: { active: boolean }) => (row.active ? alreadyActive : undefined),
    set: { active: true },
  },
  deactivate: {
    refuse: (row: { active: boolean }) => (row.active ? undefined : alreadyInactive),
    set: { active: false },
  },
};
