import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, requireChromium } from '../scripts/lib/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  root,
  plugins: [vanillaExtractPlugin()],
  optimizeDeps: {
    // Found only once a story renders; pre-bundled up front so Vite never reloads mid-run.
    include: ['@adconsole/ui > @vanilla-extract/recipes/createRuntimeFn'],
  },
  test: {
    name: 'stories',
    include: ['.storybook/stories.test.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: requireChromium(), args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
