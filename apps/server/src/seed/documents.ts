import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';

// The archived documents of the demo (issue 39, /dashboard/documents): what the campaigns sent
// and issued as the services archive it (services/documents/archive.ts), listed in one
// statement: an offer for every campaign that was offered, when it was offered; a confirmation
// for every booked one, when it was booked (its history's moves); every issued invoice on its issue
// morning and every approved credit note when it was decided. Their files are not rendered here
// (thousands of PDFs would make the first start slow): each is made at its first download, as
// it was on its day, and kept (the index row's file and SHA-256 never change afterwards).
// Reproducible: the rows follow from the campaigns and invoices the seed made.

const OFFERED = ['OFFERED', 'ALTERNATE_QUOTE', 'OFFER_DENIED'];
const BOOKED = ['BOOKED', 'PERFORMANCE', 'PREPAYMENT', 'ARCHIVED'];

/** A document the services archived already at the seed (a credit note approved by its call). */
const archived = (type: string, company: RawBuilder<unknown>, source: RawBuilder<unknown>) =>
  sql<boolean>`exists (select 1 from archived_document a
    where a.company_id = ${company} and a.doc_type = ${type} and a.source_id = ${source})`;

/** Lists the demo's archived documents; answers how many. */
export async function seedArchivedDocuments(trx: Db, activatedAt: Date): Promise<number> {
  // An offer when its campaign moved to OFFERED, a confirmation when it was booked: the moments
  // of the campaign's history (seed/campaign-history.ts), each campaign's own (s15 stranger: every
  // confirmation carried the same time); a day or three after it was made where it has none.
  const result = await sql`
    with moves as (
      select entity_id as campaign_id,
             min(activity_date) filter (where key_values->>'newValue' = 'OFFERED') as offered,
             min(activity_date) filter (where key_values->>'newValue' in ('BOOKED', 'PREPAYMENT')) as booked
        from activity
        where entity_type = 'CAMPAIGN_UPDATE' and activity_type = 'CAMPAIGN_FIELD_CHANGED'
          and key_values->>'field' = 'status'
        group by entity_id)
    insert into archived_document (company_id, campaign_id, doc_type, number, source_id, created_at)
    select c.company_id, c.id, 'OFFER', c.id::text, null::integer,
           coalesce(m.offered, least(c.created_at + interval '1 day', ${activatedAt}::timestamptz))
      from campaign c left join moves m on m.campaign_id = c.id
      where c.status in (${sql.join([...OFFERED, ...BOOKED])})
    union all
    select c.company_id, c.id, 'CONFIRMATION', c.id::text, null::integer,
           coalesce(m.booked, least(c.created_at + interval '3 days', ${activatedAt}::timestamptz))
      from campaign c left join moves m on m.campaign_id = c.id
      where c.status in (${sql.join(BOOKED)})
    union all
    select company_id, campaign_id, 'INVOICE', number, id,
           (issue_date + time '08:00') at time zone 'Europe/Zurich'
      from invoice i where number is not null and not ${archived('INVOICE', sql.ref('i.company_id'), sql.ref('i.id'))}
    union all
    select n.company_id, i.campaign_id, 'CREDIT_NOTE', n.number, n.id,
           coalesce(n.decided_at, n.updated_at)
      from credit_note n join invoice i on i.id = n.invoice_id and i.company_id = n.company_id
      where n.state = 'APPROVED' and n.number is not null
        and not ${archived('CREDIT_NOTE', sql.ref('n.company_id'), sql.ref('n.id'))}
    order by 6, 2`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
