import { type PriceBreakdown, serverMessage, textParam } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../../http/errors.ts';
import type { Scope } from '../../kit/scope.ts';
import { type SaleVat, saleVat } from './vat.ts';

// The price of a position (README "Orders", price calculation): the product's price-list item
// valid on the position's start date in the campaign's currency (the self-booking list for a
// self-booking customer, else the standard list), the account's CRM discounts valid then (for
// its product or medium or all), one after the other, a manual discount on top (staff), the
// agency commission (BK, 15 %) when an agency books, and VAT by the one rule of vat.ts.

/** Agency commission (BK) when an agency books, as the campaigns' totals take it. */
export const AGENCY_COMMISSION_PERCENT = 15;

/** Commissions are the commission's, not discounts on the price. */
const COMMISSION_KINDS = ['AGENCY_COMMISSION', 'ADVISORY_COMMISSION'];

const cents = (value: number) => Math.round(value * 100) / 100;

/** Percentages taken one after the other: 10 % and 5 % are 14.5 % together. */
export function combinedPercent(percents: readonly number[]): number {
  const kept = percents.reduce((rest, percent) => rest * (1 - percent / 100), 1);
  return cents((1 - kept) * 100);
}

/** Each discount's amount, taken one after the other from gross. */
export function discountAmounts(
  gross: number,
  discounts: readonly { name: string; percent: number }[],
): { name: string; percent: number; amount: number }[] {
  let rest = gross;
  return discounts.map((discount) => {
    const amount = cents(rest * (discount.percent / 100));
    rest -= amount;
    return { ...discount, amount };
  });
}

/** The breakdown of a net amount: commission, VAT, total. */
export function breakdown(input: {
  currency: 'CHF' | 'EUR';
  gross: number;
  net: number;
  agency: boolean;
  vatRate: number;
}): PriceBreakdown {
  const commission = input.agency ? cents((input.net * AGENCY_COMMISSION_PERCENT) / 100) : 0;
  const net = cents(input.net - commission);
  const vat = cents((net * input.vatRate) / 100);
  return {
    currency: input.currency,
    gross: cents(input.gross),
    discounts: cents(input.gross - input.net),
    commission,
    net,
    vatRate: input.vatRate,
    vat,
    total: cents(net + vat),
  };
}

export interface PricingCampaign {
  id: number;
  companyId: number;
  currency: 'CHF' | 'EUR';
  advertiserAccountId: number;
  agencyAccountId: number | null;
  invoicingAccountId: number;
  mediaTypes: string[];
}

export interface Quote {
  product: {
    id: number;
    name: string;
    adMediumId: number;
    mediaType: string;
    broadcastSlotId: number | null;
  };
  priceListItemId: number;
  priceListName: string;
  unit: string;
  unitListPrice: number;
  minQuantity: number | null;
  /** The account's discounts (snapshot) and the manual one, in the order they are taken. */
  accountDiscounts: { name: string; percent: number }[];
  manualDiscountPercent: number;
  discountPercent: number;
  vatRate: number;
  net: number;
  gross: number;
}

/** The campaign's pricing facts: currency, parties, the media its type sells. */
export async function pricingCampaign(scope: Scope, campaignId: number) {
  return scope
    .rows('campaign as c')
    .innerJoin('campaignType as t', 't.id', 'c.campaignTypeId')
    .select([
      'c.id',
      'c.companyId',
      'c.currency',
      'c.advertiserAccountId',
      'c.agencyAccountId',
      'c.invoicingAccountId',
      't.mediaTypes',
    ])
    .where('c.id', '=', campaignId)
    .executeTakeFirst();
}

/**
 * The VAT of a campaign's sale on a service day: the one rule (vat.ts), the campaign's company
 * selling and its invoicing account buying.
 */
export async function campaignVat(
  db: Db,
  scope: Scope,
  campaign: Pick<PricingCampaign, 'id'>,
  serviceDay: string,
): Promise<SaleVat> {
  // The scoped campaign's company (the seller) and invoicing account, by the campaign's keys.
  const row = await scope
    .byId('campaign as c', campaign.id)
    .innerJoin('company as s', 's.id', 'c.companyId')
    .leftJoin('account as a', 'a.id', 'c.invoicingAccountId')
    .select(['s.countryCode as seller', 'a.countryCode as account'])
    .executeTakeFirstOrThrow();
  return saleVat(db, {
    sellerCountry: row.seller,
    customerCountry: row.account,
    serviceDay,
  });
}

/**
 * Prices a product for a campaign on a day. A product the campaign's type does not sell, or
 * without a price in the campaign's currency that day, is a 422 on productId; below a
 * self-booking list's minimum order a 422 on quantity.
 */
