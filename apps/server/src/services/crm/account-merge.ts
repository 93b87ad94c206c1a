import {
  ACCOUNT_MERGE_GROUPS,
  ACCOUNT_MERGE_UNDO_HOURS,
  type AccountMergeCounts,
  type AccountMergeField,
  type AccountMergeRef,
  endpoints as e,
  serverMessage,
} from '@adconsole/api/contracts';
import type { Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { RowOf } from '../../kit/resource.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import {
  type AccountMergeMove,
  accountReferences,
  mergeCounts,
  moveBack,
  moveReferences,
} from './account-merge-moves.ts';
import { accountForHistory, accountHistoryFields, toAccounts } from './crm-accounts.ts';
import { changedFields, type FieldValueChange, writeFieldChanges } from './crm-history.ts';
import { crmAccess, crmContactsAccess, invalid } from './crm-record-rules.ts';
import { fullName } from './sales-records.ts';

// Merging duplicate accounts (issue 46; DOMAIN §1, Twenty's "merge records"): the account the
// user stands on survives and takes in the other. Its write role is the contacts' (ADMIN or
// MANAGE_ACCOUNTS): a merge moves contacts and commercial terms, which a self-booking customer
// does not manage. Both accounts are the scope's (a lock of each, in id order); the moves, both
// accounts' new values, the merge's record and both histories are one transaction. The merged
// account is kept, inactive and "merged into" the survivor; an undo within ACCOUNT_MERGE_UNDO_HOURS
// moves the recorded rows back and restores both accounts' values, unless either account was
// changed since the merge (its version): an edit made since would be lost by the undo, so the
// user undoes the later change first (a later merge into the same survivor is such a change).

type AccountRow = RowOf<'account'>;
type Trx = Transaction<Schema>;

/** The columns of each field a merge takes as a whole from the merged account. */
const mergeColumns: Record<AccountMergeField, readonly (keyof AccountRow & string)[]> = {
  name: ['name'],
  displayName: ['displayName'],
  legalForm: ['legalForm'],
  accountType: ['accountType'],
  address: ['street', 'postalCode', 'city', 'canton', 'countryCode'],
  uidNumber: ['uidNumber'],
  industry: ['industryId'],
  language: ['language'],
  salesOwner: ['salesUserId'],
  agency: ['agencyAccountId'],
  broker: ['brokerAccountId'],
  website: ['website'],
  phone: ['phone'],
  email: ['email'],
  creditLimit: ['creditLimit', 'creditCurrency'],
  paymentTermsDays: ['paymentTermsDays'],
};

/** The history's field of the merge itself, on each account (`crm.accounts.form.<field>`). */
const MERGED_ACCOUNT = 'mergedAccount';
const MERGED_INTO = 'mergedInto';

const undoWindow = ACCOUNT_MERGE_UNDO_HOURS * 60 * 60 * 1000;
const withinUndoWindow = (mergedAt: Date) => Date.now() - mergedAt.getTime() <= undoWindow;

const historyRecord = (row: AccountRow) => ({
  kind: 'ACCOUNT' as const,
  id: row.id,
  accountId: row.id,
  name: row.name,
});

/** Both accounts locked in id order (two merges of the same pair wait, never deadlock). */
async function lockBoth(
  scope: Scope,
  trx: Db,
  survivor: { id: number; version?: number },
  merged: { id: number; version?: number },
): Promise<[AccountRow, AccountRow]> {
  const [first, second] = survivor.id < merged.id ? [survivor, merged] : [merged, survivor];
  const rows = new Map<number, AccountRow>();
  for (const { id, version } of [first, second]) {
    rows.set(id, await scope.lockedRow(trx, 'account', id, version, 'account'));
  }
  return [rows.get(survivor.id) as AccountRow, rows.get(merged.id) as AccountRow];
}

/** A merge of an account with itself, or of one merged already, is refused (422). */
function refuseMerge(survivorId: number, mergedId: number, rows?: [AccountRow, AccountRow]) {
  if (survivorId === mergedId) throw invalid({ mergedId: serverMessage('mergeItself') });
  if (!rows) return;
  const [survivor, merged] = rows;
  if (merged.mergedIntoId !== null)
    throw invalid({ mergedId: serverMessage('mergeAlreadyMerged', { name: merged.name }) });
  if (survivor.mergedIntoId !== null)
    throw new ValidationError({}, [serverMessage('mergeAlreadyMerged', { name: survivor.name })]);
}

