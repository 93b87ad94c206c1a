import { businessDay } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.ts';

/** The business day `days` from today. */
export const inDays = (days: number) => businessDay(Date.now() + days * 86_400_000);

/**
 * A digital product of the company with an active standard CHF price from in 10 to in 20 days
 * (the dates of the campaigns the order tests book), and that price.
 */
export async function chfDigitalProduct(db: Db, companyId: number) {
  const row = await sql<{ id: number; listPrice: string }>`
    select p.id, i.list_price from product p
    join price_list_item i on i.product_id = p.id
    join price_list l on l.id = i.price_list_id
    where p.company_id = ${companyId} and p.media_type = 'DIGITAL' and p.active
      and l.currency = 'CHF' and l.channel = 'STANDARD' and l.status = 'ACTIVE'
      and i.valid_from <= ${inDays(10)}::date and (i.valid_to is null or i.valid_to >= ${inDays(20)}::date)
    order by p.id limit 1`.execute(db);
  const product = row.rows[0];
  if (!product) throw new Error('no product');
  return { id: product.id, listPrice: Number(product.listPrice) };
}
