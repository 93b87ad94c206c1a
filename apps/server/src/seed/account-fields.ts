import type { Db } from '../db/database.ts';
import { TOWNS } from './crm-towns.ts';

// What the accounts of the sales seed (sales.ts) and of the CRM at scale (crm.ts) share: a
// Swiss UID, the canton of a town, the legal form of a name, the company's industries, and the
// words of a name as they appear in a domain or an e-mail address.

/** A valid Swiss UID (CHE-123.456.789, mod-11 check digit) from a number. */
export function swissUid(seed: number): string {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  for (let n = 0; ; n++) {
    const base = String(10_000_000 + ((Math.abs(seed) * 7_919 + n * 104_729) % 90_000_000)).slice(
      0,
      8,
    );
    const sum = [...base].reduce(
      (total, digit, index) => total + Number(digit) * (weights[index] ?? 0),
      0,
    );
    const check = 11 - (sum % 11);
    if (check === 10) continue;
    const digits = `${base}${check === 11 ? 0 : check}`;
    return `CHE-${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}`;
  }
}

const townCanton = new Map(
  TOWNS.filter((town) => town.canton).map((town) => [town.city, town.canton]),
);

/** The canton of a Swiss town of the table. */
export const cantonOfTown = (city: string): string | undefined => townCanton.get(city) ?? undefined;

/** The legal form a company name ends with. */
export function legalFormOfName(name: string): string | null {
  if (/\bAG\b/.test(name)) return 'AG';
  if (/\bGmbH\b/.test(name)) return 'GMBH';
  if (/\bSA\b/.test(name)) return 'SA';
  if (/\bSàrl\b/.test(name)) return 'SARL';
  if (/\bKG\b/.test(name)) return 'PARTNERSHIP';
  if (/Genossenschaft/.test(name)) return 'COOPERATIVE';
  return null;
}

/** The company's industries of these names (created where missing), by lower-case name. */
export async function ensureIndustries(
  db: Db,
  companyId: number,
  names: readonly string[],
): Promise<Map<string, number>> {
  const unique = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
  if (unique.length > 0) {
    await db
      .insertInto('industry')
      .values(unique.map((name) => ({ companyId, name })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  const rows = await db
    .selectFrom('industry')
    .select(['id', 'name'])
    .where('companyId', '=', companyId)
    .execute();
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/** A name as it appears in a domain or an e-mail address: `Zürcher Bäckerei` → `zurcher-backerei`. */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
