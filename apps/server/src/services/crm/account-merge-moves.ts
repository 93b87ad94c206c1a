import type { AccountMergeCounts, AccountMergeGroup } from '@adconsole/api/contracts';
import { ACCOUNT_MERGE_GROUPS } from '@adconsole/api/contracts';
import { type AliasedRawBuilder, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CompanyTable, OpenTable, Scope } from '../../kit/scope.ts';

// What points at an account, and how a merge moves it (issue 46). Every foreign key to
// `account(id)` is declared here once: either a reference whose rows move from the merged account
// to the survivor, or one that stays (`accountReferencesKept`, with the reason);
// `test/account-merge.test.ts` compares both lists with the database's foreign keys, so a new
// table pointing at accounts fails that test until it is declared. A move returns the keys of
// the rows it moved; the merge stores them and its undo moves exactly those rows back (a row
// moved on to another account since stays where it is).

/** A column of a table that points at an account, and how its rows move. */
export interface AccountReference {
  /** The table: a company's table (moved through the scope), or a link table of two rows. */
  readonly table: CompanyTable | OpenTable;
  /** The column pointing at the account (camelCase). */
  readonly column: string;
  /** What the preview counts it as. */
  readonly group: AccountMergeGroup;
  /** The column that tells the account's rows apart: `id`, or a link's other column. */
  readonly key: string;
  /**
   * The other columns of a unique key with `column`: a row whose twin the survivor already has
   * stays with the merged account (the survivor has that label, that brand name already).
   * `lower:` compares a name without case, as its unique index does.
   */
  readonly unique?: readonly (string | { lower: string })[];
  /** Rows that stay with the merged account whatever the merge (its own history). */
  readonly stays?: (mergedId: number, survivorId: number) => RawBuilder<boolean>;
  /** A second column that names the account on some rows (an account activity's entity). */
  readonly alongside?: { column: string; when: RawBuilder<boolean> };
  /** The table's rows carry a version: a moved row's goes up (an open form answers 412). */
  readonly versioned?: boolean;
}

const ref = (column: string) => sql.ref(column);

export const accountReferences: readonly AccountReference[] = [
  { table: 'contact', column: 'accountId', group: 'contacts', key: 'id', versioned: true },
  { table: 'campaign', column: 'advertiserAccountId', group: 'campaigns', key: 'id' },
  { table: 'campaign', column: 'agencyAccountId', group: 'campaigns', key: 'id' },
  { table: 'campaign', column: 'invoicingAccountId', group: 'campaigns', key: 'id' },
  { table: 'postCampaign', column: 'accountId', group: 'postCampaigns', key: 'id' },
  { table: 'postCampaign', column: 'invoicingAccountId', group: 'postCampaigns', key: 'id' },
  { table: 'salesTask', column: 'accountId', group: 'tasks', key: 'id', versioned: true },
  {
    // The merged account's own field history (ACCOUNT_UPDATE) stays its own; its timeline
    // entries (ACCOUNT, whose entity is the account too) and its records' entries move.
    table: 'activity',
    column: 'accountId',
    group: 'activities',
    key: 'id',
    stays: (mergedId) =>
      sql<boolean>`(${ref('entityType')} = 'ACCOUNT_UPDATE' and ${ref('entityId')} = ${mergedId})`,
    alongside: { column: 'entityId', when: sql<boolean>`${ref('entityType')} = 'ACCOUNT'` },
  },
  { table: 'comment', column: 'accountId', group: 'comments', key: 'id' },
  { table: 'invoice', column: 'accountId', group: 'invoicing', key: 'id' },
  { table: 'creditNote', column: 'accountId', group: 'invoicing', key: 'id', versioned: true },
  { table: 'dunningReminder', column: 'accountId', group: 'invoicing', key: 'id' },
  { table: 'payment', column: 'accountId', group: 'invoicing', key: 'id', versioned: true },
  { table: 'cardPayment', column: 'accountId', group: 'invoicing', key: 'id' },
  { table: 'discount', column: 'accountId', group: 'discounts', key: 'id', versioned: true },
  {
    table: 'conversionTracker',
    column: 'accountId',
    group: 'trackers',
    key: 'id',
    unique: [{ lower: 'name' }],
    versioned: true,
  },
  {
    table: 'brand',
    column: 'accountId',
    group: 'brands',
    key: 'id',
    unique: [{ lower: 'name' }],
    versioned: true,
  },
  {
    table: 'accountLabel',
    column: 'accountId',
    group: 'labels',
    key: 'labelId',
    unique: ['labelId'],
  },
  {
    table: 'salesPromotionAccount',
    column: 'accountId',
    group: 'promotions',
    key: 'promotionId',
    unique: ['promotionId'],
  },
  { table: 'creative', column: 'accountId', group: 'creatives', key: 'id', versioned: true },
  { table: 'thirdPartyTag', column: 'advertiserAccountId', group: 'creatives', key: 'id' },
  // A publisher excludes a customer once: the survivor's exclusion stands for both.
  { table: 'publisherExclusion', column: 'accountId', group: 'other', key: 'id', unique: [] },
  { table: 'audienceSegment', column: 'advertiserId', group: 'other', key: 'id' },
  { table: 'orderComment', column: 'accountId', group: 'other', key: 'id' },
  { table: 'permalead', column: 'accountId', group: 'other', key: 'id' },
  // Accounts whose agency or broker the merged account was; the survivor never becomes its own
  // agency or broker (its own reference to the merged account stays, as it was).
  ...(['agencyAccountId', 'brokerAccountId'] as const).map(
    (column): AccountReference => ({
      table: 'account',
      column,
      group: 'other',
      key: 'id',
      stays: (_mergedId, survivorId) => sql<boolean>`${ref('id')} = ${survivorId}`,
      versioned: true,
    }),
  ),
];

