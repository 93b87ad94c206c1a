import {
  JOB_SORT_FIELDS,
  type JobRun,
  jobEndpoints,
  MAIL_SORT_FIELDS,
  type Mail,
  type MailDetail,
  type MailState,
} from '@adconsole/api/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import sanitizeHtml from 'sanitize-html';
import type { Db, Schema } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import type { AccessRule } from '../../http/access.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { RowOfQuery } from '../../kit/list.ts';
import { columnSorts, registerList } from '../../kit/paged-list.ts';
import { MAIL_RESEND_FAILED, MAIL_SEND } from '../../mail/outbox.ts';
import type { ServiceContext } from '../context.ts';

/**
 * The batch screens and the mail console are the administrators' (spec 1 §2.3): every
 * company's job runs and mails (issue 34).
 */
export const adminOnly: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'all' };
/** A job's progress: its starter's own run (any signed-in user), or an administrator. */
const progressAccess: AccessRule = { roles: 'signed-in', company: 'actable' };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** How many items a run has (narrowed by state where the caller adds one). */
const itemCount = (eb: ExpressionBuilder<Schema, 'jobRun'>) =>
  eb
    .selectFrom('jobItem')
    .select(eb.fn.countAll<string>().as('n'))
    .whereRef('jobItem.jobRunId', '=', 'jobRun.id');

/** A mail's attachments, counted. */
const attachmentCount = (eb: ExpressionBuilder<Schema, 'mailOutbox'>) =>
  eb
    .selectFrom('mailAttachment')
    .select(eb.fn.countAll<string>().as('n'))
    .whereRef('mailAttachment.mailId', '=', 'mailOutbox.id')
    .as('attachmentCount');

function jobRows(db: Db) {
  return db
    .selectFrom('jobRun')
    .leftJoin('appUser', 'appUser.id', 'jobRun.startedByUserId')
    .select((eb) => [
      'jobRun.id',
      'jobRun.kind',
      'jobRun.runtime',
      'jobRun.state',
      'jobRun.attempts',
      'jobRun.maxAttempts',
      'jobRun.lastError',
      'jobRun.result',
      'jobRun.createdAt',
      'jobRun.startedAt',
      'jobRun.finishedAt',
      'jobRun.startedByUserId',
      'appUser.firstName',
      'appUser.lastName',
      itemCount(eb).as('totalItems'),
      itemCount(eb).where('jobItem.state', '=', 'DONE').as('doneItems'),
      itemCount(eb).where('jobItem.state', '=', 'FAILED').as('failedItems'),
    ]);
}

type JobRow = RowOfQuery<typeof jobRows>;

function toJob(row: JobRow): JobRun {
  return {
    id: row.id,
    kind: row.kind,
    runtime: row.runtime,
    state: row.state,
    totalItems: Number(row.totalItems ?? 0),
    doneItems: Number(row.doneItems ?? 0),
    failedItems: Number(row.failedItems ?? 0),
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    startedBy:
      row.startedByUserId === null
        ? null
        : { id: row.startedByUserId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() },
    lastError: row.lastError,
    result: row.result,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

const mailColumns = [
  'id',
  'recipient',
  'subject',
  'template',
  'language',
  'state',
  'attempts',
  'lastError',
  'relatedType',
  'relatedId',
  'createdAt',
  'sentAt',
  'bouncedAt',
] as const;

function mailRows(db: Db) {
  return db.selectFrom('mailOutbox').select(mailColumns).select(attachmentCount);
}
type MailRow = RowOfQuery<typeof mailRows>;

function toMail(row: MailRow): Mail {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    template: row.template,
    language: row.language as Mail['language'],
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    related:
      row.relatedType && row.relatedId !== null
        ? { type: row.relatedType, id: row.relatedId }
        : null,
    attachmentCount: Number(row.attachmentCount ?? 0),
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    bouncedAt: iso(row.bouncedAt),
  };
}

/**
 * A mail's HTML as the console may show it: sanitize-html's allow-list (text formatting, lists,
 * tables, links and images), no scripts, styles, forms, frames or event handlers; links open
 * outside the console.
 */
export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: {
      a: ['href', 'name', 'title'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowedSchemesByTag: { img: ['https', 'data'] },
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  });
}

