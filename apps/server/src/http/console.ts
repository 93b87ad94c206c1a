import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC } from './access.ts';

/**
 * The deployed commit: what the built console was made from (its COMMITHASH.txt), else
 * COMMIT_HASH from the environment, else "development". Read on each call, so a swapped
 * console build is seen without a restart.
 */
export function readCommitHash(consoleDir: string): string {
  const file = path.join(consoleDir, 'COMMITHASH.txt');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  return process.env.COMMIT_HASH || 'development';
}

/**
 * The built console as static files. Hashed assets are cached for good, the rest never.
 * Returns whether there is a console to serve.
 */
export async function registerConsole(app: FastifyInstance, consoleDir: string): Promise<boolean> {
  app.get('/COMMITHASH.txt', { config: { access: PUBLIC } }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(readCommitHash(consoleDir)),
  );

  if (!existsSync(path.join(consoleDir, 'index.html'))) {
    app.log.warn(`No built console in ${consoleDir}: serving the API only.`);
    return false;
  }

  await app.registerWithAccess(PUBLIC, async () => {
    await app.register(fastifyStatic, {
      root: consoleDir,
      index: 'index.html',
      allowedPath: (pathName) => pathName !== '/COMMITHASH.txt',
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  });
  return true;
}

/** A page of the console (any GET outside /api/ that is no file): index.html, routed by the console. */
export function isConsolePage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')
  );
}
