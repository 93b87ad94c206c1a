import { gzipSync } from 'node:zlib';
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
        if (process.env.PAGE_SIZES_DETAIL) {
          const byPackage = new Map<string, string>();
          for (const chunk of loaded) {
            for (const [id, info] of Object.entries(chunk.modules)) {
              const key =
                /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(
                  id,
                )?.[1] ?? id.replace(/.*\/(packages|apps)\/([^/]+)\/.*/, '$1/$2');
              byPackage.set(key, (byPackage.get(key) ?? '') + (info.code ?? ''));
            }
          }
          const sizes = [...byPackage].map(
            ([key, code]) => [key, gzipSync(code).length / 1024] as const,
          );
          for (const [key, size] of sizes.sort((x, y) => y[1] - x[1]).slice(0, 20)) {
            console.log(`  ${size.toFixed(1).padStart(6)} kB gzip  ${key}`);
          }
          for (const chunk of loaded) {
            const kbOf = (gzipSync(chunk.code).length / 1024).toFixed(1);
            const ours = Object.keys(chunk.modules).filter((id) => !id.includes('node_modules'));
            console.log(
              `  ${kbOf.padStart(6)} kB  ${chunk.fileName}: ${ours.slice(0, 8).join(' ')}`,
            );
          }
        }
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
