import {
  POST_INVOICEABLE_STATUSES,
  serverMessage,
  USER_LANGUAGES,
  type UserLanguage,
} from '@adconsole/api/contracts';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { InvoiceTable } from '../../db/schema-finances.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { localizedName } from '../../kit/references.ts';
import type { Scope } from '../../kit/scope.ts';
import { isoDay } from '../orders/iso-day.ts';
import { type SaleVat, saleVat } from '../orders/vat.ts';
import {
  dayAfter,
  overlap,
  type Period,
  pieceQuantity,
  proRata,
  toMinor,
  vatOn,
} from './invoice-rules.ts';

// A draft invoice of a campaign for a billing period (DOMAIN2 §1.1, §1.2): one line per booked
// or running position and service period, the position's price as a snapshot, its amount pro
// rata temporis for the days of the period, cut again where the VAT rate changes (a campaign of
// 15 Dec 2023 – 15 Jan 2024: 17 days at 7.7 %, 15 days at 8.1 %), VAT from the one rule
// (orders/vat.ts) by each line's service period, never by the issue date.

export type InvoiceRow = Selectable<InvoiceTable>;

/** Positions that will not run (deleted, declined) are not billed. */
export const UNBILLED_POSITION_STATUSES = ['DELETED', 'DECLINED'];

/**
 * The campaigns whose positions are billed: the booked ones (booked, prepaying, running) and
 * those that ran and ended (archived), as post invoices take them (POST_INVOICEABLE_STATUSES).
 */
export const BILLABLE_CAMPAIGN_STATUSES: readonly string[] = POST_INVOICEABLE_STATUSES;

const VAT_CATEGORY_OF = {
  DOMESTIC: 'STANDARD',
  REVERSE_CHARGE: 'REVERSE_CHARGE',
  EXEMPT: 'EXEMPT',
} as const satisfies Record<SaleVat['mode'], string>;

/**
 * The one VAT rule's answer for a sale on a day, read once per transaction: a draft's positions
 * mostly start on the same day (the period's first), so a month's run of 10,000 positions read
 * the rate table some 10,000 times (bench/finances.ts). The table does not change within a
 * transaction; the memo goes with it.
 */
const vatOfTransaction = new WeakMap<Db, Map<string, Promise<SaleVat>>>();
function saleVatOnce(
  db: Db,
  sale: { sellerCountry: string; customerCountry: string | null; serviceDay: string },
): Promise<SaleVat> {
  const memo = vatOfTransaction.get(db) ?? new Map<string, Promise<SaleVat>>();
  vatOfTransaction.set(db, memo);
  const key = `${sale.sellerCountry}|${sale.customerCountry}|${sale.serviceDay}`;
  const known = memo.get(key);
  if (known) return known;
  const asked = saleVat(db, sale);
  memo.set(key, asked);
  return asked;
}

/** A cut of a period at each VAT rate change: the rate of each piece (the one VAT rule). */
async function vatPieces(
  db: Db,
  sale: { sellerCountry: string; customerCountry: string | null },
  period: Period,
): Promise<(Period & { vat: SaleVat })[]> {
  const pieces: (Period & { vat: SaleVat })[] = [];
  let from = period.from;
  while (from <= period.to) {
    const vat = await saleVatOnce(db, { ...sale, serviceDay: from });
    const to = vat.validTo && vat.validTo < period.to ? vat.validTo : period.to;
    pieces.push({ from, to, vat });
    from = dayAfter(to);
  }
  return pieces;
}

/** The campaign an invoice is for, with its seller and invoicing account (the scope's rows). */
export async function campaignToBill(db: Db, scope: Scope, campaignId: number) {
  const campaign = await scope
    .rows('campaign as c', db)
    .innerJoin('company as s', 's.id', 'c.companyId')
    .innerJoin('account as a', 'a.id', 'c.invoicingAccountId')
    .select([
      'c.id',
      'c.name',
      'c.currency',
      'c.startDate',
      'c.endDate',
      'c.invoicingAccountId',
      'c.status',
      's.countryCode as sellerCountry',
      'a.countryCode as customerCountry',
      'a.uidNumber',
      'a.language',
    ])
    .where('c.id', '=', campaignId)
    .executeTakeFirst();
  if (!campaign) throw notFound('campaign');
  return {
    ...campaign,
    startDate: isoDay(campaign.startDate),
    endDate: isoDay(campaign.endDate),
  };
}

