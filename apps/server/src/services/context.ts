import type { FastifyInstance } from 'fastify';
import type { AuthSettings } from '../auth/settings.ts';
import type { Database } from '../db/database.ts';
import type { MalwareScanner } from '../files/malware.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { SmtpSettings } from '../mail/transport.ts';

/** What every service's routes get: the app to register on, the database, the settings. */
export interface ServiceContext {
  app: FastifyInstance;
  database: Database;
  auth: AuthSettings;
  consoleDir: string;
  /** The uploader's malware scanner: clamd when configured, the built-in signatures otherwise. */
  scanner: MalwareScanner;
  /** The background jobs (pg-boss), started and stopped with the server. */
  jobs: JobQueue;
  /** The SMTP server mails leave through; unset: they stay QUEUED in the outbox. */
  smtp: SmtpSettings | undefined;
}
