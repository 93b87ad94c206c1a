import { type CurrentUser, USER_LANGUAGES, type UserLanguage } from '@adconsole/api/contracts';
import { toCompany } from '../db/companies.ts';
import type { Db } from '../db/database.ts';
import type { AuthSettings } from './settings.ts';
import { digest, randomSecret } from './tokens.ts';

/** How often at most a session's last use is written: not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/** The signed-in user as the server knows them: the current-user answer. */
export type Identity = CurrentUser;

export async function issueToken(
  db: Db,
  userId: number,
  settings: AuthSettings,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomSecret();
  const now = Date.now();
  const expiresAt = new Date(now + settings.sessionMaxAgeMs);
  await db
    .insertInto('sessionToken')
    .values({ tokenHash: digest(token), userId, lastUsedAt: new Date(now), expiresAt })
    .execute();
  return { token, expiresAt: idleExpiry(new Date(now), expiresAt, settings).toISOString() };
}

function idleExpiry(lastUsedAt: Date, expiresAt: Date, settings: AuthSettings): Date {
  return new Date(Math.min(lastUsedAt.getTime() + settings.sessionIdleMs, expiresAt.getTime()));
}

/** The identity behind a bearer token, or undefined when it is unknown, revoked or expired. */
export async function findSession(
  db: Db,
  token: string,
  settings: AuthSettings,
): Promise<Identity | undefined> {
  const tokenHash = digest(token);
  const row = await db
    .selectFrom('sessionToken as s')
    .innerJoin('appUser as u', 'u.id', 's.userId')
    .innerJoin('company as c', 'c.id', 'u.companyId')
    .select([
      's.lastUsedAt',
      's.expiresAt',
      's.revokedAt',
      'u.id as userId',
      'u.firstName',
      'u.lastName',
      'u.email',
      'u.userRole',
      'u.permissions',
      'u.language',
      'u.activatedAt',
      'u.active',
      'u.companyRole as ownCompanyRole',
      'u.languageChosen',
      'c.id as companyId',
      'c.companyUuid',
      'c.name as companyName',
      'c.companyRole',
      'c.countryCode',
    ])
    .where('s.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  const now = Date.now();
  // A deactivated user's sessions end with their next call, whatever revoked them or not.
  if (!row || row.revokedAt || !row.activatedAt || !row.active) return undefined;
  if (idleExpiry(row.lastUsedAt, row.expiresAt, settings).getTime() <= now) return undefined;
  if (now - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .updateTable('sessionToken')
      .set({ lastUsedAt: new Date(now) })
      .where('tokenHash', '=', tokenHash)
      .execute();
  }
  const company = toCompany({ ...row, id: row.companyId, name: row.companyName });
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    companyId: row.companyId,
    userRole: row.userRole,
    // A user's own company role narrows the company's (migration 0009).
    companyRole: row.ownCompanyRole ?? row.companyRole,
    permissions: row.permissions,
    language: toUserLanguage(row.language),
    languageChosen: row.languageChosen,
    company,
  };
}

/** A stored language setting as a language of the interface (German when it is none of them). */
export const toUserLanguage = (language: string | null): UserLanguage =>
  (USER_LANGUAGES as readonly (string | null)[]).includes(language)
    ? (language as UserLanguage)
    : 'de';

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db
    .updateTable('sessionToken')
    .set({ revokedAt: new Date() })
    .where('tokenHash', '=', digest(token))
    .where('revokedAt', 'is', null)
    .execute();
}

/** After a password change every session of the user ends. */
export async function revokeAllTokens(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('sessionToken')
    .set({ revokedAt: new Date() })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}
