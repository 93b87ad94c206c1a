import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { databaseLanes } from './support/databases.ts';

// Issue 36: the job queue starts in the background (app.ts, createJobQueue). A start that
// cannot finish (here: PGlite's one connection held, which pg-boss's start needs) no longer
// holds up the server's readiness, as it did within Fastify's 10 s for an onReady hook on a
// busy machine; a request that may change something waits for the start before its handler,
// and a read does not.
const pglite = databaseLanes().find((lane) => lane.name === 'pglite');

describe.skipIf(!pglite)('the job queue’s start', () => {
  it('leaves the server ready and answering reads while it waits; a write waits for it', async () => {
    const database = await (pglite as NonNullable<typeof pglite>).openSeeded();
    if (database.queue.kind !== 'pglite') throw new Error('expected PGlite');
    const app = await buildApp({
      config: { consoleDir: '/nonexistent' },
      database,
      jobs: { pollingIntervalSeconds: 0.5, stopTimeoutMs: 2000 },
    });
    let release = () => {};
    const held = database.queue.exclusive(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    try {
      await app.ready();
      const read = await app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(read.statusCode).toBe(200);
      let written: number | undefined;
      const write = app
        .inject({ method: 'POST', url: '/api/ws-auth/token', payload: {} })
        .then((response) => {
          written = response.statusCode;
          return response;
        });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(written).toBeUndefined();
      release();
      // The start goes on once the connection is free; then the write is answered (422: the
      // sign-in's contract refuses an empty body).
      expect((await write).statusCode).toBe(422);
    } finally {
      release();
      await held;
      await app.close();
      await database.close();
    }
  });
});
