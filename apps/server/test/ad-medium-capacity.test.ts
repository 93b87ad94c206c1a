import { adMediumSchema } from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { describeOnLanes } from './support/lane-server.ts';
import { findRow } from './support/rows.ts';

// Issue 37: "capacity edit screen": an ad medium's capacity (positions a day, print: an issue;
// README "Orders", migration 0013's ad_medium_capacity) is set, changed and removed with the
// medium in the settings' ad media, and read back with it.

describeOnLanes('an ad medium’s capacity', ['admin'], ({ server, tokens }) => {
  const call = (method: 'POST' | 'PUT', path: string, body: unknown) =>
    server.send(method, `/api/ws-settings/ad-media${path}`, tokens.admin, body);
  const capacityOf = (adMediumId: number) =>
    findRow(server.database.db, 'adMediumCapacity', 'positionsPerDay', { adMediumId });

  it('is set with the medium, changed, and removed when emptied', async () => {
    const created = await call('POST', '', {
      mediaType: 'PRINT',
      name: 'Anzeiger Wankdorf',
      positionsPerDay: 3,
    });
    expect(created.statusCode, created.body).toBe(200);
    const medium = adMediumSchema.parse(created.json());
    expect(medium.positionsPerDay).toBe(3);
    expect(await capacityOf(medium.id)).toEqual({ positionsPerDay: 3 });

    const changed = await call('PUT', `/${medium.id}`, {
      mediaType: 'PRINT',
      name: 'Anzeiger Wankdorf',
      positionsPerDay: 8,
      version: medium.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const eight = adMediumSchema.parse(changed.json());
    expect(eight.positionsPerDay).toBe(8);

    const emptied = await call('PUT', `/${medium.id}`, {
      mediaType: 'PRINT',
      name: 'Anzeiger Wankdorf',
      positionsPerDay: null,
      version: eight.version,
    });
    expect(adMediumSchema.parse(emptied.json()).positionsPerDay).toBeNull();
    expect(await capacityOf(medium.id)).toBeUndefined();

    const zero = await call('POST', '', { mediaType: 'PRINT', name: 'Null', positionsPerDay: 0 });
    expect(zero.statusCode).toBe(422);
  });
});