/**
 * Writes a draft invoice of a campaign's booked and running positions for a billing period
 * (the campaign's whole run when left out), its lines and its CREATED history entry, in `trx`.
 * 422 when the period lies outside the campaign, is invoiced already (a draft or an issued
 * invoice overlaps it) or holds nothing to bill.
 */
export async function createDraft(
  trx: Db,
  scope: Scope,
  userId: number | null,
  input: { campaignId: number; periodFrom?: string | undefined; periodTo?: string | undefined },
): Promise<InvoiceRow> {
  const campaign = await campaignToBill(trx, scope, input.campaignId);
  const run = { from: campaign.startDate, to: campaign.endDate };
  const wanted = { from: input.periodFrom ?? run.from, to: input.periodTo ?? run.to };
  const period = overlap(run, wanted);
  if (!period || wanted.to < wanted.from) {
    throw new ValidationError({ periodFrom: serverMessage('invoicePeriodOutside') }, []);
  }
  const taken = await scope
    .rows('invoice', trx)
    .select('id')
    .where('campaignId', '=', campaign.id)
    .where('docType', '=', 'INVOICE')
    .where('state', '<>', 'CANCELLED')
    .where('periodFrom', '<=', period.to)
    .where('periodTo', '>=', period.from)
    .executeTakeFirst();
  if (taken) throw new ValidationError({ periodFrom: serverMessage('invoicePeriodTaken') }, []);

  if (!BILLABLE_CAMPAIGN_STATUSES.includes(campaign.status)) {
    throw new ValidationError({ campaignId: serverMessage('invoiceNothingToBill') }, []);
  }
  const positions = await scope
    .rows('campaignPosition', trx)
    .selectAll()
    .where('campaignId', '=', campaign.id)
    .where('status', 'not in', UNBILLED_POSITION_STATUSES)
    .where('startDate', '<=', period.to)
    .where('endDate', '>=', period.from)
    .orderBy('startDate')
    .orderBy('id')
    .execute();
  if (positions.length === 0) {
    throw new ValidationError({ campaignId: serverMessage('invoiceNothingToBill') }, []);
  }
  const sale = { sellerCountry: campaign.sellerCountry, customerCountry: campaign.customerCountry };
  // A line says its service in the invoice's language (the account's): a position named as its
  // product takes the product's name in that language (issue 38: a French PDF kept "1/2 Seite
  // quer"); a position named by hand keeps its own name.
  const language = (USER_LANGUAGES as readonly string[]).includes(campaign.language)
    ? (campaign.language as UserLanguage)
    : 'de';
  const products = await scope
    .rows('product', trx)
    .select(['id', 'name', localizedName('name', language).as('shown')])
    .where('id', 'in', [...new Set(positions.map((position) => position.productId))])
    .execute();
  const productOf = new Map(products.map((product) => [product.id, product]));
  const lineText = (position: (typeof positions)[number]) => {
    const product = productOf.get(position.productId);
    return product && product.name === position.name ? product.shown : position.name;
  };
  const lines: DraftLine[] = [];
  for (const position of positions) {
    const runs = { from: isoDay(position.startDate), to: isoDay(position.endDate) };
    const billed = overlap(runs, period) as Period;
    lines.push(
      ...(await linePieces(trx, sale, {
        campaignPositionId: position.id,
        description: lineText(position),
        period: billed,
        net: proRata(toMinor(position.netAmount), runs, billed),
        quantity: Number(position.quantity),
        quantityPeriod: runs,
        unit: position.unit,
        unitPrice: toMinor(position.unitListPrice),
        discountPercent: String(position.discountPercent),
      })),
    );
  }
  return writeInvoice(trx, scope, userId, campaign, { docType: 'INVOICE', period }, lines);
}

/** A line of a draft, cut at a VAT change: `first` marks the piece the others are split of. */
export interface DraftLine {
  campaignPositionId: number | null;
  first: boolean;
  description: string;
  periodFrom: string;
  periodTo: string;
  quantity: string;
  unit: string;
  unitPrice: number;
  discountPercent: string;
  netAmount: number;
  vatCategory: string;
  vatRate: number;
  vatAmount: number;
  /** How the line is taxed (the one VAT rule's mode); not stored on the line. */
  mode: SaleVat['mode'];
}

