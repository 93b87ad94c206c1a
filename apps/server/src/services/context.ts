import type { FastifyInstance } from 'fastify';
import type { AuthSettings } from '../auth/settings.ts';
import type { Database } from '../db/database.ts';
import type { MalwareScanner } from '../files/malware.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { OpenDb } from '../kit/scope.ts';
import type { SmtpSettings } from '../mail/transport.ts';

/** What every service's routes get: the app to register on, the database, the settings. */
export interface ServiceContext {
  app: FastifyInstance;
  database: Omit<Database, 'db'> & { db: OpenDb };
  auth: AuthSettings;
  consoleDir: string;
  /** The uploader's malware scanner: clamd when configured, the built-in signatures otherwise. */
  scanner: MalwareScanner;
  /** The background jobs (pg-boss), started and stopped with the server. */
  jobs: JobQueue;
  /** The SMTP server mails leave through; unset: they stay QUEUED in the outbox. */
  smtp: SmtpSettings | undefined;
  /** The ad tags' preview origin: its port (issue 40). */
  tagPreview?: { readonly port: number };
}

/** What registers some of an area's endpoints on the app of its context. */
export type Registration = (context: ServiceContext) => void;

/**
 * An area of the server (a folder of services/): its endpoints, registered as one Fastify plugin,
 * so what an area adds to its app (a hook, a body parser) stays its own.
 */
export interface Area {
  name: string;
  registrations: readonly Registration[];
}

/** Registers an area as its own plugin, now (so the routes keep the order of the areas). */
export async function registerArea(context: ServiceContext, area: Area): Promise<void> {
  await context.app.register(
    Object.assign(
      async (app: FastifyInstance) => {
        for (const register of area.registrations) register({ ...context, app });
      },
      { [Symbol.for('fastify.display-name')]: area.name },
    ),
  );
}
