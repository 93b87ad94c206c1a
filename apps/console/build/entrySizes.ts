import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import type { Plugin, Rollup } from 'vite';

/** What a page loads: the app's entry and the lazy modules its route shows. */
export interface PageEntry {
  name: string;
  /** Source files (ends of their paths) whose chunks the page loads besides the entry. */
  modules: readonly string[];
  /** The most gzipped JavaScript the page should load, in kB. */
  budgetKb?: number;
  /** Until the budget is met: the most it may load before the check fails, in kB. */
  ceilingKb?: number;
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
    const kb = gzipKb(chunk).toFixed(1);
    const ours = Object.keys(chunk.modules).filter((id) => !id.includes('node_modules'));
    console.log(`  ${kb.padStart(6)} kB gzip  ${chunk.fileName}: ${ours.slice(0, 8).join(' ')}`);
  }
}

/** One page's weight, as the build measured it (dist/page-sizes.json). */
export interface PageSize {
  name: string;
  kb: number;
  /** The JavaScript files the page loads. */
  files: string[];
  budgetKb?: number;
  /** Until the budget is met: the most it may load before the check fails, in kB. */
  ceilingKb?: number;
  /** A part a screen loads when the user opens it (an editor, a preview): no page budget. */
  onDemand?: boolean;
  /**
   * What the page adds to what every page loads (the entry; for a screen, the entry and its
   * layout): the heaviest chunk first. A regression shows here by name.
   */
  own: { file: string; kb: number; modules: string[] }[];
  /** Every npm package with code in the page's files (checkPageSizes.ts: ON_DEMAND_PACKAGES). */
  packages: string[];
}

/**
 * Every route's screen is its own lazy chunk: each one is measured as a page of its own, with
 * the layout it shows in (`layoutModules`) and the entry, against one budget.
 */
export interface LazyPages {
  layoutModules: readonly string[];
  budgetKb: number;
  /** Until the budget is met: the most a screen may load before the check fails, in kB. */
  ceilingKb?: number;
  /**
   * The modules that load screens (the route table, the route components): a lazy chunk they
   * import is a page; one only a screen imports is a part opened on demand (an editor, a PDF
   * preview), reported with what it adds and no page budget.
   */
  screenLoaders: RegExp;
  /** Lazy modules that are not screens (other languages, the layouts themselves). */
  exclude: readonly RegExp[];
  /**
   * The modules a screen loads beside its chunk, by the screen's source path (its area's
   * texts, `screenTexts` reads them from the route table).
   */
  alongside?: Readonly<Record<string, readonly string[]>>;
}

/** Gzip at level 9, as the browser check (measurePages.ts) counts a downloaded file. */
const gzipKb = (chunk: Rollup.OutputChunk) => gzipSync(chunk.code, { level: 9 }).length / 1024;

