import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import type { Plugin, Rollup } from 'vite';

/** What a page loads: the app's entry and the lazy modules its route shows. */
export interface PageEntry {
  name: string;
  /** Source files (ends of their paths) whose chunks the page loads besides the entry. */
  modules: readonly string[];
  /** The most gzipped JavaScript the page may load, in kB. */
  budgetKb?: number;
}

/** The chunks a set of chunks loads before it runs: themselves and their static imports. */
function closure(
  bundle: Rollup.OutputBundle,
  start: readonly Rollup.OutputChunk[],
): Set<Rollup.OutputChunk> {
  const seen = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  for (const chunk of start) visit(chunk);
  return seen;
}

/** The package (or workspace package) a module or source path belongs to. */
function packageOf(path: string): string {
  return (
    /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ??
    path.replace(/.*\/(packages|apps)\/([^/]+)\/.*/, '$1/$2')
  );
}

/**
 * Minified bytes of the chunks by the package they came from, read from the source maps (each
 * generated segment counts up to the next one), then the chunks with our modules in them.
 */
function printDetail(chunks: readonly Rollup.OutputChunk[]): void {
  const byPackage = new Map<string, number>();
  if (chunks.every((chunk) => !chunk.map)) {
    throw new Error('PAGE_SIZES_DETAIL needs build.sourcemap');
  }
  for (const chunk of chunks) {
    if (!chunk.map) {
      // A facade with no code of its own (it re-exports a module another chunk holds).
      byPackage.set('(no source)', (byPackage.get('(no source)') ?? 0) + chunk.code.length);
      continue;
    }
    const { sources } = chunk.map;
    const lines = chunk.code.split('\n');
    decode(chunk.map.mappings).forEach((segments, line) => {
      segments.forEach((segment, index) => {
        const end = segments[index + 1]?.[0] ?? lines[line]?.length ?? segment[0];
        const source = segment.length > 1 ? sources[segment[1] ?? 0] : undefined;
        const key = source ? packageOf(source) : '(no source)';
        byPackage.set(key, (byPackage.get(key) ?? 0) + end - segment[0]);
      });
    });
  }
  for (const [key, bytes] of [...byPackage].sort((x, y) => y[1] - x[1]).slice(0, 20)) {
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} kB minified  ${key}`);
  }
  for (const chunk of chunks) {
    const kb = (gzipSync(chunk.code).length / 1024).toFixed(1);
    const ours = Object.keys(chunk.modules).filter((id) => !id.includes('node_modules'));
    console.log(`  ${kb.padStart(6)} kB gzip  ${chunk.fileName}: ${ours.slice(0, 8).join(' ')}`);
  }
}

/** Gzipped kB of JavaScript each page loads; prints one line per page, warns over a budget. */
export function pageSizes(pages: readonly PageEntry[]): Plugin {
  return {
    name: 'adconsole-page-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rollup.OutputChunk => item.type === 'chunk',
      );
      const entry = chunks.filter((chunk) => chunk.isEntry);
      for (const page of pages) {
        const lazy = chunks.filter((chunk) =>
          page.modules.some((module) => chunk.facadeModuleId?.endsWith(module)),
        );
        const missing = page.modules.filter(
          (module) => !lazy.some((chunk) => chunk.facadeModuleId?.endsWith(module)),
        );
        if (missing.length > 0) this.error(`${page.name}: no chunk for ${missing.join(', ')}`);
        const loaded = closure(bundle, [...entry, ...lazy]);
        const bytes = [...loaded].reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);
        const kb = bytes / 1024;
        if (process.env.PAGE_SIZES_DETAIL) printDetail([...loaded]);
        const budget = page.budgetKb ? ` (budget ${page.budgetKb} kB)` : '';
        this.info(`${page.name}: ${kb.toFixed(1)} kB gzip of JS in ${loaded.size} files${budget}`);
        console.log(`page size: ${page.name}: ${kb.toFixed(1)} kB gzip of JS${budget}`);
        if (page.budgetKb && kb > page.budgetKb) {
          // Reported, not fatal: the console must still build while the budget is worked on.
          this.warn(
            `${page.name} loads ${kb.toFixed(1)} kB gzip of JS, over its budget of ${page.budgetKb} kB`,
          );
        }
      }
    },
  };
}
