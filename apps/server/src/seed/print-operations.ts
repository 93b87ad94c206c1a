import { deflateSync } from 'node:zlib';
import { businessDay } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { bulkLoad } from './bulk.ts';
import { personaUser } from './lookups.ts';
import { random } from './random.ts';
import { type DemoScale, scaled } from './scale.ts';

/**
 * Demo data of the print desk and the postal logistics team (issue 26).
 *
 * Print: what the desk has done with the seeded print positions (catalogue.ts) of every booking
 * company, set-based: pushed positions have the publisher's reference, requested ones the
 * request's date, received ones a creative (a small PNG ad), proofed ones the proof's date;
 * about a third of the customers want a physical proof. Every print status is topped up to a few
 * positions of the print desk's company (printops@example.com), so every tab has rows.
 *
 * Analog: the Post Logistik company (postnetz@example.com) gets three Swiss distribution
 * warehouses, a range of printed items, stock with its receipts, postal campaigns (unaddressed
 * by postcode, addressed) and their dispatches: sent ones in the past (their stock taken out),
 * planned and confirmed ones ahead.
 */

/** A PNG of an ad (a coloured band, a headline bar and a picture box): the creative's picture. */
export function demoCreativePng(hue = 0): Buffer {
  const width = 240;
  const height = 150;
  const colours = [
    [0xc8, 0x10, 0x2e],
    [0x0b, 0x53, 0x94],
    [0x1b, 0x7f, 0x3b],
    [0xe3, 0x8b, 0x00],
  ];
  const [r, g, b] = colours[hue % colours.length] as number[];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      let pixel = [255, 255, 255];
      if (y < 34) pixel = [r as number, g as number, b as number];
      else if (y > 50 && y < 60 && x > 16 && x < 200) pixel = [40, 40, 40];
      else if (y > 68 && y < 74 && x > 16 && x < 150) pixel = [120, 120, 120];
      else if (y > 84 && y < 136 && x > 150 && x < 224)
        pixel = [(r as number) / 2 + 100, (g as number) / 2 + 100, (b as number) / 2 + 100];
      else if (y > 120 && y < 136 && x > 16 && x < 110)
        pixel = [r as number, g as number, b as number];
      const at = row + 1 + x * 3;
      raw[at] = pixel[0] as number;
      raw[at + 1] = pixel[1] as number;
      raw[at + 2] = pixel[2] as number;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A draw in [0, 1) from a row's id and a salt, the same on every run. */
const draw = (id: string, salt: number) =>
  sql.raw(`(('x' || substr(md5((${id})::text || '-${salt}'), 1, 7))::bit(28)::int / 268435456.0)`);

/** What the desk has done with the seeded print positions; every status topped up. */
async function seedPrintOperations(db: Db, now: Date): Promise<number> {
  const desk = await personaUser(db, 'printops@example.com');
  if (!desk) return 0;
  // Every status of the desk's company has a few positions: the rare ones (hidden, deleted,
  // proofs) are made from upcoming READY_TO_PUSH ones of several titles.
  const wanted: readonly (readonly [string, string | null, string])[] = [
    ['CREATIVE_PENDING', 'MISSING', 'NONE'],
    ['CREATIVE_REQUESTED', 'REQUESTED', 'NONE'],
    ['CREATIVE_RECEIVED', 'PENDING_APPROVAL', 'NONE'],
    ['PROOFS', 'PENDING_APPROVAL', 'NONE'],
    ['READY', 'APPROVED', 'NONE'],
    ['AUTO_HIDDEN', 'MISSING', 'AUTO'],
    ['MANUAL_HIDDEN', 'REQUESTED', 'MANUAL'],
    ['DELETED', null, 'NONE'],
  ];
  const counts = await db
    .selectFrom('campaignPosition')
    .select(['status', sql<string>`count(*)`.as('total')])
    .where('companyId', '=', desk.companyId)
    .where('positionType', '=', 'PRINT')
    .groupBy('status')
    .execute();
  const countOf = new Map(counts.map((row) => [row.status, Number(row.total)]));
  for (const [status, creative, hidden] of wanted) {
    const missing = 4 - (countOf.get(status) ?? 0);
    if (missing <= 0) continue;
    await sql`
      update campaign_position p set status = ${status}, creative_status = ${creative}, hidden_mode = ${hidden}
      where p.id in (
        select q.id from campaign_position q
        where q.company_id = ${desk.companyId} and q.position_type = 'PRINT' and q.status = 'READY_TO_PUSH'
          and q.publication_date >= ${now}::date
        -- Creatives still missing for the nearest issues: overdue work the list marks.
        order by case when ${status} in ('CREATIVE_PENDING', 'CREATIVE_REQUESTED') then q.publication_date end,
                 q.ad_medium_id % 3, q.id desc
        limit ${missing})`.execute(db);
  }
  // Overdue work: a few positions of running campaigns wait for the creative of an issue
  // whose material deadline has passed (the list marks them).
  await sql`
    with picked as (
      select q.id, (select i.id from publication_issue i
                    where i.ad_medium_id = q.ad_medium_id and i.publication_date >= ${now}::date
                      and i.material_deadline < ${now} and i.publication_date <= c.end_date
                    order by i.publication_date limit 1) as issue_id
      from campaign_position q join campaign c on c.id = q.campaign_id
      where q.company_id = ${desk.companyId} and q.position_type = 'PRINT' and q.status = 'READY_TO_PUSH'
        and c.status = 'PERFORMANCE'
      order by q.id limit 3)
    update campaign_position p set status = 'CREATIVE_REQUESTED', creative_status = 'REQUESTED',
      publication_issue_id = i.id, publication_date = i.publication_date,
      start_date = i.publication_date, end_date = i.publication_date
    from picked k join publication_issue i on i.id = k.issue_id
    where p.id = k.id`.execute(db);
  // The desk's records of every print position past READY_TO_PUSH.
  const png = demoCreativePng(0);
  // Its indexes set aside for the 40,000 rows (bulk.ts).
  const result = await bulkLoad(db, ['print_position_ops'], () =>
    sql`
    insert into print_position_ops (position_id, company_id, external_reference, pushed_at,
      creatives_requested_at, creative_file_name, creative_content_type, creative_content, creative_received_at,
      proof_language, proof_sent_at, proof_sent_to, physical_proof, physical_proof_extracted_at, created_at, updated_at)
    select p.id, p.company_id,
           upper(left(regexp_replace(m.name, '[^A-Za-zÀ-ÿ ]', '', 'g'), 1)) || upper(coalesce(substring(m.name from ' (.)'), 'X'))
             || '-' || extract(year from p.publication_date) || '-' || lpad(p.id::text, 7, '0'),
           least(p.created_at + interval '1 day', ${now}::timestamptz - interval '1 hour'),
           case when p.status not in ('CREATIVE_PENDING') then least(p.created_at + interval '3 days', ${now}::timestamptz - interval '1 hour') end,
           case when k.has_creative then 'Inserat-' || p.id || '.png' end,
           case when k.has_creative then 'image/png' end,
           case when k.has_creative then ${png}::bytea end,
           case when k.has_creative then least(p.created_at + interval '8 days', ${now}::timestamptz - interval '1 hour') end,
           case when p.status in ('PROOFS', 'READY', 'FINISHED') then c.language end,
           case when p.status in ('PROOFS', 'READY', 'FINISHED') then least(p.created_at + interval '9 days', ${now}::timestamptz - interval '1 hour') end,
           case when p.status in ('PROOFS', 'READY', 'FINISHED') then coalesce(inv.email, 'info@example.ch') end,
           ${draw('p.id', 31)} < 0.3 and k.booked,
           case when ${draw('p.id', 31)} < 0.3 and k.booked and p.status = 'FINISHED' and p.publication_date < ${now}::date - 14
                then p.publication_date + 5 end,
           p.created_at, p.created_at
    from campaign_position p
    join campaign c on c.id = p.campaign_id
    join account inv on inv.id = c.invoicing_account_id
    join ad_medium m on m.id = p.ad_medium_id
    cross join lateral (
      -- Creatives are kept for the current work (the last two months and what is ahead).
      -- (a position waiting for its proof always has it).
      select p.status in ('CREATIVE_RECEIVED', 'PROOFS')
             or (p.status in ('READY', 'FINISHED') and p.publication_date >= ${now}::date - 60) as has_creative,
             -- Voucher copies go to customers of booked campaigns.
             c.status in ('BOOKED', 'PERFORMANCE', 'PREPAYMENT', 'ARCHIVED') as booked
    ) k
    where p.position_type = 'PRINT' and p.status not in ('READY_TO_PUSH', 'DELETED')`.execute(db),
  );
  return Number(result.numAffectedRows ?? 0);
}

const WAREHOUSES = [
  ['Verteilzentrum Härkingen', '4624', 'Härkingen'],
  ['Verteilzentrum Frauenfeld', '8500', 'Frauenfeld'],
  ['Logistikzentrum Daillens', '1306', 'Daillens'],
] as const;

/**
 * sku, name, type, letter format, weight in grams, and the customer whose item it is: a postal
 * campaign ships its own customer's item (issue 37: a Coop Christmas mailing shipped a Migros
 * flyer). No item names a season: a campaign's season is in its name and date.
 */
export const ANALOG_ITEMS = [
  ['FLY-A5-COOP', 'Flyer A5 Wochenaktion', 'FLYER', 'STANDARD', 12, 'Coop Genossenschaft'],
  [
    'FLY-A4-MIGROS',
    'Flyer A4 Wochenangebote',
    'FLYER',
    'STANDARD',
    20,
    'Migros-Genossenschafts-Bund',
  ],
  [
    'FLY-DL-PIZZA',
    'Flyer DL Pizzakurier Zürich',
    'FLYER',
    'STANDARD',
    6,
    'Pizzakurier Zürich GmbH',
  ],
  ['BRO-A4-REISEN', 'Reisebroschüre Kuoni 24 S.', 'BROCHURE', 'MIDI', 180, 'Kuoni Reisen AG'],
  [
    'BRO-A5-GARTEN',
    'Gartenkatalog Hornbach 16 S.',
    'BROCHURE',
    'MIDI',
    120,
    'Hornbach Baumarkt (Schweiz) AG',
  ],
  [
    'CAT-C4-MOEBEL',
    'Möbelkatalog Pfister 96 S.',
    'CATALOGUE',
    'LARGE_FORMAT',
    640,
    'Möbel Pfister AG',
  ],
  ['CAT-C4-MODE', 'Modekatalog Manor 64 S.', 'CATALOGUE', 'LARGE_FORMAT', 410, 'Manor AG'],
  [
    'LET-C5-BANK',
    'Kundenbrief Hypothekarzins',
    'LETTER',
    'STANDARD',
    24,
    'Raiffeisenbank Aare-Reuss',
  ],
  ['LET-C5-SPEND', 'Spendenaufruf Winterhilfe', 'LETTER', 'STANDARD', 30, 'Winterhilfe Schweiz'],
  ['LET-B4-VERS', 'Versicherungsunterlagen', 'LETTER', 'MIDI', 260, 'Helvetia Versicherungen'],
  ['SMP-KAFFEE', 'Warenmuster Kaffeekapseln', 'SAMPLE', 'LARGE_FORMAT', 85, 'Nespresso Suisse SA'],
  ['SMP-SHAMPOO', 'Warenmuster Shampoo 15 ml', 'SAMPLE', 'MIDI', 110, 'Volg Konsumwaren AG'],
  ['FLY-A4-LANDI', 'Flyer A4 Landi Aktionen', 'FLYER', 'STANDARD', 18, 'Landi Schweiz AG'],
  ['FLY-A5-OCHSNER', 'Flyer A5 Ochsner Sport', 'FLYER', 'STANDARD', 10, 'Ochsner Sport AG'],
] as const;

/** Letters and catalogues go addressed; flyers, brochures and samples to every household. */
const ADDRESSED_TYPES: ReadonlySet<string> = new Set(['LETTER', 'CATALOGUE']);

/** A campaign's theme: by the season of its first dispatch (month 1–12), or one of any season. */
const SEASON_THEMES: Readonly<Record<number, string>> = {
  3: 'Frühlingsaktion',
  4: 'Frühlingsaktion',
  5: 'Frühlingsaktion',
  6: 'Sommerangebote',
  7: 'Sommerangebote',
  8: 'Sommerangebote',
  9: 'Herbstkatalog',
  10: 'Herbstkatalog',
  11: 'Weihnachtsmailing',
  12: 'Weihnachtsmailing',
};
const ANY_SEASON_THEMES = ['Neueröffnung', 'Jubiläum', 'Kundenbrief'] as const;

/** Postcode groups of Swiss regions, for unaddressed mailings. */
const POSTCODE_GROUPS = [
  ['8001', '8003', '8004', '8005', '8006', '8008', '8032', '8037', '8045', '8050'],
  ['3011', '3012', '3013', '3014', '3018', '3027', '3084'],
  ['4051', '4052', '4053', '4055', '4056', '4057'],
  ['6003', '6004', '6005', '6006', '6010', '6015'],
  ['9000', '9008', '9010', '9014', '9016'],
  ['1003', '1004', '1005', '1006', '1007', '1018'],
  ['8400', '8404', '8405', '8406', '8408'],
  ['5000', '5004', '5032', '5033'],
];

/** The Post Logistik company's warehouses, items, stock, postal campaigns and dispatches. */
async function seedAnalogOperations(db: Db, now: Date, scale: DemoScale): Promise<number> {
  const team = await personaUser(db, 'postnetz@example.com');
  if (!team) return 0;
  const companyId = team.companyId;
  const rng = random(2026_26);
  const day = (offset: number) => businessDay(now.getTime() + offset * 86_400_000);
  const warehouses = await db
    .insertInto('warehouse')
    .values(WAREHOUSES.map(([name, postalCode, town]) => ({ companyId, name, postalCode, town })))
    .returning(['id'])
    .execute();
  const items = await db
    .insertInto('analogItem')
    .values(
      ANALOG_ITEMS.map(([sku, name, itemType, letterFormat, weightGrams]) => ({
        companyId,
        sku,
        name,
        itemType,
        letterFormat,
        weightGrams,
      })),
    )
    .returning(['id'])
    .execute();
  // Postal campaigns, each of one item, with one to four dispatches from one warehouse.
  const campaignCount = scaled(400, scale, 12);
  const campaigns: {
    name: string;
    customerName: string;
    channel: string;
    itemIndex: number;
    postalCodes: string[];
    recipients: number;
    start: number;
    status: string;
  }[] = [];
  for (let index = 0; index < campaignCount; index += 1) {
    const itemIndex = rng.int(0, ANALOG_ITEMS.length - 1);
    const [, , itemType, , , customer] = ANALOG_ITEMS[itemIndex] as (typeof ANALOG_ITEMS)[number];
    const addressed = ADDRESSED_TYPES.has(itemType);
    const codes = addressed ? [] : rng.pick(POSTCODE_GROUPS).filter(() => rng.next() < 0.75);
    const postalCodes = !addressed && codes.length === 0 ? ['8001'] : codes;
    const recipients = addressed
      ? rng.int(5, 80) * 100
      : postalCodes.length * rng.int(18, 42) * 100;
    // The first half lies behind, the rest ahead (a week back to two months on).
    const start = index < campaignCount / 2 ? -rng.int(10, 200) : rng.int(-7, 60);
    const first = new Date(now.getTime() + start * 86_400_000);
    const seasonal = SEASON_THEMES[first.getUTCMonth() + 1];
    const theme = seasonal && rng.next() < 0.7 ? seasonal : rng.pick(ANY_SEASON_THEMES);
    campaigns.push({
      name: `${customer.replace(/\s+(AG|SA|GmbH|Genossenschaft|Schweiz|Suisse)\b.*$/, '')} ${theme} ${first.getUTCFullYear()}`,
      customerName: customer,
      channel: addressed ? 'ADDRESSED_MAILING' : 'UNADDRESSED_MAILING',
      itemIndex,
      postalCodes,
      recipients,
      start,
      status: 'PLANNED',
    });
  }
  const inserted = await db
    .insertInto('postalCampaign')
    .values(
      campaigns.map((campaign) => ({
        companyId,
        name: campaign.name.slice(0, 200),
        customerName: campaign.customerName,
        channel: campaign.channel,
        itemId: (items[campaign.itemIndex] as { id: number }).id,
        postalCodes: campaign.postalCodes,
        recipients: campaign.recipients,
        firstDispatchDate: day(campaign.start),
        status: campaign.start < -3 ? 'DISPATCHED' : campaign.start < 0 ? 'IN_DISPATCH' : 'PLANNED',
      })),
    )
    .returning(['id'])
    .execute();
  const dispatches: {
    companyId: number;
    postalCampaignId: number;
    itemId: number;
    warehouseId: number;
    quantity: number;
    dispatchDate: string;
    postalCodes: string[];
    state: string;
    sentAt: Date | null;
    sentByUserId: number | null;
    deliveryNoteNumber: string | null;
  }[] = [];
  let note = 0;
  campaigns.forEach((campaign, index) => {
    const waves = rng.int(1, 4);
    const warehouse = warehouses[index % warehouses.length] as { id: number };
    const per = Math.max(100, Math.round(campaign.recipients / waves / 100) * 100);
    for (let wave = 0; wave < waves; wave += 1) {
      const offset = campaign.start + wave * 7;
      const past = offset < 0;
      const cancelled = !past && rng.next() < 0.06;
      const state = past ? 'SENT' : cancelled ? 'CANCELLED' : offset < 5 ? 'CONFIRMED' : 'PLANNED';
      const sentAt = past ? new Date(now.getTime() + offset * 86_400_000 + 8 * 3_600_000) : null;
      if (past) note += 1;
      dispatches.push({
        companyId,
        postalCampaignId: (inserted[index] as { id: number }).id,
        itemId: (items[campaign.itemIndex] as { id: number }).id,
        warehouseId: warehouse.id,
        quantity: per,
        dispatchDate: day(offset),
        postalCodes: campaign.postalCodes.filter((_, code) => code % waves === wave),
        state,
        sentAt,
        sentByUserId: past ? team.id : null,
        deliveryNoteNumber: past
          ? `LS-${sentAt?.getUTCFullYear()}-${String(note).padStart(6, '0')}`
          : null,
      });
    }
  });
  const written = await db.insertInto('dispatch').values(dispatches).returning(['id']).execute();
  await sql`select setval('delivery_note_seq', ${note + 1})`.execute(db);
  // Stock: a receipt per item and warehouse large enough for what was sent and most of what is
  // planned (a few items run short, which the stock screen shows), then the sent dispatches out.
  await sql`
    insert into stock_movement (company_id, item_id, warehouse_id, kind, quantity, note, created_by_user_id, created_at)
    select ${companyId}, i.id, w.id, 'RECEIPT',
           greatest(1000, coalesce(sum(d.quantity), 0) + case when ${draw('i.id * 7 + w.id', 41)} < 0.15 then 0 else round(1000 + ${draw('i.id * 7 + w.id', 42)} * 40000) end)::int,
           'Anlieferung Druckerei', ${team.id}, ${now}::timestamptz - interval '210 days'
    from analog_item i cross join warehouse w
    left join dispatch d on d.item_id = i.id and d.warehouse_id = w.id and d.state <> 'CANCELLED'
    where i.company_id = ${companyId} and w.company_id = ${companyId}
    group by i.id, w.id`.execute(db);
  await sql`
    insert into stock_movement (company_id, item_id, warehouse_id, kind, quantity, dispatch_id, note, created_by_user_id, created_at)
    select d.company_id, d.item_id, d.warehouse_id, 'DISPATCH', -d.quantity, d.id, d.delivery_note_number || ': ' || pc.name,
           d.sent_by_user_id, d.sent_at
    from dispatch d join postal_campaign pc on pc.id = d.postal_campaign_id
    where d.company_id = ${companyId} and d.state = 'SENT'`.execute(db);
  await sql`
    insert into stock_level (item_id, warehouse_id, company_id, quantity, updated_at)
    select item_id, warehouse_id, company_id, sum(quantity)::int, max(created_at)
    from stock_movement where company_id = ${companyId}
    group by item_id, warehouse_id, company_id`.execute(db);
  return written.length;
}

/** Seeds both areas (demo.ts calls it after the campaigns, in the same transaction). */
export async function seedPrintAndAnalogOperations(
  db: Db,
  now: Date,
  scale: DemoScale,
): Promise<void> {
  const started = performance.now();
  const positions = await seedPrintOperations(db, now);
  const dispatches = await seedAnalogOperations(db, now, scale);
  if (process.env.VITEST === undefined && scale === 'full') {
    console.error(
      `Demo print and analog operations: ${positions} print positions worked, ${dispatches} dispatches in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}
