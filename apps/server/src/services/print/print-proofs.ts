import {
  DOCUMENT_LANGUAGES,
  PRINT_CREATIVE_MISSING_STATUSES,
  PRINT_JOB_KINDS,
} from '@adconsole/api/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import type { JobKind } from '../../jobs/queue.ts';
import { localizedName } from '../../kit/references.ts';
import { type Scope, scopeOf } from '../../kit/scope.ts';
import { writeMail } from '../../mail/outbox.ts';
import { loadBranding } from '../../pdf/branding.ts';
import { type PdfBranding, renderPdf } from '../../pdf/document.ts';
import { isoDay, withCampaign } from '../orders/campaigns.ts';
import {
  movePosition,
  moveRefusal,
  type PositionRow,
  PUSH_ROLES,
  positionActivity,
  positionRows,
  refusal,
  scopeOfRow,
  setOps,
} from './print-rules.ts';
import { type Language, proofTexts } from './print-texts.ts';

// The proofs (Gut zum Druck) of print positions: the publisher's booking, the proof PDF and its
// mail, the creative request mail, and the SEND_PRINT_PROOFS job.

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

const FORMAT_FACTS = [
  'pr.columns',
  'pr.heightMm',
  'pr.colorMode',
  'pr.sizeType',
  'i.issueNumber',
] as const;

/**
 * What a print position's format is read from: its product and its issue (`formatOf`), the
 * format's name in `language`. A format named as its product (the demo's and most titles') reads
 * as the product's name in that language (issue 37: the French print list showed the German
 * format names); a format named apart from the product keeps its own name.
 */
export const formatColumns = (language: Language) =>
  [
    sql<
      string | null
    >`case when pr.format_name = pr.name then ${localizedName('name', language, 'pr')} else pr.format_name end`.as(
      'formatName',
    ),
    ...FORMAT_FACTS,
  ] as const;

/** Renders the proof of a position: the position's facts and its creative. */
export async function renderProof(
  db: Db | Transaction<Schema>,
  row: PositionRow,
  language: Language,
  branding?: PdfBranding,
): Promise<Buffer> {
  const texts = proofTexts(language);
  const product = await scopeOfRow(db, row)
    .byId('campaignPosition as p', row.id)
    .innerJoin('product as pr', 'pr.id', 'p.productId')
    .leftJoin('publicationIssue as i', 'i.id', 'p.publicationIssueId')
    .select(formatColumns(language))
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

export const formatDay = (day: string) =>
  `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

export function formatOf(
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
export async function sendProof(
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
export function proofRefusal(
  row: PositionRow,
  recipient: string | undefined,
  roles: readonly string[],
) {
  if (row.status !== 'PROOFS') {
    const move = moveRefusal(row, 'PROOFS', roles);
    if (move) return move;
  }
  if (!row.creativeContent)
    return refusal('No creative has arrived to make a proof of', 'NO_CREATIVE');
  if (row.creativePreflight === 'ERROR')
    return refusal(
      'The creative failed its preflight: no proof is sent',
      'CREATIVE_PREFLIGHT_FAILED',
    );
  if (!(recipient ?? row.invoicingEmail))
    return refusal('The invoicing account has no e-mail address', 'NO_RECIPIENT');
  return undefined;
}

/** The mail asking for a campaign's creatives. */
export async function creativeRequestMail(
  scope: Scope,
  db: Db | Transaction<Schema>,
  campaignId: number,
  language: Language,
  positionIds?: readonly number[],
) {
  const campaign = await scope
    .byId('campaign as c', campaignId, db)
    .innerJoin('account as inv', 'inv.id', 'c.invoicingAccountId')
    .select(['c.id', 'c.name', 'inv.email'])
    .executeTakeFirst();
  if (!campaign) throw notFound('campaign');
  let positions = scope
    .rows('campaignPosition as p', db)
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
    : positions.where('p.status', 'in', PRINT_CREATIVE_MISSING_STATUSES);
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

export const REQUEST_HORIZON_DAYS = 42;

/** How many positions one item of a SEND_PRINT_PROOFS run sends. */
export const PROOFS_PER_ITEM = 20;

/** The positions whose proof "send all due proofs" mails: creative in, proof not sent yet. */
const dueProofs = (scope: Scope) =>
  withCampaign(scope.rows('campaignPosition as p'))
    .innerJoin('printPositionOps as o', 'o.positionId', 'p.id')
    .where('p.positionType', '=', 'PRINT')
    .where('p.status', '=', 'CREATIVE_RECEIVED')
    .where('o.creativeContent', 'is not', null)
    .where(sql<boolean>`o.creative_preflight is distinct from 'ERROR'`);

/** How many proofs are due, by the campaign's language (the dialog says it before starting). */
export async function dueProofCounts(scope: Scope) {
  const rows = await dueProofs(scope)
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

/** Sends the proofs of the positions planned for a run of SEND_PRINT_PROOFS. */
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
            await dueProofs(scopeOf(db, companyId))
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
      const rows = await positionRows(scopeOf(trx, companyId), trx, ids, true);
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
