import type {
  BulkResult,
  BulkRowResult,
  PrintPosition,
  printPositionEndpoints,
} from '@adconsole/api/contracts';
import { type SqlBool, sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import type { Actor } from '../../http/access.ts';
import { bulkSummary, notFoundRow } from '../../kit/bulk.ts';
import { caseless } from '../../kit/list.ts';
import type { ListDeclaration } from '../../kit/paged-list.ts';
import type { Scope, ScopedSchema } from '../../kit/scope.ts';
import { writeMail } from '../../mail/outbox.ts';
import { positionNameIn } from '../orders/orders-record.ts';
import { formatColumns, formatOf } from './print-proofs.ts';
import {
  movePosition,
  moveRefusal,
  type PositionRow,
  positionActivity,
  positionRows,
  type Refusal,
  refusal,
  type Status,
  setOps,
  withTitle,
} from './print-rules.ts';
import type { Language } from './print-texts.ts';

// The print positions' list: the filter, the sort, the items, and the bulk results.

/**
 * The print positions' list: the company's print positions under the position filter (the
 * status tab: not the deleted ones under ALL), in the list's sort.
 */
export const printPositionList: ListDeclaration<
  typeof printPositionEndpoints.list,
  ScopedSchema<'campaignPosition as p'>,
  'p',
  object,
  { id: number },
  PrintPosition
> = {
  rows: ({ scope }) => scope.rows('campaignPosition as p').where('p.positionType', '=', 'PRINT'),
  filters: {
    campaignPositionStatus: (rows, tab) =>
      tab === 'ALL' ? rows.where('p.status', '<>', 'DELETED') : rows.where('p.status', '=', tab),
    publicationDateFrom: (rows, from) => rows.where('p.publicationDate', '>=', from),
    publicationDateTo: (rows, to) => rows.where('p.publicationDate', '<=', to),
    adMediumId: (rows, id) => rows.where('p.adMediumId', '=', id),
    notSentPhysicalProof: (rows, only) =>
      only
        ? rows.where(
            sql<SqlBool>`exists (select 1 from print_position_ops o where o.position_id = p.id and o.physical_proof and o.physical_proof_extracted_at is null)`,
          )
        : rows,
    searchFilter: (rows, text, { scope }) => {
      // "#146851" (as the lists and the bulk answers name a position) finds that position.
      const positionId = /^#\s*(\d{1,9})$/.exec(text.trim())?.[1];
      if (positionId) return rows.where('p.id', '=', Number(positionId));
      const pattern = containsPattern(text.toLowerCase());
      return rows.where(
        sql<SqlBool>`(lower(p.name) like ${pattern} or p.campaign_id in (select c.id from campaign c where ${scope.term('c')} and (c.search_name like ${pattern} or c.advertiser_account_id in (select a.id from account a where ${scope.term('a')} and lower(a.name) like ${pattern}))))`,
      );
    },
  },
  sort: {
    publicationDate: 'p.publicationDate',
    name: caseless('p.name'),
    status: 'p.status',
    updatedAt: 'p.updatedAt',
  },
  ties: ['p.id'],
  select: (rows) => rows.select('p.id'),
  toItems: (rows, { scope }) =>
    toPrintPositions(
      scope,
      rows.map((row) => row.id),
    ),
};

/** The items of a page of positions, in the page's order. */
export async function toPrintPositions(
  scope: Scope,
  ids: readonly number[],
): Promise<PrintPosition[]> {
  if (ids.length === 0) return [];
  // The company's positions; their campaign, advertiser, title, product, issue by their keys.
  const rows = await withTitle(scope.rows('campaignPosition as p'))
    .innerJoin('product as pr', 'pr.id', 'p.productId')
    .leftJoin('publicationIssue as i', 'i.id', 'p.publicationIssueId')
    .leftJoin('printPositionOps as o', 'o.positionId', 'p.id')
    .select([
      'p.id',
      // A position named after its product reads in the caller's language (issue 37/40: the
      // French console showed the German product names).
      positionNameIn(scope.language).as('name'),
      'p.status',
      'p.creativeStatus',
      'p.hiddenMode',
      'p.version',
      'p.updatedAt',
      'p.netAmount',
      'p.currency',
      sql<string>`p.publication_date::text`.as('publicationDate'),
      'c.id as campaignId',
      'c.name as campaignName',
      'c.language',
      'adv.id as advertiserId',
      'adv.name as advertiserName',
      'm.id as publicationId',
      'm.name as publicationName',
      ...formatColumns(scope.language),
      'i.materialDeadline',
      'o.externalReference',
      'o.pushedAt',
      'o.creativesRequestedAt',
      'o.creativeFileName',
      'o.proofGeneratedAt',
      'o.proofSentAt',
      sql<boolean>`coalesce(o.physical_proof, false)`.as('physicalProof'),
      'o.physicalProofExtractedAt',
    ])
    .where('p.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  const now = new Date();
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: row.name,
        status: row.status as Status,
        creativeStatus: row.creativeStatus as PrintPosition['creativeStatus'],
        hiddenMode: (row.hiddenMode ?? 'NONE') as PrintPosition['hiddenMode'],
        colorMode: (row.colorMode ?? 'COLOR') as PrintPosition['colorMode'],
        sizeType: (row.sizeType ?? 'FIXED_SIZE') as PrintPosition['sizeType'],
        format: formatOf(row),
        campaign: {
          id: row.campaignId,
          name: row.campaignName,
          language: row.language as Language,
        },
        advertiser: { id: row.advertiserId, name: row.advertiserName },
        publication: { id: row.publicationId, name: row.publicationName },
        publicationDate: row.publicationDate,
        issueNumber: row.issueNumber,
        materialDeadline: iso(row.materialDeadline),
        overdue: isOverdue(row.status as Status, row.materialDeadline, now),
        netAmount: Number(row.netAmount),
        currency: row.currency,
        externalReference: row.externalReference,
        pushedAt: iso(row.pushedAt),
        creativesRequestedAt: iso(row.creativesRequestedAt),
        creativeFileName: row.creativeFileName,
        proofGeneratedAt: iso(row.proofGeneratedAt),
        proofSentAt: iso(row.proofSentAt),
        physicalProof: row.physicalProof,
        physicalProofExtractedAt: iso(row.physicalProofExtractedAt),
        version: row.version,
        updatedAt: row.updatedAt.toISOString(),
      },
    ];
  });
}

