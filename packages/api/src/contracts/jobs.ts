import { z } from 'zod/mini';
import { type Endpoint, endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import { countInt, positiveInt, timestamp, trimmedText } from './primitives.ts';

// Background jobs and the mail outbox (spec 1 §2.3: /admin/batch, /admin/batch-k8s,
// /admin/mail/console). Jobs run on the server's queue (pg-boss on PostgreSQL); a run's items
// are each done once and its log is kept per attempt.

export const JOB_STATES = ['QUEUED', 'RUNNING', 'RETRYING', 'COMPLETED', 'FAILED'] as const;
export type JobState = (typeof JOB_STATES)[number];
/** INTERNAL: started by a person or a change; SCHEDULED: the server's cron (batch-k8s list). */
export const JOB_RUNTIMES = ['INTERNAL', 'SCHEDULED'] as const;
export const JOB_KINDS = [
  'mail.send',
  'mail.resend-failed',
  // Digital operations (issue 25): an action on many positions.
  'digital.position-action',
  // Finances (issue 38): the invoice run of a month.
  'finances.invoice-run',
  // Finances (issue 38): a bulk action (issue, send) on many invoices.
  'finances.invoice-bulk',
  // Publishers (issue 39): the payout run of a month.
  'payouts.run',
] as const;
export type JobKindName = (typeof JOB_KINDS)[number];
export const JOB_SORT_FIELDS = ['createdAt', 'startedAt', 'finishedAt', 'kind', 'state'] as const;

export const jobSchema = z.object({
  id: positiveInt(),
  kind: z.string(),
  runtime: z.enum(JOB_RUNTIMES),
  state: z.enum(JOB_STATES),
  totalItems: countInt(),
  doneItems: countInt(),
  failedItems: countInt(),
  attempts: countInt(),
  maxAttempts: countInt(),
  startedBy: z.nullable(z.object({ id: positiveInt(), name: z.string() })),
  lastError: z.nullable(z.string()),
  result: z.nullable(z.string()),
  createdAt: timestamp(),
  startedAt: z.nullable(timestamp()),
  finishedAt: z.nullable(timestamp()),
});
export type JobRun = z.infer<typeof jobSchema>;

export const jobItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  state: z.enum(['PENDING', 'DONE', 'FAILED']),
  attempts: countInt(),
  message: z.nullable(z.string()),
  doneAt: z.nullable(timestamp()),
});
export type JobItem = z.infer<typeof jobItemSchema>;

export const jobLogLineSchema = z.object({
  attempt: positiveInt(),
  level: z.enum(['INFO', 'WARN', 'ERROR']),
  message: z.string(),
  at: timestamp(),
});
export type JobLogLine = z.infer<typeof jobLogLineSchema>;

