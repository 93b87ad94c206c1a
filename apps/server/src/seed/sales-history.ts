import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CampaignPositionHistoryTable } from '../db/schema-activities.ts';
import { DAY, type Random } from './random.ts';

/**
 * The sales seed's position history (sales.ts): the agency's campaigns and one of the sales
 * company's, each position created, changed and some deleted by the people named.
 */
export async function seedPositionHistory(
  db: Db,
  now: Date,
  rng: Random,
  people: {
    salesCompany: number;
    agencyCompany: number;
    agency: number | undefined;
    companyAdmin: number | undefined;
    ops: number;
  },
): Promise<void> {
  const { salesCompany, agencyCompany, agency, companyAdmin, ops } = people;
  const history = (
    company: number,
    campaignId: number,
    changedBy: number | undefined,
    startDaysAgo: number,
    positions: readonly { id: number; type: string; name: string; deleted?: boolean }[],
  ) => {
    const rows: Insertable<CampaignPositionHistoryTable>[] = [];
    let at = now.getTime() - startDaysAgo * DAY;
    const add = (
      position: (typeof positions)[number],
      changeKind: string,
      fieldName: string | null = null,
      oldValue: string | null = null,
      newValue: string | null = null,
    ) => {
      at += rng.int(2, 30) * 3_600_000;
      rows.push({
        companyId: company,
        campaignId,
        campaignPositionId: position.id,
        campaignPositionType: position.type,
        positionName: position.name,
        changeKind,
        fieldName,
        oldValue,
        newValue,
        changedByUserId: changedBy ?? null,
        changedAt: new Date(at),
      });
    };
    for (const position of positions) add(position, 'CREATE');
    for (const position of positions) {
      add(position, 'UPDATE', 'startDate', '2027-03-01', '2027-03-08');
      add(position, 'UPDATE', 'price', '12500.00', '11875.00');
      if (position.type === 'DIGITAL') add(position, 'UPDATE', 'impressions', '400000', '450000');
    }
    for (const position of positions) if (position.deleted) add(position, 'DELETE');
    return rows;
  };
  await db
    .insertInto('campaignPositionHistory')
    .values([
      ...history(agencyCompany, 5001, agency, 60, [
        { id: 50011, type: 'DIGITAL', name: 'Rectangle auf der Startseite' },
        { id: 50012, type: 'PRINT', name: 'Inserat ½ Seite Zürcher Tagblatt' },
        { id: 50013, type: 'DIGITAL', name: 'Wideboard im Sportteil', deleted: true },
      ]),
      ...history(agencyCompany, 5002, companyAdmin, 30, [
        { id: 50021, type: 'RADIO', name: 'Spot 20 s Radio Zürisee' },
        { id: 50022, type: 'POINT_OF_SALE', name: 'Plakat F12 Hauptbahnhof' },
      ]),
      ...history(salesCompany, 6001, ops, 45, [
        // Only positions the campaign has (campaign-extras.ts) or had (deleted): issue 37, its
        // history listed creations of positions it never had.
        { id: 60011, type: 'DIGITAL', name: 'Halfpage Ad Romandie' },
        { id: 60013, type: 'PRINT', name: 'Beilage Wochenendausgabe', deleted: true },
      ]),
    ])
    .execute();
}
