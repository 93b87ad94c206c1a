import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { type AuthSettings, defaultAuthSettings } from './auth/settings.ts';
import { DEFAULT_POSTAL_PORTAL_URL, type ServerConfig } from './config.ts';
import { BACKUP_CRON, BACKUP_JOB, type BackupSettings, backupJob } from './db/backup.ts';
import type { Database } from './db/database.ts';
import { createMalwareScanner, type MalwareScanner } from './files/malware.ts';
import { registerAccessControl } from './http/access.ts';
import { isConsolePage, registerConsole } from './http/console.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerRouteTable } from './http/routes.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { JobQueue, type JobQueueOptions } from './jobs/queue.ts';
import { MAIL_QUEUED, MAIL_SEND, mailKinds, outbox } from './mail/outbox.ts';
import { createSmtpTransport, type SmtpSettings } from './mail/transport.ts';
import { adminArea } from './services/admin/index.ts';
import { analogArea } from './services/analog/index.ts';
import { complianceArea } from './services/compliance/index.ts';
import { registerArea, type ServiceContext } from './services/context.ts';
import { crmArea } from './services/crm/index.ts';
import { digitalArea } from './services/digital/index.ts';
import { filesArea } from './services/files/index.ts';
import { financesArea } from './services/finances/index.ts';
import { identityArea } from './services/identity/index.ts';
import { jobsArea } from './services/jobs/index.ts';
import { ordersArea } from './services/orders/index.ts';
import { postArea } from './services/post/index.ts';
import { printArea } from './services/print/index.ts';
import { promotionsArea } from './services/promotions/index.ts';
// publishers (issue 39)
import { publishersArea } from './services/publishers/index.ts';
import { settingsArea } from './services/settings/index.ts';
import { shellArea } from './services/shell/index.ts';
import { tasksArea } from './services/tasks/index.ts';

export interface AppOptions {
  config: Pick<ServerConfig, 'consoleDir'> &
    Partial<Pick<ServerConfig, 'trustProxy' | 'clamdAddress' | 'smtp' | 'postalPortalUrl'>>;
  database: Database;
  auth?: Partial<AuthSettings>;
  /** The uploads' malware scanner; by default from config.clamdAddress. */
  scanner?: MalwareScanner;
  logger?: boolean;
  /** The job queue's timings (tests shorten them). */
  jobs?: JobQueueOptions;
  /** The nightly backup of the embedded PostgreSQL (issue 35); none on PGlite or DATABASE_URL. */
  backup?: BackupSettings;
}

/** The largest request body: the shell's calls take a few hundred bytes. */
export const BODY_LIMIT = 64 * 1024;

export async function buildApp({
  config,
  database,
  auth,
  scanner,
  logger = false,
  jobs: jobOptions,
  backup,
}: AppOptions): Promise<FastifyInstance> {
  const trustProxy = config.trustProxy ?? [];
  const app = Fastify({
    logger,
    // A client's address (for the sign-in limits) and protocol come from X-Forwarded-For and
    // X-Forwarded-Proto only when the request comes from a proxy TRUST_PROXY names.
    trustProxy: trustProxy.length > 0 ? trustProxy : false,
    bodyLimit: BODY_LIMIT,
    // The onReady hook starts the job queue (its schema check, its first poll): on a busy
    // machine, PGlite took longer than Fastify's default 10 s and the server refused to start
    // (issue 36, three server test files at a load of 20). A slow start is no failure.
    pluginTimeout: 120_000,
    // What Fastify refuses before routing (a URL that does not decode, say) answers in the
    // spec's error shape too.
    frameworkErrors: (error, request, reply) => {
      (reply as unknown as FastifyReply).status(400).send({
        message: error.message,
        translationKey: 'BAD_REQUEST',
        path: request.url,
      });
    },
  });
  await registerSecurityHeaders(app);
  registerRouteTable(app, database.db);
  registerErrorHandling(app);
  const authSettings = { ...defaultAuthSettings, ...auth };
  const jobs = createJobQueue(app, database, config.smtp, authSettings.publicUrl, jobOptions);
  if (backup) {
    jobs.define(backupJob(backup));
    jobs.schedule(BACKUP_JOB, BACKUP_CRON);
  }
  const context: ServiceContext = {
    app,
    database,
    auth: authSettings,
    consoleDir: config.consoleDir,
    scanner: scanner ?? createMalwareScanner(config.clamdAddress),
    jobs,
    smtp: config.smtp,
  };
  registerAccessControl(app, database.db, context.auth);

  // One plugin per area (a folder of services/), in this order.
  const areas = [
    identityArea,
    shellArea,
    crmArea,
    ordersArea,
    tasksArea,
    filesArea,
    jobsArea,
    adminArea,
    settingsArea,
    promotionsArea,
    digitalArea,
    printArea,
    analogArea,
    financesArea,
    complianceArea,
    publishersArea,
    // Post campaigns: the portal's address from the configuration (unset in tests: the default).
    postArea('postalPortalUrl' in config ? config.postalPortalUrl : DEFAULT_POSTAL_PORTAL_URL),
  ];
  for (const area of areas) await registerArea(context, area);

  const hasConsole = await registerConsole(app, config.consoleDir);

  app.setNotFoundHandler((request, reply) => {
    if (hasConsole && isConsolePage(request)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      message: `No such resource: ${request.method} ${request.url}`,
      translationKey: 'NOT_FOUND',
      path: request.url,
    });
  });
  return app;
}

/**
 * The background jobs: started when the server is ready, stopped (gracefully) when it closes,
 * before the database. With SMTP the mail sender runs on every written mail and each minute.
 */
function createJobQueue(
  app: FastifyInstance,
  database: Database,
  smtp: SmtpSettings | undefined,
  publicUrl: string,
  options: JobQueueOptions | undefined,
): JobQueue {
  const jobs = new JobQueue(database, {
    onError: (error) => app.log.error(error, 'background jobs'),
    ...options,
  });
  const transport = smtp ? createSmtpTransport(smtp) : undefined;
  for (const kind of mailKinds(transport, smtp, publicUrl)) jobs.define(kind);
  const nudge = () => {
    jobs.nudge(MAIL_SEND).catch((error: Error) => app.log.error(error, 'mail sender'));
  };
  if (smtp) jobs.schedule(MAIL_SEND, '* * * * *');
  app.addHook('onReady', async () => {
    try {
      await jobs.start();
    } catch (error) {
      // The API still answers (its health says why); the jobs wait for the next start.
      app.log.error(error, 'background jobs did not start');
      return;
    }
    if (smtp) {
      outbox.on(MAIL_QUEUED, nudge);
      // Mails written while no server ran.
      nudge();
    }
  });
  app.addHook('onClose', async () => {
    outbox.off(MAIL_QUEUED, nudge);
    await jobs.stop();
    transport?.close();
  });
  return jobs;
}
