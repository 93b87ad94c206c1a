import { defineConfig } from 'vitest/config';

export default defineConfig({
  // One process for all files (issue 36): a process per file loaded the package's modules
  // again for each. No test here mocks a module; what one stubs (a global, the clock) it restores.
  test: { environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