/** Per group, how many records of each table moved (a campaign moved twice counts once). */
function countsOfMoves(moves: readonly AccountMergeMove[]): AccountMergeCounts {
  const keys = new Map<string, Set<number | string>>();
  for (const move of moves) {
    const reference = accountReferences.find(
      (candidate) => candidate.table === move.table && candidate.column === move.column,
    );
    const at = `${reference?.group ?? 'other'}:${move.table}`;
    keys.set(at, new Set([...(keys.get(at) ?? []), ...move.keys]));
  }
  return ACCOUNT_MERGE_GROUPS.map((group) => ({
    group,
    survivor: 0,
    merged: [...keys].reduce(
      (sum, [at, moved]) => (at.startsWith(`${group}:`) ? sum + moved.size : sum),
      0,
    ),
  }));
}

/** Writes a change of both accounts to their histories (the survivor's fields, the merge). */
async function writeMergeHistory(
  trx: Trx,
  actor: Actor,
  [survivorBefore, survivorAfter]: [AccountRow, AccountRow],
  [mergedBefore, mergedAfter]: [AccountRow, AccountRow],
  links: { survivor: FieldValueChange; merged: FieldValueChange },
) {
  const [oldSurvivor, newSurvivor, oldMerged, newMerged] = await accountForHistory(trx, [
    survivorBefore,
    survivorAfter,
    mergedBefore,
    mergedAfter,
  ]);
  await writeFieldChanges(trx, historyRecord(survivorAfter), actor, [
    links.survivor,
    ...changedFields(oldSurvivor, newSurvivor as Record<string, unknown>, accountHistoryFields),
  ]);
  await writeFieldChanges(trx, historyRecord(mergedAfter), actor, [
    links.merged,
    ...changedFields(oldMerged, newMerged as Record<string, unknown>, accountHistoryFields),
  ]);
}

