import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { reportDelivery } from '../src/adserver/built-in.ts';
import { describeOnLanes } from './support/lane-server.ts';

// A publisher's exclusion holds at delivery too (issue 39, "Done when": exclusions honoured by
// the booking and the ad server): the built-in ad server reports no delivery of an excluded
// campaign on the publisher's website from the Zurich day the exclusion was made; the days
// before it keep theirs.

describeOnLanes('exclusions at delivery', [], ({ server }) => {
  it('serves nothing of an excluded campaign from the day of the exclusion', async () => {
    const db = server.database.db;
    // A line item of a position on a website that has a publisher.
    const item = await db
      .selectFrom('adServerLineItem as li')
      .innerJoin('campaignPosition as p', 'p.id', 'li.campaignPositionId')
      .innerJoin('adMedium as m', 'm.id', 'p.adMediumId')
      .innerJoin('website as w', 'w.id', 'm.websiteId')
      .select(['li.campaignPositionId as positionId', 'p.campaignId', 'w.publisherCompanyId'])
      .where('w.publisherCompanyId', 'is not', null)
      .orderBy('li.campaignPositionId')
      .executeTakeFirstOrThrow();
    const positionId = item.positionId;
    // Ten days of delivery from a fixed day (the model draws from position and day, not today).
    const from = '2020-06-01';
    const until = '2020-06-10';
    await db
      .updateTable('adServerLineItem')
      .set({ state: 'ACTIVE', startDate: from, endDate: '2020-06-30', goalImpressions: 100_000 })
      .where('campaignPositionId', '=', positionId)
      .execute();
    await db
      .updateTable('campaignPosition')
      .set({ status: 'RUNNING' })
      .where('id', '=', positionId)
      .execute();
    const delivered = async () => {
      await db
        .deleteFrom('adServerDelivery')
        .where('campaignPositionId', '=', positionId)
        .execute();
      await reportDelivery(db, until, [positionId]);
      return db
        .selectFrom('adServerDelivery')
        .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'impressions'])
        .where('campaignPositionId', '=', positionId)
        .orderBy('day')
        .execute();
    };
    const before = await delivered();
    expect(before.map((row) => row.day)).toContain('2020-06-05');

    // The publisher excludes the campaign on 5 June 2020 at 23:30 in Zurich (21:30 UTC): from
    // that Zurich day on, nothing is delivered.
    await db
      .insertInto('publisherExclusion')
      .values({
        companyId: item.publisherCompanyId as number,
        kind: 'CAMPAIGN',
        campaignId: item.campaignId,
        createdAt: new Date('2020-06-05T21:30:00Z'),
      })
      .execute();
    const after = await delivered();
    expect(after.map((row) => row.day)).toEqual(
      before.filter((row) => row.day < '2020-06-05').map((row) => row.day),
    );
    expect(after).toEqual(before.filter((row) => row.day < '2020-06-05'));
  });
});
