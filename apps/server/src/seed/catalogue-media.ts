import { type Insertable, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { MediaType, ProductTable } from '../db/schema-reference.ts';
import {
  isoDay,
  PLACEMENTS,
  POSTAL_AREAS,
  PRINT_FORMATS,
  type Product,
  PUBLISHERS,
  RADIO_SLOTS,
  roundPrice,
  TV_SLOTS,
} from './catalogue-data.ts';
import { translationsOf } from './names.ts';

/**
 * The media of one company's catalogue (the tenant that sells it) with their products: the
 * publishers' print titles with their formats and issues, websites with placements, radio and
 * TV stations with dayparts, the point-of-sale screen network and unaddressed mail by postal
 * area. Answers the products with their price in this year's tariff, for the price lists
 * (catalogue.ts).
 */
export async function seedMedia(
  db: Db,
  tenant: number,
  publishers: Map<string, number>,
  now: Date,
): Promise<Product[]> {
  const year = now.getUTCFullYear();
  const products: Product[] = [];
  const addProducts = async (
    rows: (Record<string, unknown> & { price: number; unit: string; name: string })[],
  ) => {
    if (rows.length === 0) return;
    const inserted = await db
      .insertInto('product')
      .values(
        rows.map(
          ({ price: _, unit: __, ...row }): Insertable<ProductTable> => ({
            companyId: tenant,
            ...(row as Omit<Insertable<ProductTable>, 'companyId'>),
          }),
        ),
      )
      .returning(['id', 'selfBookable'])
      .execute();
    inserted.forEach((product, index) => {
      const row = rows[index] as { price: number; unit: string };
      products.push({
        id: product.id,
        price: row.price,
        unit: row.unit,
        selfBookable: product.selfBookable,
      });
    });
  };
  const medium = async (
    mediaType: MediaType,
    name: string,
    publisher: string | undefined,
    websiteId: number | null = null,
  ) =>
    (
      await db
        .insertInto('adMedium')
        .values({
          companyId: tenant,
          mediaType,
          name,
          publisherCompanyId: publisher ? (publishers.get(publisher) ?? null) : null,
          websiteId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const issuesFrom = new Date(Date.UTC(year - 2, 0, 1));
  const issuesTo = new Date(Date.UTC(year + 1, 11, 31));
  for (const publisher of PUBLISHERS) {
    // Print titles, their formats and their issues.
    for (const title of publisher.titles) {
      const adMediumId = await medium('PRINT', title.name, publisher.company);
      await db
        .insertInto('publication')
        .values({
          adMediumId,
          companyId: tenant,
          frequency: title.frequency,
          region: title.region,
          language: title.language,
          circulation: title.circulation,
          columns: title.columns,
          columnWidthMm: title.columnWidthMm,
          pageHeightMm: title.pageHeightMm,
        })
        .execute();
      // Every publication day from two years back to the end of next year; a monthly title
      // on the first of its weekday in the month. Ads close three working days before, the
      // material two days before, at 12:00 Swiss time.
      const monthly = title.frequency === 'MONTHLY';
      await sql`
        insert into publication_issue (company_id, ad_medium_id, issue_number, publication_date, ad_deadline, material_deadline)
        select ${tenant}, ${adMediumId},
               to_char(d, 'YYYY') || '/' || lpad((row_number() over (partition by extract(year from d) order by d))::text, 3, '0'),
               d::date,
               ((d::date - 3)::timestamp + time '12:00') at time zone 'Europe/Zurich',
               ((d::date - 2)::timestamp + time '12:00') at time zone 'Europe/Zurich'
        from generate_series(${isoDay(issuesFrom)}::date, ${isoDay(issuesTo)}::date, interval '1 day') d
        where extract(isodow from d) = any(${sql.lit(`{${title.weekdays.join(',')}}`)}::int[])
          and (not ${monthly} or extract(day from d) <= 7)`.execute(db);
      await addProducts(
        PRINT_FORMATS(title).map((format) => ({
          adMediumId,
          mediaType: 'PRINT',
          name: format.name,
          code: null,
          formatName: format.name,
          sizeType: format.sizeType,
          colorMode: format.colorMode,
          columns: format.columns ?? null,
          heightMm: format.heightMm ?? null,
          price: format.price,
          unit: format.sizeType === 'DYNAMIC_SIZE' ? 'MM' : 'FLAT',
        })),
      );
    }
    // Websites with placements; one product per placement, plus video and native.
    for (const site of publisher.sites) {
      await db
        .insertInto('website')
        .values({
          companyId: tenant,
          publisherCompanyId: publishers.get(publisher.company) ?? null,
          name: site.name,
          domain: site.domain,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      const website = await db
        .selectFrom('website')
        .select('id')
        .where('companyId', '=', tenant)
        .where('domain', '=', site.domain)
        .executeTakeFirstOrThrow();
      const adMediumId = await medium('DIGITAL', site.name, publisher.company, website.id);
      const placements = await db
        .insertInto('websitePlacement')
        .values(
          PLACEMENTS.map(([name, sizes, devices]) => ({
            companyId: tenant,
            websiteId: website.id,
            name,
            sizes: [...sizes],
            devices: [...devices],
          })),
        )
        .returning(['id', 'name'])
        .execute();
      await addProducts([
        ...PLACEMENTS.map(([name, sizes, , factor], index) => ({
          adMediumId,
          mediaType: 'DIGITAL',
          name: `${name} ${site.name}`,
          code: null,
          adType: 'DISPLAY',
          placementId: placements[index]?.id ?? null,
          sizes: [...sizes],
          pricingModel: 'CPM',
          // The smaller sites sell their rectangle and wideboard online.
          selfBookable: name === 'Rectangle' || name === 'Wideboard',
          price: roundPrice(site.cpm * factor),
          unit: 'CPM',
        })),
        {
          adMediumId,
          mediaType: 'DIGITAL',
          name: `Video Pre-Roll ${site.name}`,
          code: null,
          adType: 'VIDEO',
          sizes: ['640x360'],
          pricingModel: 'CPM',
          price: roundPrice(site.cpm * 2.1),
          unit: 'CPM',
        },
        {
          adMediumId,
          mediaType: 'DIGITAL',
          name: `Native Ad ${site.name}`,
          code: null,
          adType: 'NATIVE',
          pricingModel: 'FLAT',
          price: roundPrice(site.cpm * 140),
          unit: 'FLAT',
        },
      ]);
    }
    // Radio and TV: a product per daypart and spot length, priced per spot.
    for (const station of publisher.stations) {
      const adMediumId = await medium(station.kind, station.name, publisher.company);
      await db
        .insertInto('broadcastStation')
        .values({
          adMediumId,
          companyId: tenant,
          kind: station.kind,
          region: station.region,
          language: station.language,
          dailyReach: station.dailyReach,
        })
        .execute();
      const slots = station.kind === 'RADIO' ? RADIO_SLOTS : TV_SLOTS;
      const inserted = await db
        .insertInto('broadcastSlot')
        .values(
          // The daypart's names in four languages from the same phrases as its products'
          // ("Spot 30 s Mattina 06–09"): one source for both (issue 37).
          slots.map(([name, startsAt, endsAt, share]) => ({
            companyId: tenant,
            adMediumId,
            name,
            ...translationsOf(name),
            startsAt,
            endsAt,
            priceSharePercent: share * 100,
          })),
        )
        .returning('id')
        .execute();
      await addProducts(
        slots.flatMap(([slot, , , share], index) =>
          [20, 30].map((seconds) => ({
            adMediumId,
            mediaType: station.kind,
            name: `Spot ${seconds} s ${slot}`,
            code: null,
            spotLengthSec: seconds,
            broadcastSlotId: inserted[index]?.id ?? null,
            price: roundPrice((station.primePrice * share * seconds) / 30),
            unit: 'SPOTS',
          })),
        ),
      );
    }
  }

  // A point-of-sale screen network (coop weeks) and unaddressed mail by postal area.
  const pos = await medium('POS', 'Alpenblick Screens Tankstellenshops', 'Verlag Alpenblick AG');
  await db
    .insertInto('posNetwork')
    .values({
      adMediumId: pos,
      companyId: tenant,
      screens: 640,
      loopSeconds: 120,
      slotSeconds: 10,
      bookingUnit: 'COOP_WEEK',
    })
    .execute();
  await addProducts([
    {
      adMediumId: pos,
      mediaType: 'POS',
      name: 'Screen-Slot 10 s national',
      price: 7_800,
      unit: 'WEEKS',
    },
    {
      adMediumId: pos,
      mediaType: 'POS',
      name: 'Screen-Slot 10 s Deutschschweiz',
      price: 5_600,
      unit: 'WEEKS',
    },
    {
      adMediumId: pos,
      mediaType: 'POS',
      name: 'Screen-Slot 20 s national',
      price: 14_200,
      unit: 'WEEKS',
    },
  ]);
  const analog = await medium('ANALOG', 'Streuwurf Schweiz', undefined);
  await db
    .insertInto('postalArea')
    .values(
      POSTAL_AREAS.map(([postalCode, town, canton, households]) => ({
        companyId: tenant,
        adMediumId: analog,
        postalCode,
        town,
        canton,
        households,
      })),
    )
    .execute();
  await addProducts([
    {
      adMediumId: analog,
      mediaType: 'ANALOG',
      name: 'Flyer A5 unadressiert',
      itemType: 'Flyer A5',
      price: 0.14,
      unit: 'PIECES',
    },
    {
      adMediumId: analog,
      mediaType: 'ANALOG',
      name: 'Prospekt bis 50 g unadressiert',
      itemType: 'Prospekt',
      price: 0.21,
      unit: 'PIECES',
    },
    {
      adMediumId: analog,
      mediaType: 'ANALOG',
      name: 'Warenmuster unadressiert',
      itemType: 'Warenmuster',
      price: 0.38,
      unit: 'PIECES',
    },
  ]);
  return products;
}
