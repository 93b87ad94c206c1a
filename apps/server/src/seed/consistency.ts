import { businessDay as isoDay } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ANALOG_ITEMS } from './print-operations.ts';

/**
 * The rules demo data keeps with the day it is generated on (issue 33, point 16), as queries
 * that answer the rows breaking them: a campaign runs exactly while today lies between its
 * start and end, has ended once its end passed and is booked only before its start; nothing
 * was created or changed after `now`; a print position waiting for its proof has a creative;
 * a digital creative's format agrees with its name; and overdue work exists (the lists mark
 * it). The seed test runs them on the small data, the ops journey on the full data's API.
 */
export interface ConsistencyRule {
  name: string;
  /** The offending rows (at most a few), or for `present` rules an empty list when absent. */
  check(db: Db, now: Date): Promise<unknown[]>;
}

export const CONSISTENCY_RULES: readonly ConsistencyRule[] = [
  {
    name: 'a running campaign (PERFORMANCE) has start ≤ today ≤ end',
    check: async (db, now) =>
      (
        await sql`select id, name, start_date::text, end_date::text from campaign
          where status = 'PERFORMANCE' and not (start_date <= ${isoDay(now)}::date and end_date >= ${isoDay(now)}::date)
          limit 5`.execute(db)
      ).rows,
  },
  {
    name: 'a campaign whose end passed has ended (not booked or running)',
    check: async (db, now) =>
      (
        await sql`select id, name, status, end_date::text from campaign
          where end_date < ${isoDay(now)}::date and status in ('BOOKED', 'PREPAYMENT', 'PERFORMANCE')
          limit 5`.execute(db)
      ).rows,
  },
  {
    name: 'a booked campaign starts after today',
    check: async (db, now) =>
      (
        await sql`select id, name, start_date::text from campaign
          where status = 'BOOKED' and start_date <= ${isoDay(now)}::date limit 5`.execute(db)
      ).rows,
  },
  {
    name: 'an ended campaign ended before today',
    check: async (db, now) =>
      (
        await sql`select id, name, status, end_date::text from campaign
          where status = 'ARCHIVED' and end_date >= ${isoDay(now)}::date limit 5`.execute(db)
      ).rows,
  },
  {
    name: 'nothing was created or changed after now',
    check: async (db, now) => {
      const columns = (
        await sql<{ table: string; column: string }>`
          select c.table_name as table, c.column_name as column from information_schema.columns c
          join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
          where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
            and c.column_name in ('created_at', 'updated_at', 'changed_at', 'reviewed_at', 'sent_at', 'pushed_at')
          order by 1, 2`.execute(db)
      ).rows;
      const found: unknown[] = [];
      for (const { table, column } of columns) {
        const row = (
          await sql<{ latest: string | null }>`select max(${sql.ref(column)})::text as latest
            from ${sql.table(table)} where ${sql.ref(column)} > ${now}`.execute(db)
        ).rows[0];
        if (row?.latest) found.push({ table, column, latest: row.latest });
      }
      return found;
    },
  },
  {
    name: 'a print position with its creative received or its proof out has the creative',
    check: async (db) =>
      (
        await sql`select p.id, p.status from campaign_position p
          left join print_position_ops o on o.position_id = p.id
          where p.position_type = 'PRINT' and p.status in ('CREATIVE_RECEIVED', 'PROOFS')
            and o.creative_content is null limit 5`.execute(db)
      ).rows,
  },
  {
    name: 'open print work is not for an issue that appeared long ago',
    check: async (db, now) =>
      (
        await sql`select p.id, p.status, p.publication_date::text from campaign_position p
          where p.position_type = 'PRINT'
            and p.status in ('READY_TO_PUSH', 'CREATIVE_PENDING', 'CREATIVE_REQUESTED', 'CREATIVE_RECEIVED', 'PROOFS', 'READY')
            and p.publication_date < ${isoDay(now)}::date - 14 limit 5`.execute(db)
      ).rows,
  },
  {
    name: 'a digital creative is of the format its name says',
    check: async (db) =>
      (
        await sql`select id, name, format from creative
          where (name ~* '(video|pre-?roll|instream)' and format <> 'VAST')
             or (name ~* 'native' and format <> 'NATIVE')
             or (format = 'VAST' and name !~* '(video|pre-?roll|instream)')
             or (format = 'NATIVE' and name !~* 'native')
          limit 5`.execute(db)
      ).rows,
  },
  // Issue 37: demo data that reads true.
  {
    name: 'a campaign that is not booked or running has no position ready to push',
    check: async (db) =>
      (
        await sql`select c.id, c.name, c.status from campaign c
          where c.status not in ('BOOKED', 'PREPAYMENT', 'PERFORMANCE')
            and exists (select 1 from campaign_position p where p.campaign_id = c.id
                          and p.status in ('READY_TO_PUSH', 'PUSH_UPDATE'))
          limit 5`.execute(db)
      ).rows,
  },
  {
    name: 'a campaign names no year it does not run in',
    check: async (db) =>
      (
        await sql`select c.id, c.name, c.start_date::text, c.end_date::text from campaign c
          cross join lateral regexp_matches(c.name, '(?:^|\D)(20\d\d)(?:\D|$)', 'g') as m(year)
          where m.year[1]::int not between extract(year from c.start_date) and extract(year from c.end_date)
          limit 5`.execute(db)
      ).rows,
  },
  {
    name: 'every campaign has its history: created as a draft, and its last status move to its status',
    check: async (db) =>
      (
        await sql`select c.id, c.name, c.status, x.first_new, x.last_new from campaign c
          left join lateral (
            select (array_agg(a.key_values->>'newValue' order by a.creation_date, a.id))[1] as first_new,
                   (array_agg(a.key_values->>'newValue' order by a.creation_date desc, a.id desc))[1] as last_new
            from activity a
            where a.entity_type = 'CAMPAIGN_UPDATE' and a.entity_id = c.id and a.key_values->>'field' = 'status'
          ) x on true
          where x.first_new is distinct from 'DRAFT' or x.last_new is distinct from c.status
          limit 5`.execute(db)
      ).rows,
  },
  {
    name: 'every position has its creation in the position history',
    check: async (db) =>
      (
        await sql`select p.id, p.campaign_id from campaign_position p
          where not exists (select 1 from campaign_position_history h
                            where h.campaign_id = p.campaign_id and h.campaign_position_id = p.id
                              and h.change_kind = 'CREATE')
          limit 5`.execute(db)
      ).rows,
  },
  {
    name: 'a postal campaign ships its own customer’s item',
    check: async (db) =>
      (
        await sql`select pc.id, pc.name, i.name as item from postal_campaign pc
          join analog_item i on i.id = pc.item_id
          join (values ${sql.join(ANALOG_ITEMS.map((item) => sql`(${item[0]}, ${item[5]})`))}) as o(sku, customer)
            on o.sku = i.sku
          where o.customer <> pc.customer_name limit 5`.execute(db)
      ).rows,
  },
  {
    // Issue 39, s15 stranger: the agency's CHF invoices answered 422 NO_COMPANY_CONFIG on
    // /dashboard/documents (its PDF is made from its issuer's config in its currency).
    name: 'an issued invoice’s company has a company config in its currency',
    check: async (db) =>
      (
        await sql`select i.id, i.number, i.company_id, i.currency from invoice i
          where i.number is not null and not exists (select 1 from finance_company_config f
            where f.company_id = i.company_id and f.currency = i.currency)
          limit 5`.execute(db)
      ).rows,
  },
  {
    name: 'the master data is named in German (seed README: one language per record)',
    check: async (db) => {
      const words = `\\m(${NOT_GERMAN_WORDS.join('|')})\\M`;
      const found: unknown[] = [];
      for (const table of MASTER_DATA_NAMES) {
        const { rows } = await sql<{ name: string }>`select distinct name from ${sql.table(table)}
          where name ~* ${words} limit 3`.execute(db);
        found.push(...rows.map(({ name }) => ({ table, name })));
      }
      return found;
    },
  },
];

