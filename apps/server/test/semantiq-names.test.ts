import type { SemantiqDomain } from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { extractPage } from '../src/services/semantiq/crawler.ts';
import { DEMO_SITE_NAMES } from '../src/services/semantiq/demo-site.ts';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';

// Issue 42, the stranger's findings of session 12: IAB category names in English in the German
// console, and the demo site shown as its raw host (`127.0.0.1:3360/demo-verlag`). Decisions:
// every category the classifier knows is named in the reader's language (de, fr, it; en is IAB's
// own name), the IAB ID stays its identity; a domain shows the site's own name (its pages'
// og:site_name, kept from the first page of a crawl that gives one) before the host.

const semantiq = '/api/ws-semantiq';

describeOnLanes('Semantiq names a reader knows', ['semantiq'], ({ server, tokens }) => {
  const inLanguage = <T>(url: string, language: string) =>
    answerOf<T>(
      server.request({
        method: 'GET',
        url,
        token: tokens.semantiq,
        headers: { 'accept-language': language },
      }),
    );

  it('names the IAB categories in the reader’s language, IAB’s English in English', async () => {
    type Categories = { items: { id: string; name: string; tier: number }[] };
    const name = async (language: string, id: string) =>
      (await inLanguage<Categories>(`${semantiq}/iab-categories`, language)).items.find(
        (category) => category.id === id,
      )?.name;
    expect(await name('en', '533')).toBe('Soccer');
    expect(await name('de', '533')).toBe('Fussball');
    expect(await name('fr', '533')).toBe('Football');
    expect(await name('it', '533')).toBe('Calcio');
    expect(await name('de', '52')).toBe('Wirtschaft und Finanzen');
    // The seeded articles and the dashboard say it in German too.
    const articles = await inLanguage<{ items: { categories: { id: string; name: string }[] }[] }>(
      `${semantiq}/articles?limit=50`,
      'de',
    );
    const names = articles.items.flatMap((article) => article.categories.map((c) => c.name));
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain('Sports');
    const dashboard = await inLanguage<{ categories: { id: string; name: string }[] }>(
      `${semantiq}/dashboard`,
      'de',
    );
    expect(dashboard.categories.find((category) => category.id === '483')?.name).toBe('Sport');
    expect(dashboard.categories.find((category) => category.id === '52')?.name).toBe(
      'Wirtschaft und Finanzen',
    );
  });

  it('gives a crawled domain the site’s own name; a domain not crawled yet keeps its host', async () => {
    const domains = await inLanguage<{ items: SemantiqDomain[] }>(
      `${semantiq}/domains?limit=50`,
      'de',
    );
    const german = domains.items.find((domain) => domain.domain.endsWith('/demo-verlag/de'));
    const french = domains.items.find((domain) => domain.domain.endsWith('/demo-verlag/fr'));
    expect(german?.siteName).toBe(DEMO_SITE_NAMES.de);
    expect(french?.siteName).toBeNull();
    // The crawler reads the name from the page (og:site_name), as the demo site's pages give it.
    const page = extractPage(
      '<html lang="fr"><head><meta property="og:site_name" content="Nouvelles Alpenblick"><title>Un titre</title></head><body><p>Texte</p></body></html>',
      'http://example.ch/a',
    );
    expect(page.siteName).toBe('Nouvelles Alpenblick');
    expect(
      extractPage('<html><head><title>x</title></head></html>', 'http://example.ch/').siteName,
    ).toBeNull();
  });
});
