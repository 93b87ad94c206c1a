import { createHmac } from 'node:crypto';
import {
  PERMALEAD_SIGNATURE_HEADER,
  PERMALEAD_TIMESTAMP_HEADER,
  pageOf,
  permaleadRotationSchema,
  permaleadSchema,
  permaleadSettingsSchema,
  permaleadUploadSchema,
  taskSchema,
} from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { multipartBody } from './support/sales.ts';

// Issue 44, Permalead (spec 1 §2.3 "permalead", ADMIN): leads of an external provider through a
// signed webhook (HMAC-SHA256 of `<timestamp>.<raw body>`, replay window 5 minutes) or a CSV
// upload, matched against the CRM's accounts and contacts by its duplicate rules, each a sales
// task with its source; the list of received leads with their outcome; the secret rotated.

const leadsPage = pageOf(permaleadSchema);
const now = () => Math.floor(Date.now() / 1000);

/** A delivery signed as the provider signs it. */
function signed(secret: string, body: string, timestamp = now()) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return {
    'content-type': 'application/json',
    [PERMALEAD_TIMESTAMP_HEADER]: String(timestamp),
    [PERMALEAD_SIGNATURE_HEADER]: `sha256=${signature}`,
  };
}

describeOnLanes('Permalead (issue 44)', ['admin', 'sales'], ({ server, tokens }) => {
  const rotate = async () =>
    permaleadRotationSchema.parse(
      await answerOf(server.send('POST', '/api/ws-permalead/settings/rotate', tokens.admin)),
    );
  const deliver = (path: string, body: string, headers: Record<string, string>) =>
    server.request({ method: 'POST', url: path, payload: body, headers });
  const leads = async (query = '') =>
    leadsPage.parse(
      await answerOf(server.send('GET', `/api/ws-permalead/leads?limit=100${query}`, tokens.admin)),
    );
  const count = async (table: 'permalead' | 'salesTask' | 'account') =>
    Number(
      (
        await server.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a signed webhook delivery becomes a sales task with its source, listed as created; a bad or old signature is refused with 401 and nothing is stored', async () => {
    const rotation = await rotate();
    expect(rotation.secret.length).toBeGreaterThanOrEqual(40);
    expect(rotation.webhookPath).toMatch(/^\/api\/permalead\/\d+\/leads$/);
    const body = JSON.stringify({
      externalId: 'pl-web-1',
      company: 'Bergbahnen Hoch-Ybrig AG',
      city: 'Unteriberg',
      firstName: 'Regula',
      lastName: 'Kälin',
      email: 'regula.kaelin@hoch-ybrig.example.ch',
      message: 'Wintersaison: Plakate und Online-Banner',
    });
    const before = await Promise.all([count('permalead'), count('salesTask')]);
    for (const headers of [
      signed('not the secret', body),
      signed(rotation.secret, body, now() - 301),
      { 'content-type': 'application/json' },
    ]) {
      const refused = await deliver(rotation.webhookPath, body, headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ translationKey: 'UNAUTHORIZED' });
    }
    // A signature of other bytes than those sent (the body changed on the way).
    const tampered = await deliver(
      rotation.webhookPath,
      body.replace('Kälin', 'Kaelin'),
      signed(rotation.secret, body),
    );
    expect(tampered.statusCode).toBe(401);
    expect(await Promise.all([count('permalead'), count('salesTask')])).toEqual(before);

    const headers = signed(rotation.secret, body);
    const receipt = await answerOf(deliver(rotation.webhookPath, body, headers));
    expect(receipt).toMatchObject({ outcome: 'CREATED', reason: null });
    const taskId = (receipt as { taskId: number }).taskId;
    // The same delivery again, inside the window: a replay, refused and not stored.
    const replay = await deliver(rotation.webhookPath, body, headers);
    expect(replay.statusCode).toBe(401);
    expect(await count('permalead')).toBe(before[0] + 1);

    const task = taskSchema.parse(
      await answerOf(server.send('GET', `/api/ws-funnel/tasks/${taskId}`, tokens.admin)),
    );
    expect(task.leadSource?.name).toBe('Permalead');
    expect(task.account.displayName).toBe('Bergbahnen Hoch-Ybrig AG');
    expect(task.description).toContain('Wintersaison');
    const { items } = await leads();
    expect(items[0]).toMatchObject({
      channel: 'WEBHOOK',
      outcome: 'CREATED',
      companyName: 'Bergbahnen Hoch-Ybrig AG',
      personName: 'Regula Kälin',
      taskId,
      account: { name: 'Bergbahnen Hoch-Ybrig AG' },
      contact: { name: 'Regula Kälin' },
    });
  });

  it('a CSV upload of three leads gives created, matched (by the CRM duplicate rules) and refused outcomes, each with why', async () => {
    await rotate();
    const csv = [
      'externalId,company,city,firstName,lastName,email,message',
      'pl-csv-1,Käserei Emmental GmbH,Affoltern im Emmental,Urs,Gerber,urs.gerber@kaeserei.example.ch,Anzeige Herbst',
      // The same company in the same town, written without its legal form: the account matches.
      'pl-csv-2,Käserei Emmental,Affoltern im Emmental,Anna,Gerber,,Zweiter Kontakt',
      'pl-csv-3,,Wien,Lukas,Huber,lukas.huber@example.at,Keine Firma',
    ].join('\n');
    const { payload, headers } = multipartBody([
      { fileName: 'leads.csv', contentType: 'text/csv', content: csv },
    ]);
    const upload = permaleadUploadSchema.parse(
      await answerOf(
        server.request({
          method: 'POST',
          url: '/api/ws-permalead/uploads',
          token: tokens.admin,
          payload,
          headers: { ...headers, 'accept-language': 'de' },
        }),
      ),
    );
    expect(upload).toMatchObject({ created: 1, matched: 1, refused: 1 });
    expect(upload.rows.map((row) => [row.row, row.outcome])).toEqual([
      [2, 'CREATED'],
      [3, 'MATCHED'],
      [4, 'REFUSED'],
    ]);
    expect(upload.rows[2]?.reason).toBe('Der Lead nennt keine Firma.');
    const { items } = await leads('&outcome=MATCHED');
    const matched = items.find((item) => item.externalId === 'pl-csv-2');
    const created = (await leads('&outcome=CREATED')).items.find(
      (item) => item.externalId === 'pl-csv-1',
    );
    expect(matched?.account?.id).toBe(created?.account?.id);
    expect(matched?.taskId).toBeTruthy();
    // The same provider id again is refused and says which.
    const again = multipartBody([
      {
        fileName: 'again.csv',
        contentType: 'text/csv',
        content: csv.split('\n').slice(0, 2).join('\n'),
      },
    ]);
    const second = permaleadUploadSchema.parse(
      await answerOf(
        server.request({
          method: 'POST',
          url: '/api/ws-permalead/uploads',
          token: tokens.admin,
          payload: again.payload,
          headers: { ...again.headers, 'accept-language': 'fr' },
        }),
      ),
    );
    expect(second.rows[0]?.reason).toBe(
      'Un lead avec cet identifiant du fournisseur (pl-csv-1) a déjà été reçu.',
    );
    // A file without a company column is refused as a whole.
    const noColumn = multipartBody([
      { fileName: 'x.csv', contentType: 'text/csv', content: 'name,email\nA,a@b.ch' },
    ]);
    const refused = await server.request({
      method: 'POST',
      url: '/api/ws-permalead/uploads',
      token: tokens.admin,
      ...noColumn,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fieldErrors).toHaveProperty('file');
  });

  it('after a rotation the old secret is refused, the new one taken; the secret is stored sealed and answered only once', async () => {
    const first = await rotate();
    const second = await rotate();
    expect(second.secret).not.toBe(first.secret);
    const body = JSON.stringify({
      company: 'Sägerei Tirol GmbH',
      email: 'info@saegerei.example.at',
    });
    const old = await deliver(second.webhookPath, body, signed(first.secret, body));
    expect(old.statusCode).toBe(401);
    const taken = await deliver(second.webhookPath, body, signed(second.secret, body));
    expect(taken.statusCode).toBe(200);
    const stored = await server.database.db
      .selectFrom('permaleadSettings')
      .select('secretEncrypted')
      .execute();
    expect(stored.some((row) => row.secretEncrypted.includes(second.secret))).toBe(false);
    expect(stored.every((row) => row.secretEncrypted.startsWith('v1:'))).toBe(true);
    const settings = permaleadSettingsSchema.parse(
      await answerOf(server.send('GET', '/api/ws-permalead/settings', tokens.admin)),
    );
    expect(settings).not.toHaveProperty('secret');
    expect(settings.secretSet).toBe(true);
  });

  it('is for administrators only: a sales user is refused the list, the rotation and the upload', async () => {
    for (const [method, url] of [
      ['GET', '/api/ws-permalead/leads'],
      ['GET', '/api/ws-permalead/settings'],
      ['POST', '/api/ws-permalead/settings/rotate'],
    ] as const) {
      expect((await server.send(method, url, tokens.sales)).statusCode).toBe(403);
    }
    expect((await server.send('GET', '/api/ws-permalead/leads')).statusCode).toBe(401);
  });
});
