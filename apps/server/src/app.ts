import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
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
import { registerLive } from './kit/live.ts';
import { MAIL_QUEUED, MAIL_SEND, mailKinds, outbox } from './mail/outbox.ts';
import { createSmtpTransport, type SmtpSettings } from './mail/transport.ts';
import { adminArea } from './services/admin/index.ts';
import { analogArea } from './services/analog/index.ts';
import { chatArea } from './services/chat/index.ts';
import { complianceArea } from './services/compliance/index.ts';
import { registerArea, type ServiceContext } from './services/context.ts';
import { creativesArea } from './services/creatives/index.ts';
import { startTagPreviewServer } from './services/creatives/tag-preview.ts';
import { crmArea } from './services/crm/index.ts';
import { digitalArea } from './services/digital/index.ts';
import { documentsArea } from './services/documents/index.ts';
import { feedbackArea } from './services/feedback/index.ts';
import { filesArea } from './services/files/index.ts';
import { financesArea } from './services/finances/index.ts';
// header tag (issue 41)
import { headerTagArea } from './services/header-tag/index.ts';
import { secretBox } from './services/header-tag/secret-box.ts';
import { answerFromMemory } from './services/header-tag/served-files.ts';
import { identityArea } from './services/identity/index.ts';
import { jobsArea } from './services/jobs/index.ts';
import { ordersArea } from './services/orders/index.ts';
// publishers (issue 39)
import { payoutsArea } from './services/payouts/index.ts';
import { permaleadArea } from './services/permalead/index.ts';
import { postArea } from './services/post/index.ts';
import { printArea } from './services/print/index.ts';
import { promotionsArea } from './services/promotions/index.ts';
import { publishersArea } from './services/publishers/index.ts';
import { reportingArea } from './services/reporting/index.ts';
import { semantiqArea } from './services/semantiq/index.ts';
import { settingsArea } from './services/settings/index.ts';
import { shellArea } from './services/shell/index.ts';
import { targetingArea } from './services/targeting/index.ts';
import { tasksArea } from './services/tasks/index.ts';
import { yaleoArea } from './services/yaleo/index.ts';

export interface AppOptions {
  config: Pick<ServerConfig, 'consoleDir'> &
    Partial<
      Pick<
        ServerConfig,
        | 'trustProxy'
        | 'clamdAddress'
        | 'smtp'
        | 'postalPortalUrl'
        | 'previewPort'
        | 'host'
        | 'secretsKey'
        | 'xandrApiUrls'
        | 'pageViewForwardUrl'
        | 'chatModel'
      >
    >;
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
    // The header tag files publishers' pages load on every page view (issue 41) are answered
    // from memory before Fastify when this process holds them (served-files.ts); every other
    // request goes to Fastify. The server as Fastify would make it (lib/server.js) otherwise.
    serverFactory: (handler, options) => {
      const server = createServer((request, response) => {
        if (!answerFromMemory(database.db, request, response)) handler(request, response);
      });
      const timeouts = options as {
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
      };
      if (timeouts.keepAliveTimeout) server.keepAliveTimeout = timeouts.keepAliveTimeout;
      if (timeouts.requestTimeout) server.requestTimeout = timeouts.requestTimeout;
      if (timeouts.connectionTimeout) server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
    // Fastify's own 10 s for each plugin and onReady hook (issue 36): the job queue's start,
    // which took longer than that on a busy machine, no longer holds up readiness
    // (createJobQueue below).
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
  // The ad tags' preview origin (issue 40): a port of its own, which the console may frame.
  const tagPreview = await startTagPreviewServer(
    database.db,
    config.host ?? '127.0.0.1',
    config.previewPort ?? 0,
  );
  app.addHook('onClose', () => tagPreview.close());
  await registerSecurityHeaders(app, [
    `http://*:${tagPreview.port}`,
    `https://*:${tagPreview.port}`,
  ]);
  // Secrets sealed with the configured key (a key of this process where none is given: tests):
  // Xandr's passwords, Permalead's webhook secrets and the event streams' tickets.
  const secrets = secretBox(config.secretsKey ?? randomBytes(32));
  registerRouteTable(app, database.db);
  // Live lists (issue 46): the kit's lists declare themselves on it as the areas register; its
  // tickets are read before the access control (registered below) checks the stream's caller.
  registerLive(app, database, secrets);
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
    tagPreview,
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
    creativesArea,
    printArea,
    analogArea,
    financesArea,
    complianceArea,
    publishersArea,
    payoutsArea,
    documentsArea,
    // Without Xandr addresses (tests) "test connection" says so and calls nothing.
    headerTagArea({
      secrets,
      xandrApiUrls: config.xandrApiUrls ?? { PROD: undefined, SANDBOX: undefined },
    }),
    // business intelligence (issue 43)
    reportingArea,
    targetingArea,
    semantiqArea,
    // Yaleo, the recommended-content engine (issue 42)
    yaleoArea,
    // the feedback widget and page-view analytics (issue 44)
    feedbackArea({ forwardUrl: config.pageViewForwardUrl }),
    // the Gen AI chat (issue 44)
    chatArea(config.chatModel),
    // Permalead, the lead provider's leads (issue 44): its webhook secret sealed as Xandr's
    permaleadArea(secrets),
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
 *
 * The start (pg-boss's schema check and upgrade, a queue and a worker per kind: a second on an
 * idle machine, more than 10 s on a busy one with PGlite, issue 36) runs in the background: the
 * server answers as soon as it listens, and no onReady hook waits for the queue. What needs the
 * queue waits for its start instead: every request that may change something (not GET or HEAD)
 * waits before its handler while the start is under way, so a handler that sends a job in its
 * transaction finds the queue running (or, after a failed start, refused as before); on PGlite
 * the start needs the one connection such a transaction would hold, so waiting inside it could
 * never end. Reads answer at once.
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
  let starting: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    starting = jobs
      .start()
      .then(
        () => {
          if (smtp) {
            outbox.on(MAIL_QUEUED, nudge);
            // Mails written while no server ran.
            nudge();
          }
        },
        // The API still answers; the jobs wait for the next start.
        (error: Error) => app.log.error(error, 'background jobs did not start'),
      )
      .finally(() => {
        starting = undefined;
      });
  });
  app.addHook('onRequest', async (request) => {
    if (starting && request.method !== 'GET' && request.method !== 'HEAD') await starting;
  });
  app.addHook('onClose', async () => {
    // A start still under way ends first (its mail listener is then taken off again).
    await starting;
    outbox.off(MAIL_QUEUED, nudge);
    await jobs.stop();
    transport?.close();
  });
  return jobs;
}