/**
 * Words of other languages a stranger found in the German master data (issue 37: a warehouse,
 * post campaigns, the status incident), and the French and Italian phrases of the products'
 * and dayparts' translations (seed/names.ts), which belong in `name_fr`/`name_it` only. Trade
 * terms German-speaking media sales use as they are (Rectangle, Halfpage, Prime Time, Native
 * Ad, Point of Sale, Black Friday) are German here (seed/README.md).
 */
export const NOT_GERMAN_WORDS = [
  'Centre',
  'logistique',
  'Galettes',
  'Rentrée',
  'littéraire',
  'Campagna',
  'antinfluenzale',
  'delayed',
  'Annonce',
  'Annuncio',
  'Pagina',
  'Matin',
  'Matinée',
  'Mattina',
  'Mattinata',
  'Midi',
  'Mezzogiorno',
  'Soir',
  'Soirée',
  'Sera',
  'Serata',
  'Nuit',
  'Notte',
  'Preserale',
  'Volantino',
  'Prospectus',
  'Prospetto',
  'Échantillon',
  'Campione',
  'Numérique',
  'Tous-ménages',
  'Morning',
  'Evening',
  'Night',
  'Unaddressed',
] as const;

/** The master data's names (seed/README.md: German), by table. */
const MASTER_DATA_NAMES = [
  'product',
  'broadcast_slot',
  'analog_item',
  'warehouse',
  'post_campaign',
  'postal_campaign',
  'campaign_type',
  'position_group',
  'task_topic',
  'lead_source',
  'incident',
  'website_placement',
  'sales_promotion',
  'sales_promotion_type',
  'label',
  'industry',
  'conversion_tracker',
  'print_creative',
] as const;

/** Overdue work the lists mark: present in the data, so the marker is seen. */
export const OVERDUE_WORK: readonly ConsistencyRule[] = [
  {
    name: 'print positions past their material deadline without a proof',
    check: async (db, now) =>
      (
        await sql`select p.id from campaign_position p
          join publication_issue i on i.id = p.publication_issue_id
          where p.position_type = 'PRINT' and p.status in ('CREATIVE_PENDING', 'CREATIVE_REQUESTED', 'CREATIVE_RECEIVED')
            and i.material_deadline < ${now} limit 1`.execute(db)
      ).rows,
  },
  {
    name: 'digital positions ready to push whose start passed',
    check: async (db, now) =>
      (
        await sql`select p.id from campaign_position p
          where p.position_type = 'DIGITAL' and p.status = 'READY_TO_PUSH'
            and p.start_date < ${isoDay(now)}::date limit 1`.execute(db)
      ).rows,
  },
];

/** Every broken rule with its first offending rows, and every kind of overdue work missing. */
export async function demoInconsistencies(db: Db, now: Date): Promise<Record<string, unknown>> {
  const broken: Record<string, unknown> = {};
  for (const rule of CONSISTENCY_RULES) {
    const rows = await rule.check(db, now);
    if (rows.length > 0) broken[rule.name] = rows;
  }
  for (const rule of OVERDUE_WORK) {
    if ((await rule.check(db, now)).length === 0) broken[rule.name] = 'none present';
  }
  return broken;
}
