import { defineConfig } from 'vitest/config';

/** The one test that mocks modules (react, the router): it needs a process of its own. */
const mocking = ['src/routes/useTableParams.leaving.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    passWithNoTests: false,
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
