import {
  type CampaignRecord,
  campaignRecordSchema,
  type OrderPosition,
} from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { chfDigitalProduct, inDays } from './support/products.ts';
import { freshAccount, userIdOf } from './support/sales.ts';

// Issue 33 (s6, point 4): a campaign's history showed only its status moves. Every saved change
// writes one entry per field with old → new, in the change's transaction: the campaign's name,
// dates, sales person and agency (by name, never an id), a position added, changed, removed.

const api = '/api/ws-order';

type Entry = {
  activityType: string;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  positionName: string | null;
};

describeOnLanes('a campaign’s history', ['agency'], ({ server, tokens }) => {
  const agencyCompany = seededCompany(server, 'Werbeagentur Muster GmbH');
  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    server.send(method, url, tokens.agency, payload);
  const ok = async <T>(answer: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const response = await answer;
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };

  it('writes an entry per saved change, names not ids, and one for a position added, changed and removed', async () => {
    const { db } = server.database;
    const account = await freshAccount(db, agencyCompany.id, 'Verlauf Velo AG');
    const agency = await freshAccount(db, agencyCompany.id, 'Verlauf Agentur AG');
    await db
      .updateTable('account')
      .set({ accountType: 'AGENCY' })
      .where('id', '=', agency.id)
      .execute();
    const type = await db
      .selectFrom('campaignType')
      .select('id')
      .where('companyId', '=', agencyCompany.id)
      .where('code', '=', 'CROSSMEDIA')
      .executeTakeFirstOrThrow();
    let record = campaignRecordSchema.parse(
      await ok(
        request('POST', `${api}/campaigns`, {
          campaignTypeId: type.id,
          name: 'Verlauf Frühling',
          advertiserAccountId: account.id,
          startDate: inDays(10),
          endDate: inDays(20),
        }),
      ),
    );
    // The campaign's creator is its sales person; another colleague takes it over.
    const seller = await userIdOf(db, 'companyadmin@example.com');
    const sellerName = await db
      .selectFrom('appUser')
      .select(['firstName', 'lastName'])
      .where('id', '=', seller)
      .executeTakeFirstOrThrow();
    record = campaignRecordSchema.parse(
      await ok(
        request('PUT', `${api}/campaigns/${record.id}`, {
          version: record.version,
          name: 'Verlauf Sommer',
          endDate: inDays(25),
          agencyAccountId: agency.id,
          salesUserId: seller,
        }),
      ),
    );
    const position = await ok<OrderPosition>(
      request('POST', `${api}/campaigns/${record.id}/positions`, {
        productId: (await chfDigitalProduct(server.database.db, agencyCompany.id)).id,
        quantity: 100,
        startDate: inDays(10),
        endDate: inDays(20),
      }),
    );
    const changed = await ok<OrderPosition>(
      request('PUT', `${api}/campaigns/${record.id}/positions/${position.id}`, {
        version: position.version,
        quantity: 150,
        manualDiscountPercent: 5,
      }),
    );
    const removed = await request(
      'DELETE',
      `${api}/campaigns/${record.id}/positions/${position.id}?version=${changed.version}`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    const history = await ok<{ items: Entry[] }>(
      request('GET', `${api}/campaigns/${record.id}/history?limit=100`),
    );
    const of = (field: string) => history.items.filter((entry) => entry.field === field);
    expect(of('name')).toEqual([
      expect.objectContaining({ oldValue: 'Verlauf Frühling', newValue: 'Verlauf Sommer' }),
    ]);
    expect(of('endDate')).toEqual([
      expect.objectContaining({ oldValue: inDays(20), newValue: inDays(25) }),
    ]);
    expect(of('agencyAccountId')).toEqual([
      expect.objectContaining({ oldValue: null, newValue: 'Verlauf Agentur AG' }),
    ]);
    expect(of('salesUserId')).toEqual([
      expect.objectContaining({ newValue: `${sellerName.firstName} ${sellerName.lastName}` }),
    ]);
    expect(of('salesUserId')[0]?.oldValue).not.toMatch(/^\d+$/);
    expect(of('created')).toEqual([
      expect.objectContaining({
        activityType: 'CAMPAIGN_POSITION_FIELD_CHANGED',
        oldValue: null,
        newValue: position.name,
        positionName: position.name,
      }),
    ]);
    expect(of('quantity')).toEqual([
      expect.objectContaining({ oldValue: '100.00', newValue: '150.00' }),
    ]);
    expect(of('manualDiscountPercent').length).toBe(1);
    expect(of('deleted')).toEqual([
      expect.objectContaining({ oldValue: position.name, newValue: null }),
    ]);
    // No history value is an id of another record.
    for (const entry of history.items.filter((each) => each.field.endsWith('Id')))
      expect([entry.oldValue, entry.newValue].join(' ')).not.toMatch(/^\d+ |\s\d+$/);
    const after = await ok<CampaignRecord>(request('GET', `${api}/campaigns/${record.id}/record`));
    expect(after.name).toBe('Verlauf Sommer');
  });
});