/** The sources of a chunk, shortest name first: our files, then the packages. */
function modulesOf(chunk: Rollup.OutputChunk): string[] {
  const ours: string[] = [];
  const packages = new Set<string>();
  for (const id of Object.keys(chunk.modules)) {
    if (id.includes('node_modules')) packages.add(packageOf(id));
    else ours.push(id.replace(/.*\/(packages|apps)\//, ''));
  }
  return [...ours.slice(0, 4), ...[...packages].slice(0, 4)];
}

/**
 * Gzipped kB of JavaScript each page loads; prints one line per page, warns over a budget and
 * writes them all to dist/page-sizes.json, which `build/checkPageSizes.ts` checks in npm test.
 */
export function pageSizes(pages: readonly PageEntry[], lazyPages?: LazyPages): Plugin {
  return {
    name: 'adconsole-page-sizes',
    apply: 'build',
    // After the bundle is written: the code as the browser gets it (Vite adds each dynamic
    // import's preload list and drops the chunks that only held CSS in its own generateBundle).
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rollup.OutputChunk => item.type === 'chunk',
      );
      const entry = chunks.filter((chunk) => chunk.isEntry);
      const shared = closure(bundle, entry);
      const chunkOf = (module: string) =>
        chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
      const measure = (page: PageEntry, base: Set<Rollup.OutputChunk> = shared): PageSize => {
        const lazy = page.modules.map(chunkOf).filter((chunk) => chunk !== undefined);
        const missing = page.modules.filter((module) => !chunkOf(module));
        if (missing.length > 0) this.error(`${page.name}: no chunk for ${missing.join(', ')}`);
        const loaded = closure(bundle, [...entry, ...lazy]);
        const kb = [...loaded].reduce((sum, chunk) => sum + gzipKb(chunk), 0);
        if (process.env.PAGE_SIZES_DETAIL) printDetail([...loaded]);
        const own = [...loaded]
          .filter((chunk) => !base.has(chunk))
          .map((chunk) => ({ file: chunk.fileName, kb: gzipKb(chunk), modules: modulesOf(chunk) }))
          .sort((a, b) => b.kb - a.kb);
        return {
          name: page.name,
          kb,
          files: [...loaded].map((chunk) => chunk.fileName).sort(),
          ...(page.budgetKb ? { budgetKb: page.budgetKb } : {}),
          ...(page.ceilingKb ? { ceilingKb: page.ceilingKb } : {}),
          own,
          packages: [
            ...new Set(
              [...loaded].flatMap((chunk) =>
                Object.keys(chunk.modules)
                  .filter((id) => id.includes('node_modules'))
                  .map(packageOf),
              ),
            ),
          ].sort(),
        };
      };

      const sizes = pages.map((page) => measure(page));
      if (lazyPages) {
        const named = new Set(pages.flatMap((page) => page.modules));
        // What a screen adds: its chunks beyond the entry and the layout it shows in.
        const layout = closure(bundle, [
          ...entry,
          ...lazyPages.layoutModules.map(chunkOf).filter((chunk) => chunk !== undefined),
        ]);
        for (const chunk of chunks) {
          const id = chunk.facadeModuleId;
          if (!chunk.isDynamicEntry || !id) continue;
          const name = id.replace(/.*\/(packages|apps)\/[^/]+\/src\//, '');
          if ([...named].some((module) => id.endsWith(module))) continue;
          if (lazyPages.layoutModules.some((module) => id.endsWith(module))) continue;
          if (lazyPages.exclude.some((pattern) => pattern.test(id))) continue;
          const alongOf = (module: string | undefined) =>
            Object.entries(lazyPages.alongside ?? {}).find(([screen]) =>
              module?.endsWith(screen),
            )?.[1] ?? [];
          // By the modules that import it (a chunk may group a loader with other code).
          const importers = this.getModuleInfo(id)?.dynamicImporters ?? [];
          const onDemand = !importers.some((importer) => lazyPages.screenLoaders.test(importer));
          // A part opened on demand counts with the first screen that opens it.
          const opener = onDemand
            ? chunks.find(
                (other) => other.facadeModuleId && other.dynamicImports.includes(chunk.fileName),
              )?.facadeModuleId
            : undefined;
          const size = measure(
            {
              name,
              modules: [
                ...lazyPages.layoutModules,
                id.replace(/.*\/(packages|apps)\//, ''),
                ...(opener ? [opener.replace(/.*\/(packages|apps)\//, '')] : []),
                ...alongOf(id),
                ...alongOf(opener ?? undefined),
              ],
              ...(onDemand
                ? {}
                : {
                    budgetKb: lazyPages.budgetKb,
                    ...(lazyPages.ceilingKb ? { ceilingKb: lazyPages.ceilingKb } : {}),
                  }),
            },
            layout,
          );
          sizes.push(onDemand ? { ...size, onDemand } : size);
        }
      }

      for (const size of sizes) {
        const budget = size.budgetKb
          ? ` (budget ${size.budgetKb} kB)`
          : size.onDemand
            ? ' (on demand, with the screen that opens it)'
            : '';
        console.log(`page size: ${size.name}: ${size.kb.toFixed(1)} kB gzip of JS${budget}`);
        if (size.budgetKb && size.kb > size.budgetKb) {
          // Reported here, failed by the check in npm test (build/checkPageSizes.ts): the
          // console still builds while the budget is worked on.
          this.warn(
            `${size.name} loads ${size.kb.toFixed(1)} kB gzip of JS, over its budget of ${size.budgetKb} kB`,
          );
        }
      }
      writeFileSync(
        path.join(options.dir ?? 'dist', 'page-sizes.json'),
        `${JSON.stringify(sizes, null, 2)}\n`,
      );
    },
  };
}

/**
 * The area texts each screen of the route table loads beside its chunk, as module paths of
 * their German files (the language a first visit gets), by the screen's source path: read
 * from the table's `lazyScreen(() => import('…/X.tsx'), 'X', ['orders'])` calls (and those
 * whose import is a named loader, `const screens = () => import('…')`), so the budgets count
 * what the console loads without a second list to keep.
 */
export function screenTexts(tableSources: readonly string[]): Record<string, string[]> {
  const texts: Record<string, string[]> = {};
  for (const source of tableSources) {
    const loaders = new Map(
      [...source.matchAll(/const (\w+) = \(\) =>\s*import\('([^']+)'\)/g)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    const calls = source.matchAll(
      /lazyScreen\(\s*(?:\(\) => import\('([^']+)'\)|(\w+)(?: as \w+)?),\s*(?:'\w+'|\w+),?\s*(?:\[([^\]]*)\])?/g,
    );
    // A table's own wrapper that names the texts for its screens (settings' `configured`:
    // `(load, name) => lazyScreen(load, name, ['configuration'])`), called with a named loader.
    const wrappers = new Map(
      [
        ...source.matchAll(
          /const (\w+) =[^;]*?=>\s*lazyScreen\(\s*load,\s*name,\s*\[([^\]]*)\]\s*\)/g,
        ),
      ].map((match) => [match[1] as string, match[2] as string]),
    );
    const wrapped = [...source.matchAll(/\b(\w+)\(\s*(\w+),\s*'\w+'\s*\)/g)].flatMap(
      ([, wrapper, loader]) => {
        const list = wrapper ? wrappers.get(wrapper) : undefined;
        return list ? [[undefined, undefined, loader, list] as const] : [];
      },
    );
    for (const [, imported, loader, list] of [...calls, ...wrapped]) {
      const module = imported ?? (loader ? loaders.get(loader) : undefined);
      if (!module || !list) continue;
      const namespaces = [...list.matchAll(/'(\w+)'/g)].map((match) => match[1] as string);
      const screen = module.replace(/^(\.\.\/)+/, '');
      texts[screen] = [
        ...new Set([
          ...(texts[screen] ?? []),
          ...namespaces.map((namespace) => `i18n/src/locales/de/${namespace}.json`),
        ]),
      ];
    }
  }
  return texts;
}
