import type { PrintPositionStatus } from '@adconsole/api/contracts';
import { sql, type Transaction, type Updateable } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import type { AccessRule, Actor } from '../../http/access.ts';
import { type Scope, type ScopedRows, scopeOf } from '../../kit/scope.ts';
import { defineTransitions } from '../../kit/transitions.ts';
import { positionKeys, withCampaign } from '../orders/campaigns.ts';
import type { Language } from './print-texts.ts';

// The print position's rules (spec 3 §3–§6): its access, its status machine, what refuses a move,
// and the move itself with its history entries.

/** Spec 3 §6: print operations need PRINT_OPS_PUSH; every call acts on the company's rows. */
export const printAccess: AccessRule = { roles: { anyOf: ['PRINT_OPS_PUSH'] }, company: 'actable' };

export type Status = PrintPositionStatus;
export const PUSH_ROLES = ['PRINT_OPS_PUSH'] as const;

/**
 * The print position's status machine (spec 3 §3 names the statuses, §4 leaves the moves
 * open). The happy path: booked (READY_TO_PUSH) → pushed to the publisher, creative missing
 * (CREATIVE_PENDING) → creative requested → creative received → proof sent (PROOFS) → proof
 * approved (READY) → appeared (FINISHED). Hiding takes a position out of the work lists.
 */
export const printTransitions = defineTransitions<Status>('A print position', [
  {
    from: 'READY_TO_PUSH',
    to: 'CREATIVE_PENDING',
    roles: PUSH_ROLES,
    because: "Pushed to the publisher's system; the creative is still missing",
  },
  {
    from: 'READY_TO_PUSH',
    to: 'CREATIVE_RECEIVED',
    roles: PUSH_ROLES,
    because: 'Pushed with the creative already delivered: the proof comes next',
  },
  {
    from: 'READY_TO_PUSH',
    to: 'READY',
    roles: PUSH_ROLES,
    because: 'Pushed with an approved creative (a repeat of an earlier insertion)',
  },
  {
    from: ['CREATIVE_PENDING', 'PROOFS'],
    to: 'CREATIVE_REQUESTED',
    because: 'The customer is asked for the creative (again, after a rejected proof)',
  },
  {
    from: ['CREATIVE_PENDING', 'CREATIVE_REQUESTED'],
    to: 'CREATIVE_RECEIVED',
    because: 'The creative arrived',
  },
  { from: 'CREATIVE_RECEIVED', to: 'PROOFS', because: 'The proof was sent to the customer' },
  {
    from: ['PROOFS', 'CREATIVE_RECEIVED'],
    to: 'READY',
    because: 'The customer approved the proof (or waived it)',
  },
  { from: 'READY', to: 'FINISHED', because: 'The issue appeared with the ad' },
  {
    from: [
      'READY_TO_PUSH',
      'CREATIVE_PENDING',
      'CREATIVE_REQUESTED',
      'CREATIVE_RECEIVED',
      'READY',
      'PROOFS',
      'FINISHED',
    ],
    to: 'MANUAL_HIDDEN',
    because: 'Taken out of the work lists by hand',
  },
  {
    from: ['CREATIVE_PENDING', 'CREATIVE_REQUESTED', 'CREATIVE_RECEIVED', 'READY', 'PROOFS'],
    to: 'AUTO_HIDDEN',
    because: 'The issue appeared without the work being finished: hidden by the system',
  },
  ...(['AUTO_HIDDEN', 'MANUAL_HIDDEN'] as const).flatMap((from) =>
    (
      [
        'READY_TO_PUSH',
        'CREATIVE_PENDING',
        'CREATIVE_REQUESTED',
        'CREATIVE_RECEIVED',
        'READY',
        'FINISHED',
      ] as const
    ).map((to) => ({
      from,
      to,
      because: 'Shown again, in the status its push and creative say (unhide)',
    })),
  ),
]);

/** The creative status a position has once it reaches a status (null: unchanged). */
export const CREATIVE_OF: Partial<Record<Status, string>> = {
  CREATIVE_PENDING: 'MISSING',
  CREATIVE_REQUESTED: 'REQUESTED',
  CREATIVE_RECEIVED: 'PENDING_APPROVAL',
  READY: 'APPROVED',
  FINISHED: 'APPEARED',
};

