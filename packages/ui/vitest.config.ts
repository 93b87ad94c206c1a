import { defineConfig } from 'vitest/config';

// Component behaviour is tested through the stories (the root Storybook vitest project);
// this runs the plain unit tests of the package.
// One process for all files (issue 36): a process per file loaded the package's modules again
// for each. No test here mocks a module; what one stubs (a global, the clock) it restores.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