/**
 * The lines of one service over a period: a line per VAT rate the period touches, its net
 * amount and quantity pro rata temporis (the quantity over `quantityPeriod`, the days it is
 * booked for), its VAT by the piece's rate.
 */
export async function linePieces(
  trx: Db,
  sale: { sellerCountry: string; customerCountry: string | null },
  service: {
    campaignPositionId: number | null;
    description: string;
    period: Period;
    net: number;
    quantity: number;
    quantityPeriod: Period;
    unit: string;
    unitPrice: number;
    discountPercent: string;
  },
): Promise<DraftLine[]> {
  const pieces = await vatPieces(trx, sale, service.period);
  return pieces.map((piece, index) => {
    const pieceNet = proRata(service.net, service.period, piece);
    return {
      campaignPositionId: service.campaignPositionId,
      first: index === 0,
      description: service.description,
      periodFrom: piece.from,
      periodTo: piece.to,
      quantity: pieceQuantity(service.quantity, service.unit, service.quantityPeriod, piece),
      unit: service.unit,
      unitPrice: service.unitPrice,
      discountPercent: service.discountPercent,
      netAmount: pieceNet,
      vatCategory: VAT_CATEGORY_OF[piece.vat.mode],
      vatRate: piece.vat.rate,
      vatAmount: vatOn(pieceNet, piece.vat.rate),
      mode: piece.vat.mode,
    };
  });
}

/**
 * Writes a draft invoice of a campaign with its lines (a piece after a VAT cut points at the
 * first piece of its service) and its CREATED history entry, in `trx`.
 */
export async function writeInvoice(
  trx: Db,
  scope: Scope,
  userId: number | null,
  campaign: Awaited<ReturnType<typeof campaignToBill>>,
  header: { docType: 'INVOICE' | 'MANUAL'; period: Period },
  lines: DraftLine[],
): Promise<InvoiceRow> {
  // One customer, one way of taxing (the rule decides by the account, not by the day).
  const mode: SaleVat['mode'] = lines[0]?.mode ?? 'DOMESTIC';
  const netTotal = lines.reduce((sum, line) => sum + line.netAmount, 0);
  const vatTotal = lines.reduce((sum, line) => sum + line.vatAmount, 0);
  const invoice = await scope
    .insert(
      'invoice',
      {
        campaignId: campaign.id,
        accountId: campaign.invoicingAccountId,
        docType: header.docType,
        currency: campaign.currency,
        language: campaign.language,
        periodFrom: header.period.from,
        periodTo: header.period.to,
        vatMode: mode,
        customerVatId: mode === 'REVERSE_CHARGE' ? campaign.uidNumber : null,
        netTotal,
        vatTotal,
        total: netTotal + vatTotal,
        createdByUserId: userId,
      },
      trx,
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  // The lines in one statement, then the pieces after a VAT cut pointed at their first piece in
  // one more (a line at a time cost a statement per line: bench/finances.ts).
  const written =
    lines.length === 0
      ? []
      : await scope
          .insert(
            'invoiceLine',
            lines.map(({ first: _first, mode: _mode, ...stored }, index) => ({
              ...stored,
              invoiceId: invoice.id,
              position: index + 1,
              splitOf: null,
            })),
            trx,
          )
          .returning(['id', 'position'])
          .execute();
  const idAt = new Map(written.map((line) => [line.position, line.id]));
  let firstAt = 0;
  const cuts = lines.flatMap((line, index) => {
    if (line.first) firstAt = index + 1;
    return line.first ? [] : [sql`(${idAt.get(index + 1)}::int, ${idAt.get(firstAt)}::int)`];
  });
  if (cuts.length > 0) {
    await scope.raw(
      sql`update invoice_line l set split_of = v.first_id
        from (values ${sql.join(cuts)}) as v (id, first_id)
        where l.id = v.id and ${scope.term('l')}`,
      trx,
    );
  }
  await scope
    .insert(
      'invoiceEvent',
      {
        invoiceId: invoice.id,
        actorUserId: userId,
        action: 'CREATED',
        fromState: null,
        toState: 'DRAFT',
      },
      trx,
    )
    .execute();
  return invoice;
}
