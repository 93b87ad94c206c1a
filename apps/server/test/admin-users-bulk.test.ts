import { bulkResultSchema } from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { describeOnLanes } from './support/lane-server.ts';
import { rowOf, rowsOf } from './support/rows.ts';
import { userIdOf } from './support/sales.ts';

// Issue 37: "bulk actions and export on the users list", on the kit's bulk answer and export
// stream, each row checked on the server (spec 1 §5: a bulk action answers a row per record,
// done or refused and why; spec 1 §2.3: the administration is ADMIN's).

describeOnLanes('the administrators’ users list: bulk and export', ['admin', 'sales'], (lane) => {
  const { server, tokens } = lane;
  const bulk = (action: string, ids: number[], dryRun: boolean, token = tokens.admin) =>
    server.send('POST', `/api/ws-admin/users/bulk/${action}`, token, { ids, dryRun });

  it('deactivates and activates users row by row: a dry run first, each refusal with its reason', async () => {
    const db = server.database.db;
    const admin = await userIdOf(db, 'admin@example.com');
    const colleague = await userIdOf(db, 'semantiq@example.com');
    const agency = await userIdOf(db, 'contextual@example.com');

    const preview = await bulk('deactivate', [colleague, admin, 99_999_999], true);
    expect(preview.statusCode, preview.body).toBe(200);
    const planned = bulkResultSchema.parse(preview.json());
    expect(planned).toMatchObject({ dryRun: true, done: 1, refused: 2 });
    expect(planned.results).toEqual([
      { id: colleague, name: expect.any(String), outcome: 'DONE' },
      {
        id: admin,
        name: expect.any(String),
        outcome: 'REFUSED',
        reason: 'You cannot deactivate yourself',
        translationKey: 'SELF_DEACTIVATION',
      },
      {
        id: 99_999_999,
        name: '',
        outcome: 'REFUSED',
        reason: 'No such user',
        translationKey: 'NOT_FOUND',
      },
    ]);
    // A dry run changes nothing.
    expect(await rowOf(db, 'appUser', 'active', { id: colleague })).toEqual({ active: true });

    const run = bulkResultSchema.parse(
      (await bulk('deactivate', [colleague, agency], false)).json(),
    );
    expect(run).toMatchObject({ dryRun: false, done: 2, refused: 0 });
    const users = await rowsOf(db, 'appUser', ['id', 'active'], {
      id: ['in', [colleague, agency]],
    });
    expect(users.every((user) => !user.active)).toBe(true);
    // Their sessions end with the deactivation; the audit names the change.
    const audit = await rowsOf(db, 'adminAudit', ['field', 'oldValue', 'newValue'], {
      entityType: 'USER',
      entityId: colleague,
      field: 'active',
    });
    expect(audit).toEqual([{ field: 'active', oldValue: true, newValue: false }]);

    const again = bulkResultSchema.parse((await bulk('deactivate', [agency], true)).json());
    expect(again.results[0]).toMatchObject({
      outcome: 'REFUSED',
      translationKey: 'ALREADY_INACTIVE',
    });
    const back = bulkResultSchema.parse(
      (await bulk('activate', [colleague, agency], false)).json(),
    );
    expect(back).toMatchObject({ done: 2, refused: 0 });
    expect(await rowOf(db, 'appUser', 'active', { id: agency })).toEqual({ active: true });
  });

  it('is the administrators’ only (403 for other roles)', async () => {
    const colleague = await userIdOf(server.database.db, 'semantiq@example.com');
    expect((await bulk('deactivate', [colleague], true, tokens.sales)).statusCode).toBe(403);
    const exported = await server.send(
      'GET',
      '/api/ws-admin/users/export?format=csv&columns=lastName',
      tokens.sales,
    );
    expect(exported.statusCode).toBe(403);
  });

  it('exports the filtered users in the list’s order, the columns shown, in the asked language', async () => {
    const response = await server.send(
      'GET',
      '/api/ws-admin/users/export?format=csv&language=de&columns=lastName,email,companyName,active&company=Werbeagentur&sort=email&order=ASC',
      tokens.admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Name;E-Mail;Firma;Status');
    const emails = lines.slice(1).map((line) => line.split(';')[1]);
    expect(emails).toContain('agency@example.com');
    expect(emails).toContain('companyadmin@example.com');
    expect(emails).toEqual([...emails].sort());
    expect(lines.slice(1).every((line) => line.split(';')[2] === 'Werbeagentur Muster GmbH')).toBe(
      true,
    );
    // The status as the list shows it, never a code.
    expect(lines.slice(1).some((line) => line.endsWith(';Aktiv'))).toBe(true);
    const none = await server.send(
      'GET',
      '/api/ws-admin/users/export?format=csv&columns=nope',
      tokens.admin,
    );
    expect(none.statusCode).toBe(422);
  });
});
