import { businessDay } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { bulkLoad } from './bulk.ts';
import { companyNamed, personaUser } from './lookups.ts';
import { DAY } from './random.ts';
import { FIRST_NAMES, LAST_NAMES } from './sales-texts.ts';
import { type DemoScale, demoScale, scaled } from './scale.ts';

// The sales promotions' demo data (spec 3 §2.6): types, the task seed's promotions given dates
// so every phase shows, a large mailing promotion with 20,000 contacts (full scale), contacts
// and accounts of each, a mail template in four languages, and campaigns that came from them.
// Set-based SQL: the 20,000 contacts are one statement.

const TYPES = [
  { name: 'Saisonaktion', active: true },
  { name: 'Neukundenaktion', active: true },
  { name: 'Messeaktion', active: true },
  { name: 'Jubiläumsaktion', active: true },
  { name: 'Direktmailing', active: true },
  { name: 'Telefonkampagne', active: false },
];

/** The task seed's promotions by name: type, dates (days from today) and how many contacts. */
const PLAN: Record<string, { type: string; start: number; end: number; contacts: number }> = {
  'Frühlingsaktion Gewerbe 2026': { type: 'Saisonaktion', start: -20, end: 45, contacts: 240 },
  'Sommer-Special Tourismus': { type: 'Saisonaktion', start: 30, end: 120, contacts: 120 },
  'Neukunden-Rabatt Digital': { type: 'Neukundenaktion', start: -60, end: 20, contacts: 80 },
  'Jubiläum 50 Jahre Regionalzeitung': {
    type: 'Jubiläumsaktion',
    start: 60,
    end: 200,
    contacts: 40,
  },
  'Weihnachtsgeschäft 2025': { type: 'Saisonaktion', start: -120, end: -30, contacts: 300 },
  'Herbstmesse Basel': { type: 'Messeaktion', start: -10, end: 60, contacts: 60 },
  'Ski-Saison Graubünden': { type: 'Saisonaktion', start: -40, end: 10, contacts: 30 },
};

/** The large one: a mailing to most of the CRM's contacts. */
const LARGE = 'Grosskunden-Mailing Deutschschweiz 2026';

const TEMPLATE = {
  subject: 'Exklusives Angebot für {{accountName}}',
  text: '<p>{{salutation}} {{lastName}}</p><p>Mit der Aktion <strong>{{promotionName}}</strong> buchen Sie Print- und Online-Werbung zu Sonderkonditionen: 15 % Rabatt auf alle Platzierungen bis zum {{deadline}}.</p><ul><li>Inserate in allen Regionalausgaben</li><li>Display-Werbung auf unseren Newsportalen</li></ul><p>Freundliche Grüsse<br>Ihr Verkaufsteam</p>',
  subjectEn: 'An exclusive offer for {{accountName}}',
  textEn:
    '<p>{{salutation}} {{lastName}}</p><p>With <strong>{{promotionName}}</strong> you book print and online advertising on special terms: 15% off every placement until {{deadline}}.</p><p>Kind regards<br>Your sales team</p>',
  subjectFr: 'Une offre exclusive pour {{accountName}}',
  textFr:
    '<p>{{salutation}} {{lastName}},</p><p>Avec l’action <strong>{{promotionName}}</strong>, vous réservez de la publicité imprimée et en ligne à des conditions spéciales : 15 % de rabais sur tous les emplacements jusqu’au {{deadline}}.</p><p>Meilleures salutations<br>Votre équipe de vente</p>',
  subjectIt: 'Un’offerta esclusiva per {{accountName}}',
  textIt:
    '<p>{{salutation}} {{lastName}},</p><p>Con l’azione <strong>{{promotionName}}</strong> prenotate pubblicità stampata e online a condizioni speciali: 15 % di sconto su tutti i posizionamenti fino al {{deadline}}.</p><p>Cordiali saluti<br>Il vostro team di vendita</p>',
};

const day = (now: Date, offset: number) => businessDay(now.getTime() + offset * DAY);

