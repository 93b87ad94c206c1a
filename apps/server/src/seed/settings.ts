import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { TOWNS } from './crm-towns.ts';
import { random } from './random.ts';

// The settings' demo data (issue 28): each company that sells a catalogue gets its company
// settings (mail sender, PDF footer, Swiss or Austrian payment details), the coop weeks of this
// and next year, partner branches in Swiss towns, and programmatic mappings of its websites and
// placements to Xandr, Google Ad Manager, AdSense, Adomik and Passendo.

const PARTNERS = ['Coop', 'Migros', 'Volg', 'Denner', 'Die Post'] as const;

/** The brands of the demo's well-known advertisers (by a part of the account's name). */
const BRANDS: readonly (readonly [string, readonly string[]])[] = [
  ['migros', ['M-Budget', 'Migros Daily', 'Do it + Garden']],
  ['swisscom', ['blue TV', 'wingo']],
  ['lindt', ['Lindor', 'Excellence', 'Goldhase']],
  ['emmi', ['Emmi Caffè Latte', 'Kaltbach']],
  ['feldschlösschen', ['Feldschlösschen Original', 'Schneider Weisse']],
  ['ricola', ['Ricola Kräuterbonbons', 'Ricola Tee']],
  ['victorinox', ['Swiss Army Knives', 'Victorinox Travel Gear']],
  ['rivella', ['Rivella Rot', 'Rivella Blau']],
  ['digitec', ['Digitec', 'Galaxus']],
  ['sunrise', ['Sunrise Moments', 'yallo']],
  ['zweifel', ['Zweifel Original', 'Zweifel Vaya']],
  ['red bull', ['Red Bull Energy Drink', 'Red Bull Organics']],
  ['ikea', ['IKEA Family', 'IKEA Food']],
];

/** ISO week 1's Monday of a year. */
function firstMonday(year: number): Date {
  const fourth = new Date(Date.UTC(year, 0, 4));
  const weekday = (fourth.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(year, 0, 4 - weekday));
}
const dayText = (date: Date) => date.toISOString().slice(0, 10);

export async function seedSettingsDemoData(db: Db, now: Date): Promise<void> {
  const companies = await db
    .selectFrom('company')
    .select(['id', 'name', 'countryCode', 'street', 'postalCode', 'city', 'vatNumber'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('priceList')
          .select('priceList.id')
          .whereRef('priceList.companyId', '=', 'company.id'),
      ),
    )
    .orderBy('id')
    .execute();
  const year = now.getUTCFullYear();
  const pick = random(28_2026);
  for (const company of companies) {
    const swiss = company.countryCode === 'CH';
    await db
      .insertInto('companySettings')
      .values({
        companyId: company.id,
        senderName: `${company.name} Werbemarkt`,
        senderEmail: 'werbemarkt@example.com',
        replyToEmail: 'disposition@example.com',
        offerMailSubject: 'Ihre Offerte von {{company}}',
        pdfFooter: [
          company.name,
          [company.street, [company.postalCode, company.city].filter(Boolean).join(' ')]
            .filter(Boolean)
            .join(', '),
          // The number as the company keeps it, with its tax's name (CHE-… MWST): a prefix
          // made it "MWST CHE-112.358.149 MWST" on every PDF's footer (issue 38).
          company.vatNumber,
        ]
          .filter(Boolean)
          .join(' · '),
        accountHolder: company.name,
        iban: swiss ? 'CH9300762011623852957' : 'AT611904300234573201',
        qrIban: swiss ? 'CH4431999123000889012' : null,
        qrReferenceType: swiss ? 'QRR' : null,
        accentColour: '#0b5394',
        pdfTypes: JSON.stringify({}),
        version: 1,
      })
      .execute();
    // Coop weeks: Monday to Sunday, this and next year.
    const weeks = [year, year + 1].flatMap((weekYear) => {
      const monday = firstMonday(weekYear);
      const count =
        firstMonday(weekYear + 1).getTime() - monday.getTime() > 52 * 7 * 86_400_000 ? 53 : 52;
      return Array.from({ length: count }, (_, index) => {
        const start = new Date(monday.getTime() + index * 7 * 86_400_000);
        const end = new Date(start.getTime() + 6 * 86_400_000);
        return {
          companyId: company.id,
          year: weekYear,
          week: index + 1,
          name: `Coop-Woche ${String(index + 1).padStart(2, '0')}/${weekYear}`,
          startsOn: dayText(start),
          endsOn: dayText(end),
        };
      });
    });
    await db.insertInto('coopWeek').values(weeks).execute();
    const swissTowns = TOWNS.filter((town) => town.countryCode === 'CH');
    const branches = PARTNERS.flatMap((partner, partnerIndex) =>
      swissTowns.slice(partnerIndex * 3, partnerIndex * 3 + 6).map((town, index) => ({
        companyId: company.id,
        partnerName: partner,
        name: `${partner} ${town.city}`,
        branchNumber: `${town.postalCode}-${index + 1}`,
        street: `${pick.pick(['Bahnhofstrasse', 'Hauptstrasse', 'Marktgasse', 'Dorfstrasse'])} ${pick.int(1, 80)}`,
        postalCode: town.postalCode,
        city: town.city,
      })),
    );
    await db.insertInto('partnerFilial').values(branches).execute();
    await sql`
      insert into brand (company_id, account_id, name)
      select a.company_id, a.id, b.brand
        from account a
        join (values ${sql.join(
          BRANDS.flatMap(([pattern, names]) =>
            names.map((brand) => sql`(${`%${pattern}%`}, ${brand})`),
          ),
        )}) as b(pattern, brand) on lower(a.name) like b.pattern
       where a.company_id = ${company.id}
      on conflict do nothing
    `.execute(db);
    // Each placement of each website on Xandr and Google Ad Manager; each website on Adomik and
    // Passendo; every third placement on AdSense (the fallback).
    await sql`
      insert into programmatic_mapping (company_id, system, website_id, placement_id, external_id)
      select p.company_id, 'XANDR', p.website_id, p.id, (20300000 + p.id * 7)::text
        from website_placement p where p.company_id = ${company.id}
      union all
      select p.company_id, 'GOOGLE', p.website_id, p.id,
             '/21705498/' || w.domain || '/' || regexp_replace(lower(p.name), '[^a-z0-9]+', '-', 'g')
        from website_placement p join website w on w.id = p.website_id where p.company_id = ${company.id}
      union all
      select p.company_id, 'ADSENSE', p.website_id, p.id, (4100000000 + p.id * 13)::text
        from website_placement p where p.company_id = ${company.id} and p.id % 3 = 0
      union all
      select w.company_id, 'ADOMIK', w.id, null, regexp_replace(w.domain, '[^a-z0-9]+', '-', 'g')
        from website w where w.company_id = ${company.id}
      union all
      select w.company_id, 'PASSENDO', w.id, null, 'pz' || lpad((w.id * 7919)::text, 8, '0')
        from website w where w.company_id = ${company.id}
    `.execute(db);
  }
}
