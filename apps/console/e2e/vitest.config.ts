import path from 'node:path';
import { defineConfig } from 'vitest/config';

// End-to-end: the built console and the built server, driven in headless Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: path.resolve(import.meta.dirname, '..'),
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