export async function seedPromotionDemoData(
  db: Db,
  now: Date,
  scale: DemoScale = demoScale(),
): Promise<{ promotions: number; contacts: number }> {
  const company = await companyNamed(db, 'Adconsole Sales');
  const sales = await personaUser(db, 'sales@example.com');
  if (!company || !sales) return { promotions: 0, contacts: 0 };
  const companyId = company.id;
  const types = await db
    .insertInto('salesPromotionType')
    .values(TYPES.map((type) => ({ companyId, ...type })))
    .returning(['id', 'name'])
    .execute();
  const typeId = new Map(types.map((type) => [type.name, type.id]));

  const existing = await db
    .selectFrom('salesPromotion')
    .select(['id', 'name'])
    .where('companyId', '=', companyId)
    .execute();
  for (const promotion of existing) {
    const plan = PLAN[promotion.name];
    if (!plan) continue;
    await db
      .updateTable('salesPromotion')
      .set({
        typeId: typeId.get(plan.type) ?? null,
        startDate: day(now, plan.start),
        endDate: day(now, plan.end),
        createdByUserId: sales.id,
        description: `${plan.type} des Verkaufsteams Deutschschweiz und Romandie.`,
      })
      .where('id', '=', promotion.id)
      .execute();
  }
  const large = await db
    .insertInto('salesPromotion')
    .values({
      companyId,
      name: LARGE,
      typeId: typeId.get('Direktmailing') ?? null,
      description:
        'Mailing an alle Kontakte mit E-Mail-Adresse: Sonderkonditionen Print und Online.',
      startDate: day(now, -14),
      endDate: day(now, 75),
      deadline: new Date(now.getTime() + 60 * DAY),
      status: 'active',
      createdByUserId: sales.id,
      createdAt: new Date(now.getTime() - 20 * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // DEMO_PROMOTION_CONTACTS: the large promotion's size at any scale (the end-to-end test shows
  // 20,000 contacts on a server seeded small otherwise).
  const largeCount =
    Number(process.env.DEMO_PROMOTION_CONTACTS) > 0
      ? Number(process.env.DEMO_PROMOTION_CONTACTS)
      : scaled(20_000, scale, 200);
  await topUpContacts(db, companyId, largeCount);
  const plans = [
    ...existing.flatMap((promotion) => {
      const plan = PLAN[promotion.name];
      return plan ? [{ id: promotion.id, contacts: scaled(plan.contacts, scale, 3), plan }] : [];
    }),
    { id: large.id, contacts: largeCount, plan: undefined },
  ];
  for (const { id, contacts } of plans) {
    // A reproducible spread of the company's contacts with an address: ordered by a hash of
    // the promotion and the contact, the first n.
    await sql`
      insert into sales_promotion_contact (promotion_id, contact_id, added_by_user_id, added_at)
      select ${id}::integer, c.id, ${sales.id}::integer, ${now}::timestamptz - (abs(hashtext(c.id::text)) % 30) * interval '1 day'
      from contact c
      where c.company_id = ${companyId} and c.email is not null
      order by ${id === large.id ? sql`c.id` : sql`hashtext(c.id::text || '/' || ${String(id)})`}
      limit ${contacts}`.execute(db);
    await sql`
      insert into sales_promotion_account (promotion_id, account_id, added_by_user_id, added_at)
      select distinct ${id}::integer, c.account_id, ${sales.id}::integer, ${now}::timestamptz - interval '30 days'
      from sales_promotion_contact pc join contact c on c.id = pc.contact_id
      where pc.promotion_id = ${id}
      on conflict do nothing`.execute(db);
  }
  // The finished and the running spring promotion were mailed: their contacts show as sent.
  const mailed = existing.filter((promotion) =>
    ['Weihnachtsgeschäft 2025', 'Frühlingsaktion Gewerbe 2026'].includes(promotion.name),
  );
  for (const promotion of mailed) {
    await sql`
      update sales_promotion_contact set sent_by_user_id = ${sales.id}::integer,
        mailing_time = ${now}::timestamptz - (5 + abs(hashtext(contact_id::text)) % 10) * interval '1 day'
      where promotion_id = ${promotion.id}`.execute(db);
  }
  // A template in four languages on the large one and the spring promotion.
  const withTemplate = [
    large.id,
    ...existing.filter((p) => p.name.startsWith('Frühling')).map((p) => p.id),
  ];
  await db
    .insertInto('salesPromotionMailTemplate')
    .values(
      withTemplate.map((promotionId) => ({ promotionId, ...TEMPLATE, updatedByUserId: sales.id })),
    )
    .execute();
  // Offers and orders that came from the promotions: campaigns of their accounts.
  for (const { id } of plans) {
    await sql`
      update campaign set sales_promotion_id = ${id}::integer
      where id in (
        select k.id from campaign k
        join sales_promotion_account pa on pa.account_id = k.advertiser_account_id and pa.promotion_id = ${id}
        where k.company_id = ${companyId} and k.sales_promotion_id is null
        order by k.id limit ${scale === 'full' ? 12 : 3})`.execute(db);
  }
  const total = await db
    .selectFrom('salesPromotionContact')
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return { promotions: plans.length, contacts: Number(total.n) };
}

/**
 * The newsletter's subscribers: contacts with an address at the company's accounts, added
 * until the company has `wanted` of them (the CRM seed gives about 14,800 at full scale), in
 * one statement. First names alternate women and men in the seed's lists.
 */
async function topUpContacts(db: Db, companyId: number, wanted: number): Promise<void> {
  const { n } = await db
    .selectFrom('contact')
    .select(sql<string>`count(*)`.as('n'))
    .where('companyId', '=', companyId)
    .where('email', 'is not', null)
    .executeTakeFirstOrThrow();
  const missing = wanted - Number(n);
  if (missing <= 0) return;
  const firstNames = [...FIRST_NAMES.de, ...FIRST_NAMES.fr, ...FIRST_NAMES.it];
  const lastNames = [...LAST_NAMES.de, ...LAST_NAMES.fr, ...LAST_NAMES.it];
  // The contacts' keys and indexes (trigram searches among them) set aside: bulk.ts.
  await bulkLoad(db, ['contact'], () =>
    sql`
    with accounts as (
      select id, language,
        coalesce(nullif(regexp_replace(website, '^(https?://)?(www\.)?', ''), ''), 'example.ch') as domain,
        row_number() over (order by id) - 1 as k
      from account where company_id = ${companyId}
    ),
    -- Each person's account number first, so that the join is by equality (a hash join, not
    -- every person against every account: 3 s of the first start).
    people as (
      select g, (g * 7) % ${firstNames.length} as f, (g * 13 + g / 7) % ${lastNames.length} as l,
        (g * 31) % (select count(*) from accounts) as k
      from generate_series(1, ${missing}::integer) g
    )
    insert into contact (company_id, account_id, first_name, last_name, email, phone, job_title,
      salutation, language)
    select ${companyId}::integer, a.id, (${firstNames}::text[])[p.f + 1], (${lastNames}::text[])[p.l + 1],
      translate(lower((${firstNames}::text[])[p.f + 1] || '.' || (${lastNames}::text[])[p.l + 1]),
        'äöüéèàçâêîôûëï', 'aoueeacaeiouei') || '.' || p.g || '@' || a.domain,
      null, null, case when p.f % 2 = 0 then 'MS' else 'MR' end, a.language
    from people p join accounts a on a.k = p.k`.execute(db),
  );
}
