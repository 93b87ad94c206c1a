import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { slack } from '../slack.ts';

// Journeys: each persona's day on the full demo data (`DEMO_SCALE=full`, what `npm start` seeds),
// against one built server that the global setup starts for all of them.
export default defineConfig({
  test: {
    name: 'journeys',
    root: path.resolve(import.meta.dirname, '..', '..'),
    include: ['e2e/journeys/**/*.journey.test.ts'],
    globalSetup: ['e2e/journeys/globalSetup.ts'],
    // Each file's CPU into .reports/cpu.jsonl (npm test lists the costliest files).
    setupFiles: ['../../scripts/lib/file-cpu.ts'],
    environment: 'node',
    // A journey runs beside the other runners of `npm test` (turbo starts them together).
    testTimeout: slack(120_000),
    // In CI a failed browser test is tried once more: on two cores shared by a dozen servers and
    // browsers a page can miss a timeout once (activities.e2e in stop 57's run, green alone and
    // under load here). `npm test` names every test that needed its second try (scripts/tasks/
    // test.mjs: "Passed on the second try"), so a flaky test is seen, not hidden.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: slack(120_000),
    // expect.poll waits as long as a locator does (harness.ts).
    expect: { poll: { timeout: slack(10_000) } },
    fileParallelism: false,
  },
});
