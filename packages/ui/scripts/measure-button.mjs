// The bundle budget of @adconsole/ui (README "Bundle budget"): build an empty Vite app, then
// the same app importing only Button from @adconsole/ui, and print what Button added: JS
// gzip bytes (goal: under 15 kB) and which component styles ended up in the CSS (goal:
// Button's own and the ones it renders, nothing else). Run: pnpm --filter @adconsole/ui measure

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { buildPage, packageRoot } from './lib/buildPage.mjs';

const budgetBytes = 15 * 1024;

/** Both apps render with React; only the second one imports anything from ui. */
const apps = {
  empty: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(createElement('p', null, 'empty'));`,
  button: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@adconsole/ui';
createRoot(document.getElementById('root')).render(createElement(Button, null, 'Save'));`,
};

async function buildApp(name, source) {
  // Inside the package, so the app resolves react and ui's dependencies as a consumer would
  // (vanilla-extract also compiles only below the build root). Removed again below.
  const root = await mkdtemp(path.join(packageRoot, `.measure-${name}-`));
  try {
    return await buildIn(root, source);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

async function buildIn(root, source) {
  // Debug identifiers put the source file in every class name, so the CSS can be attributed.
  const dist = await buildPage(root, source, {
    plugins: [vanillaExtractPlugin({ identifiers: 'debug' }), listModules],
  });
  const assets = path.join(dist, 'assets');
  const files = await readdir(assets);
  let jsGzip = 0;
  let css = '';
  for (const file of files) {
    const content = await readFile(path.join(assets, file));
    if (file.endsWith('.js')) jsGzip += gzipSync(content, { level: 9 }).length;
    if (file.endsWith('.css')) css += content.toString();
  }
  return { jsGzip, css };
}

/** With MEASURE_MODULES=1: the 25 biggest modules of the bundle, to see what costs. */
const listModules = {
  name: 'list-modules',
  generateBundle(_options, bundle) {
    if (!process.env.MEASURE_MODULES) return;
    const modules = Object.values(bundle).flatMap((chunk) =>
      Object.entries(chunk.modules ?? {}).map(([id, info]) => [info.renderedLength, id]),
    );
    modules.sort((a, b) => b[0] - a[0]);
    for (const [length, id] of modules.slice(0, 25)) {
      console.log(`${String(length).padStart(8)}  ${id.replace(/.*node_modules\//, '')}`);
    }
  },
};

/** The style files whose classes are in the CSS (debug class names start with the file name). */
function styleSources(css) {
  const names = new Set();
  for (const match of css.matchAll(/\.([A-Za-z]+)_[\w-]*__[a-z0-9]+/g)) names.add(match[1]);
  return [...names].sort();
}

const empty = await buildApp('empty', apps.empty);
const withButton = await buildApp('button', apps.button);
const added = withButton.jsGzip - empty.jsGzip;
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

console.log(`Empty React app:     ${kB(empty.jsGzip)} JS gzip`);
console.log(`App with Button:     ${kB(withButton.jsGzip)} JS gzip`);
console.log(`Added by Button:     ${kB(added)} JS gzip (budget ${kB(budgetBytes)})`);
console.log(`CSS from:            ${styleSources(withButton.css).join(', ') || '(none)'}`);
console.log(`CSS size:            ${kB(gzipSync(withButton.css, { level: 9 }).length)} gzip`);
if (added > budgetBytes) {
  console.error('Over budget.');
  process.exitCode = 1;
}
