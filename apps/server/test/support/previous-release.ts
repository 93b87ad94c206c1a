import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationProvider } from 'kysely';
import type { AuthSettings } from '../../src/auth/settings.ts';
import type { Db } from '../../src/db/database.ts';
import { migrations } from '../../src/db/migrations/index.ts';

// The release before the newest migration, as its own code: the upgrade test (issue 35) makes
// a database the way that release did (its migrations, its demo seed) and then runs today's
// migrations on it. Taking the seed of that release, not today's, is what an upgrade meets: a
// seed step for a column a later migration adds never runs against a schema without it.

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const repoDir = resolve(serverDir, '../..');

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: repoDir, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch (error) {
    throw new Error(
      `The upgrade test reads the previous release from git's history (a full clone): git ${args.join(' ')} failed: ${(error as Error).message}`,
    );
  }
}

export interface PreviousRelease {
  /** The commit whose code this is. */
  commit: string;
  /** Its newest migration's name. */
  newestMigration: string;
  migrationProvider: MigrationProvider;
  seedDemoData: (db: Db, cost: AuthSettings['passwordHashing']) => Promise<boolean>;
}

/**
 * The commit before the one that added today's newest migration (HEAD itself when that
 * migration is not committed yet), its server sources checked out under
 * `apps/server/.upgrade-base/<commit>/` (inside the package, so its imports find the package's
 * node_modules), and its migrations and seed imported from there.
 */
export async function previousRelease(): Promise<PreviousRelease> {
  const newest = Object.keys(migrations).sort().at(-1) as string;
  const migrationsDir = join(serverDir, 'src/db/migrations');
  // Along the first parents (main's own history): a migration merged from a branch counts from
  // the merge, so the release before it is main before the merge, never a branch's commit that
  // lacks a migration main had already taken (session 8: 0031 came on a branch without 0024).
  const added = git(
    'log',
    '--first-parent',
    '--diff-filter=A',
    '--format=%H',
    '--',
    relative(repoDir, migrationsDir),
  )
    .split('\n')
    .find(
      (commit) =>
        commit &&
        git(
          'show',
          '--diff-merges=first-parent',
          '--diff-filter=A',
          '--name-only',
          '--format=',
          commit,
        )
          .split('\n')
          .some((file) => file.startsWith(`${relative(repoDir, migrationsDir)}/${newest}`)),
    );
  const commit = git('rev-parse', added ? `${added}^` : 'HEAD');
  const base = join(serverDir, '.upgrade-base', commit);
  if (!existsSync(join(base, 'apps/server/src/seed/demo.ts'))) {
    rmSync(base, { recursive: true, force: true });
    mkdirSync(base, { recursive: true });
    execFileSync('sh', ['-c', `git archive "${commit}" apps/server/src | tar -x -C "${base}"`], {
      cwd: repoDir,
    });
  }
  const source = join(base, 'apps/server/src');
  const old = (await import(join(source, 'db/migrations/index.ts'))) as {
    migrations: Record<string, unknown>;
    migrationProvider: MigrationProvider;
  };
  const seed = (await import(join(source, 'seed/demo.ts'))) as Pick<
    PreviousRelease,
    'seedDemoData'
  >;
  return {
    commit,
    newestMigration: Object.keys(old.migrations).sort().at(-1) as string,
    migrationProvider: old.migrationProvider,
    seedDemoData: seed.seedDemoData,
  };
}
