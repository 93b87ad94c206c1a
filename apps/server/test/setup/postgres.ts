import type { TestProject } from 'vitest/node';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL lane's server ('' when there is none outside CI). */
    postgresUrl: string;
  }
}

/**
 * The PostgreSQL lane: TEST_DATABASE_URL, else a throwaway cluster on a loopback port. In CI
 * a missing PostgreSQL fails the run; elsewhere the lane is left out with a warning.
 */
export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL ?? '';
  let cluster: PostgresCluster | undefined;
  if (!url) {
    try {
      cluster = await startPostgresCluster();
      url = cluster.url;
    } catch (error) {
      const message = `PostgreSQL test lane: cannot start PostgreSQL: ${(error as Error).message}`;
      if (process.env.CI) throw new Error(message);
      console.warn(`\n!!! ${message}\n!!! Only the PGlite lane runs.\n`);
    }
  }
  project.provide('postgresUrl', url);
  return () => cluster?.stop();
}
