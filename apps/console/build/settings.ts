import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import type { BuildOptions, PluginOption } from 'vite';

/**
 * What the console's build and the library floor (libraryFloor.ts) build with, so the floor's
 * figure compares with the console's pages.
 */
export function javascriptPlugins(): PluginOption[] {
  return [
    // react-aria's own texts (e.g. "Dismiss") only in the console's four languages.
    optimizeLocales.vite({ locales: ['de', 'en', 'fr', 'it'] }),
    react(),
  ];
}

/**
 * The libraries every page runs before it shows anything (React, the router, queries, texts,
 * the API client): one chunk, not the 20-odd small ones Rolldown would cut them into by which
 * screens share which part (issue 36: at most 40 files on a cold page).
 */
const framework =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|@tanstack[\\/](?:react-router|router-core|history|react-query|query-core|store|react-store)|i18next|react-i18next|ky|use-sync-external-store|html-parse-stringify|void-elements|clsx|@vanilla-extract[\\/](?:recipes|sprinkles|dynamic))[\\/]/;

export const buildOptions = {
  target: 'es2023',
  sourcemap: true,
  rolldownOptions: {
    output: { codeSplitting: { groups: [{ name: 'framework', test: framework }] } },
  },
} satisfies BuildOptions;
