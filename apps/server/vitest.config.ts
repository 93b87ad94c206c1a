import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/postgres.ts'],
    // The small demo scale (seed/scale.ts): each test server seeds its own database.
    env: { DEMO_SCALE: 'small' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
