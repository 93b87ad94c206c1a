import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// The first start's cost, step by step (issue 36: under 30 s of CPU with every area's demo
// data). Each step prints its wall time, this process's CPU and, where the database is a
// PostgreSQL on this machine (the embedded one of `npm start`), the CPU of its processes: most
// of a set-based seed's work is the database's, which this process's own CPU does not show.

const TICKS_PER_SECOND = 100; // Linux's USER_HZ, the unit of /proc/<pid>/stat's times

/** utime + stime of a process in seconds, from /proc (undefined where there is none). */
function processSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis: state is the 3rd field, utime the 14th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/**
 * The CPU seconds of a PostgreSQL server so far: the postmaster's and its children's (the
 * backends, the parallel workers of an index build, the checkpointer, the WAL writer), the
 * live ones and those that ended (the postmaster's reaped children count in its own cstime).
 */
function serverSeconds(postmaster: number): number | undefined {
  let total = 0;
  try {
    const stat = readFileSync(`/proc/${postmaster}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime
    total += fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) / 100;
  } catch {
    return undefined;
  }
  for (const pid of childrenOf(postmaster)) total += processSeconds(pid) ?? 0;
  return total;
}

/** A process's children: from the kernel's list where it keeps one, else by a walk of /proc. */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return readdirSync('/proc')
      .map(Number)
      .filter((child) => Number.isInteger(child) && parentOf(child) === pid);
  }
}

/** The postmaster of the database `db` talks to, when it runs on this machine and we can see it. */
async function postmasterOf(db: Db): Promise<number | undefined> {
  try {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    const backend = rows[0]?.pid;
    // PGlite answers with a pid of no process of this machine.
    if (backend === undefined || processSeconds(backend) === undefined) return undefined;
    const parent = parentOf(backend);
    const comm = parent ? readFileSync(`/proc/${parent}/comm`, 'utf8').trim() : '';
    return parent && comm.startsWith('postgres') ? parent : undefined;
  } catch {
    return undefined;
  }
}

interface Reading {
  wall: number;
  node: number;
  database: number | undefined;
}

export interface SeedClock {
  /** Runs one step and prints its cost when `print` (the full scale). */
  step<T>(label: string, run: () => Promise<T>): Promise<T>;
  /** Prints the whole seed's cost. */
  total(): void;
}

export async function seedClock(db: Db, print: boolean): Promise<SeedClock> {
  const postmaster = print ? await postmasterOf(db) : undefined;
  const read = (): Reading => {
    const cpu = process.cpuUsage();
    return {
      wall: performance.now() / 1000,
      node: (cpu.user + cpu.system) / 1e6,
      database: postmaster === undefined ? undefined : serverSeconds(postmaster),
    };
  };
  const format = (from: Reading, to: Reading) => {
    const node = to.node - from.node;
    const database =
      from.database === undefined || to.database === undefined
        ? undefined
        : to.database - from.database;
    const cpu =
      database === undefined
        ? `${node.toFixed(1)} s CPU`
        : `${(node + database).toFixed(1)} s CPU (server ${node.toFixed(1)}, database ${database.toFixed(1)})`;
    return `${(to.wall - from.wall).toFixed(1)} s, ${cpu}`;
  };
  const started = read();
  return {
    async step(label, run) {
      const before = print ? read() : undefined;
      const result = await run();
      if (before) console.log(`Demo ${label} in ${format(before, read())}.`);
      return result;
    },
    total() {
      if (print) console.log(`Demo data seeded in ${format(started, read())}.`);
    },
  };
}