/** The statuses whose work is due by the issue's material deadline (the creative, the proof). */
export const DUE_BY_DEADLINE: ReadonlySet<Status> = new Set([
  'READY_TO_PUSH',
  'CREATIVE_PENDING',
  'CREATIVE_REQUESTED',
  'CREATIVE_RECEIVED',
  'PROOFS',
]);

/** Overdue (issue 33): the material deadline passed with the work still open. */
export const isOverdue = (status: Status, deadline: Date | null, now: Date) =>
  DUE_BY_DEADLINE.has(status) && deadline !== null && deadline.getTime() < now.getTime();

/** One action on one position: why it cannot take it, or what it does (in the row's transaction). */
export interface PositionAction {
  refuse(row: PositionRow): Refusal | undefined;
  apply(trx: Transaction<Schema>, row: PositionRow): Promise<void>;
  /** Whom a done row's action reaches (a proof's recipient), said beside the row. */
  context?(row: PositionRow): string | undefined;
}

export const missing = (id: number): BulkRowResult => notFoundRow(id, 'print position');

/** A creative request's mail. */
export interface CreativeRequest {
  recipient: string;
  subject: string;
  text: string;
  language: Language;
}

export const rolesOf = (actor: Actor) => [...actor.roles];

/**
 * Requests the creatives of a campaign's positions (the given ones, else those missing one) in
 * `trx`: each checked against the table, the done ones moved with their activity entries, and
 * one mail for them. A dry run only says what would happen.
 */
export async function requestCreativesIn(
  scope: Scope,
  trx: Db | Transaction<Schema>,
  actor: Actor,
  campaignId: number,
  positionIds: readonly number[] | undefined,
  mail: CreativeRequest,
  dryRun: boolean,
): Promise<BulkResult> {
  const ids =
    positionIds ??
    (
      await scope
        .rows('campaignPosition', trx)
        .select('id')
        .where('campaignId', '=', campaignId)
        .where('positionType', '=', 'PRINT')
        .where('status', '=', 'CREATIVE_PENDING')
        .execute()
    ).map((row) => row.id);
  const rows = await positionRows(scope, trx, ids, !dryRun);
  const results: BulkRowResult[] = [];
  const done: PositionRow[] = [];
  for (const id of [...new Set(ids)]) {
    const row = rows.get(id);
    if (!row) {
      results.push(missing(id));
      continue;
    }
    const refused =
      row.campaignId !== campaignId
        ? refusal('The position is not one of this campaign', 'OTHER_CAMPAIGN')
        : row.status === 'CREATIVE_REQUESTED'
          ? refusal('The creative was already requested', 'ALREADY_REQUESTED')
          : moveRefusal(row, 'CREATIVE_REQUESTED', rolesOf(actor));
    if (refused) results.push({ id, name: row.name, outcome: 'REFUSED', ...refused });
    else {
      done.push(row);
      results.push({ id, name: row.name, outcome: 'DONE' });
    }
  }
  if (dryRun || done.length === 0) return bulkSummary(dryRun, results);
  const transaction = trx as Transaction<Schema>;
  const at = new Date();
  for (const row of done) {
    await setOps(transaction, row, { creativesRequestedAt: at });
    await movePosition(transaction, actor, row, 'CREATIVE_REQUESTED', at);
    await positionActivity(
      transaction,
      actor,
      row,
      'CREATIVE_STATUS_UPDATED',
      `Creative requested from ${mail.recipient}`,
      { creativeStatus: 'REQUESTED', recipient: mail.recipient },
      at,
    );
  }
  await writeMail(transaction, {
    recipient: mail.recipient,
    template: 'PRINT_CREATIVE_REQUEST',
    subject: mail.subject,
    text: mail.text,
    language: mail.language,
    related: { type: 'CAMPAIGN', id: campaignId },
  });
  return bulkSummary(false, results);
}

/** REQUEST_CREATIVES asks for the creatives of positions appearing within this many days. */
