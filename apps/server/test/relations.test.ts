import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { type RelationName, relations } from '../src/kit/relations.ts';
import { scopeOf } from '../src/kit/scope.ts';
import { databaseLanes } from './support/databases.ts';
import { serverOnLane } from './support/lane-server.ts';
import { companyNamed } from './support/sales.ts';

// The kit's relations (issue 39, kit/relations.ts): rows another company reaches. Walked over
// every declaration, so a new relation is covered without anyone listing it: a company that is
// related to nothing reaches no row but its own, the relation's rows of a company are a subset
// of the table that never hold another company's unrelated rows, and a scope of every company
// reaches every row.

const names = Object.keys(relations) as RelationName[];

describe.each(databaseLanes())('the relations of the kit on $name', (lane) => {
  const server = serverOnLane(lane);
  let db: Db;
  let stranger: number;
  beforeAll(async () => {
    db = server.database.db;
    // A company of its own, with nothing: no websites, no accounts, no payouts.
    stranger = (
      await db
        .insertInto('company')
        .values({
          companyUuid: crypto.randomUUID(),
          name: 'Relations Stranger AG',
          countryCode: 'CH',
          companyRole: 'PUBLISHER',
          street: null,
          postalCode: null,
          city: null,
          vatNumber: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  const count = async (name: RelationName, companyId: number | undefined) => {
    const row = await scopeOf(db, companyId)
      .related(name, relations[name].table, db)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const all = async (name: RelationName) => {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(
      relations[name].table.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
    )}`.execute(db);
    return Number(rows[0]?.n);
  };

  it.each(names)('%s: a company related to nothing reaches nothing', async (name) => {
    expect(await count(name, stranger)).toBe(0);
  });

  it.each(names)('%s: a scope of every company reaches every row', async (name) => {
    expect(await count(name, undefined)).toBe(await all(name));
  });

  it('reaches what the demo relates: the payer its payouts, the publisher the campaigns on its sites', async () => {
    const sales = (await companyNamed(db, 'Adconsole Sales')).id;
    const alpenblick = (await companyNamed(db, 'Verlag Alpenblick AG')).id;
    expect(await count('payoutConfigPaidBy', sales)).toBeGreaterThan(0);
    expect(await count('revenueDayPaidBy', sales)).toBeGreaterThan(0);
    expect(await count('campaignOnPublishedSite', alpenblick)).toBeGreaterThan(0);
    expect(await count('accountOfSellingHouse', alpenblick)).toBeGreaterThan(0);
    // The house does not reach its own campaigns as a publisher (`own: false`).
    expect(await count('campaignOnPublishedSite', sales)).toBeLessThan(
      Number(
        (
          await db
            .selectFrom('campaign')
            .select(sql<string>`count(*)`.as('n'))
            .where('companyId', '=', sales)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  });
});