/** The foreign keys to accounts whose rows a merge leaves where they are, and why. */
export const accountReferencesKept: Readonly<Record<string, string>> = {
  'account.mergedIntoId': 'an account merged earlier stays merged into the one it named',
  'accountMerge.survivorId': "the merges' own record",
  'accountMerge.mergedId': "the merges' own record",
  'postInvoicingAccount.accountId':
    "the post area's setting of the account itself (one row per account), not a record of it",
};

/** The rows a merge moved from one reference: what its undo moves back. */
export interface AccountMergeMove {
  table: string;
  column: string;
  keys: (number | string)[];
}

type Loose = Kysely<Record<string, Record<string, unknown>>>;
/** What a move asks of an update of any reference's table. */
interface ReferenceUpdate {
  set(values: Record<string, unknown>): ReferenceUpdate;
  where(term: RawBuilder<boolean>): ReferenceUpdate;
  returning(column: string): { execute(): Promise<Record<string, unknown>[]> };
  execute(): Promise<unknown>;
}
/** What a count asks of a select of any reference's table. */
interface ReferenceRows {
  select(columns: readonly AliasedRawBuilder<string, string>[]): {
    executeTakeFirst(): Promise<Record<string, string> | undefined>;
  };
}

/**
 * The link tables among the references: they have no company column; their rows are reached
 * through the two accounts, which the merge found in the scope.
 */
const linkTables: ReadonlySet<string> = new Set(['accountLabel', 'salesPromotionAccount']);

/** An update of a reference's table: the company's rows, or a link table's. */
function updateOf(scope: Scope, trx: Db, reference: AccountReference) {
  return (linkTables.has(reference.table)
    ? (trx as unknown as Loose).updateTable(reference.table)
    : scope.update(reference.table as CompanyTable, trx)) as unknown as ReferenceUpdate;
}

/** A select of a reference's table: the company's rows, or a link table's. */
function rowsOf(scope: Scope, trx: Db, reference: AccountReference) {
  return (linkTables.has(reference.table)
    ? (trx as unknown as Loose).selectFrom(reference.table)
    : scope.rows(reference.table as CompanyTable, trx)) as unknown as ReferenceRows;
}

