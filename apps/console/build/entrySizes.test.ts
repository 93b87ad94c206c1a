import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type PageSize, pageSizes, screenTexts } from './entrySizes.ts';

describe('the pages the build measures (issue 36)', () => {
  const chunk = (
    fileName: string,
    module: string,
    options: { imports?: string[]; dynamicImports?: string[]; isEntry?: boolean } = {},
  ) => ({
    type: 'chunk',
    fileName,
    facadeModuleId: `/repo/apps/console/src/${module}`,
    modules: { [`/repo/apps/console/src/${module}`]: {} },
    imports: options.imports ?? [],
    dynamicImports: options.dynamicImports ?? [],
    isEntry: options.isEntry ?? false,
    isDynamicEntry: !options.isEntry,
    code: `export const code = '${module}';`,
  });

  it('budgets a screen the route table loads; a part a screen opens counts with that screen, unbudgeted', () => {
    const bundle = Object.fromEntries(
      [
        // The entry groups the route table with a kit module that opens a dialog on demand
        // (build/settings.ts's groups): the dialog is no screen for being in the same chunk.
        {
          ...chunk('table.js', 'routes/table/index.ts', {
            isEntry: true,
            dynamicImports: ['layout.js', 'list.js', 'dialog.js'],
          }),
          modules: {
            '/repo/apps/console/src/routes/table/index.ts': {},
            '/repo/apps/console/src/kit/ListView.tsx': {},
          },
        },
        chunk('layout.js', 'features/shell/SignedInLayout.tsx'),
        chunk('list.js', 'features/x/ListPage.tsx', { dynamicImports: ['editor.js'] }),
        chunk('editor.js', 'features/x/Editor.tsx'),
        chunk('dialog.js', 'kit/Dialog.tsx'),
      ].map((item) => [item.fileName, item]),
    );
    const src = '/repo/apps/console/src/';
    const importers: Record<string, string[]> = {
      [`${src}features/shell/SignedInLayout.tsx`]: [`${src}routes/table/index.ts`],
      [`${src}features/x/ListPage.tsx`]: [`${src}routes/table/index.ts`],
      [`${src}features/x/Editor.tsx`]: [`${src}features/x/ListPage.tsx`],
      [`${src}kit/Dialog.tsx`]: [`${src}kit/ListView.tsx`],
    };
    const plugin = pageSizes([], {
      layoutModules: ['features/shell/SignedInLayout.tsx'],
      budgetKb: 290,
      ceilingKb: 400,
      screenLoaders: /\/src\/routes\//,
      exclude: [],
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'page-sizes-'));
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
      warn: () => {},
      getModuleInfo: (id: string) => ({ dynamicImporters: importers[id] ?? [] }),
    };
    try {
      (plugin.writeBundle as (...args: unknown[]) => void).call(context, { dir }, bundle);
      const sizes = JSON.parse(
        readFileSync(path.join(dir, 'page-sizes.json'), 'utf8'),
      ) as PageSize[];
      const list = sizes.find((size) => size.name === 'features/x/ListPage.tsx');
      const editor = sizes.find((size) => size.name === 'features/x/Editor.tsx');
      expect(list).toMatchObject({ budgetKb: 290, ceilingKb: 400 });
      expect(list?.files).toEqual(['layout.js', 'list.js', 'table.js']);
      expect(list?.onDemand).toBeUndefined();
      expect(editor?.onDemand).toBe(true);
      expect(editor?.budgetKb).toBeUndefined();
      expect(editor?.files).toEqual(['editor.js', 'layout.js', 'list.js', 'table.js']);
      const dialog = sizes.find((size) => size.name === 'kit/Dialog.tsx');
      expect(dialog?.onDemand).toBe(true);
      expect(dialog?.budgetKb).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the area texts a screen loads, as the page budgets count them', () => {
  it('reads each screen’s namespaces from its lazyScreen call, inline or through a named loader', () => {
    const table = `
      const postScreens = () => import('../../features/post/PostPages.tsx');
      export const a = page('x', 'routes.x', {
        screen: lazyScreen(
          () => import('../../features/orders/CampaignsPage.tsx'),
          'CampaignsPage',
          ['orders'],
        ),
      });
      export const b = { screen: lazyScreen(postScreens, 'PostOverview', ['post', 'orders']) };
      const settingsScreens = () => import('../../features/settings/screens.ts');
      const screen = (name) => lazyScreen(settingsScreens as never, name, ['configuration']);
      const postScreen = (name) => lazyScreen(postScreens, name, ['post']);
      export const c = { screen: lazyScreen(() => import('../../features/crm/AccountsPage.tsx'), 'AccountsPage') };
    `;
    expect(screenTexts([table])).toEqual({
      'features/orders/CampaignsPage.tsx': ['i18n/src/locales/de/orders.json'],
      'features/settings/screens.ts': ['i18n/src/locales/de/configuration.json'],
      'features/post/PostPages.tsx': [
        'i18n/src/locales/de/post.json',
        'i18n/src/locales/de/orders.json',
      ],
    });
  });

  it('finds the real route table’s screens with area texts (the console’s own table)', () => {
    const folder = new URL('../src/routes/table/', import.meta.url);
    const sources = readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(new URL(file, folder), 'utf8'));
    const calls = sources.join('\n').match(/lazyScreen\(/g)?.length ?? 0;
    expect(calls).toBeGreaterThan(10);
    // Every namespace named in the table is one of the console's text files.
    for (const files of Object.values(screenTexts(sources)))
      for (const file of files)
        expect(
          readdirSync(new URL('../../../packages/i18n/src/locales/de/', import.meta.url)),
        ).toContain(file.replace('i18n/src/locales/de/', ''));
  });
});
