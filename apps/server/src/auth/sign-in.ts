import type { SignInRequest, Token } from '@adconsole/api/contracts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { issueToken } from './sessions.ts';
import type { AuthSettings } from './settings.ts';
import { randomSecret } from './tokens.ts';

const invalidCredentials = () =>
  new HttpError(401, 'Invalid e-mail or password', 'INVALID_CREDENTIALS');

/** A hash to verify against when the e-mail is unknown, so both cases take as long. */
const decoyHashes = new Map<string, Promise<string>>();
function decoyHash(settings: AuthSettings): Promise<string> {
  const key = JSON.stringify(settings.passwordHashing);
  let decoy = decoyHashes.get(key);
  if (!decoy) {
    decoy = hashPassword(randomSecret(), settings.passwordHashing);
    decoyHashes.set(key, decoy);
  }
  return decoy;
}

/**
 * Sign-in with e-mail and password. A wrong password and an unknown e-mail get the same
 * answer; too many failures per e-mail or per address within the window answer 429.
 */
export async function signIn(
  db: Db,
  settings: AuthSettings,
  request: SignInRequest,
  remoteAddress: string,
): Promise<Token> {
  const email = request.email.toLowerCase();
  await refuseWhenRateLimited(db, settings, email, remoteAddress);

  const user = await db
    .selectFrom('appUser')
    .select(['id', 'passwordHash'])
    .where('email', '=', email)
    .where('activatedAt', 'is not', null)
    .executeTakeFirst();
  const storedHash = user?.passwordHash ?? (await decoyHash(settings));
  const matches = await verifyPassword(storedHash, request.password);
  if (!user?.passwordHash || !matches) {
    await db.insertInto('signInFailure').values({ email, remoteAddress }).execute();
    throw invalidCredentials();
  }
  await db.deleteFrom('signInFailure').where('email', '=', email).execute();
  return issueToken(db, user.id, settings);
}

async function refuseWhenRateLimited(
  db: Db,
  settings: AuthSettings,
  email: string,
  remoteAddress: string,
): Promise<void> {
  const since = new Date(Date.now() - settings.signInFailureWindowMs);
  const { byEmail, byAddress } = await db
    .selectFrom('signInFailure')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('email', '=', email).as('byEmail'),
      eb.fn.countAll<string>().filterWhere('remoteAddress', '=', remoteAddress).as('byAddress'),
    ])
    .where('failedAt', '>', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('remoteAddress', '=', remoteAddress)]))
    .executeTakeFirstOrThrow();
  if (
    Number(byEmail) >= settings.signInFailuresPerEmail ||
    Number(byAddress) >= settings.signInFailuresPerAddress
  ) {
    throw new HttpError(
      429,
      'Too many failed sign-ins; try again later',
      'TOO_MANY_SIGN_IN_ATTEMPTS',
      { 'Retry-After': String(Math.ceil(settings.signInFailureWindowMs / 1000)) },
    );
  }
}