/** The term of a reference's rows that belong to the merged account and move to the survivor. */
function movingTerm(reference: AccountReference, mergedId: number, survivorId: number) {
  const terms = [sql<boolean>`${ref(reference.column)} = ${mergedId}`];
  if (reference.stays) terms.push(sql<boolean>`not ${reference.stays(mergedId, survivorId)}`);
  if (reference.unique) {
    const table = sql.table(reference.table);
    const same = reference.unique.map((part) =>
      typeof part === 'string'
        ? sql<boolean>`twin.${sql.ref(part)} = ${table}.${sql.ref(part)}`
        : sql<boolean>`lower(twin.${sql.ref(part.lower)}) = lower(${table}.${sql.ref(part.lower)})`,
    );
    const alike = same.length > 0 ? sql` and ${sql.join(same, sql` and `)}` : sql``;
    terms.push(
      sql<boolean>`not exists (select 1 from ${table} as twin
        where twin.${sql.ref(reference.column)} = ${survivorId}${alike})`,
    );
  }
  return sql<boolean>`(${sql.join(terms, sql` and `)})`;
}

/** Sets a reference's column (and its companion) from one account to another. */
function pointedAt(reference: AccountReference, accountId: number) {
  const set: Record<string, unknown> = { [reference.column]: accountId };
  if (reference.alongside) {
    set[reference.alongside.column] =
      sql`case when ${reference.alongside.when} then ${accountId} else ${sql.ref(reference.alongside.column)} end`;
  }
  if (reference.versioned) set.version = sql`${sql.ref('version')} + 1`;
  return set;
}

/**
 * Per group, how many of its records each account has now and the merged account's that would
 * move (a campaign naming the account twice counts once).
 */
export async function mergeCounts(
  scope: Scope,
  db: Db,
  survivorId: number,
  mergedId: number,
): Promise<AccountMergeCounts> {
  const byTable = new Map<string, AccountReference[]>();
  for (const reference of accountReferences) {
    const key = `${reference.group}:${reference.table}`;
    byTable.set(key, [...(byTable.get(key) ?? []), reference]);
  }
  const counts = new Map<AccountMergeGroup, { survivor: number; merged: number }>();
  await Promise.all(
    [...byTable.values()].map(async (references) => {
      const [first] = references as [AccountReference];
      const ofSurvivor = sql.join(
        references.map((reference) => sql`${ref(reference.column)} = ${survivorId}`),
        sql` or `,
      );
      const moving = sql.join(
        references.map((reference) => movingTerm(reference, mergedId, survivorId)),
        sql` or `,
      );
      const row = await rowsOf(scope, db, first)
        .select([
          sql<string>`count(*) filter (where ${ofSurvivor})`.as('survivor'),
          sql<string>`count(*) filter (where ${moving})`.as('merged'),
        ])
        .executeTakeFirst();
      const sum = counts.get(first.group) ?? { survivor: 0, merged: 0 };
      sum.survivor += Number(row?.survivor ?? 0);
      sum.merged += Number(row?.merged ?? 0);
      counts.set(first.group, sum);
    }),
  );
  return ACCOUNT_MERGE_GROUPS.map((group) => ({
    group,
    survivor: counts.get(group)?.survivor ?? 0,
    merged: counts.get(group)?.merged ?? 0,
  }));
}

/** Moves every reference's rows from the merged account to the survivor; what moved, by key. */
export async function moveReferences(
  scope: Scope,
  trx: Db,
  survivorId: number,
  mergedId: number,
): Promise<AccountMergeMove[]> {
  const moves: AccountMergeMove[] = [];
  // One after the other: the transaction has one connection (PGlite has one in all).
  for (const reference of accountReferences) {
    const rows = await updateOf(scope, trx, reference)
      .set(pointedAt(reference, survivorId))
      .where(movingTerm(reference, mergedId, survivorId))
      .returning(reference.key)
      .execute();
    if (rows.length === 0) continue;
    moves.push({
      table: reference.table,
      column: reference.column,
      keys: rows.map((row) => row[reference.key] as number | string),
    });
  }
  return moves;
}

/** Moves the rows a merge moved back to the merged account (those still on the survivor). */
export async function moveBack(
  scope: Scope,
  trx: Db,
  survivorId: number,
  mergedId: number,
  moves: readonly AccountMergeMove[],
): Promise<void> {
  for (const move of moves) {
    const reference = accountReferences.find(
      (candidate) => candidate.table === move.table && candidate.column === move.column,
    );
    if (!reference || move.keys.length === 0) continue;
    await updateOf(scope, trx, reference)
      .set(pointedAt(reference, mergedId))
      .where(sql<boolean>`${ref(reference.column)} = ${survivorId}`)
      .where(sql<boolean>`${ref(reference.key)} = any(${move.keys})`)
      .execute();
  }
}
