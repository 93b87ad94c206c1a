import { EventEmitter } from 'node:events';
import { sql, type Transaction } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Db, Schema } from '../db/database.ts';
import type { JobKind } from '../jobs/queue.ts';
import type { SmtpSettings } from './transport.ts';

/** A mail for the outbox: every mail the system writes goes through here. */
export interface OutgoingMail {
  recipient: string;
  template: string;
  subject: string;
  /** The text body. */
  text: string;
  /** The HTML body; the mail console shows it sanitised. */
  html?: string | null;
  language?: 'de' | 'en' | 'fr' | 'it';
  /** The record the mail is about (a campaign's proof, a user's activation…). */
  related?: { type: string; id: number };
  attachments?: { fileName: string; contentType: string; content: Uint8Array }[];
}

/**
 * Mails written since the sender last looked. Emitted after the mail's transaction commits; the
 * server's job queue then asks for a send run (the minute's schedule catches what it misses).
 */
export const outbox = new EventEmitter();
export const MAIL_QUEUED = 'queued';

/** Puts a mail into the outbox (QUEUED); call `announceMail()` once the transaction commits. */
export async function writeMail(db: Db | Transaction<Schema>, mail: OutgoingMail): Promise<number> {
  const { id } = await db
    .insertInto('mailOutbox')
    .values({
      recipient: mail.recipient,
      template: mail.template,
      subject: mail.subject,
      body: mail.text,
      htmlBody: mail.html ?? null,
      language: mail.language ?? 'de',
      relatedType: mail.related?.type ?? null,
      relatedId: mail.related?.id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (mail.attachments?.length) {
    await db
      .insertInto('mailAttachment')
      .values(mail.attachments.map((attachment) => ({ mailId: id, ...attachment })))
      .execute();
  }
  return id;
}

export function announceMail(): void {
  outbox.emit(MAIL_QUEUED);
}

/** The kinds of the mail sender: the outbox's QUEUED mails, and the FAILED ones again. */
export const MAIL_SEND = 'mail.send';
export const MAIL_RESEND_FAILED = 'mail.resend-failed';

/** A transport's id for a mail, the same on every attempt so a receiver can drop a repeat. */
const messageId = (id: number, host: string) => `<outbox-${id}@${host}>`;

/**
 * Sends one mail inside its item's transaction: the row is locked, so two runs never send it
 * at once, and SENT commits with the item. `from` states accepted: QUEUED (and FAILED when an
 * administrator resends the failed ones).
 */
async function sendOne(
  trx: Transaction<Schema>,
  mailId: number,
  transport: Transporter,
  settings: SmtpSettings,
  host: string,
  from: readonly ('QUEUED' | 'FAILED')[],
): Promise<string> {
  const mail = await trx
    .selectFrom('mailOutbox')
    .selectAll()
    .where('id', '=', mailId)
    .forUpdate()
    .executeTakeFirst();
  if (!mail) return 'deleted';
  if (!(from as readonly string[]).includes(mail.state)) return `already ${mail.state}`;
  const attachments = await trx
    .selectFrom('mailAttachment')
    .select(['fileName', 'contentType', 'content'])
    .where('mailId', '=', mailId)
    .orderBy('id')
    .execute();
  const info = await transport.sendMail({
    from: settings.from,
    to: mail.recipient,
    subject: mail.subject,
    text: mail.body,
    ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
    messageId: messageId(mail.id, host),
    headers: { 'Content-Language': mail.language },
    attachments: attachments.map((attachment) => ({
      filename: attachment.fileName,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.content),
    })),
  });
  await trx
    .updateTable('mailOutbox')
    .set((eb) => ({
      state: 'SENT',
      sentAt: sql<Date>`now()`,
      attempts: eb('attempts', '+', 1),
      lastError: null,
      updatedAt: sql<Date>`now()`,
    }))
    .where('id', '=', mailId)
    .execute();
  return `sent: ${info.response ?? 'accepted'}`;
}

/** What the sender's failure leaves on the mail: the attempt, the error, FAILED at the end. */
async function recordFailure(db: Db, mailId: number, error: Error, final: boolean) {
  await db
    .updateTable('mailOutbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      lastError: (error.message || String(error)).slice(0, 1000),
      updatedAt: sql<Date>`now()`,
      ...(final ? { state: 'FAILED' as const } : {}),
    }))
    .where('id', '=', mailId)
    .where('state', 'in', ['QUEUED', 'FAILED'])
    .execute();
}

/** The most mails one run sends; the next run takes the rest. */
const BATCH = 500;

export function mailKinds(
  transport: Transporter | undefined,
  settings: SmtpSettings | undefined,
  publicUrl: string,
): JobKind[] {
  const host = new URL(publicUrl).hostname || 'adconsole.local';
  const noTransport = () => new Error('No SMTP server is configured (SMTP_URL or SMTP_HOST)');
  const planOf =
    (state: 'QUEUED' | 'FAILED'): JobKind['plan'] =>
    async ({ db }) => {
      const mails = await db
        .selectFrom('mailOutbox')
        .select(['id', 'recipient', 'subject'])
        .where('state', '=', state)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      return mails.map((mail) => ({
        key: String(mail.id),
        label: `${mail.recipient}: ${mail.subject}`,
      }));
    };
  const send =
    (from: readonly ('QUEUED' | 'FAILED')[]): JobKind['runItem'] =>
    async (trx, key) => {
      if (!transport || !settings) throw noTransport();
      return sendOne(trx, Number(key), transport, settings, host, from);
    };
  const onItemError: JobKind['onItemError'] = async (key, error, context) => {
    await recordFailure(context.db, Number(key), error, context.attempt >= context.maxAttempts);
  };
  return [
    {
      kind: MAIL_SEND,
      runtime: 'SCHEDULED',
      policy: 'stately',
      maxAttempts: 4,
      plan: planOf('QUEUED'),
      runItem: send(['QUEUED']),
      onItemError,
    },
    {
      kind: MAIL_RESEND_FAILED,
      maxAttempts: 3,
      plan: planOf('FAILED'),
      runItem: send(['FAILED', 'QUEUED']),
      onItemError,
    },
  ];
}
