import { readdirSync, readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin } from 'vite';
import { signedInNamespaces } from '../../packages/i18n/src/namespaces.ts';
import { readCommitHash } from '../../scripts/lib/commit.mjs';
import { CEILING, FRAME_KB, PAGE_KB, SIGN_IN_KB } from './build/budgets.ts';
import { pageSizes, screenTexts } from './build/entrySizes.ts';
import { buildOptions, javascriptPlugins } from './build/settings.ts';

const commitHash = readCommitHash();

/** ui's and forms' own texts, German: every page loads its language's (app/packageTexts.ts). */
const germanPackageTexts = ['ui/src/provider/messages/de.ts', 'forms/src/messages/texts/de.ts'];
/**
 * The German texts every signed-in page loads (`signedInNamespaces`, and ui's and forms'); an
 * area's own namespace counts with its screens (`screenTexts`, from the route table).
 */
const germanTexts = [
  ...signedInNamespaces.map((namespace) => `i18n/src/locales/de/${namespace}.json`),
  ...germanPackageTexts,
];
const routeTable = new URL('./src/routes/table/', import.meta.url);
const tableSources = readdirSync(routeTable)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => readFileSync(new URL(file, routeTable), 'utf8'));

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
    // `analyze` (build/analyze.ts): where the bytes are, per module, as raw data and a treemap.
    ...(process.env.ANALYZE
      ? [
          visualizer({ filename: 'dist/stats.json', template: 'raw-data', gzipSize: true }),
          visualizer({ filename: 'dist/stats.html', template: 'treemap', gzipSize: true }),
        ]
      : []),
    // Page budgets (issues 19 and 36, build/budgets.ts), with no allowances; checked by npm
    // test twice: the build's figures here (build/checkPageSizes.ts) and what Chromium downloads
    // (build/measurePages.ts, which must agree with these within 3 %). Each page counts the texts
    // of German, the language a first visit gets (and every language's fallback): the sign-in
    // screens only the `common` namespace, a signed-in page the signed-in namespaces (requireUser
    // loads them before it shows) and its screen's area namespaces (loaded beside its chunk).
    // Every screen the route table loads counts as a page of the signed-in area.
    pageSizes(
      [
        {
          name: 'sign-in',
          modules: [
            'features/auth/AuthenticationLayout.tsx',
            'features/auth/LoginPage.tsx',
            'i18n/src/locales/de/common.json',
            ...germanPackageTexts,
          ],
          budgetKb: SIGN_IN_KB,
        },
        {
          name: 'signed-in area page',
          modules: [
            'features/shell/SignedInLayout.tsx',
            'features/shell/AreaPage.tsx',
            'routes/table/index.ts',
            ...germanTexts,
          ],
          budgetKb: FRAME_KB,
        },
        {
          name: 'other authentication screens',
          modules: [
            'features/auth/AuthenticationLayout.tsx',
            'features/auth/AuthScreens.tsx',
            'i18n/src/locales/de/common.json',
            ...germanPackageTexts,
          ],
          budgetKb: SIGN_IN_KB,
        },
      ],
      {
        // The route table loads with the frame (main.tsx), not on the sign-in page.
        layoutModules: [
          'features/shell/SignedInLayout.tsx',
          'routes/table/index.ts',
          ...germanTexts,
        ],
        budgetKb: PAGE_KB,
        ceilingKb: CEILING.pageKb,
        screenLoaders: /\/apps\/console\/src\/(routes|app)\//,
        exclude: [
          /\/i18n\/src\/locales\//,
          /\/(ui\/src\/provider\/messages|forms\/src\/messages\/texts)\//,
          /\/features\/auth\/AuthenticationLayout\.tsx$/,
        ],
        alongside: screenTexts(tableSources),
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
