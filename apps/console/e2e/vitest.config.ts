import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { slowFirst } from '../../../scripts/lib/slow-first.mjs';
import { slack } from './slack.ts';

/** Files at once: E2E_WORKERS, else 2 (README: Test time). */
const E2E_WORKERS = Number(process.env.E2E_WORKERS) || 2;

// End-to-end: the built console and the built server, driven in headless Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: path.resolve(import.meta.dirname, '..'),
    include: ['e2e/**/*.e2e.test.ts'],
    // One PostgreSQL for the run with a seeded template; each file's server on a copy of it.
    globalSetup: ['e2e/globalSetup.ts'],
    // Each file's CPU into .reports/cpu.jsonl (npm test lists the costliest files).
    setupFiles: ['../../scripts/lib/file-cpu.ts'],
    environment: 'node',
    // Files side by side on two shared cores: a server's start (embedded PostgreSQL, migrations,
    // the small demo data) takes 10-20 s alone and a few minutes on a busy machine, and a test
    // of 40 s alone takes twice that beside two others.
    testTimeout: slack(120_000),
    // In CI a failed browser test is tried once more: on two cores shared by a dozen servers and
    // browsers a page can miss a timeout once (activities.e2e in stop 57's run, green alone and
    // under load here). `npm test` names every test that needed its second try (scripts/tasks/
    // test.mjs: "Passed on the second try"), so a flaky test is seen, not hidden.
    retry: process.env.CI ? 1 : 0,
    // expect.poll's default of one second fails a page that is merely slow on a busy machine:
    // a poll waits as long as a locator does (harness.ts: 10 s).
    expect: { poll: { timeout: slack(10_000) } },
    hookTimeout: slack(240_000),
    // Each file starts its own server on a fresh copy of the run's template database and its
    // own Chromium (harness.ts), so files share no data and run side by side, a few at once.
    fileParallelism: true,
    maxWorkers: E2E_WORKERS,
    // The longest files first, so none of them runs alone at the end.
    sequence: {
      sequencer: slowFirst([
        // Builds, packs and installs the packages before its first test (issue 45).
        'consumer-app.e2e',
        'orders.e2e',
        // The route table's walk (codesWalk.ts), its largest file first.
        'codes-orders.e2e',
        'settings.e2e',
        'codes-operations.e2e',
        'codes-settings.e2e',
        'codes-sales.e2e',
        'shell.e2e',
        'promotions.e2e',
        'tasks.e2e',
        'digital-operations.e2e',
        'labels.e2e',
      ]),
    },
  },
});
