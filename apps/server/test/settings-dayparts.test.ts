import { daypartSchema, pageOf } from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { describeOnLanes } from './support/lane-server.ts';

// Issue 37: "an ad medium's details (… a station's dayparts) cannot be edited": the dayparts of
// a station (`ws-settings/dayparts`, services/settings/dayparts.ts) are a list of the kit with
// the roles of the station's medium, the acting company's rows only, from before to, no overlap
// within a station, and 4xx in the spec's error shape (`{ message, translationKey, path }`, 422
// with `fieldErrors`).

const page = pageOf(daypartSchema);

describeOnLanes('a station’s dayparts', ['admin', 'printops', 'agency'], ({ server, tokens }) => {
  const call = (
    method: 'POST' | 'PUT' | 'GET',
    path: string,
    body?: unknown,
    token = tokens.admin,
  ) => server.send(method, `/api/ws-settings/dayparts${path}`, token, body);
  const db = () => server.database.db;

  /** A radio station of the admin's company, made in the console (no details row yet). */
  async function newStation(name: string) {
    const created = await server.send('POST', '/api/ws-settings/ad-media', tokens.admin, {
      mediaType: 'RADIO',
      name,
    });
    expect(created.statusCode, created.body).toBe(200);
    return (created.json() as { id: number }).id;
  }
  const daypart = (adMediumId: number, name: string, startsAt: string, endsAt: string) => ({
    adMediumId,
    name,
    startsAt,
    endsAt,
    priceSharePercent: 60,
  });

  it('lists the seeded dayparts of radio stations with their price share, in the order of the day', async () => {
    const listed = await call('GET', '?mediaType=RADIO&limit=100');
    expect(listed.statusCode, listed.body).toBe(200);
    const { items } = page.parse(listed.json());
    const morning = items.find((item) => item.name === 'Morgen 06–09');
    expect(morning).toMatchObject({ startsAt: '06:00', endsAt: '09:00', priceSharePercent: 100 });
    expect(items.find((item) => item.name === 'Nacht 20–24')?.priceSharePercent).toBe(30);
    const station = items.filter((item) => item.adMediumId === morning?.adMediumId);
    expect(station.map((item) => item.startsAt)).toEqual(
      [...station.map((item) => item.startsAt)].sort(),
    );
    // TV's dayparts are not radio's.
    const tv = page.parse((await call('GET', '?mediaType=TV&limit=100')).json());
    expect(tv.items.some((item) => item.name === 'Prime Time 19–22')).toBe(true);
    expect(tv.items.some((item) => item.name === 'Morgen 06–09')).toBe(false);
  });

  it('creates and changes a daypart of a new station, audited; adjacent dayparts do not overlap', async () => {
    const station = await newStation('Radio Gurten');
    const morning = await call('POST', '', daypart(station, 'Morgen', '06:00', '09:00'));
    expect(morning.statusCode, morning.body).toBe(200);
    const created = daypartSchema.parse(morning.json());
    expect(created).toMatchObject({
      adMediumName: 'Radio Gurten',
      startsAt: '06:00',
      endsAt: '09:00',
      priceSharePercent: 60,
      active: true,
    });
    // 09:00–12:00 begins as the morning ends.
    const forenoon = await call('POST', '', daypart(station, 'Vormittag', '09:00', '12:00'));
    expect(forenoon.statusCode, forenoon.body).toBe(200);
    const changed = await call('PUT', `/${created.id}`, {
      ...daypart(station, 'Morgen', '05:30', '09:00'),
      priceSharePercent: 110,
      version: created.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(daypartSchema.parse(changed.json())).toMatchObject({
      startsAt: '05:30',
      priceSharePercent: 110,
    });
    const audit = await server.send(
      'GET',
      `/api/ws-settings/audit?entityType=DAYPART&entityId=${created.id}`,
      tokens.admin,
    );
    expect(audit.statusCode, audit.body).toBe(200);
    const fields = (audit.json() as { items: { field: string }[] }).items.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['startsAt', 'priceSharePercent']));
    // A stale version: 412.
    const stale = await call('PUT', `/${created.id}`, {
      ...daypart(station, 'Morgen', '05:00', '09:00'),
      version: created.version,
    });
    expect(stale.statusCode).toBe(412);
  });

  it('refuses from after to, an overlap within the station, a taken name and bad values (422)', async () => {
    const station = await newStation('Radio Bantiger');
    expect((await call('POST', '', daypart(station, 'Mittag', '12:00', '14:00'))).statusCode).toBe(
      200,
    );
    const fieldErrors = async (body: unknown) => {
      const answer = await call('POST', '', body);
      expect(answer.statusCode, answer.body).toBe(422);
      const json = answer.json() as {
        message: string;
        translationKey: string;
        path: string;
        fieldErrors: Record<string, string>;
      };
      expect(json).toMatchObject({ translationKey: 'VALIDATION_FAILED', path: expect.any(String) });
      return json.fieldErrors;
    };
    expect(await fieldErrors(daypart(station, 'Rückwärts', '14:00', '13:00'))).toEqual({
      endsAt: 'The end is before the start',
    });
    expect(await fieldErrors(daypart(station, 'Gleich', '10:00', '10:00'))).toHaveProperty(
      'endsAt',
    );
    expect(await fieldErrors(daypart(station, 'Überlappt', '13:00', '15:00'))).toEqual({
      startsAt: 'Overlaps the active daypart Mittag of the same station',
    });
    expect(await fieldErrors(daypart(station, 'mittag', '18:00', '19:00'))).toEqual({
      name: 'This station already has a daypart with this name',
    });
    expect(await fieldErrors(daypart(station, 'Spät', '23:00', '24:00'))).toHaveProperty('endsAt');
    expect(
      await fieldErrors({ ...daypart(station, 'Gratis', '20:00', '21:00'), priceSharePercent: 0 }),
    ).toHaveProperty('priceSharePercent');
    // A print title is no station.
    const print = await server.send('POST', '/api/ws-settings/ad-media', tokens.admin, {
      mediaType: 'PRINT',
      name: 'Kein Sender',
    });
    const printId = (print.json() as { id: number }).id;
    expect(await fieldErrors(daypart(printId, 'Morgen', '06:00', '09:00'))).toHaveProperty(
      'adMediumId',
    );
    // An inactive daypart may overlap; activating it while it would is refused per row.
    const inactive = await call('POST', '', {
      ...daypart(station, 'Reserve', '13:00', '15:00'),
      active: false,
    });
    expect(inactive.statusCode, inactive.body).toBe(200);
    const id = (inactive.json() as { id: number }).id;
    const activate = await call('POST', '/bulk/activate', { ids: [id], dryRun: false });
    expect(activate.statusCode, activate.body).toBe(200);
    expect(activate.json()).toMatchObject({
      done: 0,
      refused: 1,
      results: [{ id, outcome: 'REFUSED', translationKey: 'DAYPARTS_OVERLAP' }],
    });
  });

  it('is the station’s medium’s: a print manager and an agency may neither list nor write it (403)', async () => {
    // A radio station of the print manager's own company (Adconsole Sales, seeded).
    const own = await db()
      .selectFrom('adMedium as m')
      .innerJoin('appUser as u', 'u.companyId', 'm.companyId')
      .select('m.id')
      .where('u.email', '=', 'printops@example.com')
      .where('m.mediaType', '=', 'RADIO')
      .executeTakeFirstOrThrow();
    for (const token of [tokens.printops, tokens.agency]) {
      const listed = await call('GET', '?mediaType=RADIO', undefined, token);
      expect(listed.statusCode).toBe(403);
      expect(listed.json()).toMatchObject({
        translationKey: 'FORBIDDEN',
        path: expect.any(String),
      });
      const created = await call('POST', '', daypart(own.id, 'Morgen', '06:00', '09:00'), token);
      expect(created.statusCode, created.body).toBe(403);
    }
    // The print manager's own print list is open to it.
    expect((await call('GET', '?mediaType=TV', undefined, tokens.printops)).statusCode).toBe(403);
    const print = await server.send(
      'GET',
      '/api/ws-settings/ad-media?mediaType=PRINT',
      tokens.printops,
    );
    expect(print.statusCode).toBe(200);
  });

  it('keeps to the acting company: another company’s station and daypart are not reachable', async () => {
    const other = await db()
      .selectFrom('company')
      .select('id')
      .where('name', '=', 'Werbeagentur Muster GmbH')
      .executeTakeFirstOrThrow();
    const medium = await db()
      .insertInto('adMedium')
      .values({ companyId: other.id, mediaType: 'RADIO', name: 'Radio Fremd' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('broadcastStation')
      .values({ adMediumId: medium.id, companyId: other.id, kind: 'RADIO', language: 'de' })
      .execute();
    const slot = await db()
      .insertInto('broadcastSlot')
      .values({
        companyId: other.id,
        adMediumId: medium.id,
        name: 'Fremder Morgen',
        startsAt: '06:00',
        endsAt: '09:00',
      })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
    expect((await call('GET', `/${slot.id}`)).statusCode).toBe(404);
    const listed = page.parse((await call('GET', '?mediaType=RADIO&limit=100')).json());
    expect(listed.items.some((item) => item.id === slot.id)).toBe(false);
    const foreign = await call('POST', '', daypart(medium.id, 'Übernahme', '10:00', '11:00'));
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys((foreign.json() as { fieldErrors: object }).fieldErrors)).toEqual([
      'adMediumId',
    ]);
    const changed = await call('PUT', `/${slot.id}`, {
      ...daypart(medium.id, 'Übernahme', '10:00', '11:00'),
      version: slot.version,
    });
    expect(changed.statusCode).toBe(404);
    const bulk = await call('POST', '/bulk/deactivate', { ids: [slot.id], dryRun: false });
    expect(bulk.json()).toMatchObject({ done: 0, results: [{ outcome: 'REFUSED' }] });
  });
});
