import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileInfoSchema, type SelectedCompany } from '@adconsole/api/contracts';
import { zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLanes } from './support/databases.ts';
import { serverOnLane } from './support/lane-server.ts';
import { findRow, rowOf } from './support/rows.ts';
import {
  companyNamed,
  EICAR,
  expectErrorBody,
  expectFieldError,
  freshAccount,
  PDF,
  signInEach,
  upload,
} from './support/sales.ts';
import { startTestServer, type TestServer } from './support/server.ts';

// Issue 18: each finding of the attack on a running server, as the request that found it.

const NUL = 'a\u0000b';

describe.each(databaseLanes())('hardening (issue 18) on $name', (lane) => {
  let server: TestServer;
  let sales: string;
  let admin: string;
  let salesCompany: SelectedCompany;
  let account: Awaited<ReturnType<typeof freshAccount>>;
  let activityId: number;
  let commentId: number;
  let labelId: number;
  let translationId: number;
  let consoleDir: string;

  beforeAll(async () => {
    consoleDir = mkdtempSync(path.join(tmpdir(), 'adconsole-console-'));
    writeFileSync(
      path.join(consoleDir, 'index.html'),
      '<!doctype html><title>Adconsole</title><script type="module" src="/assets/index.js"></script>',
    );
    server = await startTestServer(lane, { consoleDir });
    [sales, admin] = await signInEach(server, ['sales@example.com', 'admin@example.com'] as const);
    salesCompany = await companyNamed(server.database.db, 'Adconsole Sales');
    account = await freshAccount(server.database.db, salesCompany.id, 'Härtetest AG');
    const activity = await server.send('POST', '/api/ws-activities/activities', sales, {
      entityId: account.id,
      activityType: 'PHONE',
      message: 'Angerufen',
      date: '2026-11-24T10:00:00Z',
    });
    expect(activity.statusCode, activity.body).toBe(200);
    activityId = activity.json().id;
    const comment = await server.send('POST', '/api/ws-crm/comments', sales, {
      accountId: account.id,
      message: 'Notiz',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    commentId = comment.json().id;
    const label = await server.send('POST', '/api/ws-labels/labels', sales, {
      name: 'Härtetest',
      type: 'SALESFUNNEL',
    });
    expect(label.statusCode, label.body).toBe(200);
    labelId = label.json().id;
    const translation = await server.send('POST', '/api/ws-translate/translation', admin, {
      namespace: 'probe',
      key: 'HARDENING',
      values: { DE: 'Probe' },
    });
    expect(translation.statusCode, translation.body).toBe(201);
    translationId = translation.json().id;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  /** Every stored row of the tables a write touches, to show nothing changed. */
  const rows = async () =>
    JSON.stringify(
      await Promise.all(
        (['activity', 'comment', 'label', 'translation'] as const).map((table) =>
          server.database.db.selectFrom(table).selectAll().orderBy('id').execute(),
        ),
      ),
    );

  describe('finding 1: NUL and other control characters answer 422 naming the field', () => {
    const activity = () => ({
      entityId: account.id,
      activityType: 'PHONE',
      message: 'Angerufen',
      date: '2026-11-24T10:00:00Z',
    });
    const comment = () => ({ accountId: account.id, message: 'Notiz' });
    const writes = () =>
      [
        ['POST', '/api/ws-activities/activities', { ...activity(), title: NUL }, 'title', sales],
        [
          'POST',
          '/api/ws-activities/activities',
          { ...activity(), message: NUL },
          'message',
          sales,
        ],
        [
          'POST',
          '/api/ws-activities/activities',
          { ...activity(), keyValues: { reason: NUL } },
          'keyValues.reason',
          sales,
        ],
        [
          'PUT',
          `/api/ws-activities/activities/${activityId}`,
          { ...activity(), message: `x\u001by` },
          'message',
          sales,
        ],
        ['POST', '/api/ws-crm/comments', { ...comment(), message: NUL }, 'message', sales],
        ['PUT', `/api/ws-crm/comments/${commentId}`, { ...comment(), title: NUL }, 'title', sales],
        [
          'POST',
          '/api/ws-sales-funnel/comments',
          { ...comment(), taskId: 1007, message: NUL },
          'message',
          sales,
        ],
        ['POST', '/api/ws-labels/labels', { name: NUL, type: 'SALESFUNNEL' }, 'name', sales],
        [
          'PUT',
          `/api/ws-labels/labels/${labelId}`,
          { name: NUL, type: 'SALESFUNNEL' },
          'name',
          sales,
        ],
        [
          'POST',
          '/api/ws-translate/translation',
          { namespace: 'probe', key: 'NUL_PROBE', values: { DE: NUL } },
          'values.DE',
          admin,
        ],
        [
          'PUT',
          `/api/ws-translate/translation/${translationId}`,
          { values: { EN: `a\u0085b` } },
          'values.EN',
          admin,
        ],
      ] as const;

    it('in a body field, on create and update', async () => {
      const before = await rows();
      for (const [method, url, payload, field, token] of writes()) {
        const response = await server.send(method, url, token, payload);
        expect(expectFieldError(response, field), `${method} ${url} ${field}`).toBe(
          'Control characters are not allowed',
        );
      }
      expect(await rows()).toBe(before);
    });

    it.each([
      ['/api/ws-crm/contacts', 'filter'],
      [`/api/ws-activities/activities/1/ACCOUNT`, 'filter'],
      ['/api/ws-labels/labels', 'nameFilter'],
      ['/api/ws-companies/companies', 'search'],
      ['/api/ws-activities/accounts', 'prefix'],
      ['/api/ws-users/users/search', 'filter'],
      ['/api/ws-translate/translations', 'keyFilter'],
      ['/api/ws-translate/translations', 'valueFilter'],
      ['/api/ws-translate/translations/namespaces', 'filter'],
    ])('in the query of GET %s?%s', async (url, name) => {
      const response = await server.send(
        'GET',
        `${url}?${name}=a%00b`,
        url.includes('translate') || url.includes('companies') ? admin : sales,
      );
      expect(expectFieldError(response, name)).toBe('Control characters are not allowed');
    });
  });

  describe('finding 2: dates outside 1900-01-01..2100-12-31 (issue 35) answer 422 naming the field', () => {
    it.each(['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00'])(
      'date %s on activity and comment create and update',
      async (date) => {
        const before = await rows();
        const activity = {
          entityId: account.id,
          activityType: 'PHONE',
          message: 'Angerufen',
          date,
        };
        const comment = { accountId: account.id, message: 'Notiz', date };
        for (const [method, url, payload] of [
          ['POST', '/api/ws-activities/activities', activity],
          ['PUT', `/api/ws-activities/activities/${activityId}`, activity],
          ['POST', '/api/ws-crm/comments', comment],
          ['PUT', `/api/ws-crm/comments/${commentId}`, comment],
          ['POST', '/api/ws-sales-funnel/comments', { ...comment, taskId: 1007 }],
        ] as const) {
          const response = await server.send(method, url, sales, payload);
          expectFieldError(response, 'date');
        }
        expect(await rows()).toBe(before);
      },
    );

    it.each([
      '/api/ws-activities/activities/touchpoints',
      '/api/ws-crm/comments',
      '/api/ws-sales-funnel/comments',
    ])('dateFrom and dateTo 0000-01-01 on %s', async (url) => {
      for (const name of ['dateFrom', 'dateTo']) {
        const response = await server.send('GET', `${url}?${name}=0000-01-01`, sales);
        expect(expectFieldError(response, name)).toBe('Dates run from 1900-01-01 to 2100-12-31');
      }
    });
  });

  describe('finding 3: security headers on the console and the API', () => {
    const expectHeaders = (headers: Record<string, unknown>) => {
      const csp = String(headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((directive) => {
          const [name = '', ...values] = directive.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Served over plain HTTP here: no HSTS.
      expect(headers['strict-transport-security']).toBeUndefined();
    };

    it.each([
      ['a console page', '/crm/accounts', undefined, 200],
      ['the console entry', '/', undefined, 200],
      ['an API route', '/api/ws-users/current', 'token', 200],
      ['an API error', '/api/ws-users/current', undefined, 401],
      ['an unknown API route', '/api/nothing-here', undefined, 404],
      ['a validation error', '/api/ws-crm/contacts?filter=a%00b', 'token', 422],
    ])('on %s (%s)', async (_name, url, token, status) => {
      const response = await server.request({
        method: 'GET',
        url,
        ...(token ? { token: sales } : {}),
      });
      expect(response.statusCode).toBe(status);
      expectHeaders(response.headers);
    });
  });

  describe('finding 8: ids are digits only', () => {
    it.each(['0x10', '+1', ' 1', '1.0', '1e0', '01e0', '١'])(
      'a path id %j answers 404, a query id 422, and nothing is deleted',
      async (id) => {
        const before = await rows();
        const encoded = encodeURIComponent(id);
        const path = await server.send('GET', `/api/ws-labels/labels/${encoded}`, sales);
        expectErrorBody(path, 404);
        const deleted = await server.send('DELETE', `/api/ws-crm/comments/${encoded}`, sales);
        expectErrorBody(deleted, 404);
        const query = await server.send(
          'DELETE',
          `/api/ws-activities/activities?id=${encoded}`,
          sales,
        );
        expectFieldError(query, 'id');
        const page = await server.send('GET', `/api/ws-crm/contacts?page=${encoded}`, sales);
        expectFieldError(page, 'page');
        expect(await rows()).toBe(before);
      },
    );

    it('a DELETE with a hex id of an existing activity leaves it', async () => {
      const hex = `0x${activityId.toString(16)}`;
      const response = await server.send(
        'DELETE',
        `/api/ws-activities/activities?id=${hex}`,
        sales,
      );
      expectFieldError(response, 'id');
      const kept = await findRow(server.database.db, 'activity', 'id', { id: activityId });
      expect(kept).toBeDefined();
    });
  });

  describe('finding 6: malware inside archives', () => {
    const zipUpload = (fileName: string, content: Uint8Array) =>
      upload(server, sales, {
        fileName,
        contentType: 'application/zip',
        content: Buffer.from(content),
      });
    const storedFile = (fileName: string) =>
      rowOf(
        server.database.db,
        'storedFile',
        ['scanStatus', 'uploadStatus', 'content', 'scanMessage'],
        { fileName },
      );

    it('refuses EICAR inside a deflated ZIP: SCAN_FAILED, content not kept', async () => {
      const zip = zipSync({ 'readme.txt': [EICAR, { level: 9 }] });
      // Deflated: the signature is not in the archive's bytes as such.
      expect(Buffer.from(zip).includes(EICAR)).toBe(false);
      const response = await zipUpload('eicar-deflated.zip', zip);
      const body = expectFieldError(response, 'file');
      expect(body).toMatch(/virus signature/);
      expect(response.json().translationKey).toBe('FILE_INFECTED');
      expect(await storedFile('eicar-deflated.zip')).toMatchObject({
        scanStatus: 'SCAN_FAILED',
        uploadStatus: 'NOT_UPLOADED',
        content: null,
      });
    });

    it('refuses EICAR in a ZIP inside a ZIP, and in an Office document', async () => {
      const inner = zipSync({ 'eicar.com': [EICAR, { level: 6 }] });
      const outer = zipSync({ 'inner.zip': [inner, { level: 6 }] });
      expect(expectFieldError(await zipUpload('nested.zip', outer), 'file')).toMatch(
        /virus signature/,
      );
      const docx = zipSync({
        '[Content_Types].xml': Buffer.from('<Types/>'),
        'word/document.xml': [EICAR, { level: 6 }],
      });
      const response = await upload(server, sales, {
        fileName: 'brief.docx',
        contentType: 'application/octet-stream',
        content: Buffer.from(docx),
      });
      expect(expectFieldError(response, 'file')).toMatch(/virus signature/);
    });

    it('refuses an archive bomb: more than 100 MB unpacked', async () => {
      const zeros = new Uint8Array(101 * 1024 * 1024);
      const bomb = zipSync({ 'zeros.bin': [zeros, { level: 1 }] });
      const response = await zipUpload('bomb.zip', bomb);
      // The field in the reader's words (issue 33); the message keeps the scanner's finding.
      expect(expectFieldError(response, 'file')).toBe('bomb.zip cannot be checked for viruses');
      expect(response.json()).toMatchObject({
        translationKey: 'FILE_ARCHIVE_REFUSED',
        message: expect.stringMatching(/unpacks/),
      });
    });

    it('keeps a clean ZIP', async () => {
      const zip = zipSync({ 'offerte.pdf': [PDF, { level: 6 }], 'notes.txt': Buffer.from('ok') });
      const response = await zipUpload('clean.zip', zip);
      expect(response.statusCode, response.body).toBe(200);
      expect(fileInfoSchema.parse(response.json()).scanStatus).toBe('SCAN_SUCCESSFUL');
    });
  });

  describe('finding 7: file names lose bidi and control characters', () => {
    it.each([
      ['invoice\u202Egpj.pdf', 'invoicegpj.pdf'],
      ['\u2067Offerte\u2069 \u200Eneu\u200F.pdf', 'Offerte neu.pdf'],
      ['a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2068g\u061C.pdf', 'abcdefg.pdf'],
      ['zero\u200Bwidth\uFEFF.pdf', 'zerowidth.pdf'],
      ['Zürich Offerte.pdf', 'Zürich Offerte.pdf'],
    ])('%j is stored as %j', async (sent, kept) => {
      const response = await upload(server, sales, {
        fileName: sent,
        contentType: 'application/pdf',
        content: PDF,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(fileInfoSchema.parse(response.json()).fileName).toBe(kept);
    });
  });
});

describe.each(databaseLanes())('sign-in limits (issue 18, findings 4 and 5) on $name', (lane) => {
  const signIn = (
    server: TestServer,
    email: string,
    password: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) =>
    server.request({
      method: 'POST',
      url: '/api/ws-auth/token',
      payload: { email, password },
      remoteAddress,
      headers,
    });

  describe('finding 4: X-Forwarded-For counts only from a configured proxy', () => {
    const server = serverOnLane(lane, { auth: { signInFreeFailuresPerAddress: 3 } });

    it('a client on loopback cannot rotate X-Forwarded-For to escape the per-address limit', async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await signIn(server, `guess${attempt}@example.com`, 'x', '127.0.0.1', {
          'x-forwarded-for': `203.0.113.${attempt}`,
        });
        expect(response.statusCode).toBe(401);
      }
      const rotated = await signIn(server, 'guess9@example.com', 'x', '127.0.0.1', {
        'x-forwarded-for': '203.0.113.10',
      });
      expect(rotated.statusCode).toBe(429);
    });

    it('with TRUST_PROXY naming the proxy, its X-Forwarded-For names the client', async () => {
      const proxied = await startTestServer(lane, {
        auth: { signInFreeFailuresPerAddress: 3 },
        trustProxy: ['10.9.9.9'],
      });
      try {
        for (let attempt = 0; attempt < 3; attempt++) {
          await signIn(proxied, `guess${attempt}@example.com`, 'x', '10.9.9.9', {
            'x-forwarded-for': '203.0.113.9',
          });
        }
        const same = await signIn(proxied, 'guess9@example.com', 'x', '10.9.9.9', {
          'x-forwarded-for': '203.0.113.9',
        });
        expect(same.statusCode).toBe(429);
        const other = await signIn(proxied, 'guess9@example.com', 'x', '10.9.9.9', {
          'x-forwarded-for': '203.0.113.10',
        });
        expect(other.statusCode).toBe(401);
        // A proxy that is not named is a client like any other.
        const forged = await signIn(proxied, 'guess9@example.com', 'x', '198.51.100.1', {
          'x-forwarded-for': '203.0.113.9',
        });
        expect(forged.statusCode).toBe(401);
        // HSTS only over TLS, as the trusted proxy reports it.
        const tls = await proxied.request({
          method: 'GET',
          url: '/api/health',
          remoteAddress: '10.9.9.9',
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(tls.headers['strict-transport-security']).toBe(
          'max-age=31536000; includeSubDomains',
        );
        const forgedTls = await proxied.request({
          method: 'GET',
          url: '/api/health',
          remoteAddress: '198.51.100.1',
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(forgedTls.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await proxied.close();
      }
    });
  });

  describe('finding 5: wrong passwords slow the guesser down, not the owner', () => {
    const server = serverOnLane(lane, { auth: { signInFirstDelayMs: 1000 } });

    /** Moves the failures of an address back in time, as if `ms` had passed. */
    const wait = (remoteAddress: string, ms: number) =>
      server.database.db
        .updateTable('signInFailure')
        .set({ failedAt: sql`failed_at - ${`${ms} milliseconds`}::interval` })
        .where('remoteAddress', '=', remoteAddress)
        .execute();

    it('keeps the 401 for a wrong password, then answers 429 with a delay that doubles', async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await signIn(server, 'publisher@example.com', 'wrong', '203.0.113.9');
        expect(response.statusCode).toBe(401);
        expect(response.json().translationKey).toBe('INVALID_CREDENTIALS');
      }
      const delays: number[] = [];
      for (let round = 0; round < 3; round++) {
        const refused = await signIn(server, 'publisher@example.com', 'demo', '203.0.113.9');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().translationKey).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
        const retryAfter = Number(refused.headers['retry-after']);
        delays.push(retryAfter);
        await wait('203.0.113.9', retryAfter * 1000);
        const wrong = await signIn(server, 'publisher@example.com', 'wrong', '203.0.113.9');
        expect(wrong.statusCode).toBe(401);
      }
      expect(delays).toEqual([1, 2, 4]);
    });

    it('lets the owner sign in from another address meanwhile', async () => {
      for (let attempt = 0; attempt < 8; attempt++) {
        await signIn(server, 'sales@example.com', 'wrong', '203.0.113.66');
      }
      expect((await signIn(server, 'sales@example.com', 'demo', '203.0.113.66')).statusCode).toBe(
        429,
      );
      const owner = await signIn(server, 'sales@example.com', 'demo', '198.51.100.7');
      expect(owner.statusCode).toBe(200);
      // The owner's success does not wipe the guesser's record.
      expect((await signIn(server, 'sales@example.com', 'demo', '203.0.113.66')).statusCode).toBe(
        429,
      );
    });

    it('does not let parallel guesses through one gap', async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          signIn(server, 'finance@example.com', 'wrong', '203.0.113.77'),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
    });
  });
});
