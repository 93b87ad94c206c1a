import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 34 "typed routes without cycles": the route table loads the screens (lazily) and the
// screens must not depend on the route table back, not even by a type: a screen names its route
// by id (`useTableParams<'crm.account'>()`, the table's files register their nodes in
// `TableNodes`) and reads a rule it shares with a route from `routes/access.ts`. Type imports
// count, as they do for madge or dpdm: a screen that imports a type of the table changes with it.

const root = import.meta.dirname;

/** Every source file of the console, tests aside, by its path below src/. */
function sourceFiles(folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [path.relative(root, full)]
      : [];
  });
}

/**
 * The console files a source file depends on: its static imports and re-exports (type ones
 * too) and its dynamic `import()`s.
 */
export function importsOf(file: string, source: string): string[] {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? '');
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.normalize(path.join(path.dirname(file), specifier)));
}

/** The strongly connected groups of more than one file (each holds at least one circle). */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('the import graph of the console (issue 34)', () => {
  it('reads value, type and dynamic imports', () => {
    const source = [
      "import type { accountPages } from '../../routes/table/crm.ts';",
      "import { useTableParams } from '../../routes/useTableParams.ts';",
      "export { areas } from './index.ts';",
      "const screens = () => import('../../features/crm/AccountsPage.tsx');",
    ].join('\n');
    expect(importsOf('features/crm/AccountPage.tsx', source)).toEqual([
      'routes/table/crm.ts',
      'routes/useTableParams.ts',
      'features/crm/index.ts',
      'features/crm/AccountsPage.tsx',
    ]);
  });

  it('finds a circle through a dynamic import', () => {
    const graph = new Map([
      ['routes/table/crm.ts', ['features/crm/AccountPage.tsx']],
      ['features/crm/AccountPage.tsx', ['routes/table/crm.ts']],
      ['app/api.ts', []],
    ]);
    expect(circles(graph)).toEqual([['features/crm/AccountPage.tsx', 'routes/table/crm.ts']]);
  });

  it('has no circle between routes/ and features/', () => {
    const graph = new Map(
      sourceFiles().map((file) => [
        file,
        importsOf(file, readFileSync(path.join(root, file), 'utf8')),
      ]),
    );
    const crossing = circles(graph).filter(
      (group) =>
        group.some((file) => file.startsWith('routes/')) &&
        group.some((file) => file.startsWith('features/')),
    );
    expect(crossing).toEqual([]);
  });
});
