// Where a page's bytes are (issue 36): `pnpm --filter @adconsole/console analyze [page…]`
// builds the console with rollup-plugin-visualizer (ANALYZE=1: dist/stats.json, the raw data,
// and dist/stats.html, a treemap to open in a browser), then prints, for each page of the
// build's static report (dist/page-sizes.json; the sign-in page and the accounts list unless
// named), its top modules and packages by gzip (level 9 of each module's own code, so the sum
// is somewhat above the page's figure: gzip of a whole chunk shares its dictionary).
// `ANALYZE_ONLY=1` reads the last build's files without building again.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageSize } from './entrySizes.ts';

interface Stats {
  nodeParts: Record<string, { renderedLength: number; gzipLength: number; metaUid: string }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}

const consoleDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(consoleDir, 'dist');
const requested = process.argv.slice(2);
const pagesToShow = requested.length > 0 ? requested : ['sign-in', 'features/crm/AccountsPage.tsx'];
const TOP = Number(process.env.ANALYZE_TOP ?? 15);

if (!process.env.ANALYZE_ONLY) {
  execFileSync('vite', ['build', '--logLevel', 'warn'], {
    cwd: consoleDir,
    stdio: 'inherit',
    env: { ...process.env, ANALYZE: '1' },
  });
}
for (const file of ['stats.json', 'page-sizes.json']) {
  if (!existsSync(path.join(dist, file))) throw new Error(`dist/${file} is missing: build first`);
}
const stats = JSON.parse(readFileSync(path.join(dist, 'stats.json'), 'utf8')) as Stats;
const pages = JSON.parse(readFileSync(path.join(dist, 'page-sizes.json'), 'utf8')) as PageSize[];

/** A module's short name: the package it came from, or its path in the workspace. */
function shortName(id: string): { module: string; owner: string } {
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)(.*)/.exec(
    id,
  );
  if (inPackage) return { module: `${inPackage[1]}${inPackage[2]}`, owner: inPackage[1] ?? id };
  const ours = id.replace(/.*\/(packages|apps)\//, '');
  return { module: ours, owner: ours.replace(/^(\w+)\/src\/([^/]+)\/.*/, '$1/$2') };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} kB`;
for (const name of pagesToShow) {
  const page = pages.find((candidate) => candidate.name === name);
  if (!page) {
    console.error(`no page ${name} in dist/page-sizes.json`);
    process.exitCode = 1;
    continue;
  }
  const files = new Set(page.files.map((file) => path.basename(file)));
  const modules = new Map<string, number>();
  const owners = new Map<string, number>();
  for (const meta of Object.values(stats.nodeMetas)) {
    for (const [bundle, partUid] of Object.entries(meta.moduleParts)) {
      if (!files.has(path.basename(bundle))) continue;
      const part = stats.nodeParts[partUid];
      if (!part || part.renderedLength === 0) continue;
      const { module, owner } = shortName(meta.id);
      modules.set(module, (modules.get(module) ?? 0) + part.gzipLength);
      owners.set(owner, (owners.get(owner) ?? 0) + part.gzipLength);
    }
  }
  const top = (entries: Map<string, number>) =>
    [...entries].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  console.log(`\n${name}: ${page.kb.toFixed(1)} kB gzip in ${page.files.length} files`);
  console.log(`  top ${TOP} packages and console/ui folders (gzip of each module, summed):`);
  for (const [owner, bytes] of top(owners)) console.log(`  ${kb(bytes)}  ${owner}`);
  console.log(`  top ${TOP} modules:`);
  for (const [module, bytes] of top(modules)) console.log(`  ${kb(bytes)}  ${module}`);
}
console.log(`\nThe treemap of the whole build: ${path.join(dist, 'stats.html')}`);
