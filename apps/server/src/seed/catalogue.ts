import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { seedNamedCampaigns, seedOrderExtras, seedSelfBookingCustomer } from './campaign-extras.ts';
import { generateCampaigns } from './campaign-generator.ts';
import {
  BOOKING_COMPANIES,
  CAMPAIGN_TYPES,
  eurFactor,
  POSITION_GROUPS,
  roundPrice,
  SELF_BOOKING_COMPANY,
  yearFactor,
} from './catalogue-data.ts';
import { seedMedia } from './catalogue-media.ts';
import { type DemoScale, scaled } from './scale.ts';

/**
 * Demo data of the catalogue and the orders (issue 20): the catalogue of three publishers —
 * a daily newspaper group (Zürcher Tagblatt AG), a regional publisher of the Lake Geneva
 * region (Genfersee Media SA) and a magazine house (Verlag Alpenblick AG), all demo companies —
 * with print titles and their issues, websites with placements, two radio stations and one TV
 * station, a point-of-sale screen network and postal areas; price lists in CHF and EUR; campaign
 * types; then campaigns with positions across every medium and status for the personas'
 * companies, their advertisers picked from each company's accounts at seed time.
 *
 * Reproducible: the catalogue is fixed, and every choice of the generated campaigns comes from
 * a hash of the row number and a salt (`pg_temp.rnd`), not from random(), so the same
 * database gets the same rows whatever plan the database picks. Set-based: campaigns and
 * positions are one INSERT … SELECT each.
 */

/** Campaigns and positions at full scale (DEMO_SCALE=small: a hundredth). */
export const DEMO_CAMPAIGNS = 20_000;
export const DEMO_POSITIONS = 150_000;

// The generator of the campaigns, where the benchmarks find it (bench/seed-positions.ts).
export { generateCampaigns };

/**
 * The catalogue of one company (the tenant that sells it): its media and products
 * (catalogue-media.ts), then its price lists, sales units, position groups and campaign types.
 */
