// The session 16 stranger read the console in French: the menu group "Clients" opened a page
// titled "Comptes". One concept, one word per language, wherever the way to a page names it: the
// menu's group and entry, the page's title, its breadcrumbs (the route table's titles, which the
// command palette shows too) and the buttons and columns of the page. The words are the glossary
// of packages/i18n/README.md.
import { bundledTexts, namespaces, supportedLanguages } from '@adconsole/i18n';
import { describe, expect, it } from 'vitest';
import { areas, matchTable } from '../../routes/table/index.ts';
import { tablePages } from '../../routes/table/pages.ts';
import type { RouteNode } from '../../routes/table/types.ts';
import { navigation } from './navigation.ts';

type Language = (typeof supportedLanguages)[number];

const textsOf = (language: Language) =>
  Object.assign({}, ...namespaces.map((namespace) => bundledTexts(language, namespace))) as Record<
    string,
    string
  >;
const texts = Object.fromEntries(
  supportedLanguages.map((language) => [language, textsOf(language)]),
) as Record<Language, Record<string, string>>;

/** The nodes from the area down to the page an entry opens, following a fixed redirect. */
function chainOf(href: string): readonly RouteNode[] {
  const match = matchTable(areas, href);
  if (!match) throw new Error(`no route for ${href}`);
  const redirect = match.nodes.at(-1)?.redirect;
  return typeof redirect === 'string' && !redirect.includes('$')
    ? [...match.nodes, ...chainOf(redirect)]
    : match.nodes;
}

const areaOf = (href: string) => chainOf(href)[0];

describe('one word per concept along the way to a page (s16 stranger)', () => {
  it.each(supportedLanguages)(
    'names each menu entry as its page or the group it opens is titled (%s)',
    (language) => {
      const t = texts[language];
      const mismatches = navigation.flatMap((section) =>
        section.entries.flatMap((entry) => {
          const titles = chainOf(entry.href).flatMap((node) => (node.title ? [t[node.title]] : []));
          return titles.includes(t[entry.label])
            ? []
            : [{ entry: entry.href, menu: t[entry.label], titles }];
        }),
      );
      expect(mismatches).toEqual([]);
    },
  );

  it.each(supportedLanguages)(
    'names each menu group by the title of an area it holds, not by a page (%s)',
    (language) => {
      const t = texts[language];
      const pageTitles = new Set(
        tablePages(areas).flatMap(({ chain }) =>
          chain.slice(1).flatMap((node) => (node.title ? [t[node.title]] : [])),
        ),
      );
      const areaTitles = new Set(areas.flatMap((area) => (area.title ? [t[area.title]] : [])));
      const wrong = navigation.flatMap((section) => {
        const label = t[section.label] ?? section.label;
        const held = [
          ...new Set(section.entries.map((entry) => areaOf(entry.href)?.title ?? '')),
        ].map((key) => t[key] ?? key);
        const namesAnArea = held.some((title) =>
          label.toLocaleLowerCase(language).includes(title.toLocaleLowerCase(language)),
        );
        // A group called like one of the pages (and not like its area) reads as that page.
        const isAPage = pageTitles.has(label) && !areaTitles.has(label);
        return namesAnArea && !isAPage ? [] : [{ group: label, areas: held }];
      });
      expect(wrong).toEqual([]);
    },
  );
});

/**
 * The glossary's navigation terms (packages/i18n/README.md, "Glossary"): a concept's word in the
 * menu, the titles, the tabs, the palette's sections and the list's own title and buttons.
 */
const GLOSSARY = {
  accounts: {
    keys: ['routes.accounts', 'routes.tab.accounts', 'crm.accounts.title'],
    words: { de: 'Kunden', en: 'Accounts', fr: 'Clients', it: 'Clienti' },
    /** Texts that name one account (a crumb, a button): they hold the singular. */
    singular: {
      keys: ['routes.crmAccount', 'crm.accounts.actions.create'],
      words: { de: 'Kunde', en: 'account', fr: 'client', it: 'cliente' },
    },
  },
  industries: {
    keys: ['routes.industries', 'settingsCatalogue.industries.title'],
    words: { de: 'Branchen', en: 'Industries', fr: 'Secteurs', it: 'Settori' },
    /** The accounts' column, filter and form, an account's facts, a report's dimension. */
    singular: {
      keys: [
        'crm.accounts.columns.industry',
        'crm.accounts.filters.industry',
        'crm.accounts.form.industryId',
        'accounts.facts.industry',
        'reporting.dimensions.industry',
      ],
      words: { de: 'Branche', en: 'Industry', fr: 'Secteur', it: 'Settore' },
    },
  },
  customersGroup: {
    keys: ['nav.customers'],
    words: { de: 'CRM und Verkauf', en: 'CRM and sales', fr: 'CRM et ventes', it: 'CRM e vendite' },
  },
} as const;

describe('the glossary of the navigation (packages/i18n/README.md)', () => {
  it.each(supportedLanguages)('holds in %s', (language) => {
    const t = texts[language];
    for (const concept of Object.values(GLOSSARY)) {
      for (const key of concept.keys) expect(t[key], key).toBe(concept.words[language]);
      if ('singular' in concept) {
        for (const key of concept.singular.keys) {
          expect(t[key]?.toLocaleLowerCase(language), key).toContain(
            concept.singular.words[language].toLocaleLowerCase(language),
          );
        }
      }
    }
  });

  it('gives a CRM account and the user’s own account two titles', () => {
    const titles = (path: string) => chainOf(path).flatMap((node) => node.title ?? []);
    expect(titles('/crm/accounts/7')).toContain('routes.crmAccount');
    expect(titles('/crm/accounts/7')).not.toContain('routes.account');
    for (const language of supportedLanguages) {
      expect(texts[language]['routes.crmAccount'], language).not.toBe(
        texts[language]['routes.account'],
      );
    }
  });
});
