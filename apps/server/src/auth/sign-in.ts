import type { SignInRequest, Token } from '@adconsole/api/contracts';
import { sql } from 'kysely';
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
 * Sign-in with e-mail and password. A wrong password and an unknown e-mail get the same 401.
 *
 * Guessing is slowed per e-mail *and* address, and per address: past the free failures of a
 * key, each attempt of that key answers 429 (with Retry-After) until a delay that doubles
 * with every failure has passed since its last failure. Failures of an e-mail from one
 * address never hold up that e-mail from another: nobody can lock an account's owner out.
 *
 * Every attempt is written down before the password is checked, one attempt of an address at
 * a time (an advisory lock), and the check counts only the attempts written before it, so
 * parallel requests cannot all slip through one gap. A refused attempt is taken back (it
 * checked nothing); a failed one stays as a failure; a success clears the failures of its
 * e-mail and address.
 */
export async function signIn(
  db: Db,
  settings: AuthSettings,
  request: SignInRequest,
  remoteAddress: string,
): Promise<Token> {
  const email = request.email.toLowerCase();
  // One attempt of an address at a time writes itself down and counts the ones before it: on
  // PostgreSQL, parallel requests would otherwise each miss the others' uncommitted rows and
  // slip through one gap together. A refused attempt rolls back (it checked nothing).
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${remoteAddress}`}))`.execute(trx);
    const attempt = await trx
      .insertInto('signInFailure')
      .values({ email, remoteAddress })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refuseWhenThrottled(trx, settings, email, remoteAddress, attempt.id);
  });

  const user = await db
    .selectFrom('appUser')
    .select(['id', 'passwordHash'])
    .where('email', '=', email)
    .where('activatedAt', 'is not', null)
    .where('active', '=', true)
    .executeTakeFirst();
  const storedHash = user?.passwordHash ?? (await decoyHash(settings));
  const matches = await verifyPassword(storedHash, request.password);
  if (!user?.passwordHash || !matches) throw invalidCredentials();
  await db
    .deleteFrom('signInFailure')
    .where('email', '=', email)
    .where('remoteAddress', '=', remoteAddress)
    .execute();
  await db
    .updateTable('appUser')
    .set({ lastSignInAt: new Date() })
    .where('id', '=', user.id)
    .execute();
  return issueToken(db, user.id, settings);
}

/** How long a key must wait after its last failure, having failed `failures` times. */
export function signInDelayMs(settings: AuthSettings, failures: number, free: number): number {
  if (failures < free) return 0;
  const doublings = Math.min(failures - free, 30);
  return Math.min(settings.signInFirstDelayMs * 2 ** doublings, settings.signInLongestDelayMs);
}

async function refuseWhenThrottled(
  db: Db,
  settings: AuthSettings,
  email: string,
  remoteAddress: string,
  attemptId: number,
): Promise<void> {
  // Forget what lies outside the window, for this address (its index makes this cheap).
  await db
    .deleteFrom('signInFailure')
    .where('remoteAddress', '=', remoteAddress)
    .where(
      'failedAt',
      '<=',
      sql<Date>`now() - ${`${settings.signInFailureWindowMs} milliseconds`}::interval`,
    )
    .execute();
  const counts = await db
    .selectFrom('signInFailure')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('email', '=', email).as('pairFailures'),
      eb.fn.max('failedAt').filterWhere('email', '=', email).as('pairLast'),
      eb.fn.countAll<string>().as('addressFailures'),
      eb.fn.max('failedAt').as('addressLast'),
      // The moment of this count, not of the transaction's start: it may have waited for the
      // lock while an earlier attempt was written.
      sql<Date>`statement_timestamp()`.as('now'),
    ])
    .where('remoteAddress', '=', remoteAddress)
    .where('id', '<', attemptId)
    .executeTakeFirstOrThrow();
  const now = new Date(counts.now).getTime();
  const waitUntil = (failures: string | number, last: Date | null, free: number) => {
    const delay = signInDelayMs(settings, Number(failures), free);
    return last && delay > 0 ? new Date(last).getTime() + delay : 0;
  };
  const until = Math.max(
    waitUntil(
      counts.pairFailures,
      counts.pairLast,
      settings.signInFreeFailuresPerAccountAndAddress,
    ),
    waitUntil(counts.addressFailures, counts.addressLast, settings.signInFreeFailuresPerAddress),
  );
  if (until > now) {
    throw new HttpError(
      429,
      'Too many failed sign-ins; try again later',
      'TOO_MANY_SIGN_IN_ATTEMPTS',
      { 'Retry-After': String(Math.max(1, Math.ceil((until - now) / 1000))) },
    );
  }
}
