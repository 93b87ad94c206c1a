import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Names the user a transaction acts for to the database's audit triggers (migration 0033: the
 * list-price changes): `app.actor_user_id`, local to the transaction (`set_config(…, true)`), so
 * a pooled connection never carries it into the next one.
 */
export async function setAuditActor(trx: Db, userId: number): Promise<void> {
  await sql`select set_config('app.actor_user_id', ${String(userId)}, true)`.execute(trx);
}