export const jobDetailSchema = z.object({
  /** The run's name for titles: its kind and number. */
  name: z.string(),
  job: jobSchema,
  items: z.array(jobItemSchema),
  log: z.array(jobLogLineSchema),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** What the console polls while a job its user started runs. */
export const jobProgressSchema = z.pick(jobSchema, {
  id: true,
  kind: true,
  state: true,
  totalItems: true,
  doneItems: true,
  failedItems: true,
  lastError: true,
  result: true,
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

export const jobListQuerySchema = z.strictObject({
  state: z.optional(z.enum(JOB_STATES)),
  kind: z.optional(z.enum(JOB_KINDS)),
  runtime: z.optional(z.enum(JOB_RUNTIMES)),
  sort: z._default(z.enum(JOB_SORT_FIELDS), 'createdAt'),
  order: z._default(sortOrderSchema, 'DESC'),
  ...pageQueryShape(25),
});

export const jobStartedSchema = z.object({ jobId: positiveInt() });

export const MAIL_STATES = ['QUEUED', 'SENT', 'FAILED', 'BOUNCED'] as const;
export type MailState = (typeof MAIL_STATES)[number];
export const MAIL_LANGUAGES = ['de', 'en', 'fr', 'it'] as const;
export const MAIL_SORT_FIELDS = ['createdAt', 'recipient', 'subject', 'state', 'sentAt'] as const;

export const mailSchema = z.object({
  id: positiveInt(),
  recipient: z.string(),
  subject: z.string(),
  template: z.string(),
  language: z.enum(MAIL_LANGUAGES),
  state: z.enum(MAIL_STATES),
  attempts: countInt(),
  lastError: z.nullable(z.string()),
  related: z.nullable(z.object({ type: z.string(), id: z.int() })),
  attachmentCount: countInt(),
  createdAt: timestamp(),
  sentAt: z.nullable(timestamp()),
  bouncedAt: z.nullable(timestamp()),
});
export type Mail = z.infer<typeof mailSchema>;

export const mailAttachmentSchema = z.object({
  id: positiveInt(),
  fileName: z.string(),
  contentType: z.string(),
  size: countInt(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

export const mailDetailSchema = z.extend(mailSchema, {
  text: z.string(),
  /** The HTML body sanitised on the server (no scripts, no event handlers, no remote frames). */
  html: z.nullable(z.string()),
  attachments: z.array(mailAttachmentSchema),
  /** What the related record is called where it has a name of its own (an invoice's number). */
  relatedName: z.nullable(z.string()),
});
export type MailDetail = z.infer<typeof mailDetailSchema>;

export const mailListQuerySchema = z.strictObject({
  recipientFilter: z.optional(trimmedText(200)),
  subjectFilter: z.optional(trimmedText(200)),
  state: z.optional(z.enum(MAIL_STATES)),
  language: z.optional(z.enum(MAIL_LANGUAGES)),
  sort: z._default(z.enum(MAIL_SORT_FIELDS), 'createdAt'),
  order: z._default(sortOrderSchema, 'DESC'),
  ...pageQueryShape(25),
});

const idParams = z.strictObject({ id: idSchema });

export const jobEndpoints = {
  jobsList: endpoint({
    method: 'GET',
    path: 'ws-batch/jobs',
    summary: 'A page of background job runs by state, kind and runtime',
    query: jobListQuerySchema,
    response: pageOf(jobSchema),
  }),
  jobsGet: endpoint({
    method: 'GET',
    path: 'ws-batch/jobs/{id}',
    summary: "One job run with its items and its log (every attempt's lines)",
    params: idParams,
    response: jobDetailSchema,
  }),
  jobsProgress: endpoint({
    method: 'GET',
    path: 'ws-batch/jobs/{id}/progress',
    summary: 'The progress of a job run the caller started (administrators: any run)',
    params: idParams,
    response: jobProgressSchema,
  }),
  jobsRerun: endpoint({
    method: 'POST',
    path: 'ws-batch/jobs/{id}/rerun',
    summary: 'Start a failed or completed run of a kind again, as a new run',
    params: idParams,
    response: jobStartedSchema,
  }),
  mailsList: endpoint({
    method: 'GET',
    path: 'ws-mail/mails',
    summary: 'A page of the mail outbox by recipient, subject, state and language',
    query: mailListQuerySchema,
    response: pageOf(mailSchema),
  }),
  mailsGet: endpoint({
    method: 'GET',
    path: 'ws-mail/mails/{id}',
    summary: 'One mail of the outbox: its text, its sanitised HTML and its attachments',
    params: idParams,
    response: mailDetailSchema,
  }),
  mailsAttachment: endpoint({
    method: 'GET',
    path: 'ws-mail/mails/{id}/attachments/{attachmentId}',
    summary: "Download an attachment of a mail (the file's bytes)",
    params: z.strictObject({ id: idSchema, attachmentId: idSchema }),
  }),
  mailsResend: endpoint({
    method: 'POST',
    path: 'ws-mail/mails/{id}/resend',
    summary: 'Queue a mail again (its attempts start over); the sender sends it',
    params: idParams,
    response: mailDetailSchema,
  }),
  mailsBounce: endpoint({
    method: 'POST',
    path: 'ws-mail/mails/{id}/bounce',
    summary: "Mark a sent mail bounced (a bounce report's or an administrator's call)",
    params: idParams,
    response: mailDetailSchema,
  }),
  mailsResendFailed: endpoint({
    method: 'POST',
    path: 'ws-mail/mails/resend-failed',
    summary: 'Start a job that sends every FAILED mail again; answers the job to follow',
    response: jobStartedSchema,
  }),
} as const satisfies Record<string, Endpoint>;
