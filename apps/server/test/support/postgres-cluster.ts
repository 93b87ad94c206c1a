// A throwaway PostgreSQL cluster on a free loopback port, for the PostgreSQL test lane and
// the benchmark. PostgreSQL refuses to run as root: as root, the cluster runs as the user
// `postgres` (created as a system user when missing). Only erasable TypeScript here: the
// benchmark runs this file with Node's type stripping.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop(): void;
}

/** The folder with initdb and pg_ctl: PG_BIN, Debian's /usr/lib/postgresql/<n>/bin, or PATH. */
export function findPostgresBinDir(): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const initdb = path.join(dir, 'initdb');
    if (dir && existsSync(initdb)) candidates.push(path.dirname(realpathSync(initdb)));
  }
  return candidates.find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
}

/** A port nobody listens on right now, on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** As root, the unprivileged user to run PostgreSQL as. */
function clusterUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', [
      '--system',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binDir = findPostgresBinDir();
  if (!binDir) {
    throw new Error(
      'PostgreSQL is not installed (no initdb and pg_ctl): install the Debian package postgresql, set PG_BIN, or set TEST_DATABASE_URL',
    );
  }
  const user = clusterUser();
  const dir = mkdtempSync(path.join(tmpdir(), 'adconsole-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'data');
  const run = (command: string, args: string[]) => {
    const result = spawnSync(path.join(binDir, command), args, {
      cwd: dir,
      encoding: 'utf8',
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    });
    if (result.status !== 0) {
      throw new Error(
        `${command} failed: ${result.error?.message ?? ''}${result.stderr}${result.stdout}`,
      );
    }
  };
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
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
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
