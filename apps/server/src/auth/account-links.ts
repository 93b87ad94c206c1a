import type { ExpressionBuilder, Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AccountHashPurpose, Schema } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { announceMail, writeMail } from '../mail/outbox.ts';
import { formatMailDate, mailLanguage, mailTexts } from '../mail/texts.ts';
import { hashPassword } from './passwords.ts';
import { revokeAllTokens } from './sessions.ts';
import type { AuthSettings } from './settings.ts';
import { digest, randomSecret } from './tokens.ts';

// The texts are `mail.messages.<template>.subject|text` in the recipient's language.
const mails = {
  RESTORE_PASSWORD: {
    template: 'RESTORE_PASSWORD',
    path: '/authentication/change-password/',
    lifetime: (settings: AuthSettings) => settings.restorePasswordLinkMs,
  },
  ACTIVATE_ACCOUNT: {
    template: 'ACTIVATE_ACCOUNT',
    path: '/account/activate/',
    lifetime: (settings: AuthSettings) => settings.activationLinkMs,
  },
  CONFIRM_EMAIL: {
    template: 'CONFIRM_EMAIL',
    path: '/account/confirm-email/',
    lifetime: (settings: AuthSettings) => settings.emailChangeLinkMs,
  },
} as const satisfies Record<AccountHashPurpose, unknown>;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? '',
  );

/**
 * Creates a single-use link for the user and puts its mail into the outbox. Only the
 * SHA-256 of the hash is stored; the hash itself exists only in the mail.
 */
export async function sendAccountLink(
  db: Db,
  settings: AuthSettings,
  user: { id: number; email: string },
  purpose: AccountHashPurpose,
): Promise<string> {
  const hash = await db
    .transaction()
    .execute((trx) => writeAccountLink(trx, settings, user, purpose));
  announceMail();
  return hash;
}

/**
 * The link and its mail, in the caller's transaction (announce the mail after it commits). A
 * CONFIRM_EMAIL link carries the new address and goes to it.
 */
export async function writeAccountLink(
  trx: Transaction<Schema>,
  settings: AuthSettings,
  user: { id: number; email: string },
  purpose: AccountHashPurpose,
  newEmail: string | null = null,
): Promise<string> {
  const mail = mails[purpose];
  // The recipient's language setting (spec: a user's mails follow their interface language).
  const { language } = await trx
    .selectFrom('appUser')
    .select('language')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const keys = ['subject', 'text', 'validUntil'].map((part) => `mail.messages.${purpose}.${part}`);
  const t = await mailTexts(trx, mailLanguage(language), keys);
  const hash = randomSecret();
  const expiresAt = new Date(Date.now() + mail.lifetime(settings));
  const link = `${settings.publicUrl.replace(/\/$/, '')}${mail.path}${hash}`;
  await trx
    .insertInto('accountHash')
    .values({ hashDigest: digest(hash), userId: user.id, purpose, expiresAt, newEmail })
    .execute();
  const text = t(`mail.messages.${purpose}.text`);
  const validUntil = t(`mail.messages.${purpose}.validUntil`, {
    date: formatMailDate(expiresAt),
  });
  await writeMail(trx, {
    recipient: newEmail ?? user.email,
    template: mail.template,
    subject: t(`mail.messages.${purpose}.subject`),
    text: `${text} ${validUntil}\n\n${link}\n`,
    html: `<p>${escapeHtml(text)} ${escapeHtml(validUntil)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    language: mailLanguage(language),
    related: { type: 'USER', id: user.id },
  });
  return hash;
}

/**
 * Restore-password: mails a change-password link to an activated account. Unknown e-mails
 * get the same answer, and an address gets a limited number of mails per hour.
 */
export async function requestPasswordRestore(
  db: Db,
  settings: AuthSettings,
  email: string,
): Promise<void> {
  const recipient = email.toLowerCase();
  const user = await db
    .selectFrom('appUser')
    .select(['id', 'email'])
    .where('email', '=', recipient)
    .where('activatedAt', 'is not', null)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!user) return;
  const { recent } = await db
    .selectFrom('mailOutbox')
    .select((eb) => eb.fn.countAll<string>().as('recent'))
    .where('recipient', '=', recipient)
    .where('template', '=', mails.RESTORE_PASSWORD.template)
    .where('createdAt', '>', new Date(Date.now() - 3_600_000))
    .executeTakeFirstOrThrow();
  if (Number(recent) >= settings.restorePasswordMailsPerHour) return;
  await sendAccountLink(db, settings, user, 'RESTORE_PASSWORD');
}

export const invalidLink = () =>
  new HttpError(410, 'This link is invalid, used or expired', 'ACCOUNT_LINK_INVALID');

/**
 * Change-password and activation: the hash of the mail sets a new password, once, before
 * it expires. Every session of the user ends.
 */
export async function useAccountLink(
  db: Db,
  settings: AuthSettings,
  purpose: Exclude<AccountHashPurpose, 'CONFIRM_EMAIL'>,
  hash: string,
  password: string,
): Promise<void> {
  const hashDigest = digest(hash);
  const isOpen = (eb: ExpressionBuilder<Schema, 'accountHash'>) =>
    eb.and([
      eb('hashDigest', '=', hashDigest),
      eb('purpose', '=', purpose),
      eb('usedAt', 'is', null),
      eb('expiresAt', '>', new Date()),
    ]);
  const pending = await db
    .selectFrom('accountHash')
    .select('userId')
    .where(isOpen)
    .executeTakeFirst();
  if (!pending) throw invalidLink();

  // Hash before the transaction: argon2 takes a while and should hold no row locks.
  const passwordHash = await hashPassword(password, settings.passwordHashing);
  await db.transaction().execute(async (trx) => {
    // Whoever marks the link used first wins; a second use finds it used.
    const used = await trx
      .updateTable('accountHash')
      .set({ usedAt: new Date() })
      .where(isOpen)
      .returning('userId')
      .executeTakeFirst();
    if (!used) throw invalidLink();
    const activatedAt = new Date();
    await trx
      .updateTable('appUser')
      .set((eb) => ({
        passwordHash,
        activatedAt: eb.fn.coalesce('activatedAt', eb.val(activatedAt)),
      }))
      .where('id', '=', used.userId)
      .execute();
    await revokeAllTokens(trx, used.userId);
  });
}
