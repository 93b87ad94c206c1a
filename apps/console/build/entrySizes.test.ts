import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenTexts } from './entrySizes.ts';

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
