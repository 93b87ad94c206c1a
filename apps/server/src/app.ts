import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { type AuthSettings, defaultAuthSettings } from './auth/settings.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { createMalwareScanner, type MalwareScanner } from './files/malware.ts';
import { registerAccessControl } from './http/access.ts';
import { isConsolePage, registerConsole } from './http/console.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerRouteTable } from './http/routes.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerActivitiesService } from './services/activities.ts';
import { registerAuthService } from './services/auth.ts';
import { registerCommentsService } from './services/comments.ts';
import { registerCompaniesService } from './services/companies.ts';
import type { ServiceContext } from './services/context.ts';
import { registerCrmLookups } from './services/crm.ts';
import { registerFilesService } from './services/files.ts';
import { registerLabelsService } from './services/labels.ts';
import { registerPositionHistoryService } from './services/position-history.ts';
import { registerShellServices } from './services/shell.ts';
import { registerSourcesService } from './services/sources.ts';
import { registerSystemService } from './services/system.ts';
import { registerTasksService } from './services/tasks.ts';
import { registerTranslationsService } from './services/translations.ts';
import { registerUsersService } from './services/users.ts';
import { registerViewsService } from './services/views.ts';

export interface AppOptions {
  config: Pick<ServerConfig, 'consoleDir'> &
    Partial<Pick<ServerConfig, 'trustProxy' | 'clamdAddress'>>;
  database: Database;
  auth?: Partial<AuthSettings>;
  /** The uploads' malware scanner; by default from config.clamdAddress. */
  scanner?: MalwareScanner;
  logger?: boolean;
}

/** The largest request body: the shell's calls take a few hundred bytes. */
export const BODY_LIMIT = 64 * 1024;

export async function buildApp({
  config,
  database,
  auth,
  scanner,
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const trustProxy = config.trustProxy ?? [];
  const app = Fastify({
    logger,
    // A client's address (for the sign-in limits) and protocol come from X-Forwarded-For and
    // X-Forwarded-Proto only when the request comes from a proxy TRUST_PROXY names.
    trustProxy: trustProxy.length > 0 ? trustProxy : false,
    bodyLimit: BODY_LIMIT,
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
  registerRouteTable(app);
  registerErrorHandling(app);
  const context: ServiceContext = {
    app,
    database,
    auth: { ...defaultAuthSettings, ...auth },
    consoleDir: config.consoleDir,
    scanner: scanner ?? createMalwareScanner(config.clamdAddress),
  };
  registerAccessControl(app, database.db, context.auth);

  registerSystemService(context);
  registerAuthService(context);
  registerUsersService(context);
  registerCompaniesService(context);
  registerShellServices(context);
  registerActivitiesService(context);
  registerPositionHistoryService(context);
  registerCrmLookups(context);
  registerCommentsService(context);
  registerLabelsService(context);
  registerSourcesService(context);
  registerTasksService(context);
  registerViewsService(context);
  registerFilesService(context);
  registerTranslationsService(context);

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
