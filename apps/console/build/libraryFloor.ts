/**
 * Builds build/floor (the smallest sign-in form made from the sign-in page's libraries) with the
 * console's build settings and prints the gzipped JavaScript it loads, the same way the console's
 * build prints its pages. Issue 7 asks for a sign-in page under 150 kB; this figure is the floor
 * under any sign-in page built from these libraries. PAGE_SIZES_DETAIL=1 lists it by package.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { pageSizes } from './entrySizes.ts';
import { buildOptions, javascriptPlugins } from './settings.ts';

await build({
  configFile: false,
  root: fileURLToPath(new URL('./floor/', import.meta.url)),
  logLevel: 'warn',
  plugins: [
    ...javascriptPlugins(),
    pageSizes([{ name: 'smallest sign-in form from the same libraries', modules: [] }]),
  ],
  build: { ...buildOptions, write: false },
});
