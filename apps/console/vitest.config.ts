import { defineConfig } from 'vitest/config';

/** The one test that mocks modules (react, the router): it needs a process of its own. */
const mocking = ['src/routes/useTableParams.leaving.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    passWithNoTests: false,
    // `npm test` runs these beside the server and browser suites on two cores: a test that loads
    // the route table's modules took more than vitest's default 5 s there (ci37, routes.test).
    testTimeout: 30_000,
    // One process for the other files (issue 36): a process per file loaded the console's
    // modules again for each (13.6 s of CPU for 29 files, 3.5 s in one process). A module that
    // a test mocks stays mocked for the files after it, so the mocking test runs apart.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
          exclude: mocking,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'mocking', include: mocking } },
    ],
  },
});
