import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from '../harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the full-data server every journey works on. */
    journeyUrl: string;
  }
}

let server: RunningServer | undefined;

/**
 * One built server with the full demo data for every journey file: seeding it takes about half
 * a minute, so the journeys share it. Each journey works on its own persona's records, so their
 * order does not matter.
 */
export async function setup(project: TestProject) {
  // A full-data server already running (JOURNEY_URL, e.g. `npm start`'s) spares the seeding
  // while writing a journey; the journeys change its data.
  if (process.env.JOURNEY_URL) {
    project.provide('journeyUrl', process.env.JOURNEY_URL);
    return;
  }
  const started = Date.now();
  server = await startServer({ DEMO_SCALE: 'full' });
  console.log(`journeys: full demo data served at ${server.url} after ${Date.now() - started} ms`);
  project.provide('journeyUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}
