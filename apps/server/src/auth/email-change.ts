import { serverMessage } from '@adconsole/api/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Schema } from '../db/schema.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { announceMail, writeMail } from '../mail/outbox.ts';
import { mailLanguage, mailTexts } from '../mail/texts.ts';
import { invalidLink, writeAccountLink } from './account-links.ts';
import { revokeAllTokens } from './sessions.ts';
import type { AuthSettings } from './settings.ts';
import { digest } from './tokens.ts';

// Issue 35: a changed e-mail address applies only when the new address confirms it. Whoever
// changes it (a platform or company administrator) never gets the address itself to sign in
// with or to reset the password through: the link goes to the new address, the old one is told
// when the change applies, and every session of the user ends.

/**
 * Why a confirmation link no longer applies, so the page behind it can say so (410 in the
 * spec's error shape): already confirmed (the address is the user's now), used or replaced by a
 * newer request, expired, or unknown. The link's hash is the secret: only its holder learns this.
 */
async function lapsedLink(trx: Transaction<Schema>, hash: string): Promise<HttpError> {
  const link = await trx
    .selectFrom('accountHash')
    .innerJoin('appUser', 'appUser.id', 'accountHash.userId')
    .select([
      'accountHash.usedAt',
      'accountHash.expiresAt',
      'accountHash.newEmail',
      'appUser.email',
    ])
    .where('accountHash.hashDigest', '=', digest(hash))
    .where('accountHash.purpose', '=', 'CONFIRM_EMAIL')
    .executeTakeFirst();
  if (!link) return invalidLink();
  if (link.usedAt && link.newEmail === link.email)
    return new HttpError(410, 'This address is already confirmed', 'EMAIL_ALREADY_CONFIRMED');
  if (link.usedAt)
    return new HttpError(410, 'This link was used or replaced by a newer one', 'ACCOUNT_LINK_USED');
  return new HttpError(410, 'This link has expired', 'ACCOUNT_LINK_EXPIRED');
}

const emailTaken = () => new ValidationError({ email: serverMessage('emailTaken') }, []);

/**
 * Asks the new address to confirm the change, in the caller's transaction (announce the mail
 * after it commits): an earlier open request of the user lapses.
 */
export async function requestEmailChange(
  trx: Transaction<Schema>,
  settings: AuthSettings,
  user: { id: number; email: string },
  newEmail: string,
): Promise<void> {
  await trx
    .updateTable('accountHash')
    .set({ usedAt: new Date() })
    .where('userId', '=', user.id)
    .where('purpose', '=', 'CONFIRM_EMAIL')
    .where('usedAt', 'is', null)
    .execute();
  await writeAccountLink(trx, settings, user, 'CONFIRM_EMAIL', newEmail);
}

/** The new address of the user's open change request, if there is one. */
export async function pendingEmail(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('accountHash')
    .select('newEmail')
    .where('userId', '=', userId)
    .where('purpose', '=', 'CONFIRM_EMAIL')
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  return row?.newEmail ?? null;
}

/**
 * The confirmation: the link of the mail, once and before it expires, sets the new address;
 * every session of the user ends and the old address gets a mail saying so.
 */
export async function confirmEmailChange(db: Db, hash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('accountHash')
      .set({ usedAt: new Date() })
      .where('hashDigest', '=', digest(hash))
      .where('purpose', '=', 'CONFIRM_EMAIL')
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .returning(['userId', 'newEmail'])
      .executeTakeFirst();
    if (!used?.newEmail) throw await lapsedLink(trx, hash);
    const newEmail = used.newEmail;
    const user = await trx
      .selectFrom('appUser')
      .select(['email', 'companyId', 'version', 'language'])
      .where('id', '=', used.userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const taken = await trx
      .selectFrom('appUser')
      .select('id')
      .where('email', '=', newEmail)
      .where('id', '!=', used.userId)
      .executeTakeFirst();
    if (taken) throw emailTaken();
    await trx
      .updateTable('appUser')
      .set({ email: newEmail, version: user.version + 1, updatedAt: new Date() })
      .where('id', '=', used.userId)
      .execute();
    await trx
      .insertInto('adminAudit')
      .values({
        companyId: user.companyId,
        entityType: 'USER',
        entityId: used.userId,
        actorUserId: used.userId,
        field: 'email',
        oldValue: JSON.stringify(user.email),
        newValue: JSON.stringify(newEmail),
      })
      .execute();
    await revokeAllTokens(trx, used.userId);
    // The notice goes to the old address in the user's language (mail/texts.ts).
    const language = mailLanguage(user.language);
    const t = await mailTexts(trx, language, [
      'mail.messages.EMAIL_CHANGED.subject',
      'mail.messages.EMAIL_CHANGED.text',
    ]);
    await writeMail(trx, {
      recipient: user.email,
      template: 'EMAIL_CHANGED',
      subject: t('mail.messages.EMAIL_CHANGED.subject'),
      text: `${t('mail.messages.EMAIL_CHANGED.text', { email: newEmail })}\n`,
      language,
      related: { type: 'USER', id: used.userId },
    });
  });
  announceMail();
}
