import { currentUserSchema, tokenSchema } from '@adconsole/api/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendAccountLink } from '../src/auth/account-links.ts';
import { digest } from '../src/auth/tokens.ts';
import type { Db } from '../src/db/database.ts';
import { databaseLanes } from './support/databases.ts';
import { serverOnLane } from './support/lane-server.ts';
import { rowOf, rowsOf } from './support/rows.ts';
import { testAuthSettings } from './support/server.ts';

const signInRequest = (email: string, password: string, address = '10.0.0.1') => ({
  method: 'POST' as const,
  url: '/api/ws-auth/token',
  payload: { email, password },
  remoteAddress: address,
});

describe.each(databaseLanes())('identity and sign-in on $name', (lane) => {
  const server = serverOnLane(lane);
  let db: Db;
  beforeAll(async () => {
    db = server.database.db;
  });

  /** The link of the newest mail to the address in the outbox. */
  async function linkHash(recipient: string): Promise<string> {
    const mail = await rowOf(db, 'mailOutbox', 'body', { recipient }, ['id', 'desc']);
    const match = /https:\/\/console\.test\/\S+\/([A-Za-z0-9_-]+)\n/.exec(mail.body);
    if (!match?.[1]) throw new Error(`no link in ${mail.body}`);
    return match[1];
  }

  describe('sign-in (spec 1 §2.1)', () => {
    it('answers a bearer token for the right password, and the current user with it', async () => {
      const response = await server.request(signInRequest('Sales@Example.com', 'demo'));
      expect(response.statusCode).toBe(200);
      const { token, expiresAt } = tokenSchema.parse(response.json());
      expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());

      const current = await server.send('GET', '/api/ws-users/current', token);
      expect(current.statusCode).toBe(200);
      expect(currentUserSchema.parse(current.json())).toMatchObject({
        firstName: 'Simon',
        lastName: 'Verkauf',
        email: 'sales@example.com',
        userRole: null,
        companyRole: 'WORKFLOW',
        permissions: ['SALES', 'SALESFUNNEL', 'MANAGE_ACCOUNTS'],
        company: { name: 'Adconsole Sales', countryCode: 'CH' },
      });
    });

    it('stores only a hash of the token', async () => {
      const token = await server.signIn('finance@example.com');
      const stored = await db.selectFrom('sessionToken').select('tokenHash').execute();
      expect(stored.map((row) => row.tokenHash)).toContain(digest(token));
      expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    });

    it('gives a wrong password and an unknown e-mail the same 401', async () => {
      const wrong = await server.request(signInRequest('agency@example.com', 'nope', '10.0.1.1'));
      const unknown = await server.request(signInRequest('ghost@example.com', 'demo', '10.0.1.2'));
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          message: 'Invalid e-mail or password',
          translationKey: 'INVALID_CREDENTIALS',
          path: '/api/ws-auth/token',
        });
      }
    });

    it('answers 429 after five failed sign-ins of one e-mail from one address, even with the right password', async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await server.request(
          signInRequest('printops@example.com', `wrong-${attempt}`, '10.0.2.1'),
        );
        expect(response.statusCode).toBe(401);
      }
      const blocked = await server.request(
        signInRequest('printops@example.com', 'demo', '10.0.2.1'),
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ translationKey: 'TOO_MANY_SIGN_IN_ATTEMPTS' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('answers 429 to an address that tries many e-mails', async () => {
      for (let attempt = 0; attempt < 30; attempt++) {
        await server.request(signInRequest(`guess${attempt}@example.com`, 'x', '10.0.3.1'));
      }
      const blocked = await server.request(
        signInRequest('contextual@example.com', 'demo', '10.0.3.1'),
      );
      expect(blocked.statusCode).toBe(429);
      const elsewhere = await server.request(
        signInRequest('contextual@example.com', 'demo', '10.0.3.2'),
      );
      expect(elsewhere.statusCode).toBe(200);
    });
  });

  describe('tokens', () => {
    it('answers 401 UNAUTHORIZED without a token, with a made-up one and with another scheme', async () => {
      for (const authorization of [undefined, 'Bearer made-up-token', 'Basic YWRtaW46ZGVtbw==']) {
        const response = await server.request({
          method: 'GET',
          url: '/api/ws-users/current',
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ translationKey: 'UNAUTHORIZED' });
      }
    });

    it('revokes the token at logout', async () => {
      const token = await server.signIn('publisher@example.com');
      const logout = await server.send('POST', '/api/ws-auth/logout', token);
      expect(logout.statusCode).toBe(204);
      const after = await server.send('GET', '/api/ws-users/current', token);
      expect(after.statusCode).toBe(401);
    });

    it('lets a token lapse after the idle time and after the absolute lifetime', async () => {
      const idle = await server.signIn('semantiq@example.com');
      const old = await server.signIn('semantiq@example.com');
      const hour = 3_600_000;
      await db
        .updateTable('sessionToken')
        .set({ lastUsedAt: new Date(Date.now() - 9 * hour) })
        .where('tokenHash', '=', digest(idle))
        .execute();
      await db
        .updateTable('sessionToken')
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where('tokenHash', '=', digest(old))
        .execute();
      for (const token of [idle, old]) {
        const response = await server.request({
          method: 'GET',
          url: '/api/ws-users/current',
          token,
        });
        expect(response.statusCode).toBe(401);
      }
    });
  });

  describe('restore-password and change-password/{hash}', () => {
    it('mails a single-use link that sets a new password and ends the old sessions', async () => {
      const before = await server.signIn('post@example.com');
      const restore = await server.send('POST', '/api/ws-auth/restore-password', undefined, {
        email: 'post@example.com',
      });
      expect(restore.statusCode).toBe(204);
      const hash = await linkHash('post@example.com');

      const change = await server.send('POST', `/api/ws-auth/change-password/${hash}`, undefined, {
        password: 'a much better password',
      });
      expect(change.statusCode).toBe(204);
      await expect(
        server.signIn('post@example.com', 'a much better password'),
      ).resolves.toBeTruthy();
      const oldSession = await server.send('GET', '/api/ws-users/current', before);
      expect(oldSession.statusCode).toBe(401);

      const again = await server.send('POST', `/api/ws-auth/change-password/${hash}`, undefined, {
        password: 'another password here',
      });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toMatchObject({ translationKey: 'ACCOUNT_LINK_INVALID' });
    });

    it('answers an unknown e-mail the same as a known one, and mails nothing', async () => {
      const response = await server.send('POST', '/api/ws-auth/restore-password', undefined, {
        email: 'ghost@example.com',
      });
      expect(response.statusCode).toBe(204);
      const mails = await rowsOf(db, 'mailOutbox', 'id', { recipient: 'ghost@example.com' });
      expect(mails).toEqual([]);
    });

    it('refuses an expired link and a short password', async () => {
      const user = await rowOf(db, 'appUser', ['id', 'email'], { email: 'nobody@example.com' });
      const hash = await sendAccountLink(db, testAuthSettings, user, 'RESTORE_PASSWORD');
      const short = await server.send('POST', `/api/ws-auth/change-password/${hash}`, undefined, {
        password: 'short',
      });
      expect(short.statusCode).toBe(422);
      expect(short.json()).toMatchObject({ fieldErrors: { password: expect.any(String) } });

      await db
        .updateTable('accountHash')
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where('hashDigest', '=', digest(hash))
        .execute();
      const expired = await server.send('POST', `/api/ws-auth/change-password/${hash}`, undefined, {
        password: 'long enough now',
      });
      expect(expired.statusCode).toBe(410);
    });

    it('sends at most three restore mails an hour to one address', async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        await server.send('POST', '/api/ws-auth/restore-password', undefined, {
          email: 'ops@example.com',
        });
      }
      const mails = await rowsOf(db, 'mailOutbox', 'id', { recipient: 'ops@example.com' });
      expect(mails).toHaveLength(3);
    });
  });

  describe('account activation (activate/{hash})', () => {
    it('activates a new account once, with the password chosen', async () => {
      const company = await db.selectFrom('company').select('id').executeTakeFirstOrThrow();
      const user = await db
        .insertInto('appUser')
        .values({
          companyId: company.id,
          email: 'new.colleague@example.com',
          firstName: 'Neu',
          lastName: 'Kollegin',
          userRole: null,
          permissions: ['SALES'],
          passwordHash: null,
          activatedAt: null,
        })
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow();
      await sendAccountLink(db, testAuthSettings, user, 'ACTIVATE_ACCOUNT');
      const hash = await linkHash('new.colleague@example.com');

      const before = await server.request(
        signInRequest('new.colleague@example.com', 'x', '10.0.4.1'),
      );
      expect(before.statusCode).toBe(401);
      // A restore-password hash is no activation hash, and the other way round.
      const wrongKind = await server.send(
        'POST',
        `/api/ws-auth/change-password/${hash}`,
        undefined,
        { password: 'my first password' },
      );
      expect(wrongKind.statusCode).toBe(410);
      const activate = await server.send('POST', `/api/ws-auth/activate/${hash}`, undefined, {
        password: 'my first password',
      });
      expect(activate.statusCode).toBe(204);
      await expect(
        server.signIn('new.colleague@example.com', 'my first password'),
      ).resolves.toBeTruthy();
      const twice = await server.send('POST', `/api/ws-auth/activate/${hash}`, undefined, {
        password: 'my second password',
      });
      expect(twice.statusCode).toBe(410);
    });
  });
});
