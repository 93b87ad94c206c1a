import { defineConfig } from 'vitest/config';

// Component behaviour is tested through the stories (the root Storybook vitest project);
// this runs the plain unit tests of the package.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
