// What a consumer pays for importing parts of the packages (issue 45): small apps built with
// plain Vite in the consumer app's install of the packed tarballs, each importing one thing,
// measured against the same app without it. Prints JS and CSS, gzip level 9: what the page
// loads up front (its entry and the chunks it preloads) and in all (with the chunks that load
// on demand, e.g. a dialog's parts, another language's texts).
//   node scripts/packages/import-cost.mjs            packs, installs in a temp folder, measures
//   node scripts/packages/import-cost.mjs --app DIR  measures in an installed consumer app
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { run } from '../lib/run.mjs';
import { prepareConsumer } from './consumer.mjs';

const react = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
const root = createRoot(document.getElementById('root'));`;

/** Each measured app; `base` names the app it is compared with. */
export const importCases = {
  react: { base: null, source: `${react}\nroot.render(h('p', null, 'empty'));` },
  button: {
    base: 'react',
    label: 'Button (ui)',
    source: `${react}\nimport { Button } from '@adconsole/ui';\nroot.render(h(Button, null, 'Save'));`,
  },
  formField: {
    base: 'react',
    label: 'one form field (forms: useZodForm + FormTextField)',
    source: `${react}
import { FormTextField, requiredText, useZodForm } from '@adconsole/forms';
import { z } from 'zod/mini';
const schema = z.object({ name: requiredText() });
function Form() {
  const form = useZodForm({ schema, defaultValues: { name: '' }, onSubmit: () => {} });
  return h('form', { ref: form.formRef, onSubmit: form.submit }, h(FormTextField, { control: form.control, name: 'name', label: 'Name' }));
}
root.render(h(Form));`,
  },
  dataTable: {
    base: 'react',
    label: 'DataTable (ui)',
    source: `${react}
import { createDataTableColumns, DataTable } from '@adconsole/ui';
const column = createDataTableColumns();
const columns = [column.accessor('name', { header: 'Name' })];
root.render(h(DataTable, { 'aria-label': 'Rows', columns, rows: [{ name: 'A' }], getRowId: (row) => row.name }));`,
  },
  wholeUi: {
    base: 'react',
    label: 'the whole ui library (every export)',
    source: `${react}\nimport * as ui from '@adconsole/ui';\nwindow.ui = ui;\nroot.render(h(ui.Button, null, 'Save'));`,
  },
  empty: { base: null, source: `document.body.append('empty');` },
  client: {
    base: 'empty',
    label: 'the API client and one call (api: createApiClient + signIn)',
    source: `import { createApiClient, signIn } from '@adconsole/api';
const client = createApiClient({ tokenlessPaths: ['/ws-auth/token'] });
window.signIn = (email, password) => signIn(client, { email, password });`,
  },
};

/** Builds each case in `appDir` (an installed consumer app) and answers its sizes. */
export async function measureImportCosts(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const { build } = await import(require.resolve('vite'));
  const sizes = {};
  for (const [name, { source }] of Object.entries(importCases)) {
    const root = path.join(appDir, `.measure-${name}`);
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root);
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html lang="de"><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
    );
    writeFileSync(path.join(root, 'main.js'), source);
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      build: { outDir: path.join(root, 'dist'), emptyOutDir: true },
    });
    sizes[name] = sizesOf(path.join(root, 'dist'));
    rmSync(root, { recursive: true, force: true });
  }
  return Object.fromEntries(
    Object.entries(importCases)
      .filter(([, { base }]) => base)
      .map(([name, { base, label }]) => [
        name,
        {
          label,
          upFront: minus(sizes[name].upFront, sizes[base].upFront),
          all: minus(sizes[name].all, sizes[base].all),
        },
      ]),
  );
}

const minus = (a, b) => ({ js: a.js - b.js, css: a.css - b.css });

/** Gzip bytes of the JS and CSS a built page loads up front (index.html names them) and in all. */
function sizesOf(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const upFrontFiles = new Set(
    [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)].map((m) => m[1]),
  );
  const upFront = { js: 0, css: 0 };
  const all = { js: 0, css: 0 };
  for (const file of readdirSync(path.join(dist, 'assets'))) {
    const kind = file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : null;
    if (!kind) continue;
    const gzip = gzipSync(readFileSync(path.join(dist, 'assets', file)), { level: 9 }).length;
    all[kind] += gzip;
    if (upFrontFiles.has(`assets/${file}`)) upFront[kind] += gzip;
  }
  return { upFront, all };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

if (import.meta.main) {
  const { values } = parseArgs({ options: { app: { type: 'string' } } });
  let appDir = values.app && path.resolve(values.app);
  let scratch;
  if (!appDir) {
    scratch = mkdtempSync(path.join(tmpdir(), 'adconsole-import-cost-'));
    const packs = path.join(scratch, 'packs');
    const code = await run('node', [
      path.join(import.meta.dirname, 'pack.mjs'),
      '--quiet',
      '--out',
      packs,
    ]);
    if (code !== 0) process.exit(code);
    appDir = await prepareConsumer(path.join(scratch, 'app'), packs);
  }
  try {
    const costs = await measureImportCosts(appDir);
    console.log('What importing it adds to a React app built with Vite (gzip level 9):');
    for (const { label, upFront, all } of Object.values(costs)) {
      console.log(
        `  ${label}: JS ${kB(upFront.js)} + CSS ${kB(upFront.css)} up front; ${kB(all.js)} + ${kB(all.css)} with what loads on demand`,
      );
    }
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}