/** The account's merges: the one it was merged into, those merged into it (not undone). */
async function mergesOf(scope: Scope, db: Db, accountId: number) {
  const rows = await scope
    .rows('accountMerge as m', db)
    .innerJoin('account as s', 's.id', 'm.survivorId')
    .innerJoin('account as d', 'd.id', 'm.mergedId')
    .leftJoin('appUser as u', 'u.id', 'm.mergedBy')
    .select([
      'm.id',
      'm.survivorId',
      'm.mergedId',
      'm.mergedAt',
      'm.survivorVersion',
      'm.mergedVersion',
      's.name as survivorName',
      's.version as survivorNow',
      'd.name as mergedName',
      'd.version as mergedNow',
      'u.firstName',
      'u.lastName',
    ])
    .where('m.undoneAt', 'is', null)
    .where((eb) => eb.or([eb('m.survivorId', '=', accountId), eb('m.mergedId', '=', accountId)]))
    .orderBy('m.mergedAt', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
  const refOf = (row: (typeof rows)[number], other: 'survivor' | 'merged'): AccountMergeRef => ({
    mergeId: row.id,
    account:
      other === 'survivor'
        ? { id: row.survivorId, name: row.survivorName }
        : { id: row.mergedId, name: row.mergedName },
    mergedAt: row.mergedAt.toISOString(),
    mergedBy:
      row.firstName && row.lastName
        ? fullName({ firstName: row.firstName, lastName: row.lastName })
        : null,
    undoable:
      withinUndoWindow(row.mergedAt) &&
      row.survivorNow === row.survivorVersion &&
      row.mergedNow === row.mergedVersion,
  });
  const into = rows.find((row) => row.mergedId === accountId);
  return {
    mergedInto: into ? refOf(into, 'survivor') : null,
    mergedHere: rows
      .filter((row) => row.survivorId === accountId)
      .map((row) => refOf(row, 'merged')),
  };
}

/** Issue 46: the preview, the merge, an account's merges and the undo. */
export function registerAccountMerge({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;

  registerEndpoint(
    app,
    e.crmAccountMergePreview,
    crmContactsAccess,
    async ({ scope, params, query }) => {
      refuseMerge(params.id, query.mergedId);
      const rows = await scope
        .rows('account', db)
        .selectAll()
        .where('id', 'in', [params.id, query.mergedId])
        .execute();
      const survivor = rows.find((row) => row.id === params.id);
      const merged = rows.find((row) => row.id === query.mergedId);
      if (!survivor || !merged) throw notFound('account');
      refuseMerge(params.id, query.mergedId, [survivor, merged]);
      const [items, counts] = await Promise.all([
        toAccounts(db, [survivor, merged], scope.language),
        mergeCounts(scope, db, survivor.id, merged.id),
      ]);
      return {
        survivor: items[0] as (typeof items)[0],
        merged: items[1] as (typeof items)[0],
        counts,
      };
    },
  );

  registerEndpoint(
    app,
    e.crmAccountMerge,
    crmContactsAccess,
    async ({ scope, params, body, caller }) => {
      refuseMerge(params.id, body.mergedId);
      return db.transaction().execute(async (trx) => {
        const [survivor, merged] = await lockBoth(
          scope,
          trx,
          { id: params.id, version: body.survivorVersion },
          { id: body.mergedId, version: body.mergedVersion },
        );
        refuseMerge(params.id, body.mergedId, [survivor, merged]);
        const taken: Record<string, unknown> = {};
        for (const field of new Set(body.take)) {
          for (const column of mergeColumns[field]) taken[column] = merged[column];
        }
        if (taken.agencyAccountId === survivor.id || taken.brokerAccountId === survivor.id)
          throw invalid({ take: serverMessage('ownAgencyOrBroker') });
        const replaced = Object.fromEntries(
          Object.keys(taken).map((column) => [column, survivor[column as keyof AccountRow]]),
        );
        const moves = await moveReferences(scope, trx, survivor.id, merged.id);
        const now = new Date();
        const survivorAfter = await scope
          .update('account', trx)
          .set({ ...taken, version: survivor.version + 1, updatedAt: now })
          .where('id', '=', survivor.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const mergedAfter = await scope
          .update('account', trx)
          .set({
            active: false,
            mergedIntoId: survivor.id,
            version: merged.version + 1,
            updatedAt: now,
          })
          .where('id', '=', merged.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const record = await scope
          .insert(
            'accountMerge',
            {
              survivorId: survivor.id,
              mergedId: merged.id,
              moved: JSON.stringify(moves),
              survivorBefore: JSON.stringify(replaced),
              mergedActive: merged.active,
              survivorVersion: survivorAfter.version,
              mergedVersion: mergedAfter.version,
              mergedBy: caller.user.userId,
            },
            trx,
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeMergeHistory(trx, caller, [survivor, survivorAfter], [merged, mergedAfter], {
          survivor: { field: MERGED_ACCOUNT, oldValue: null, newValue: merged.name },
          merged: { field: MERGED_INTO, oldValue: null, newValue: survivorAfter.name },
        });
        return {
          mergeId: record.id,
          survivorId: survivor.id,
          mergedId: merged.id,
          counts: countsOfMoves(moves),
        };
      });
    },
  );

  registerEndpoint(app, e.crmAccountMerges, crmAccess, async ({ scope, params }) => {
    const account = await scope.byId('account', params.id, db).select('id').executeTakeFirst();
    if (!account) throw notFound('account');
    return mergesOf(scope, db, account.id);
  });

  registerEndpoint(
    app,
    e.crmAccountMergeUndo,
    crmContactsAccess,
    async ({ scope, params, caller }) =>
      db.transaction().execute(async (trx) => {
        const merge = await scope
          .lockedRows('accountMerge', trx)
          .selectAll()
          .where('id', '=', params.id)
          .executeTakeFirst();
        if (!merge) throw notFound('account merge');
        if (merge.undoneAt !== null) throw new ValidationError({}, [serverMessage('mergeUndone')]);
        if (!withinUndoWindow(merge.mergedAt))
          throw new ValidationError({}, [
            serverMessage('mergeUndoExpired', { hours: ACCOUNT_MERGE_UNDO_HOURS }),
          ]);
        const [survivor, merged] = await lockBoth(
          scope,
          trx,
          { id: merge.survivorId },
          { id: merge.mergedId },
        );
        for (const [row, version] of [
          [survivor, merge.survivorVersion],
          [merged, merge.mergedVersion],
        ] as const) {
          if (row.version !== version)
            throw new ValidationError({}, [serverMessage('mergeUndoChanged', { name: row.name })]);
        }
        const moves = merge.moved as AccountMergeMove[];
        await moveBack(scope, trx, survivor.id, merged.id, moves);
        const now = new Date();
        const survivorAfter = await scope
          .update('account', trx)
          .set({
            ...(merge.survivorBefore as Record<string, unknown>),
            version: survivor.version + 1,
            updatedAt: now,
          })
          .where('id', '=', survivor.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const mergedAfter = await scope
          .update('account', trx)
          .set({
            active: merge.mergedActive,
            mergedIntoId: null,
            version: merged.version + 1,
            updatedAt: now,
          })
          .where('id', '=', merged.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await scope
          .update('accountMerge', trx)
          .set({ undoneAt: now, undoneBy: caller.user.userId })
          .where('id', '=', merge.id)
          .execute();
        await writeMergeHistory(trx, caller, [survivor, survivorAfter], [merged, mergedAfter], {
          survivor: { field: MERGED_ACCOUNT, oldValue: merged.name, newValue: null },
          merged: { field: MERGED_INTO, oldValue: survivor.name, newValue: null },
        });
        return {
          mergeId: merge.id,
          survivorId: survivor.id,
          mergedId: merged.id,
          counts: countsOfMoves(moves),
        };
      }),
  );
}
