// `npm test`'s page-weight check: reads what the console build measured (dist/page-sizes.json,
// written by entrySizes.ts) and fails for every page over its budget. It lists the heaviest
// pages with what they add, so a regression names its cause. Each page counts as one test in
// .reports/size.json. Run by turbo after the console's build: `pnpm --filter
// @adconsole/console test:size`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FILES_PER_PAGE, ON_DEMAND_PACKAGES } from './budgets.ts';
import type { PageSize } from './entrySizes.ts';

const consoleDir = path.resolve(import.meta.dirname, '..');
const sizesFile = path.join(consoleDir, 'dist', 'page-sizes.json');
const reportFile = path.join(consoleDir, '.reports', 'size.json');

function report(passed: number, failed: number) {
  mkdirSync(path.dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, JSON.stringify({ numPassedTests: passed, numFailedTests: failed }));
}

if (!existsSync(sizesFile)) {
  console.error(
    `${sizesFile} is missing: build the console first (pnpm --filter @adconsole/console build).`,
  );
  report(0, 1);
  process.exit(1);
}

const sizes = (JSON.parse(readFileSync(sizesFile, 'utf8')) as PageSize[]).sort(
  (a, b) => b.kb - a.kb,
);
/** What a page loads that only a part opened on demand may (budgets.ts, ON_DEMAND_PACKAGES). */
function onDemandOnly(size: PageSize): string[] {
  if (size.onDemand || size.budgetKb === undefined) return [];
  return size.packages.filter((name) => name in ON_DEMAND_PACKAGES);
}
const overBudget = sizes.filter(
  (size) =>
    (size.budgetKb !== undefined && size.kb > size.budgetKb) ||
    (!size.onDemand && size.files.length > FILES_PER_PAGE),
);
// Until the budgets are met, a page fails above its kind's ceiling (budgets.ts); over its
// files it fails at once (that budget is met).
const over = sizes.filter(
  (size) =>
    (size.budgetKb !== undefined && size.kb > (size.ceilingKb ?? size.budgetKb)) ||
    (!size.onDemand && size.files.length > FILES_PER_PAGE) ||
    onDemandOnly(size).length > 0,
);
const kb = (value: number) => `${value.toFixed(1)} kB`;

function describe(size: PageSize, chunks: number) {
  const ceiling = size.ceilingKb ? `, ceiling ${kb(size.ceilingKb)}` : '';
  const budget =
    size.budgetKb === undefined ? ' (on demand)' : ` (budget ${kb(size.budgetKb)}${ceiling})`;
  console.log(
    `  ${kb(size.kb).padStart(9)}  ${String(size.files.length).padStart(3)} files  ${size.name}${budget}`,
  );
  for (const chunk of size.own.slice(0, chunks)) {
    console.log(
      `  ${''.padStart(9)}    +${kb(chunk.kb)} ${chunk.file}: ${chunk.modules.join(', ')}`,
    );
  }
}

console.log(
  `Page weights (gzip -9 of JS; at most ${FILES_PER_PAGE} files a page), ${sizes.length} pages; the heaviest:`,
);
for (const size of sizes.slice(0, 8)) describe(size, 3);
const pages = sizes.filter((size) => !size.onDemand);
console.log(
  `\n${pages.length - overBudget.length} of ${pages.length} pages within their budgets and ${FILES_PER_PAGE} files; over (kB, files):`,
);
console.log(
  `  ${overBudget.map((size) => `${size.name} ${size.kb.toFixed(1)}/${size.files.length}`).join(', ')}`,
);
for (const size of sizes) {
  const parts = onDemandOnly(size);
  if (parts.length === 0) continue;
  const what = [...new Set(parts.map((name) => ON_DEMAND_PACKAGES[name]))].join(', ');
  console.error(
    `\n${size.name} loads ${what} with the page (${parts.join(', ')}): import it on demand (lazyPart, React.lazy).`,
  );
}
if (over.length > 0) {
  console.error(
    `\n${over.length} page(s) over their ceiling or ${FILES_PER_PAGE} files, or loading an on-demand part:`,
  );
  for (const size of over) describe(size, 6);
}
report(sizes.length - over.length, over.length);
process.exit(over.length > 0 ? 1 : 0);
