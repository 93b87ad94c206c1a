import type { Db } from '../../db/database.ts';

// The one VAT rule of every sale the product prices: the orders' positions and the post
// campaigns' positions (issue 33 point 6). DOMAIN2 §1.2: Swiss MWST by the date the service is
// provided (8.0 % 2011–2017, 7.7 % 2018–2023, 8.1 % from 2024-01-01; the dated table
// `post_country_vat`, not constants); B2B services to a business abroad are taxed where the
// recipient is (Art. 8 Abs. 1 MWSTG): no Swiss VAT, a reverse-charge note on the document; an
// account marked excludeMwst pays none.

/** How a sale is taxed: at home, by the recipient abroad, or not at all. */
export type VatMode = 'DOMESTIC' | 'REVERSE_CHARGE' | 'EXEMPT';

export interface SaleVat {
  rate: number;
  mode: VatMode;
  /** The validity of the rate taken (DOMESTIC only). */
  validFrom: string | null;
  validTo: string | null;
}

/**
 * The country the catalogue's media run in (the Swiss publishers' titles, sites and stations):
 * advertising there is taxed in Switzerland for a Swiss customer whoever books it (a Berlin
 * agency booking for a Swiss bakery passes on Swiss MWST, issue 33 point 6).
 */
export const MEDIA_COUNTRY = 'CH';

const isoDay = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** A country's standard rate on a day, from the dated table (0 for a country it lacks). */
export async function countryVatRate(
  db: Db,
  country: string,
  day: string,
): Promise<{ rate: number; validFrom: string | null; validTo: string | null }> {
  const row = await db
    .selectFrom('postCountryVat')
    .selectAll()
    .where('countryCode', '=', country)
    .where('validFrom', '<=', day)
    .where((eb) => eb.or([eb('validTo', 'is', null), eb('validTo', '>=', day)]))
    .executeTakeFirst();
  return {
    rate: Number(row?.rate ?? 0),
    validFrom: row ? isoDay(row.validFrom) : null,
    validTo: row?.validTo ? isoDay(row.validTo) : null,
  };
}

/** Whether a customer is taxed at home: in the seller's country or where the media run. */
const isDomestic = (sale: { sellerCountry: string; customerCountry: string | null }) =>
  !sale.customerCountry ||
  sale.customerCountry === sale.sellerCountry ||
  sale.customerCountry === MEDIA_COUNTRY;

/**
 * The VAT of a sale on the day its service is provided: EXEMPT for an account that pays none;
 * the customer's country's rate valid that day when the customer is domestic (in the seller's
 * country, or in Switzerland where the media run; unknown: the seller's); otherwise a business
 * abroad accounts for it itself: REVERSE_CHARGE, 0 %.
 */
export async function saleVat(
  db: Db,
  sale: {
    sellerCountry: string;
    customerCountry: string | null;
    serviceDay: string;
    exempt?: boolean;
  },
): Promise<SaleVat> {
  if (sale.exempt) return { rate: 0, mode: 'EXEMPT', validFrom: null, validTo: null };
  if (!isDomestic(sale)) {
    return { rate: 0, mode: 'REVERSE_CHARGE', validFrom: null, validTo: null };
  }
  return {
    mode: 'DOMESTIC',
    ...(await countryVatRate(db, sale.customerCountry ?? sale.sellerCountry, sale.serviceDay)),
  };
}

/**
 * What looks wrong about a sale's VAT before it is sent (issue 33 point 5): a domestic customer
 * (a Swiss one, above all) charged 0 %, unless the account pays none.
 */
export function vatLooksWrong(input: {
  sellerCountry: string;
  customerCountry: string | null;
  vatRate: number;
  exempt?: boolean;
}): boolean {
  if (input.exempt) return false;
  return isDomestic(input) && input.vatRate === 0;
}
