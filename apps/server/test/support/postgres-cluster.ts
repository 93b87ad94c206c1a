// A throwaway PostgreSQL cluster on a free loopback port, for the PostgreSQL test lane and
// the benchmark. PostgreSQL refuses to run as root: as root, the cluster runs as the user
// `postgres` (created as a system user when missing). Only erasable TypeScript here: the
// benchmark runs this file with Node's type stripping.
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  clusterUser,
  findPostgresBinDir,
  freePort,
  noPostgresHelp,
  runBinary,
} from '../../src/db/cluster.ts';

export { findPostgresBinDir, freePort };

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop(): void;
}

/**
 * `durable`: keep PostgreSQL's defaults (fsync, synchronous commit), for benchmarks that
 * compare it with the embedded database; the test lane turns them off.
 */
export async function startPostgresCluster({
  durable = false,
}: {
  durable?: boolean;
} = {}): Promise<PostgresCluster> {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error(`${noPostgresHelp} (Or set TEST_DATABASE_URL.)`);
  const user = clusterUser();
  const dir = mkdtempSync(path.join(tmpdir(), 'adconsole-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'data');
  const run = (command: string, args: string[]) => runBinary(binDir, command, args, user, dir);
  try {
    run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-instructions',
    ]);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      // A throwaway cluster: durability buys nothing here.
      ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
      '-c max_connections=200',
    ].join(' ');
    run('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      path.join(dir, 'postgres.log'),
      '-w',
      'start',
    ]);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop() {
        try {
          run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
