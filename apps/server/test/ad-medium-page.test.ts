import { adMediumSchema } from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { describeOnLanes } from './support/lane-server.ts';
import { findRow } from './support/rows.ts';

// Issue 37: "an ad medium's details (a title's columns …) cannot be edited": a print title's
// page (its publication's columns, column width and page height) is set and changed with the
// medium in the settings' ad media, the three together, audited under the medium, and read
// back with it; other media have none (services/settings/ad-medium-page.ts).

describeOnLanes('a print title’s page', ['admin'], ({ server, tokens }) => {
  const call = (method: 'POST' | 'PUT' | 'GET', path: string, body?: unknown) =>
    server.send(method, `/api/ws-settings/ad-media${path}`, tokens.admin, body);
  const publicationOf = (adMediumId: number) =>
    findRow(server.database.db, 'publication', ['columns', 'columnWidthMm', 'pageHeightMm'], {
      adMediumId,
    });

  it('is set with a new title, changed with an audit row per field, and kept when left empty', async () => {
    const created = await call('POST', '', {
      mediaType: 'PRINT',
      name: 'Anzeiger Breitenrain',
      columns: 5,
      columnWidthMm: 54.5,
      pageHeightMm: 440,
    });
    expect(created.statusCode, created.body).toBe(200);
    const medium = adMediumSchema.parse(created.json());
    expect(medium).toMatchObject({ columns: 5, columnWidthMm: 54.5, pageHeightMm: 440 });
    expect(await publicationOf(medium.id)).toEqual({
      columns: 5,
      columnWidthMm: '54.50',
      pageHeightMm: 440,
    });

    const changed = await call('PUT', `/${medium.id}`, {
      mediaType: 'PRINT',
      name: 'Anzeiger Breitenrain',
      columns: 6,
      columnWidthMm: 45,
      pageHeightMm: 440,
      version: medium.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const six = adMediumSchema.parse(changed.json());
    expect(six).toMatchObject({ columns: 6, columnWidthMm: 45, pageHeightMm: 440 });
    const audit = await server.send(
      'GET',
      `/api/ws-settings/audit?entityType=AD_MEDIUM&entityId=${medium.id}`,
      tokens.admin,
    );
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = (audit.json() as { items: { field: string; newValue: unknown }[] }).items;
    expect(entries.find((entry) => entry.field === 'columns')).toMatchObject({ newValue: 6 });
    expect(entries.find((entry) => entry.field === 'columnWidthMm')).toMatchObject({
      newValue: 45,
    });
    expect(entries.filter((entry) => entry.field === 'pageHeightMm')).toHaveLength(1);

    // Left empty: the page stays (a publication's columns are not optional).
    const renamed = await call('PUT', `/${medium.id}`, {
      mediaType: 'PRINT',
      name: 'Anzeiger Breitenrain-Lorraine',
      version: six.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(adMediumSchema.parse(renamed.json()).columns).toBe(6);
  });

  it('refuses a page given in part, or out of range, naming the fields', async () => {
    const partial = await call('POST', '', {
      mediaType: 'PRINT',
      name: 'Halbe Seite',
      columns: 4,
    });
    expect(partial.statusCode).toBe(422);
    const fields = Object.keys(
      (partial.json() as { fieldErrors?: Record<string, unknown> }).fieldErrors ?? {},
    );
    expect(fields.sort()).toEqual(['columnWidthMm', 'pageHeightMm']);
    const wide = await call('POST', '', {
      mediaType: 'PRINT',
      name: 'Zu breit',
      columns: 21,
      columnWidthMm: 40,
      pageHeightMm: 400,
    });
    expect(wide.statusCode).toBe(422);
  });

  it('is none for other media', async () => {
    const created = await call('POST', '', {
      mediaType: 'RADIO',
      name: 'Radio Wankdorf',
      columns: 5,
      columnWidthMm: 54,
      pageHeightMm: 440,
    });
    expect(created.statusCode, created.body).toBe(200);
    const medium = adMediumSchema.parse(created.json());
    expect(medium).toMatchObject({ columns: null, columnWidthMm: null, pageHeightMm: null });
    expect(await publicationOf(medium.id)).toBeUndefined();
  });
});