/** Where an unhidden position goes: not pushed yet, else where its creative stands. */
export function unhiddenStatus(row: PositionRow): Status {
  if (!row.pushedAt) return 'READY_TO_PUSH';
  switch (row.creativeStatus) {
    case 'REQUESTED':
      return 'CREATIVE_REQUESTED';
    case 'PENDING_APPROVAL':
      return 'CREATIVE_RECEIVED';
    case 'APPROVED':
      return 'READY';
    case 'APPEARED':
      return 'FINISHED';
    default:
      return 'CREATIVE_PENDING';
  }
}

/** A print position with what the desk keeps of it and its campaign's mail facts. */
export interface PositionRow {
  id: number;
  companyId: number;
  campaignId: number;
  name: string;
  status: Status;
  creativeStatus: string | null;
  hiddenMode: string | null;
  version: number;
  publicationDate: string;
  adMediumId: number;
  publicationName: string;
  campaignName: string;
  campaignLanguage: Language;
  advertiserName: string;
  invoicingEmail: string | null;
  pushedAt: Date | null;
  externalReference: string | null;
  creativeFileName: string | null;
  creativeContentType: string | null;
  creativeContent: Uint8Array | null;
  /** Its print creative's preflight (issue 40): an ERROR creative gets no proof. */
  creativePreflight: 'ERROR' | 'READY' | null;
  proofPdf: Uint8Array | null;
  proofSentAt: Date | null;
  physicalProof: boolean;
  physicalProofExtractedAt: Date | null;
}

/** Print positions (`p`) with their campaign (`c`), advertiser (`adv`) and title (`m`). */
export const withTitle = (positions: ScopedRows<'campaignPosition as p'>) =>
  withCampaign(positions)
    .innerJoin('account as adv', 'adv.id', 'c.advertiserAccountId')
    .innerJoin('adMedium as m', 'm.id', 'p.adMediumId');

/** The rows of positions for an action, locked when `lock`. */
export async function positionRows(
  scope: Scope,
  db: Db | Transaction<Schema>,
  ids: readonly number[],
  lock: boolean,
): Promise<Map<number, PositionRow>> {
  if (ids.length === 0) return new Map();
  // The company's positions (locked when `lock`); the rest joined by their keys.
  const query = withTitle(
    lock ? scope.lockedRows('campaignPosition as p', db) : scope.rows('campaignPosition as p', db),
  )
    .innerJoin('account as inv', 'inv.id', 'c.invoicingAccountId')
    .leftJoin('printPositionOps as o', 'o.positionId', 'p.id')
    .select([
      ...positionKeys,
      'p.creativeStatus',
      'p.hiddenMode',
      'p.version',
      sql<string>`p.publication_date::text`.as('publicationDate'),
      'p.adMediumId',
      'm.name as publicationName',
      'c.name as campaignName',
      'c.language as campaignLanguage',
      'adv.name as advertiserName',
      'inv.email as invoicingEmail',
      'o.pushedAt',
      'o.externalReference',
      'o.creativeFileName',
      'o.creativeContentType',
      'o.creativeContent',
      'o.creativePreflight',
      'o.proofPdf',
      'o.proofSentAt',
      sql<boolean>`coalesce(o.physical_proof, false)`.as('physicalProof'),
      'o.physicalProofExtractedAt',
    ])
    .where('p.positionType', '=', 'PRINT')
    .where('p.id', 'in', [...ids]);
  const rows = (await query.execute()) as unknown as PositionRow[];
  return new Map(rows.map((row) => [row.id, row]));
}

export const refusal = (reason: string, translationKey: string) => ({ reason, translationKey });
export type Refusal = ReturnType<typeof refusal>;

/** Refuses a move the table does not allow (or the caller's roles do not). */
export function moveRefusal(
  row: PositionRow,
  to: Status,
  roles: readonly string[],
): Refusal | undefined {
  const verdict = printTransitions.check(row.status, to, roles);
  return verdict.allowed ? undefined : refusal(verdict.reason, verdict.translationKey);
}

/** One activity about a position (a system entry of its campaign). */
export interface PositionEntry {
  activityType:
    | 'CAMPAIGN_POSITION_FIELD_CHANGED'
    | 'DIGITAL_PROOF_SENT'
    | 'PHYSICAL_PROOF_EXTRACTED'
    | 'CREATIVE_STATUS_UPDATED';
  message: string;
  keyValues: Record<string, string>;
}

/**
 * The scope of a position read through a scope (`positionRows`): what is written about it
 * belongs to its company.
 */
