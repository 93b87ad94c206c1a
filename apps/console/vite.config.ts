import { readdirSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { readCommitHash } from '../../scripts/lib/commit.mjs';
import { pageSizes } from './build/entrySizes.ts';
import { buildOptions, javascriptPlugins } from './build/settings.ts';

const commitHash = readCommitHash();

/** The German texts, one file per namespace (`common.json`, `sales.json`, …). */
const germanTexts = readdirSync(new URL('../../packages/i18n/src/locales/de/', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .map((file) => `i18n/src/locales/de/${file}`);

/** The build carries its commit; COMMITHASH.txt beside it lets the server report the same one. */
function commitHashFile(): Plugin {
  return {
    name: 'adconsole-commit-hash',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'COMMITHASH.txt', source: `${commitHash}\n` });
    },
  };
}

export default defineConfig({
  plugins: [
    ...javascriptPlugins(),
    vanillaExtractPlugin(),
    commitHashFile(),
    // Page budgets (issue 19), checked by npm test (build/checkPageSizes.ts): the sign-in page
    // loads at most 215 kB gzip of JS, any other page at most 300 kB. Each page counts the texts
    // of German, the language a first visit gets (and every language's fallback): the sign-in
    // screens only the `common` namespace, a signed-in page every namespace (requireUser loads
    // them before it shows). Every lazy screen counts as a page of the signed-in area.
    pageSizes(
      [
        {
          name: 'sign-in',
          modules: [
            'features/auth/AuthenticationLayout.tsx',
            'features/auth/LoginPage.tsx',
            'i18n/src/locales/de/common.json',
          ],
          budgetKb: 215,
        },
        {
          name: 'signed-in area page',
          modules: [
            'features/shell/SignedInLayout.tsx',
            'features/shell/AreaPage.tsx',
            ...germanTexts,
          ],
          budgetKb: 300,
        },
        {
          name: 'other authentication screens',
          modules: [
            'features/auth/AuthenticationLayout.tsx',
            'features/auth/AuthScreens.tsx',
            'i18n/src/locales/de/common.json',
          ],
          budgetKb: 300,
        },
      ],
      {
        layoutModules: ['features/shell/SignedInLayout.tsx', ...germanTexts],
        budgetKb: 300,
        // Over 300 kB when the check came (the list kit's search, fields and table load with
        // each list screen): held at their figure with 1.5 kB of room, so they cannot grow.
        // Lowered by 25 kB when FilterBar's date range field became a part of its own that
        // loads only for a bar with a date filter (the activities and the account page have
        // one, and load it: 3 kB more for them as a separate chunk).
        allowances: {
          'features/accounts/AccountPage.tsx': 376,
          'features/activities/ActivitiesPage.tsx': 375,
          'features/labels/LabelListScreen.tsx': 364,
          'features/sources/SourcesPage.tsx': 360,
          'features/localization/LocalizationPage.tsx': 331,
          // The lazy part itself, counted with the signed-in frame it loads into.
          'components/DateRangePicker/DateRangePicker.tsx': 313,
        },
        exclude: [/\/i18n\/src\/locales\//, /\/features\/auth\/AuthenticationLayout\.tsx$/],
      },
    ),
  ],
  define: { __COMMIT_HASH__: JSON.stringify(commitHash) },
  build: buildOptions,
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/COMMITHASH.txt': 'http://127.0.0.1:3000' },
  },
});