async function mailDetail(db: Db, id: number): Promise<MailDetail> {
  const row = await mailRows(db)
    .select(['body', 'htmlBody'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('mail');
  const attachments = await db
    .selectFrom('mailAttachment')
    .select(['id', 'fileName', 'contentType', sql<number>`octet_length(content)`.as('size')])
    .where('mailId', '=', id)
    .orderBy('id')
    .execute();
  return {
    ...toMail(row),
    text: row.body,
    html: row.htmlBody === null ? null : sanitizeMailHtml(row.htmlBody),
    attachments: attachments.map((attachment) => ({
      ...attachment,
      size: Number(attachment.size),
    })),
    relatedName: await relatedNameOf(db, row.relatedType, row.relatedId),
  };
}

/**
 * The name of a mail's record where it has one of its own: an invoice by its number (issue 38:
 * "Betrifft Datensatz #" said nothing). The mail console is the administrators' own.
 */
async function relatedNameOf(db: Db, type: string | null, id: number | null) {
  if (type !== 'invoice' || id === null) return null;
  const invoice = await db
    .selectFrom('invoice')
    .select('number')
    .where('id', '=', id)
    .executeTakeFirst();
  return invoice?.number ?? null;
}

const wrongState = (message: string) => new HttpError(409, message, 'WRONG_STATE');

export function registerJobsService({ app, database, jobs, smtp }: ServiceContext): void {
  const smtpConfigured = smtp !== undefined;
  const db = database.db;

  registerList(app, jobEndpoints.jobsList, adminOnly, {
    rows: ({ scope }) => scope.rows('jobRun'),
    filters: {
      state: (rows, state) => rows.where('state', '=', state),
      kind: (rows, kind) => rows.where('kind', '=', kind),
      runtime: (rows, runtime) => rows.where('runtime', '=', runtime),
    },
    sort: columnSorts('jobRun', JOB_SORT_FIELDS),
    nullsLast: true,
    ties: ['jobRun.id'],
    select: (rows) => rows.select('id'),
    toItems: async (page) => {
      const ids = page.map((item) => item.id);
      const details = ids.length ? await jobRows(db).where('jobRun.id', 'in', ids).execute() : [];
      const byId = new Map(details.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toJob(row)] : [];
      });
    },
  });

  registerEndpoint(app, jobEndpoints.jobsGet, adminOnly, async ({ params }) => {
    const row = await jobRows(db).where('jobRun.id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound('job');
    const [items, log] = await Promise.all([
      db
        .selectFrom('jobItem')
        .select(['itemKey', 'label', 'state', 'attempts', 'message', 'doneAt'])
        .where('jobRunId', '=', params.id)
        .orderBy('id')
        .limit(1000)
        .execute(),
      db
        .selectFrom('jobLog')
        .select(['attempt', 'level', 'message', 'createdAt'])
        .where('jobRunId', '=', params.id)
        .orderBy('id')
        .limit(2000)
        .execute(),
    ]);
    return {
      name: `${row.kind} #${row.id}`,
      job: toJob(row),
      items: items.map((item) => ({
        key: item.itemKey,
        label: item.label,
        state: item.state,
        attempts: item.attempts,
        message: item.message,
        doneAt: iso(item.doneAt),
      })),
      log: log.map((line) => ({
        attempt: line.attempt,
        level: line.level,
        message: line.message,
        at: line.createdAt.toISOString(),
      })),
    };
  });

  registerEndpoint(app, jobEndpoints.jobsProgress, progressAccess, async ({ params, caller }) => {
    const row = await jobRows(db).where('jobRun.id', '=', params.id).executeTakeFirst();
    // Another user's run is no business of the caller's: the same 404 as no run at all.
    if (!row || (row.startedByUserId !== caller.user.userId && !caller.roles.has('ADMIN'))) {
      throw notFound('job');
    }
    const job = toJob(row);
    return {
      id: job.id,
      kind: job.kind,
      state: job.state,
      totalItems: job.totalItems,
      doneItems: job.doneItems,
      failedItems: job.failedItems,
      lastError: job.lastError,
      result: job.result,
    };
  });

  const requireTransport = () => {
    if (!smtpConfigured) {
      throw new HttpError(
        409,
        'No SMTP server is configured: mails stay in the outbox',
        'MAIL_TRANSPORT_MISSING',
      );
    }
  };

  const start = async (kind: string, userId: number) => {
    const jobId = await jobs.enqueue(kind, { startedByUserId: userId });
    if (jobId === undefined) throw wrongState('A run of this job is already waiting');
    return { jobId };
  };

  registerEndpoint(app, jobEndpoints.jobsRerun, adminOnly, async ({ params, actor, scope }) => {
    const run = await scope.byId('jobRun', params.id).select(['kind', 'state']).executeTakeFirst();
    if (!run) throw notFound('job');
    if (run.state !== 'FAILED' && run.state !== 'COMPLETED') {
      throw wrongState('Only a failed or completed run can run again');
    }
    if (run.kind === MAIL_SEND || run.kind === MAIL_RESEND_FAILED) requireTransport();
    return start(run.kind, requireActor(actor).user.userId);
  });

  registerList(app, jobEndpoints.mailsList, adminOnly, {
    rows: () => db.selectFrom('mailOutbox'),
    filters: {
      state: (rows, state) => rows.where('state', '=', state),
      language: (rows, language) => rows.where('language', '=', language),
      recipientFilter: (rows, text) =>
        rows.where(sql<boolean>`lower(recipient) like lower(${containsPattern(text)})`),
      subjectFilter: (rows, text) =>
        rows.where(sql<boolean>`lower(subject) like lower(${containsPattern(text)})`),
    },
    sort: columnSorts('mailOutbox', MAIL_SORT_FIELDS),
    nullsLast: true,
    ties: ['mailOutbox.id'],
    select: (rows) => rows.select(mailColumns).select(attachmentCount),
    toItems: (rows) => rows.map(toMail),
  });

  registerEndpoint(app, jobEndpoints.mailsGet, adminOnly, async ({ params }) =>
    mailDetail(db, params.id),
  );

  registerEndpoint(app, jobEndpoints.mailsAttachment, adminOnly, async ({ params, reply }) => {
    const attachment = await db
      .selectFrom('mailAttachment')
      .select(['fileName', 'contentType', 'content'])
      .where('id', '=', params.attachmentId)
      .where('mailId', '=', params.id)
      .executeTakeFirst();
    if (!attachment) throw notFound('attachment');
    await reply
      .header('Content-Type', attachment.contentType)
      .header(
        'Content-Disposition',
        contentDisposition(attachment.fileName.replace(/[\r\n]/g, '_')),
      )
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(attachment.content));
  });

  const setState = async (id: number, from: readonly MailState[], to: MailState) => {
    const current = await db
      .selectFrom('mailOutbox')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) throw notFound('mail');
    const changed = await db
      .updateTable('mailOutbox')
      .set(
        to === 'QUEUED'
          ? { state: 'QUEUED', attempts: 0, lastError: null, updatedAt: new Date() }
          : { state: to, bouncedAt: new Date(), updatedAt: new Date() },
      )
      .where('id', '=', id)
      .where('state', 'in', from)
      .returning('id')
      .executeTakeFirst();
    if (!changed) {
      throw wrongState(`A ${current.state} mail cannot become ${to}`);
    }
  };

  registerEndpoint(app, jobEndpoints.mailsResend, adminOnly, async ({ params }) => {
    await setState(params.id, ['SENT', 'FAILED', 'BOUNCED'], 'QUEUED');
    if (smtpConfigured) await jobs.nudge(MAIL_SEND);
    return mailDetail(db, params.id);
  });

  registerEndpoint(app, jobEndpoints.mailsBounce, adminOnly, async ({ params }) => {
    await setState(params.id, ['SENT'], 'BOUNCED');
    return mailDetail(db, params.id);
  });

  registerEndpoint(app, jobEndpoints.mailsResendFailed, adminOnly, async ({ actor }) => {
    requireTransport();
    return start(MAIL_RESEND_FAILED, requireActor(actor).user.userId);
  });
}
