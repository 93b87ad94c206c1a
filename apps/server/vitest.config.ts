import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/postgres.ts'],
    // Each test file seeds a fresh database: a few of each kind of demo record (seed/scale.ts),
    // not the thousands `npm start` gets. Tests of the full scale set it themselves.
    env: { DEMO_SCALE: 'small' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