export const scopeOfRow = (trx: Db, row: PositionRow): Scope => scopeOf(trx, row.companyId);

/** Writes activities about a position, in one statement. */
export async function positionActivities(
  trx: Transaction<Schema>,
  actor: Actor | { userId: number },
  row: PositionRow,
  entries: readonly PositionEntry[],
  at: Date,
) {
  if (entries.length === 0) return;
  await scopeOfRow(trx, row)
    .insert(
      'activity',
      entries.map((entry) => ({
        entityType: 'CAMPAIGN_POSITION_UPDATE',
        entityId: row.campaignId,
        entityName: row.campaignName,
        accountId: null,
        taskId: null,
        activityType: entry.activityType,
        title: row.name,
        message: entry.message,
        activityDate: at,
        creationDate: at,
        creatorUserId: 'user' in actor ? actor.user.userId : actor.userId,
        campaignPositionIds: [row.id],
        keyValues: JSON.stringify({
          campaignId: String(row.campaignId),
          campaignPositionId: String(row.id),
          ...entry.keyValues,
        }),
      })),
    )
    .execute();
}

/** Writes an activity about a position. */
export function positionActivity(
  trx: Transaction<Schema>,
  actor: Actor | { userId: number },
  row: PositionRow,
  activityType: PositionEntry['activityType'],
  message: string,
  keyValues: Record<string, string>,
  at: Date,
) {
  return positionActivities(trx, actor, row, [{ activityType, message, keyValues }], at);
}

/**
 * Moves a position (status, and with it its creative status and hidden mode), raises its
 * version and writes a CAMPAIGN_POSITION_FIELD_CHANGED entry and a position-history row per
 * changed field, in the caller's transaction.
 */
export async function movePosition(
  trx: Transaction<Schema>,
  actor: Actor | { userId: number },
  row: PositionRow,
  to: Status,
  at = new Date(),
) {
  const change: Record<string, string | null> = { status: to };
  const creative = CREATIVE_OF[to];
  if (creative) change.creativeStatus = creative;
  change.hiddenMode = to === 'MANUAL_HIDDEN' ? 'MANUAL' : to === 'AUTO_HIDDEN' ? 'AUTO' : 'NONE';
  const changes = Object.entries(change).filter(
    ([field, value]) => (row as unknown as Record<string, unknown>)[field] !== value,
  );
  if (changes.length === 0) return;
  const scope = scopeOfRow(trx, row);
  await scope
    .update('campaignPosition')
    .set({ ...change, version: row.version + 1, updatedAt: at })
    .where('id', '=', row.id)
    .execute();
  const userId = 'user' in actor ? actor.user.userId : actor.userId;
  await positionActivities(
    trx,
    actor,
    row,
    changes.map(([field, newValue]) => {
      const oldValue =
        ((row as unknown as Record<string, unknown>)[field] as string | null) ?? null;
      return {
        activityType: 'CAMPAIGN_POSITION_FIELD_CHANGED' as const,
        message: `${field}: ${oldValue ?? '–'} → ${newValue ?? '–'}`,
        keyValues: { field, oldValue: oldValue ?? '', newValue: newValue ?? '' },
      };
    }),
    at,
  );
  await scope
    .insert(
      'campaignPositionHistory',
      changes.map(([field, newValue]) => ({
        campaignId: row.campaignId,
        campaignPositionId: row.id,
        campaignPositionType: 'PRINT',
        positionName: row.name,
        changeKind: 'UPDATE',
        fieldName: field,
        oldValue: ((row as unknown as Record<string, unknown>)[field] as string | null) ?? null,
        newValue,
        changedByUserId: userId,
        changedAt: at,
      })),
    )
    .execute();
  Object.assign(row, change, { version: row.version + 1 });
}

/** What the desk keeps of a position, as set by an action. */
export type OpsValues = Omit<Updateable<Schema['printPositionOps']>, 'positionId' | 'companyId'>;

/** Stores what the desk keeps of a position (its row made on first use). */
export async function setOps(trx: Transaction<Schema>, row: PositionRow, values: OpsValues) {
  const set = { ...values, updatedAt: new Date() };
  await scopeOfRow(trx, row)
    .insert('printPositionOps', { ...set, positionId: row.id })
    .onConflict((oc) =>
      oc.column('positionId').doUpdateSet({ ...set, version: sql`print_position_ops.version + 1` }),
    )
    .execute();
}