async function seedCatalogue(
  db: Db,
  tenant: number,
  publishers: Map<string, number>,
  now: Date,
): Promise<void> {
  const year = now.getUTCFullYear();
  const products = await seedMedia(db, tenant, publishers, now);

  // Price lists: a tariff per year in CHF and EUR (last two years archived, this and next
  // year active), and this year's self-booking list in CHF.
  const lists = await db
    .insertInto('priceList')
    .values([
      ...[-2, -1, 0, 1].flatMap((offset) =>
        (['CHF', 'EUR'] as const).map((currency) => ({
          companyId: tenant,
          name: `Tarif ${year + offset} ${currency}`,
          validFrom: `${year + offset}-01-01`,
          validTo: `${year + offset}-12-31`,
          currency,
          channel: 'STANDARD' as const,
          status: offset < 0 ? ('ARCHIVED' as const) : ('ACTIVE' as const),
        })),
      ),
      // Self-booking this year and next (issue 33 point 3: a campaign in January found nothing).
      ...[0, 1].map((offset) => ({
        companyId: tenant,
        name: `Self-Booking ${year + offset} CHF`,
        validFrom: `${year + offset}-01-01`,
        validTo: `${year + offset}-12-31`,
        currency: 'CHF' as const,
        channel: 'SELF_BOOKING' as const,
        status: 'ACTIVE' as const,
      })),
      {
        companyId: tenant,
        name: `Agenturtarif ${year + 1} CHF (Entwurf)`,
        validFrom: `${year + 1}-01-01`,
        validTo: `${year + 1}-12-31`,
        currency: 'CHF' as const,
        channel: 'AGENCY' as const,
        status: 'DRAFT' as const,
      },
    ])
    .returning(['id', 'name', 'validFrom', 'currency', 'channel'])
    .execute();
  const items = lists.flatMap((list) => {
    const listYear = Number(list.name.match(/\d{4}/)?.[0] ?? year);
    const factor = yearFactor(listYear - year) * (list.currency === 'EUR' ? eurFactor : 1);
    const eligible =
      list.channel === 'SELF_BOOKING'
        ? products.filter((product) => product.selfBookable)
        : products;
    // The agency tariff: 5 % below the list.
    const channelFactor = list.channel === 'AGENCY' ? 0.95 : 1;
    return eligible.map((product) => ({
      companyId: tenant,
      priceListId: list.id,
      productId: product.id,
      validFrom: `${listYear}-01-01`,
      validTo: `${listYear}-12-31`,
      unit: product.unit,
      listPrice: roundPrice(product.price * factor * channelFactor),
      // Self-booking has a minimum order (CHF 3,500 for display, in CPM units at the list price).
      minQuantity:
        list.channel === 'SELF_BOOKING' ? Math.ceil(3_500 / Math.max(product.price, 1)) : null,
    }));
  });
  for (let index = 0; index < items.length; index += 500) {
    await db
      .insertInto('priceListItem')
      .values(items.slice(index, index + 500))
      .execute();
  }

  // Sales units, position groups, campaign types.
  const salesUnits = await db
    .insertInto('salesUnit')
    .values(
      ['Run of Network Schweiz', 'News Deutschschweiz', 'Romandie'].map((name) => ({
        companyId: tenant,
        name,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  await sql`
    insert into sales_unit_placement (sales_unit_id, placement_id)
    select u.id, p.id
    from sales_unit u
    join website_placement p on p.company_id = u.company_id
    join website w on w.id = p.website_id
    where u.id in (${sql.join(salesUnits.map((unit) => unit.id))})
      and (u.name = 'Run of Network Schweiz' and p.name in ('Wideboard', 'Rectangle')
        or u.name = 'News Deutschschweiz' and w.domain in ('tagblatt-online.example', 'alpenblick-online.example')
        or u.name = 'Romandie' and w.domain = 'leman-info.example')`.execute(db);
  await db
    .insertInto('positionGroup')
    .values(
      POSITION_GROUPS.map(([name, mediaType], index) => ({
        companyId: tenant,
        name,
        mediaType,
        sortOrder: index,
      })),
    )
    .execute();
  await db
    .insertInto('campaignType')
    .values(
      CAMPAIGN_TYPES.map(([code, name, mediaTypes, selfBookable]) => ({
        companyId: tenant,
        code,
        name,
        mediaTypes: [...mediaTypes],
        selfBookable,
        pdfTemplate: selfBookable ? 'self-booking-offer' : 'offer',
      })),
    )
    .execute();
}

/**
 * Seeds the catalogue of the booking companies and their campaigns (demo.ts calls it after the
 * sales seed, in the same transaction). Prints what it wrote and how long it took.
 */
export async function seedCatalogueAndCampaigns(
  db: Db,
  now: Date,
  scale: DemoScale,
): Promise<void> {
  const started = performance.now();
  const companies = await db.selectFrom('company').select(['id', 'name']).execute();
  const byName = new Map(companies.map((company) => [company.name, company.id]));
  for (const [name] of BOOKING_COMPANIES) {
    const tenant = byName.get(name);
    if (tenant) await seedCatalogue(db, tenant, byName, now);
  }
  const catalogueDone = performance.now();
  await seedSelfBookingCustomer(db, byName.get(SELF_BOOKING_COMPANY));
  await seedNamedCampaigns(db, now);
  const written = await generateCampaigns(db, {
    campaigns: scaled(DEMO_CAMPAIGNS, scale, 50),
    positions: scaled(DEMO_POSITIONS, scale, 300),
    now,
  });
  await seedOrderExtras(db, now, [
    byName.get(SELF_BOOKING_COMPANY),
    byName.get('Werbeagentur Muster GmbH'),
  ]);
  const seconds = (at: number) => ((at - started) / 1000).toFixed(1);
  if (process.env.VITEST === undefined) {
    console.error(
      `Demo catalogue in ${seconds(catalogueDone)} s; ${written.campaigns} campaigns with ${written.positions} positions in ${seconds(performance.now())} s`,
    );
  }
}
