// The DataTable benchmark (README "DataTable performance"): build a page with Vite that renders
// a DataTable of 100,000 rows (the spec's 'unlimited' page size), open it in headless
// Chromium and print the time to first render (goal: under 200 ms) and the frames per second
// while the rows scroll (goal: 55 or more). Run: pnpm --filter @adconsole/ui bench:datatable

import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/lib/chromium.mjs';
import { buildPage, packageRoot } from './lib/buildPage.mjs';

const rowCount = 100_000;
/** A list of a few rows: what any screen with React and ui costs before the rows count. */
const baselineRowCount = 50;
/** Page loads per row count; the median counts (the machines are shared and noisy). */
const runs = Number(process.env.BENCH_RUNS ?? 5);
const scrollSeconds = 4;
const goals = { firstRenderMs: 200, fps: 55 };

// The rows exist before the timer starts (they come from the server); the timer covers what
// the DataTable does with them: the table model, the virtual window and the first paint.
const page = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { DataTable, UiProvider } from '@adconsole/ui';
import { makeOrders, orderColumns } from './storyOrders.tsx';

const rows = makeOrders(Number(new URLSearchParams(location.search).get('rows')));
const getRowId = (order) => order.id;
const getRowHref = (order) => '/orders/' + order.id;
const app = createElement(UiProvider, { locale: 'de' },
  createElement(DataTable, { 'aria-label': 'Orders', columns: orderColumns, rows, getRowId, getRowHref, layout: 'table' }));

const start = performance.now();
createRoot(document.getElementById('root')).render(app);
// Two frames: the first runs after React's commit, the second after that frame was painted.
function painted() {
  if (!document.querySelector('tbody tr')) return requestAnimationFrame(painted);
  requestAnimationFrame(() => { window.firstRenderMs = performance.now() - start; });
}
requestAnimationFrame(painted);

/** Scrolls the rows down a little every frame for the given time and counts the frames. */
window.scrollRows = (seconds) => new Promise((resolve) => {
  const grid = document.querySelector('[role="grid"]');
  const frames = [];
  const begin = performance.now();
  function frame(now) {
    frames.push(now);
    grid.scrollTop += 40;
    if (now - begin < seconds * 1000) requestAnimationFrame(frame);
    else resolve({ frames: frames.length - 1, elapsed: frames.at(-1) - frames[0],
      longest: Math.max(...frames.slice(1).map((t, i) => t - frames[i])), scrolledTo: grid.scrollTop });
  }
  requestAnimationFrame(frame);
});`;

/** Serves the built page on a loopback port. */
function serve(dist) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    const file = path.join(dist, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dist)) return response.writeHead(404).end();
    response.setHeader('content-type', types[path.extname(file)] ?? 'application/octet-stream');
    createReadStream(file)
      .on('error', () => response.writeHead(404).end())
      .pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** The 15 functions with the most time of their own (not counting what they call). */
function printProfile({ nodes, samples, timeDeltas }) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  samples.forEach((id, index) => {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const name = `${functionName || '(anonymous)'} ${path.basename(url)}:${lineNumber + 1}`;
    selfMs.set(name, (selfMs.get(name) ?? 0) + (timeDeltas[index] ?? 0) / 1000);
  });
  const top = [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, 15);
  for (const [name, ms] of top) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
}

// Inside the package, so the page resolves react and ui's dependencies as a consumer would.
const root = await mkdtemp(path.join(packageRoot, '.bench-datatable-'));
let server;
let browser;
try {
  const dist = await buildPage(root, page, {
    plugins: [react(), vanillaExtractPlugin()],
    alias: {
      './storyOrders.tsx': path.join(packageRoot, 'src/components/DataTable/storyOrders.tsx'),
    },
    // Readable names in a profile (BENCH_PROFILE=1).
    minify: !process.env.BENCH_PROFILE,
  });
  server = await serve(dist);
  browser = await chromium.launch(await chromiumLaunchOptions());
  const url = `http://127.0.0.1:${server.address().port}/`;
  const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  /** Loads the page with `rows` rows `runs` times: the first render times, the last load kept. */
  async function firstRenders(rows) {
    const times = [];
    for (let run = 0; run < runs; run++) {
      await tab.goto(`${url}?rows=${rows}`);
      await tab.waitForFunction(() => typeof window.firstRenderMs === 'number');
      times.push(await tab.evaluate(() => window.firstRenderMs));
    }
    return times;
  }

  const baseline = median(await firstRenders(baselineRowCount));
  // With BENCH_PROFILE=1: where a load of the big page spends its time.
  const profiler = process.env.BENCH_PROFILE ? await tab.context().newCDPSession(tab) : undefined;
  await profiler?.send('Profiler.enable');
  await profiler?.send('Profiler.start');
  const times = await firstRenders(rowCount);
  if (profiler) printProfile((await profiler.send('Profiler.stop')).profile);
  const firstRenderMs = median(times);
  const rendered = await tab.evaluate(() => document.querySelectorAll('tbody tr').length);
  const scroll = await tab.evaluate((seconds) => window.scrollRows(seconds), scrollSeconds);
  const fps = (scroll.frames / scroll.elapsed) * 1000;

  console.log(`Rows:                ${rowCount.toLocaleString('en')} (${rendered} rendered)`);
  console.log(
    `First render:        ${firstRenderMs.toFixed(0)} ms, median of ${runs} loads ` +
      `(${times.map((time) => time.toFixed(0)).join(', ')}; goal under ${goals.firstRenderMs} ms)`,
  );
  console.log(
    `  the same page with ${baselineRowCount} rows: ${baseline.toFixed(0)} ms, so the rows cost ${(firstRenderMs - baseline).toFixed(0)} ms`,
  );
  console.log(
    `Scrolling:           ${fps.toFixed(1)} fps over ${(scroll.elapsed / 1000).toFixed(1)} s, ` +
      `longest frame ${scroll.longest.toFixed(0)} ms, ${Math.round(scroll.scrolledTo).toLocaleString('en')} px (goal ${goals.fps} fps or more)`,
  );
  if (firstRenderMs >= goals.firstRenderMs || fps < goals.fps) {
    console.error('Below the goals.');
    process.exitCode = 1;
  }
} finally {
  await browser?.close();
  server?.close();
  await rm(root, { recursive: true, force: true });
}
