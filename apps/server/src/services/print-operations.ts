import { randomUUID } from 'node:crypto';
import {
  type BulkResult,
  type BulkRowResult,
  printOperationsEndpoints as calls,
  DOCUMENT_LANGUAGES,
  PRINT_JOB_KINDS,
  type PrintBulkAction,
  type PrintPosition,
  type PrintPositionStatus,
  type PublicationFile,
  printPositionEndpoints,
} from '@adconsole/api/contracts';
import multipart from '@fastify/multipart';
import { type Expression, type SqlBool, sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../db/database.ts';
import { containsPattern } from '../db/like.ts';
import { detectFormat } from '../files/scanner.ts';
import type { AccessRule, Actor } from '../http/access.ts';
import { HttpError, notFound, ValidationError } from '../http/errors.ts';
import { registerEndpoint, requireActor } from '../http/routes.ts';
import type { JobKind } from '../jobs/queue.ts';
import { pageWithTotal } from '../kit/list.ts';
import { actingCompany } from '../kit/scope.ts';
import { defineTransitions } from '../kit/transitions.ts';
import { announceMail, writeMail } from '../mail/outbox.ts';
import { loadBranding } from '../pdf/branding.ts';
import { type PdfBranding, renderPdf } from '../pdf/document.ts';
import { isoDay } from './campaigns.ts';
import type { ServiceContext } from './context.ts';
import { contentDisposition, readUpload, storeUpload } from './files.ts';
import { type LabelAddress, labelDocx, labelLines } from './print-labels.ts';
import { type Language, proofTexts } from './print-texts.ts';

/** Spec 3 §6: print operations need PRINT_OPS_PUSH; every call acts on the company's rows. */
export const printAccess: AccessRule = { roles: { anyOf: ['PRINT_OPS_PUSH'] }, company: 'actable' };

type Status = PrintPositionStatus;
const PUSH_ROLES = ['PRINT_OPS_PUSH'] as const;

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
const CREATIVE_OF: Partial<Record<Status, string>> = {
  CREATIVE_PENDING: 'MISSING',
  CREATIVE_REQUESTED: 'REQUESTED',
  CREATIVE_RECEIVED: 'PENDING_APPROVAL',
  READY: 'APPROVED',
  FINISHED: 'APPEARED',
};

/** Where an unhidden position goes: not pushed yet, else where its creative stands. */
function unhiddenStatus(row: PositionRow): Status {
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
interface PositionRow {
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
  proofPdf: Uint8Array | null;
  proofSentAt: Date | null;
  physicalProof: boolean;
  physicalProofExtractedAt: Date | null;
}

/** The rows of positions for an action, locked when `lock`. */
async function positionRows(
  db: Db | Transaction<Schema>,
  companyId: number,
  ids: readonly number[],
  lock: boolean,
): Promise<Map<number, PositionRow>> {
  if (ids.length === 0) return new Map();
  let query = db
    .selectFrom('campaignPosition as p')
    .innerJoin('campaign as c', 'c.id', 'p.campaignId')
    .innerJoin('account as adv', 'adv.id', 'c.advertiserAccountId')
    .innerJoin('account as inv', 'inv.id', 'c.invoicingAccountId')
    .innerJoin('adMedium as m', 'm.id', 'p.adMediumId')
    .leftJoin('printPositionOps as o', 'o.positionId', 'p.id')
    .select([
      'p.id',
      'p.companyId',
      'p.campaignId',
      'p.name',
      'p.status',
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
      'o.proofPdf',
      'o.proofSentAt',
      sql<boolean>`coalesce(o.physical_proof, false)`.as('physicalProof'),
      'o.physicalProofExtractedAt',
    ])
    .where('p.companyId', '=', companyId)
    .where('p.positionType', '=', 'PRINT')
    .where('p.id', 'in', [...ids]);
  if (lock) query = query.forUpdate('p');
  const rows = (await query.execute()) as unknown as PositionRow[];
  return new Map(rows.map((row) => [row.id, row]));
}

const refusal = (reason: string, translationKey: string) => ({ reason, translationKey });
type Refusal = ReturnType<typeof refusal>;

/** Refuses a move the table does not allow (or the caller's roles do not). */
function moveRefusal(row: PositionRow, to: Status, roles: readonly string[]): Refusal | undefined {
  const verdict = printTransitions.check(row.status, to, roles);
  return verdict.allowed ? undefined : refusal(verdict.reason, verdict.translationKey);
}

/** One activity about a position (a system entry of its campaign). */
interface PositionEntry {
  activityType:
    | 'CAMPAIGN_POSITION_FIELD_CHANGED'
    | 'DIGITAL_PROOF_SENT'
    | 'PHYSICAL_PROOF_EXTRACTED'
    | 'CREATIVE_STATUS_UPDATED';
  message: string;
  keyValues: Record<string, string>;
}

/** Writes activities about a position, in one statement. */
async function positionActivities(
  trx: Transaction<Schema>,
  actor: Actor | { userId: number },
  row: PositionRow,
  entries: readonly PositionEntry[],
  at: Date,
) {
  if (entries.length === 0) return;
  await trx
    .insertInto('activity')
    .values(
      entries.map((entry) => ({
        companyId: row.companyId,
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
function positionActivity(
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
async function movePosition(
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
  await trx
    .updateTable('campaignPosition')
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
  await trx
    .insertInto('campaignPositionHistory')
    .values(
      changes.map(([field, newValue]) => ({
        companyId: row.companyId,
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

/** Stores what the desk keeps of a position (its row made on first use). */
async function setOps(
  trx: Transaction<Schema>,
  row: PositionRow,
  values: Partial<Schema['printPositionOps'] extends infer T ? { [K in keyof T]: unknown } : never>,
) {
  const set = { ...values, updatedAt: new Date() } as Record<string, unknown>;
  await trx
    .insertInto('printPositionOps')
    .values({ positionId: row.id, companyId: row.companyId, ...set } as never)
    .onConflict((oc) =>
      oc
        .column('positionId')
        .doUpdateSet({ ...set, version: sql`print_position_ops.version + 1` } as never),
    )
    .execute();
}

/** The publisher's booking system: one interface, the implementation that ships books locally. */
export interface PublisherSystem {
  book(position: { id: number; publicationName: string; publicationDate: string }): Promise<string>;
}

/** Makes the publisher's booking reference: the title's initials, the issue's year, the position. */
export const bookingDesk: PublisherSystem = {
  async book({ id, publicationName, publicationDate }) {
    const initials = publicationName
      .split(/[\s-]+/)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('')
      .replace(/[^A-Z]/g, '')
      .slice(0, 4);
    return `${initials || 'PUB'}-${publicationDate.slice(0, 4)}-${String(id).padStart(7, '0')}`;
  },
};

/** Renders the proof of a position: the position's facts and its creative. */
export async function renderProof(
  db: Db | Transaction<Schema>,
  row: PositionRow,
  language: Language,
  branding?: PdfBranding,
): Promise<Buffer> {
  const texts = proofTexts(language);
  const product = await db
    .selectFrom('campaignPosition as p')
    .innerJoin('product as pr', 'pr.id', 'p.productId')
    .leftJoin('publicationIssue as i', 'i.id', 'p.publicationIssueId')
    .select([
      'pr.formatName',
      'pr.columns',
      'pr.heightMm',
      'pr.colorMode',
      'pr.sizeType',
      'i.issueNumber',
    ])
    .where('p.id', '=', row.id)
    .executeTakeFirst();
  const image =
    row.creativeContent &&
    (row.creativeContentType === 'image/png' || row.creativeContentType === 'image/jpeg')
      ? Buffer.from(row.creativeContent)
      : undefined;
  return renderPdf({
    title: `${texts.title} – ${row.name}`,
    subject: texts.title,
    branding: branding ?? (await loadBranding(db as Db, row.companyId, 'PROOF')),
    pageLabel: texts.page,
    blocks: [
      {
        kind: 'facts',
        items: [
          [texts.campaign, row.campaignName],
          [texts.advertiser, row.advertiserName],
          [texts.publication, row.publicationName],
          [texts.publicationDate, formatDay(row.publicationDate)],
          [texts.issue, product?.issueNumber ?? '–'],
          [texts.format, formatOf(product)],
          [
            texts.colour,
            texts.colourModes[(product?.colorMode ?? 'COLOR') as keyof typeof texts.colourModes] ??
              '–',
          ],
          [texts.position, `#${row.id}`],
        ],
      },
      { kind: 'space' },
      image
        ? { kind: 'image', data: image, width: 360 }
        : { kind: 'paragraph', text: `${texts.creativeFile}: ${row.creativeFileName ?? '–'}` },
      { kind: 'space' },
      { kind: 'paragraph', text: texts.approve },
    ],
  });
}

const formatDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

function formatOf(
  product:
    | { formatName: string | null; columns: number | null; heightMm: number | null }
    | undefined,
): string {
  if (!product) return '–';
  if (product.columns && product.heightMm) {
    return `${product.formatName ? `${product.formatName}, ` : ''}${product.columns} × ${product.heightMm} mm`;
  }
  return product.formatName ?? '–';
}

/**
 * Renders, stores and mails a position's proof (in `trx`), moves it to PROOFS when it is not
 * there yet and writes DIGITAL_PROOF_SENT. The caller has checked the position may take it.
 */
async function sendProof(
  trx: Transaction<Schema>,
  actor: Actor | { userId: number },
  row: PositionRow,
  options: {
    language?: Language;
    recipient?: string;
    message?: string;
    reuse?: boolean;
    branding?: PdfBranding;
  },
) {
  const language = options.language ?? row.campaignLanguage;
  const texts = proofTexts(language);
  const pdf =
    options.reuse && row.proofPdf
      ? Buffer.from(row.proofPdf)
      : await renderProof(trx, row, language, options.branding);
  const recipient = options.recipient ?? row.invoicingEmail ?? '';
  const at = new Date();
  await setOps(trx, row, {
    proofPdf: pdf,
    proofLanguage: language,
    proofGeneratedAt: at,
    proofSentAt: at,
    proofSentTo: recipient,
  });
  await writeMail(trx, {
    recipient,
    template: 'PRINT_PROOF',
    subject: texts.mailSubject(row.name, row.publicationName),
    text: [
      options.message ?? texts.mailText(row.campaignName, formatDay(row.publicationDate)),
    ].join('\n\n'),
    language,
    related: { type: 'CAMPAIGN_POSITION', id: row.id },
    attachments: [
      { fileName: `Gut-zum-Druck-${row.id}.pdf`, contentType: 'application/pdf', content: pdf },
    ],
  });
  if (row.status === 'CREATIVE_RECEIVED') await movePosition(trx, actor, row, 'PROOFS', at);
  await positionActivity(
    trx,
    actor,
    row,
    'DIGITAL_PROOF_SENT',
    `Proof sent to ${recipient}`,
    { recipient, language },
    at,
  );
}

/** Why a position cannot have its proof sent. */
function proofRefusal(row: PositionRow, recipient: string | undefined, roles: readonly string[]) {
  if (row.status !== 'PROOFS') {
    const move = moveRefusal(row, 'PROOFS', roles);
    if (move) return move;
  }
  if (!row.creativeContent)
    return refusal('No creative has arrived to make a proof of', 'NO_CREATIVE');
  if (!(recipient ?? row.invoicingEmail))
    return refusal('The invoicing account has no e-mail address', 'NO_RECIPIENT');
  return undefined;
}

/** The mail asking for a campaign's creatives. */
async function creativeRequestMail(
  db: Db | Transaction<Schema>,
  companyId: number,
  campaignId: number,
  language: Language,
  positionIds?: readonly number[],
) {
  const campaign = await db
    .selectFrom('campaign as c')
    .innerJoin('account as inv', 'inv.id', 'c.invoicingAccountId')
    .select(['c.id', 'c.name', 'inv.email'])
    .where('c.id', '=', campaignId)
    .where('c.companyId', '=', companyId)
    .executeTakeFirst();
  if (!campaign) throw notFound('campaign');
  let positions = db
    .selectFrom('campaignPosition as p')
    .innerJoin('adMedium as m', 'm.id', 'p.adMediumId')
    .leftJoin('publicationIssue as i', 'i.id', 'p.publicationIssueId')
    .select([
      'p.id',
      'p.name',
      'm.name as publication',
      sql<string>`p.publication_date::text`.as('day'),
      'i.materialDeadline',
    ])
    .where('p.campaignId', '=', campaignId)
    .where('p.positionType', '=', 'PRINT')
    .orderBy('p.publicationDate')
    .orderBy('p.id');
  positions = positionIds
    ? positions.where('p.id', 'in', [...positionIds])
    : positions.where('p.status', 'in', ['CREATIVE_PENDING', 'CREATIVE_REQUESTED']);
  const rows = await positions.execute();
  const texts = proofTexts(language);
  const lines = rows.map(
    (row) =>
      `- ${row.name}, ${row.publication}, ${formatDay(row.day)}${row.materialDeadline ? ` (${texts.deadline} ${formatDay(isoDay(row.materialDeadline))})` : ''}`,
  );
  return {
    recipient: campaign.email,
    subject: texts.requestSubject(campaign.name),
    text: texts.requestText(campaign.name, lines.join('\n')),
  };
}

/** The list's rows: the company's print positions under the position filter. */
function filteredPositions(
  db: Db,
  companyId: number,
  query: Record<string, unknown>,
  withStatus: boolean,
) {
  let rows = db
    .selectFrom('campaignPosition as p')
    .where('p.companyId', '=', companyId)
    .where('p.positionType', '=', 'PRINT');
  const tab = query.campaignPositionStatus as string;
  if (withStatus && tab && tab !== 'ALL') rows = rows.where('p.status', '=', tab);
  else if (withStatus) rows = rows.where('p.status', '<>', 'DELETED');
  if (query.publicationDateFrom)
    rows = rows.where('p.publicationDate', '>=', query.publicationDateFrom as string);
  if (query.publicationDateTo)
    rows = rows.where('p.publicationDate', '<=', query.publicationDateTo as string);
  if (query.adMediumId) rows = rows.where('p.adMediumId', '=', query.adMediumId as number);
  if (query.notSentPhysicalProof) {
    rows = rows.where(
      sql<SqlBool>`exists (select 1 from print_position_ops o where o.position_id = p.id and o.physical_proof and o.physical_proof_extracted_at is null)`,
    );
  }
  if (query.searchFilter) {
    const pattern = containsPattern(String(query.searchFilter).toLowerCase());
    rows = rows.where(
      sql<SqlBool>`(lower(p.name) like ${pattern} or p.campaign_id in (select c.id from campaign c where c.company_id = ${companyId} and (c.search_name like ${pattern} or c.advertiser_account_id in (select a.id from account a where a.company_id = ${companyId} and lower(a.name) like ${pattern}))))`,
    );
  }
  return rows;
}

const SORTS: Record<string, Expression<unknown>> = {
  publicationDate: sql`p.publication_date`,
  name: sql`lower(p.name)`,
  status: sql`p.status`,
  updatedAt: sql`p.updated_at`,
};

/** The items of a page of positions, in the page's order. */
async function toPrintPositions(db: Db, ids: readonly number[]): Promise<PrintPosition[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('campaignPosition as p')
    .innerJoin('campaign as c', 'c.id', 'p.campaignId')
    .innerJoin('account as adv', 'adv.id', 'c.advertiserAccountId')
    .innerJoin('adMedium as m', 'm.id', 'p.adMediumId')
    .innerJoin('product as pr', 'pr.id', 'p.productId')
    .leftJoin('publicationIssue as i', 'i.id', 'p.publicationIssueId')
    .leftJoin('printPositionOps as o', 'o.positionId', 'p.id')
    .select([
      'p.id',
      'p.name',
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
      'pr.formatName',
      'pr.columns',
      'pr.heightMm',
      'pr.colorMode',
      'pr.sizeType',
      'i.issueNumber',
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
const DUE_BY_DEADLINE: ReadonlySet<Status> = new Set([
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
interface PositionAction {
  refuse(row: PositionRow): Refusal | undefined;
  apply(trx: Transaction<Schema>, row: PositionRow): Promise<void>;
}

const summary = (dryRun: boolean, results: BulkRowResult[]): BulkResult => {
  const done = results.filter((result) => result.outcome === 'DONE').length;
  return { dryRun, done, refused: results.length - done, results };
};

const missing = (id: number): BulkRowResult => ({
  id,
  name: '',
  outcome: 'REFUSED',
  reason: 'No such print position',
  translationKey: 'NOT_FOUND',
});

/** A creative request's mail. */
interface CreativeRequest {
  recipient: string;
  subject: string;
  text: string;
  language: Language;
}

const rolesOf = (actor: Actor) => [...actor.roles];

/**
 * Requests the creatives of a campaign's positions (the given ones, else those missing one) in
 * `trx`: each checked against the table, the done ones moved with their activity entries, and
 * one mail for them. A dry run only says what would happen.
 */
async function requestCreativesIn(
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
      await trx
        .selectFrom('campaignPosition')
        .select('id')
        .where('campaignId', '=', campaignId)
        .where('companyId', '=', actor.actingCompanyId)
        .where('positionType', '=', 'PRINT')
        .where('status', '=', 'CREATIVE_PENDING')
        .execute()
    ).map((row) => row.id);
  const rows = await positionRows(trx, actor.actingCompanyId, ids, !dryRun);
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
  if (dryRun || done.length === 0) return summary(dryRun, results);
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
  return summary(false, results);
}

/** REQUEST_CREATIVES asks for the creatives of positions appearing within this many days. */
const REQUEST_HORIZON_DAYS = 42;

/** How many positions one item of a SEND_PRINT_PROOFS run sends. */
const PROOFS_PER_ITEM = 20;

/** Sends the proofs of the positions planned for a run of SEND_PRINT_PROOFS. */
/** The positions whose proof "send all due proofs" mails: creative in, proof not sent yet. */
const dueProofs = (db: Db, companyId: number) =>
  db
    .selectFrom('campaignPosition as p')
    .innerJoin('campaign as c', 'c.id', 'p.campaignId')
    .innerJoin('printPositionOps as o', 'o.positionId', 'p.id')
    .where('p.companyId', '=', companyId)
    .where('p.positionType', '=', 'PRINT')
    .where('p.status', '=', 'CREATIVE_RECEIVED')
    .where('o.creativeContent', 'is not', null);

/** How many proofs are due, by the campaign's language (the dialog says it before starting). */
async function dueProofCounts(db: Db, companyId: number) {
  const rows = await dueProofs(db, companyId)
    .select(['c.language', sql<string>`count(*)`.as('total')])
    .groupBy('c.language')
    .execute();
  return Object.fromEntries(
    DOCUMENT_LANGUAGES.map((language) => [
      language,
      Number(rows.find((row) => row.language === language)?.total ?? 0),
    ]),
  ) as Record<(typeof DOCUMENT_LANGUAGES)[number], number>;
}

export function sendProofsJob(db: Db): JobKind {
  return {
    kind: PRINT_JOB_KINDS.SEND_PRINT_PROOFS,
    maxAttempts: 3,
    async plan({ parameters }) {
      const companyId = Number(parameters.companyId);
      const language = String(parameters.language);
      const ids = Array.isArray(parameters.positionIds)
        ? (parameters.positionIds as number[])
        : (
            await dueProofs(db, companyId)
              .select('p.id')
              .where('c.language', '=', language)
              .orderBy('p.publicationDate')
              .orderBy('p.id')
              .execute()
          ).map((row) => row.id);
      // Items of up to PROOFS_PER_ITEM positions: one transaction (and one commit) per chunk,
      // each position checked and done on its own within it.
      const items = [];
      for (let at = 0; at < ids.length; at += PROOFS_PER_ITEM) {
        const chunk = ids.slice(at, at + PROOFS_PER_ITEM);
        items.push({
          key: chunk.join(','),
          label: `Positions #${chunk[0]}–#${chunk.at(-1)} (${chunk.length})`,
        });
      }
      return items;
    },
    async runItem(trx, key, { parameters }) {
      const companyId = Number(parameters.companyId);
      const language = parameters.language as Language;
      const ids = key.split(',').map(Number);
      const rows = await positionRows(trx, companyId, ids, true);
      const branding = await loadBranding(trx, companyId, 'PROOF');
      const notes: string[] = [];
      let sent = 0;
      for (const id of ids) {
        const row = rows.get(id);
        if (!row) {
          notes.push(`#${id}: no such print position`);
          continue;
        }
        const refused = proofRefusal(row, undefined, PUSH_ROLES);
        if (refused) {
          notes.push(`#${id}: ${refused.reason}`);
          continue;
        }
        await sendProof(trx, { userId: Number(parameters.userId) }, row, { language, branding });
        sent += 1;
      }
      return [`${sent} of ${ids.length} proofs sent`, ...notes].join('; ').slice(0, 2000);
    },
  };
}

/** The print desk's service (spec 3 §7 "Print operations"). */
export function registerPrintOperationsService({
  app,
  database,
  scanner,
  jobs,
}: ServiceContext): void {
  const { db } = database;
  jobs.define(sendProofsJob(db));

  /**
   * Runs an action on each position in a transaction of its own (its change and its activity
   * entries together); a dry run only says what would happen.
   */
  /** A row of a bulk answer names its position: number, format and customer ("#12 · 1/4 Seite · Muster AG"). */
  const bulkName = (row: PositionRow) => `#${row.id} · ${row.name} · ${row.advertiserName}`;

  async function runRows(
    actor: Actor,
    ids: readonly number[],
    dryRun: boolean,
    action: PositionAction,
  ): Promise<BulkResult> {
    const results: BulkRowResult[] = [];
    const unique = [...new Set(ids)];
    if (dryRun) {
      const rows = await positionRows(db, actor.actingCompanyId, unique, false);
      for (const id of unique) {
        const row = rows.get(id);
        if (!row) {
          results.push(missing(id));
          continue;
        }
        const refused = action.refuse(row);
        results.push(
          refused
            ? { id, name: bulkName(row), outcome: 'REFUSED', ...refused }
            : { id, name: bulkName(row), outcome: 'DONE' },
        );
      }
      return summary(true, results);
    }
    let mailed = false;
    for (const id of unique) {
      const result = await db.transaction().execute(async (trx): Promise<BulkRowResult> => {
        const row = (await positionRows(trx, actor.actingCompanyId, [id], true)).get(id);
        if (!row) return missing(id);
        const refused = action.refuse(row);
        if (refused) return { id, name: bulkName(row), outcome: 'REFUSED', ...refused };
        await action.apply(trx, row);
        return { id, name: bulkName(row), outcome: 'DONE' };
      });
      if (result.outcome === 'DONE') mailed = true;
      results.push(result);
    }
    if (mailed) announceMail();
    return summary(false, results);
  }

  /** Moves each position to `to` (change-status). */
  const moveAction = (actor: Actor, to: Status): PositionAction => ({
    refuse: (row) =>
      row.status === to
        ? refusal(`The position is already in ${to}`, 'ALREADY_IN_STATUS')
        : moveRefusal(row, to, rolesOf(actor)),
    apply: (trx, row) => movePosition(trx, actor, row, to),
  });

  const pushAction = (actor: Actor): PositionAction => {
    const targetOf = (row: PositionRow): Status =>
      row.creativeStatus === 'APPROVED'
        ? 'READY'
        : row.creativeContent
          ? 'CREATIVE_RECEIVED'
          : 'CREATIVE_PENDING';
    return {
      refuse: (row) =>
        row.status !== 'READY_TO_PUSH'
          ? refusal(
              `Only positions ready to push are pushed; this one is in ${row.status}`,
              'NOT_READY_TO_PUSH',
            )
          : moveRefusal(row, targetOf(row), rolesOf(actor)),
      async apply(trx, row) {
        const reference = await bookingDesk.book(row);
        await setOps(trx, row, { externalReference: reference, pushedAt: new Date() });
        row.pushedAt = new Date();
        await movePosition(trx, actor, row, targetOf(row));
      },
    };
  };

  const unhideAction = (actor: Actor): PositionAction => ({
    refuse: (row) =>
      row.status === 'AUTO_HIDDEN' || row.status === 'MANUAL_HIDDEN'
        ? moveRefusal(row, unhiddenStatus(row), rolesOf(actor))
        : refusal('The position is not hidden', 'NOT_HIDDEN'),
    apply: (trx, row) => movePosition(trx, actor, row, unhiddenStatus(row)),
  });

  const proofAction = (
    actor: Actor,
    options: { language?: Language; recipient?: string; message?: string },
  ): PositionAction => ({
    refuse: (row) => proofRefusal(row, options.recipient, rolesOf(actor)),
    apply: (trx, row) => sendProof(trx, actor, row, options),
  });

  const extractAction = (actor: Actor): PositionAction => ({
    refuse: (row) => {
      if (!row.physicalProof)
        return refusal('The customer gets no physical proof of this position', 'NO_PHYSICAL_PROOF');
      if (row.physicalProofExtractedAt)
        return refusal('The physical proof was already extracted', 'ALREADY_EXTRACTED');
      if (row.publicationDate > isoDay(new Date()))
        return refusal('The issue has not appeared yet', 'NOT_APPEARED');
      return undefined;
    },
    async apply(trx, row) {
      const at = new Date();
      await setOps(trx, row, { physicalProofExtractedAt: at });
      await positionActivity(
        trx,
        actor,
        row,
        'PHYSICAL_PROOF_EXTRACTED',
        `Physical proof of ${row.publicationName} ${formatDay(row.publicationDate)} extracted`,
        { publicationDate: row.publicationDate },
        at,
      );
    },
  });

  const deleteProofAction = (): PositionAction => ({
    refuse: (row) => (row.proofPdf ? undefined : refusal('The position has no proof', 'NO_PROOF')),
    apply: (trx, row) => setOps(trx, row, { proofPdf: null, proofGeneratedAt: null }),
  });

  /** Requests the creatives of a campaign's positions in one transaction: one mail for them. */
  async function requestCreatives(
    actor: Actor,
    campaignId: number,
    positionIds: readonly number[] | undefined,
    mail: CreativeRequest,
    dryRun = false,
  ): Promise<BulkResult> {
    if (dryRun) return requestCreativesIn(db, actor, campaignId, positionIds, mail, true);
    const result = await db
      .transaction()
      .execute((trx) => requestCreativesIn(trx, actor, campaignId, positionIds, mail, false));
    if (result.done > 0) announceMail();
    return result;
  }

  // REQUEST_CREATIVES: one item per campaign with upcoming positions whose creative is missing;
  // each its request mail (in the campaign's language) and moves, in the item's transaction.
  jobs.define({
    kind: PRINT_JOB_KINDS.REQUEST_CREATIVES,
    maxAttempts: 3,
    async plan({ parameters }) {
      const companyId = Number(parameters.companyId);
      const campaigns = await db
        .selectFrom('campaign as c')
        .select(['c.id', 'c.name'])
        .where('c.companyId', '=', companyId)
        .where(
          sql<SqlBool>`exists (select 1 from campaign_position p where p.campaign_id = c.id and p.position_type = 'PRINT'
            and p.status = 'CREATIVE_PENDING' and p.publication_date between current_date and current_date + ${REQUEST_HORIZON_DAYS}::int)`,
        )
        .orderBy('c.id')
        .execute();
      return campaigns.map((campaign) => ({ key: String(campaign.id), label: campaign.name }));
    },
    async runItem(trx, key, { parameters }) {
      const companyId = Number(parameters.companyId);
      const campaignId = Number(key);
      const campaign = await trx
        .selectFrom('campaign')
        .select('language')
        .where('id', '=', campaignId)
        .where('companyId', '=', companyId)
        .executeTakeFirst();
      if (!campaign) return 'No such campaign';
      const language = campaign.language as Language;
      const pending = (
        await trx
          .selectFrom('campaignPosition')
          .select('id')
          .where('campaignId', '=', campaignId)
          .where('positionType', '=', 'PRINT')
          .where('status', '=', 'CREATIVE_PENDING')
          .where(
            sql<SqlBool>`publication_date between current_date and current_date + ${REQUEST_HORIZON_DAYS}::int`,
          )
          .execute()
      ).map((row) => row.id);
      if (pending.length === 0) return 'Nothing left to request';
      const mail = await creativeRequestMail(trx, companyId, campaignId, language, pending);
      if (!mail.recipient) return 'The invoicing account has no e-mail address';
      const actor = {
        user: { userId: Number(parameters.userId) },
        roles: new Set(PUSH_ROLES),
        actingCompanyId: companyId,
      } as unknown as Actor;
      const result = await requestCreativesIn(
        trx,
        actor,
        campaignId,
        pending,
        { ...mail, recipient: mail.recipient, language },
        false,
      );
      return `${result.done} creatives requested from ${mail.recipient}`;
    },
  });

  registerEndpoint(app, calls.requestAllCreatives, printAccess, async ({ actor }) => {
    const caller = requireActor(actor);
    const jobId = await jobs.enqueue(PRINT_JOB_KINDS.REQUEST_CREATIVES, {
      startedByUserId: caller.user.userId,
      companyId: caller.actingCompanyId,
      parameters: { companyId: caller.actingCompanyId, userId: caller.user.userId },
    });
    if (!jobId)
      throw new HttpError(409, 'A request of creatives is running already', 'JOB_RUNNING');
    return { jobId };
  });

  /** The list's request-creatives: per campaign of the chosen positions, its generated mail. */
  async function requestCreativesOf(actor: Actor, ids: readonly number[], dryRun: boolean) {
    const rows = await positionRows(db, actor.actingCompanyId, ids, false);
    const byCampaign = new Map<number, number[]>();
    const results: BulkRowResult[] = [];
    for (const id of new Set(ids)) {
      const row = rows.get(id);
      if (!row) results.push(missing(id));
      else byCampaign.set(row.campaignId, [...(byCampaign.get(row.campaignId) ?? []), id]);
    }
    for (const [campaignId, positionIds] of byCampaign) {
      const first = rows.get(positionIds[0] as number) as PositionRow;
      const mail = await creativeRequestMail(
        db,
        actor.actingCompanyId,
        campaignId,
        first.campaignLanguage,
        positionIds,
      );
      if (!mail.recipient) {
        for (const id of positionIds)
          results.push({
            id,
            name: rows.get(id)?.name ?? '',
            outcome: 'REFUSED',
            ...refusal('The invoicing account has no e-mail address', 'NO_RECIPIENT'),
          });
        continue;
      }
      const answer = await requestCreatives(
        actor,
        campaignId,
        positionIds,
        { ...mail, recipient: mail.recipient, language: first.campaignLanguage },
        dryRun,
      );
      results.push(...answer.results);
    }
    return summary(dryRun, results);
  }

  // --- Lists ---

  registerEndpoint(app, printPositionEndpoints.list, printAccess, async ({ actor, query }) => {
    const caller = requireActor(actor);
    const companyId = actingCompany(caller, query.companyId);
    const rows = filteredPositions(db, companyId, query, true);
    const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
    const key = SORTS[query.sort] ?? sql`p.publication_date`;
    const page = await pageWithTotal(
      rows,
      (filtered) =>
        filtered.select('p.id').orderBy(sql`${key} ${direction}`).orderBy(sql`p.id ${direction}`),
      query.page,
      query.limit,
    );
    return {
      items: await toPrintPositions(
        db,
        page.items.map((row) => row.id),
      ),
      total: page.total,
    };
  });

  registerEndpoint(app, printPositionEndpoints.counts, printAccess, async ({ actor, query }) => {
    const caller = requireActor(actor);
    const companyId = actingCompany(caller, (query as { companyId?: number }).companyId);
    const groups = await filteredPositions(db, companyId, query as Record<string, unknown>, false)
      .select(['p.status', sql<string>`count(*)`.as('total')])
      .groupBy('p.status')
      .execute();
    const counts: Record<string, number> = Object.fromEntries(
      groups.map((group) => [group.status, Number(group.total)]),
    );
    counts.ALL = groups
      .filter((group) => group.status !== 'DELETED')
      .reduce((sum, group) => sum + Number(group.total), 0);
    // The physical-proofs view: positions whose voucher copy has not been extracted yet.
    const physical = await filteredPositions(
      db,
      companyId,
      { ...(query as Record<string, unknown>), notSentPhysicalProof: true },
      false,
    )
      .where('p.status', '<>', 'DELETED')
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow();
    counts.PHYSICAL_PROOFS = Number(physical.total);
    return counts;
  });

  registerEndpoint(
    app,
    printPositionEndpoints.bulk,
    printAccess,
    async ({ actor, params, body }) => {
      const caller = requireActor(actor);
      const action = params.action as PrintBulkAction;
      const { ids, dryRun } = body;
      switch (action) {
        case 'push-to-external-system':
          return runRows(caller, ids, dryRun, pushAction(caller));
        case 'request-creatives':
          return requestCreativesOf(caller, ids, dryRun);
        case 'send-proofs':
          return runRows(caller, ids, dryRun, proofAction(caller, {}));
        case 'approve-proofs':
          return runRows(caller, ids, dryRun, moveAction(caller, 'READY'));
        case 'hide':
          return runRows(caller, ids, dryRun, moveAction(caller, 'MANUAL_HIDDEN'));
        case 'unhide':
          return runRows(caller, ids, dryRun, unhideAction(caller));
        case 'extract-physical-proof':
          return runRows(caller, ids, dryRun, extractAction(caller));
        case 'delete-proofs':
          return runRows(caller, ids, dryRun, deleteProofAction());
      }
    },
  );

  registerEndpoint(app, calls.printCampaigns, printAccess, async ({ actor, body }) => {
    const { actingCompanyId } = requireActor(actor);
    let rows = db
      .selectFrom('campaign as c')
      .innerJoin('account as adv', 'adv.id', 'c.advertiserAccountId')
      .innerJoin('account as inv', 'inv.id', 'c.invoicingAccountId')
      .where('c.companyId', '=', actingCompanyId)
      .where(
        sql<SqlBool>`exists (select 1 from campaign_position p where p.campaign_id = c.id and p.position_type = 'PRINT'
          ${body.campaignPositionStatus ? sql`and p.status = ${body.campaignPositionStatus}` : sql``}
          ${body.publicationDateFrom ? sql`and p.publication_date >= ${body.publicationDateFrom}` : sql``}
          ${body.publicationDateTo ? sql`and p.publication_date <= ${body.publicationDateTo}` : sql``})`,
      );
    if (body.searchFilter) {
      const pattern = containsPattern(body.searchFilter.toLowerCase());
      rows = rows.where(
        sql<SqlBool>`(c.search_name like ${pattern} or lower(adv.name) like ${pattern})`,
      );
    }
    const page = await pageWithTotal(
      rows,
      (filtered) =>
        filtered
          .select([
            'c.id',
            'c.name',
            'c.language',
            'adv.id as advertiserId',
            'adv.name as advertiserName',
            'inv.email',
            sql<string>`(select count(*) from campaign_position p where p.campaign_id = c.id and p.position_type = 'PRINT' and p.status <> 'DELETED')`.as(
              'positions',
            ),
            sql<string>`(select count(*) from campaign_position p where p.campaign_id = c.id and p.position_type = 'PRINT' and p.status in ('CREATIVE_PENDING', 'CREATIVE_REQUESTED'))`.as(
              'without',
            ),
            sql<
              string | null
            >`(select min(p.publication_date)::text from campaign_position p where p.campaign_id = c.id and p.position_type = 'PRINT')`.as(
              'firstDay',
            ),
          ])
          .orderBy('c.startDate')
          .orderBy('c.id'),
      body.page,
      body.limit,
    );
    return {
      total: page.total,
      items: page.items.map((row) => ({
        id: row.id,
        name: row.name,
        advertiser: { id: row.advertiserId, name: row.advertiserName },
        language: row.language as Language,
        email: row.email,
        positions: Number(row.positions),
        positionsWithoutCreative: Number(row.without),
        firstPublicationDate: row.firstDay,
      })),
    };
  });

  registerEndpoint(app, calls.changeStatus, printAccess, async ({ actor, body }) => {
    const caller = requireActor(actor);
    return runRows(caller, body.positionIds, false, moveAction(caller, body.status));
  });

  registerEndpoint(app, calls.unhide, printAccess, async ({ actor, body }) => {
    const caller = requireActor(actor);
    return runRows(caller, body.ids, false, unhideAction(caller));
  });

  registerEndpoint(app, calls.pushToExternalSystem, printAccess, async ({ actor, body }) => {
    const caller = requireActor(actor);
    return runRows(caller, body.ids, false, pushAction(caller));
  });

  registerEndpoint(app, calls.requestCreatives, printAccess, async ({ actor, params, body }) => {
    const caller = requireActor(actor);
    const campaign = await db
      .selectFrom('campaign')
      .select('id')
      .where('id', '=', params.campaignId)
      .where('companyId', '=', caller.actingCompanyId)
      .executeTakeFirst();
    if (!campaign) throw notFound('campaign');
    return requestCreatives(caller, campaign.id, body.positionIds, body);
  });

  registerEndpoint(app, calls.generateEmail, printAccess, async ({ actor, params, body }) => {
    const { actingCompanyId } = requireActor(actor);
    return creativeRequestMail(
      db,
      actingCompanyId,
      params.campaignId,
      body.language,
      body.positionIds,
    );
  });

  registerEndpoint(app, calls.sendProofs, printAccess, async ({ actor, body }) => {
    const caller = requireActor(actor);
    return runRows(caller, body.positionIds, false, proofAction(caller, body));
  });

  registerEndpoint(app, calls.sendProofEmails, printAccess, async ({ actor, body }) => {
    const caller = requireActor(actor);
    return runRows(caller, body.positionIds, false, {
      refuse: (row) =>
        !row.proofPdf
          ? refusal('The position has no proof to send', 'NO_PROOF')
          : row.invoicingEmail
            ? undefined
            : refusal('The invoicing account has no e-mail address', 'NO_RECIPIENT'),
      apply: (trx, row) => sendProof(trx, caller, row, { reuse: true }),
    });
  });

  registerEndpoint(app, calls.sendAllProofs, printAccess, async ({ actor, query }) => {
    const caller = requireActor(actor);
    const running = await latestProofRun(db, caller.actingCompanyId);
    if (running?.state === 'PROCESSING') {
      throw new HttpError(
        409,
        'Proofs are being sent already; wait until that run has finished',
        'PROOFS_PROCESSING',
      );
    }
    await db.transaction().execute(async (trx) => {
      const jobId = await jobs.enqueue(PRINT_JOB_KINDS.SEND_PRINT_PROOFS, {
        trx,
        startedByUserId: caller.user.userId,
        companyId: caller.actingCompanyId,
        parameters: {
          companyId: caller.actingCompanyId,
          language: query.language,
          userId: caller.user.userId,
        },
      });
      await trx
        .insertInto('printProofRun')
        .values({
          companyId: caller.actingCompanyId,
          language: query.language,
          state: 'PROCESSING',
          jobRunId: jobId ?? null,
          startedByUserId: caller.user.userId,
        })
        .execute();
    });
  });

  registerEndpoint(app, calls.allProofsState, printAccess, async ({ actor }) => {
    const { actingCompanyId } = requireActor(actor);
    const run = await latestProofRun(db, actingCompanyId);
    const due = await dueProofCounts(db, actingCompanyId);
    if (!run) {
      return {
        state: 'NOT_INITIATED',
        language: null,
        positions: 0,
        jobId: null,
        startedAt: null,
        finishedAt: null,
        due,
      } as const;
    }
    return { ...run, due };
  });

  registerEndpoint(app, calls.proofFile, printAccess, async ({ actor, params, reply }) => {
    const { actingCompanyId } = requireActor(actor);
    const row = await db
      .selectFrom('printPositionOps')
      .select(['proofPdf'])
      .where('positionId', '=', params.positionId)
      .where('companyId', '=', actingCompanyId)
      .executeTakeFirst();
    if (!row?.proofPdf) return;
    await sendPdf(reply, `Gut-zum-Druck-${params.positionId}.pdf`, row.proofPdf, 'inline');
  });

  registerEndpoint(app, calls.proofFileDelete, printAccess, async ({ actor, body }) => {
    const caller = requireActor(actor);
    return runRows(caller, body.positionIds, false, deleteProofAction());
  });

  // --- Labels (address labels for the physical proofs) ---

  registerEndpoint(app, calls.labelGenerate, printAccess, async ({ actor, query, body, reply }) => {
    const caller = requireActor(actor);
    const addresses = await labelAddresses(db, caller.actingCompanyId, body.ids);
    const text = labelLines(addresses);
    reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', 'private, no-store');
    if (query.onlyPreview) return reply.send(text);
    const reference = randomUUID();
    await db
      .insertInto('printLabelBatch')
      .values({
        reference,
        companyId: caller.actingCompanyId,
        positionIds: addresses.map((address) => address.positionId),
        labelText: text,
        docx: query.isMsWord ? await labelDocx(addresses) : null,
        createdByUserId: caller.user.userId,
      })
      .execute();
    return reply.send(reference);
  });

  registerEndpoint(app, calls.labelDownload, printAccess, async ({ actor, params, reply }) => {
    const { actingCompanyId } = requireActor(actor);
    const batch = await db
      .selectFrom('printLabelBatch')
      .select(['reference', 'docx', 'labelText', 'positionIds', 'createdAt'])
      .where('reference', '=', params.reference)
      .where('companyId', '=', actingCompanyId)
      .executeTakeFirst();
    if (!batch) {
      reply.status(204).send();
      return undefined as never;
    }
    const day = isoDay(batch.createdAt);
    return batch.docx
      ? {
          reference: batch.reference,
          fileName: `Etiketten-${day}.docx`,
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          content: Buffer.from(batch.docx).toString('base64'),
          positions: batch.positionIds.length,
        }
      : {
          reference: batch.reference,
          fileName: `Etiketten-${day}.txt`,
          contentType: 'text/plain; charset=utf-8',
          content: Buffer.from(batch.labelText, 'utf8').toString('base64'),
          positions: batch.positionIds.length,
        };
  });

  // --- Publications: the printed issues as evidence ---

  registerEndpoint(app, calls.publications, printAccess, async ({ actor, body }) => {
    const { actingCompanyId } = requireActor(actor);
    const today = isoDay(new Date());
    const titles = await db
      .selectFrom('publication as pub')
      .innerJoin('adMedium as m', 'm.id', 'pub.adMediumId')
      .select([
        'm.id',
        'm.name',
        'pub.frequency',
        'pub.language',
        sql<
          string[]
        >`array(select i.publication_date::text from publication_issue i where i.ad_medium_id = m.id and i.publication_date between ${today}::date - 60 and ${today}::date + 14 order by i.publication_date desc)`.as(
          'issueDates',
        ),
      ])
      .where('pub.companyId', '=', actingCompanyId)
      .orderBy('m.name')
      .execute();
    let files = db.selectFrom('publicationFile as f').where('f.companyId', '=', actingCompanyId);
    if (body.adMediumId) files = files.where('f.adMediumId', '=', body.adMediumId);
    if (body.publicationDateFrom)
      files = files.where('f.publicationDate', '>=', body.publicationDateFrom);
    if (body.publicationDateTo)
      files = files.where('f.publicationDate', '<=', body.publicationDateTo);
    const page = await pageWithTotal(
      files,
      (filtered) =>
        filtered
          .innerJoin('adMedium as m', 'm.id', 'f.adMediumId')
          .innerJoin('storedFile as s', 's.id', 'f.storedFileId')
          .leftJoin('appUser as u', 'u.id', 'f.uploadedByUserId')
          .select([
            'f.id',
            'm.id as publicationId',
            'm.name as publicationName',
            sql<string>`f.publication_date::text`.as('publicationDate'),
            's.fileName',
            's.size',
            sql<string | null>`u.first_name || ' ' || u.last_name`.as('uploadedBy'),
            'f.createdAt',
          ])
          .orderBy('f.publicationDate', 'desc')
          .orderBy('f.id', 'desc'),
      body.page,
      body.limit,
    );
    return {
      publications: titles,
      files: { total: page.total, items: page.items.map(toPublicationFile) },
    };
  });

  app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: {
        fileSize: 10 * 1024 * 1024,
        files: 2,
        fields: 2,
        parts: 4,
        fieldSize: 1024,
        headerPairs: 50,
      },
    });
    registerEndpoint(
      uploads,
      calls.publicationFileUpload,
      printAccess,
      async ({ actor, query, request }) => {
        const { actingCompanyId, user } = requireActor(actor);
        const title = await db
          .selectFrom('publication as pub')
          .innerJoin('adMedium as m', 'm.id', 'pub.adMediumId')
          .select(['m.id', 'm.name'])
          .where('pub.adMediumId', '=', query.adMediumId)
          .where('pub.companyId', '=', actingCompanyId)
          .executeTakeFirst();
        if (!title) throw new ValidationError({ adMediumId: 'No such publication' }, []);
        const upload = await readUpload(request);
        // The printed issue is a PDF: the bytes decide, not only the name.
        if (!/\.pdf$/i.test(upload.fileName) || detectFormat(upload.bytes) !== 'pdf') {
          const message = 'Only a PDF of the printed issue is taken';
          const error = new ValidationError({ file: message }, [message]);
          Object.assign(error, { translationKey: 'PUBLICATION_NOT_PDF', message });
          throw error;
        }
        const stored = await storeUpload(db, scanner, actingCompanyId, user.userId, upload);
        return db.transaction().execute(async (trx) => {
          const previous = await trx
            .selectFrom('publicationFile')
            .select(['id', 'storedFileId'])
            .where('companyId', '=', actingCompanyId)
            .where('adMediumId', '=', title.id)
            .where('publicationDate', '=', query.publicationDate)
            .executeTakeFirst();
          if (previous) {
            // A new upload of the same issue replaces the earlier one.
            await trx.deleteFrom('publicationFile').where('id', '=', previous.id).execute();
            await trx.deleteFrom('storedFile').where('id', '=', previous.storedFileId).execute();
          }
          const row = await trx
            .insertInto('publicationFile')
            .values({
              companyId: actingCompanyId,
              adMediumId: title.id,
              publicationDate: query.publicationDate,
              storedFileId: stored.fileId,
              uploadedByUserId: user.userId,
            })
            .returning(['id', 'createdAt'])
            .executeTakeFirstOrThrow();
          return toPublicationFile({
            id: row.id,
            publicationId: title.id,
            publicationName: title.name,
            publicationDate: query.publicationDate,
            fileName: stored.fileName,
            size: stored.size,
            uploadedBy: `${user.firstName} ${user.lastName}`,
            createdAt: row.createdAt,
          });
        });
      },
    );
  });

  registerEndpoint(app, calls.publicationFile, printAccess, async ({ actor, params, reply }) => {
    const { actingCompanyId } = requireActor(actor);
    const file = await db
      .selectFrom('publicationFile as f')
      .innerJoin('storedFile as s', 's.id', 'f.storedFileId')
      .select(['s.fileName', 's.content'])
      .where('f.id', '=', params.publicationId)
      .where('f.companyId', '=', actingCompanyId)
      .executeTakeFirst();
    if (!file?.content) return;
    await sendPdf(reply, file.fileName, file.content, 'attachment');
  });

  registerEndpoint(app, calls.publicationFileDelete, printAccess, async ({ actor, params }) => {
    const { actingCompanyId } = requireActor(actor);
    const file = await db
      .selectFrom('publicationFile')
      .select(['id', 'storedFileId'])
      .where('id', '=', params.publicationId)
      .where('companyId', '=', actingCompanyId)
      .executeTakeFirst();
    if (!file) throw notFound('publication file');
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('publicationFile').where('id', '=', file.id).execute();
      await trx.deleteFrom('storedFile').where('id', '=', file.storedFileId).execute();
    });
  });
}

function toPublicationFile(row: {
  id: number;
  publicationId: number;
  publicationName: string;
  publicationDate: string;
  fileName: string;
  size: number;
  uploadedBy: string | null;
  createdAt: Date;
}): PublicationFile {
  return {
    id: row.id,
    publication: { id: row.publicationId, name: row.publicationName },
    publicationDate: row.publicationDate,
    fileName: row.fileName,
    size: row.size,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

async function sendPdf(
  reply: import('fastify').FastifyReply,
  fileName: string,
  bytes: Uint8Array,
  disposition: 'inline' | 'attachment',
) {
  await reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition(fileName).replace(/^attachment/, disposition))
    .header('Access-Control-Expose-Headers', 'Content-Disposition')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** The last "send all proofs" run of a company, its state read from its job. */
async function latestProofRun(db: Db, companyId: number) {
  const run = await db
    .selectFrom('printProofRun as r')
    .leftJoin('jobRun as j', 'j.id', 'r.jobRunId')
    .select([
      'r.language',
      'r.positions',
      'r.jobRunId',
      'r.createdAt',
      'j.state as jobState',
      'j.finishedAt',
      sql<string>`(select coalesce(sum(cardinality(string_to_array(ji.item_key, ','))), 0) from job_item ji where ji.job_run_id = r.job_run_id)`.as(
        'totalItems',
      ),
    ])
    .where('r.companyId', '=', companyId)
    .orderBy('r.id', 'desc')
    .executeTakeFirst();
  if (!run) return undefined;
  const finished = !run.jobRunId || run.jobState === 'COMPLETED' || run.jobState === 'FAILED';
  return {
    state: finished ? ('FINISHED' as const) : ('PROCESSING' as const),
    language: run.language as Language,
    positions: Number(run.totalItems) || run.positions,
    jobId: run.jobRunId,
    startedAt: (run.createdAt as Date).toISOString(),
    finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
  };
}

/** The addresses of the physical proofs of positions: the invoicing account's. */
async function labelAddresses(
  db: Db,
  companyId: number,
  ids: readonly number[],
): Promise<LabelAddress[]> {
  const rows = await db
    .selectFrom('campaignPosition as p')
    .innerJoin('campaign as c', 'c.id', 'p.campaignId')
    .innerJoin('account as inv', 'inv.id', 'c.invoicingAccountId')
    .innerJoin('adMedium as m', 'm.id', 'p.adMediumId')
    .select([
      'p.id as positionId',
      'inv.name',
      'inv.street',
      'inv.postalCode',
      'inv.city',
      'inv.countryCode',
      'm.name as publication',
      sql<string>`p.publication_date::text`.as('publicationDate'),
    ])
    .where('p.companyId', '=', companyId)
    .where('p.positionType', '=', 'PRINT')
    .where('p.id', 'in', [...new Set(ids)])
    .orderBy('inv.postalCode')
    .orderBy('p.id')
    .execute();
  if (rows.length === 0)
    throw new ValidationError({ ids: 'No print position of this company' }, []);
  return rows;
}

export { DOCUMENT_LANGUAGES };
