import { defineConfig } from 'vitest/config';
import { slowFirst } from '../../scripts/lib/slow-first.mjs';
import { slack } from './test/support/slack.ts';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/postgres.ts'],
    // Each file's CPU into .reports/cpu.jsonl (npm test lists the costliest files).
    setupFiles: ['../../scripts/lib/file-cpu.ts'],
    // Each test file seeds a fresh database: a few of each kind of demo record (seed/scale.ts),
    // not the thousands `npm start` gets. Tests of the full scale set it themselves.
    env: { DEMO_SCALE: 'small' },
    // Files run side by side: a file waits on its database (the PostgreSQL lane's server, the
    // job queue's polling) for much of its time, so two cores keep more than one busy file.
    // vitest's default, cpus − 1, is one file at a time here.
    maxWorkers: Number(process.env.SERVER_TEST_WORKERS) || 2,
    // Each worker runs its files one after another in one process, keeping the modules it has
    // loaded (issue 36): with a process per file, every file loaded the server's whole module
    // graph again (the app, every contract, fastify, PGlite's WebAssembly), about 6 s of CPU a
    // file, more than the tests of most files (companies 7.4 s of CPU in all, 1.7 s here).
    // The tests share no module state: none mocks a module, stubs the environment or keeps a
    // fake clock, and what a file patches (the tenant-isolation walk's statement log) it restores.
    isolate: false,
    // The longest files (the walks over every route) first, so none of them runs alone at
    // the end; the others follow, longest first once vitest has their durations.
    sequence: {
      sequencer: slowFirst([
        // slowFirst matches whole file names: 'malformed' alone named no file, and both lanes'
        // files ran last (issue 36). The walks over the route table (malformed requests, tenant
        // isolation, access), one file and one server per lane since issue 36's third round:
        // PostgreSQL's walks every request (the longest file), PGlite's a sample.
        'walks-postgres',
        'walks-pglite',
        'jobs',
        'hardening',
        'seed',
        'digital-operations-bulk',
        'jobs-crash',
        'db-helpers',
        'backup',
      ]),
    },
    // With files side by side on two shared cores, a server's start (a database copy, the
    // app's routes) can take a minute when the machine is busy: a slow start is no failure.
    // At a load of 20 (other work beside `npm test`) a lane's start took more than 3 minutes
    // (issue 36: the malformed and tenant-isolation walks failed on it).
    testTimeout: slack(60_000),
    hookTimeout: slack(300_000),
  },
});
