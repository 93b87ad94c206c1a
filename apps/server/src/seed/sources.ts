import type { Db } from '../db/database.ts';

/** Where the sales company's leads come from; the last three are no longer used. */
const SALES_SOURCES = [
  'Website-Kontaktformular',
  'Telefonische Anfrage',
  'Empfehlung Bestandskunde',
  'Messe SuisseEMEX Zürich',
  'Messe Werbemittel Wien',
  'LinkedIn-Kampagne',
  'Newsletter-Anmeldung',
  'Kaltakquise',
  'Partneragentur',
  'Google Ads',
  'Mediadaten-Download',
  'Verlagsanfrage',
  'Ausschreibung',
  'Webinar «Lokale Werbung»',
  'Gewerbeverband Bern',
  'Fax-Anfrage',
  'Branchenbuch Print',
  'Messe Didacta 2023',
];
const INACTIVE = new Set(['Fax-Anfrage', 'Branchenbuch Print', 'Messe Didacta 2023']);

/** The administrators' company keeps a few of its own (another company's sources stay apart). */
const ADMIN_SOURCES = ['Direktvertrieb', 'Händlernetz', 'Pressemitteilung'];

/** The lead sources of /sales/sources. */
export async function seedSources(
  db: Db,
  companies: { sales: number; admin: number },
  now: Date,
): Promise<void> {
  const day = 86_400_000;
  await db
    .insertInto('leadSource')
    .values([
      ...SALES_SOURCES.map((name, index) => ({
        companyId: companies.sales,
        name,
        active: !INACTIVE.has(name),
        createdAt: new Date(now.getTime() - (700 - index * 31) * day),
        updatedAt: new Date(now.getTime() - (600 - index * 23) * day),
      })),
      ...ADMIN_SOURCES.map((name) => ({ companyId: companies.admin, name })),
    ])
    .execute();
}
