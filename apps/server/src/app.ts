import type { Health } from '@adconsole/api/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { isConsolePage, readCommitHash, registerConsole } from './http/console.ts';
import { registerErrorHandling } from './http/errors.ts';

export interface AppOptions {
  config: Pick<ServerConfig, 'consoleDir'>;
  database: Database;
  logger?: boolean;
}

export async function buildApp({
  config,
  database,
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: true });
  const startedAt = new Date().toISOString();
  registerErrorHandling(app);

  app.get('/api/health', async (_request, reply): Promise<Health> => {
    const reachable = await database.isReachable();
    reply.header('Cache-Control', 'no-store');
    if (!reachable) reply.status(503);
    return {
      status: reachable ? 'ok' : 'degraded',
      database: { kind: database.kind, reachable },
      commit: readCommitHash(config.consoleDir),
      startedAt,
    };
  });

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
