import { existsSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { uiMessages } from '../packages/ui/src/provider/messages.ts';
import { ariaTexts } from '../scripts/lib/aria-texts.mjs';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { referenceFile } from './visual.ts';

const root = path.resolve(import.meta.dirname, '..');

/** react-aria's texts as the console words them (scripts/lib/aria-texts.mjs). */
const ariaWords = () =>
  ariaTexts({
    dismiss: Object.fromEntries(
      Object.entries(uiMessages).map(([language, texts]) => [language, texts['ui.close']]),
    ),
  });

/** Whether a story already has a committed visual reference (see stories.test.ts). */
const hasVisualReference: BrowserCommand<[name: string]> = ({ project }, name) =>
  existsSync(path.join(root, referenceFile(name, project.config.browser.name, process.platform)));

export default defineConfig({
  root,
  plugins: [vanillaExtractPlugin(), ariaWords()],
  optimizeDeps: {
    // react-aria's texts in the console's words, also where Vite pre-bundles it.
    rolldownOptions: { plugins: [ariaWords()] },
    // Found only once a story renders; pre-bundled up front so Vite never reloads mid-run.
    include: [
      '@adconsole/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@adconsole/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@adconsole/ui > @vanilla-extract/dynamic',
      // ToastViewport's radix code is imported with the first toast.
      '@adconsole/ui > radix-ui/toast',
      // TimeSeriesChart loads uPlot with its first chart.
      '@adconsole/ui > uplot',
    ],
  },
  test: {
    name: 'stories',
    include: ['.storybook/stories.test.ts'],
    // See stories.test.ts: the suite shares two cores with the others under `npm test`.
    testTimeout: 45_000,
    // Diffs and actual screenshots of failed visual comparisons (not committed).
    attachmentsDir: '.reports/visual',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: await chromiumLaunchOptions(),
      }),
      // A fixed viewport, so layouts (and the visual references) never depend on a window.
      instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
      commands: { hasVisualReference },
      expect: {
        toMatchScreenshot: {
          resolveScreenshotPath: ({ arg, ext, root: projectRoot, browserName, platform }) =>
            path.join(
              projectRoot,
              referenceFile(arg, browserName, platform).replace(/\.png$/, ext),
            ),
          // Anti-aliasing may differ by a pixel between two runs; a changed look does not.
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
        },
      },
    },
  },
});
