import { endpoints, type Health } from '@adconsole/api/contracts';
import { PUBLIC } from '../../http/access.ts';
import { readCommitHash } from '../../http/console.ts';
import { buildOpenApiDocument } from '../../http/openapi.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { ServiceContext } from '../context.ts';

export const OPENAPI_PATH = '/api/openapi.json';

/** Health and the OpenAPI document. */
export function registerSystemService({ app, database, consoleDir }: ServiceContext): void {
  const startedAt = new Date().toISOString();

  registerEndpoint(app, endpoints.health, PUBLIC, async ({ reply }): Promise<Health> => {
    const reachable = await database.isReachable();
    reply.header('Cache-Control', 'no-store');
    if (!reachable) reply.status(503);
    return {
      status: reachable ? 'ok' : 'degraded',
      database: { kind: database.kind, reachable },
      commit: readCommitHash(consoleDir),
      startedAt,
    };
  });

  let document: unknown;
  app.get(OPENAPI_PATH, { config: { access: PUBLIC } }, async () => {
    document ??= buildOpenApiDocument(app.routeTable, readCommitHash(consoleDir));
    return document;
  });
}
