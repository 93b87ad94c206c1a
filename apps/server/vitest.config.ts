import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/postgres.ts'],
    // The server tests seed the small demo scale (a hundredth of the campaigns), as the
    // end-to-end servers do; a test that needs the full scale sets it itself.
    env: { DEMO_SCALE: process.env.DEMO_SCALE ?? 'small' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
