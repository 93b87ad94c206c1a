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
          // 215 kB until issue 23: the route table's six funnel screens (their lazy imports and
          // the chunk names each preloads) add 0.7 kB to the entry every page loads.
          budgetKb: 216,
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
        // Issue 23 raised them by what the sales namespace's task texts (German, loaded with every
        // signed-in page: +3 to 4 kB) and the route table's funnel screens added, measured:
        // accounts 379.9, activities 378.6, labels 371.1, sources 366.9, localization 333.3,
        // date range 313.5; its own screens at their figure with 1.5 kB of room.
        allowances: {
          'features/accounts/AccountPage.tsx': 381,
          'features/activities/ActivitiesPage.tsx': 380,
          'features/labels/LabelListScreen.tsx': 372.5,
          'features/sources/SourcesPage.tsx': 368.5,
          'features/localization/LocalizationPage.tsx': 335,
          // The lazy part itself, counted with the signed-in frame it loads into.
          'components/DateRangePicker/DateRangePicker.tsx': 315,
          // The task details load the activity and comment timelines with their forms.
          'features/tasks/TaskDetailsPage.tsx': 425,
          'features/tasks/TasksPage.tsx': 377.5,
          'features/tasks/SalesHomePage.tsx': 380.5,
          'features/tasks/TaskTopicsPage.tsx': 370,
          'features/tasks/TaskFormPage.tsx': 333.5,
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