export async function quote(
  db: Db,
  scope: Scope,
  campaign: PricingCampaign,
  input: {
    productId: number;
    quantity: number;
    startDate: string;
    manualDiscountPercent?: number | undefined;
    selfBooking: boolean;
  },
): Promise<Quote> {
  const product = await scope
    .byId('product', input.productId)
    .select(['id', 'name', 'adMediumId', 'mediaType', 'broadcastSlotId'])
    .where('active', '=', true)
    .executeTakeFirst();
  if (!product) throw new ValidationError({ productId: serverMessage('noSuchProduct') }, []);
  if (!campaign.mediaTypes.includes(product.mediaType)) {
    throw new ValidationError({ productId: serverMessage('mediumNotSold') }, []);
  }
  // The company's price lists, and their items by the list's key.
  const item = await scope
    .rows('priceList as l')
    .innerJoin('priceListItem as i', 'i.priceListId', 'l.id')
    .select(['i.id', 'i.unit', 'i.listPrice', 'i.minQuantity', 'l.name'])
    .where('i.productId', '=', product.id)
    .where('l.currency', '=', campaign.currency)
    .where('l.status', '=', 'ACTIVE')
    .where('l.channel', '=', input.selfBooking ? 'SELF_BOOKING' : 'STANDARD')
    .where('i.validFrom', '<=', input.startDate)
    .where((eb) => eb.or([eb('i.validTo', 'is', null), eb('i.validTo', '>=', input.startDate)]))
    .orderBy('i.validFrom', 'desc')
    .orderBy('i.id', 'desc')
    .executeTakeFirst();
  if (!item) {
    throw new ValidationError(
      {
        productId: input.selfBooking
          ? serverMessage('notSelfBookableOnDate')
          : serverMessage('noPriceOnStartDate'),
      },
      [],
    );
  }
  const minQuantity = item.minQuantity === null ? null : Number(item.minQuantity);
  if (minQuantity !== null && input.quantity < minQuantity) {
    throw new ValidationError(
      {
        quantity: serverMessage('minimumOrder', {
          min: minQuantity,
          unit: textParam(`orders.units.long.${item.unit}`),
        }),
      },
      [],
    );
  }
  if (input.selfBooking && (input.manualDiscountPercent ?? 0) > 0) {
    throw new ValidationError({ manualDiscountPercent: serverMessage('selfBookingListPrice') }, []);
  }
  // Self-booking is at list price; staff bookings take the advertiser's discounts valid then.
  const discounts = input.selfBooking
    ? []
    : await scope
        .rows('discount')
        .select(['kind', 'percentage'])
        .where('accountId', '=', campaign.advertiserAccountId)
        .where('active', '=', true)
        .where('kind', 'not in', COMMISSION_KINDS)
        .where('validFrom', '<=', input.startDate)
        .where((eb) => eb.or([eb('validTo', 'is', null), eb('validTo', '>=', input.startDate)]))
        .where((eb) => eb.or([eb('productId', 'is', null), eb('productId', '=', product.id)]))
        .where((eb) =>
          eb.or([eb('adMediumId', 'is', null), eb('adMediumId', '=', product.adMediumId)]),
        )
        .orderBy('id')
        .execute();
  const accountDiscounts = discounts.map((row) => ({
    name: row.kind,
    percent: Number(row.percentage),
  }));
  const manual = input.manualDiscountPercent ?? 0;
  const discountPercent = combinedPercent([
    ...accountDiscounts.map((discount) => discount.percent),
    manual,
  ]);
  const unitListPrice = Number(item.listPrice);
  const gross = cents(input.quantity * unitListPrice);
  const net = cents((input.quantity * unitListPrice * (100 - discountPercent)) / 100);
  return {
    product,
    priceListItemId: item.id,
    priceListName: item.name,
    unit: item.unit,
    unitListPrice,
    minQuantity,
    accountDiscounts,
    manualDiscountPercent: manual,
    discountPercent,
    vatRate: (await campaignVat(db, scope, campaign, input.startDate)).rate,
    net,
    gross,
  };
}

/** The applied discounts of a stored position (snapshot and manual), with their amounts. */
export function appliedDiscounts(position: {
  quantity: string | number;
  unitListPrice: string | number;
  discounts: unknown;
  manualDiscountPercent: string | number;
  discountPercent: string | number;
}): { name: string; percent: number; amount: number }[] {
  const gross = cents(Number(position.quantity) * Number(position.unitListPrice));
  const snapshot = Array.isArray(position.discounts)
    ? (position.discounts as { name: string; percent: number }[])
    : [];
  const manual = Number(position.manualDiscountPercent);
  const listed = [...snapshot, ...(manual > 0 ? [{ name: 'MANUAL', percent: manual }] : [])];
  // A position priced before discounts were snapshot has only its combined percent.
  if (listed.length === 0 && Number(position.discountPercent) > 0) {
    listed.push({ name: 'CUSTOM', percent: Number(position.discountPercent) });
  }
  return discountAmounts(gross, listed);
}

/** The date range of a day and a span in whole days. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Monday on or before a day (weeks start on Monday). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** Used by the conflict check: the SQL of a position's busiest day among its medium's positions. */
export const activeStage = sql`q.order_stage <> 'ARCHIVED' and q.status <> 'DELETED'`;
