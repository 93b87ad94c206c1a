import { endpoints, type Health } from '@adconsole/api/contracts';
import { PUBLIC } from '../../http/access.ts';
import { readCommitHash } from '../../http/console.ts';
import { buildOpenApiDocument, stableSubset } from '../../http/openapi.ts';
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

  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  let stable: ReturnType<typeof stableSubset> | undefined;
  // `?calls=stable`: only the calls other apps may build on (issue 45), what the reference
  // page shows first; the whole document is 2.4 MB of 700 calls.
  app.get(OPENAPI_PATH, { config: { access: PUBLIC } }, async (request) => {
    document ??= buildOpenApiDocument(app.routeTable, readCommitHash(consoleDir));
    if ((request.query as { calls?: unknown }).calls !== 'stable') return document;
    stable ??= stableSubset(document);
    return stable;
  });
}
