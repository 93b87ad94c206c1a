// Builds a one-page app with Vite for the package's scripts (the bundle budget and the
// DataTable benchmark), importing `@adconsole/ui` from source as an app would.

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';

export const packageRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Writes `index.html` and `main.js` (the app's `source`) into `root`, builds them and returns
 * the output folder. `root` must lie inside the package, so the app resolves react and ui's
 * dependencies as a consumer would (vanilla-extract also compiles only below the build root).
 */
export async function buildPage(root, source, { plugins, alias = {}, minify = true }) {
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="de"><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  await writeFile(path.join(root, 'main.js'), source);
  const outDir = path.join(root, 'dist');
  await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins,
    resolve: { alias: { '@adconsole/ui': path.join(packageRoot, 'src/index.ts'), ...alias } },
    build: { outDir, emptyOutDir: true, minify },
  });
  return outDir;
}
