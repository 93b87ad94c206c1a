import type { FastifyInstance } from 'fastify';
import type { AuthSettings } from '../auth/settings.ts';
import type { Database } from '../db/database.ts';
import type { MalwareScanner } from '../files/malware.ts';

/** What every service's routes get: the app to register on, the database, the settings. */
export interface ServiceContext {
  app: FastifyInstance;
  database: Database;
  auth: AuthSettings;
  consoleDir: string;
  /** The uploader's malware scanner: clamd when configured, the built-in signatures otherwise. */
  scanner: MalwareScanner;
}
