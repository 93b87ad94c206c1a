import { effectiveRoles, type Role } from '@adconsole/api';
import { endpoints } from '@adconsole/api/contracts';
import { bundledResources } from '@adconsole/i18n';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { currentUserOf, PERSONA_IDENTITIES } from '../src/routes/personas.ts';
import {
  type Area,
  areas,
  chainAllows,
  matchTable,
  type RouteNode,
} from '../src/routes/table/index.ts';
import { axeViolations, openInConsole, sharedConsole } from './harness.ts';

// Issue 33 point 14: no list shows an enum code of the contracts (IN_PROGRESS, CPM…) where its
// label belongs. The codes come from the contracts themselves (every zod enum of every
// endpoint), the lists from the console's route table, each opened by a persona it admits.

type Schema = z.core.$ZodType;
const defOf = (schema: Schema) => schema._zod.def as unknown as Record<string, unknown>;

/** The values of every zod enum inside `schema` (objects, arrays, unions, wrappers…). */
function collectEnums(schema: unknown, into: Set<string>, seen = new Set<unknown>()) {
  if (!schema || typeof schema !== 'object' || seen.has(schema) || !('_zod' in schema)) return;
  seen.add(schema);
  const def = defOf(schema as Schema);
  if (def.type === 'enum') {
    for (const value of Object.values(def.entries as Record<string, unknown>)) {
      if (typeof value === 'string') into.add(value);
    }
  }
  for (const part of Object.values(def)) {
    if (Array.isArray(part)) for (const item of part) collectEnums(item, into, seen);
    else if (part && typeof part === 'object' && !('_zod' in part)) {
      for (const item of Object.values(part)) collectEnums(item, into, seen);
    } else collectEnums(part, into, seen);
  }
}

/** The contracts' UPPER_CASE codes: what the server answers and a screen must label. */
function contractCodes(): Set<string> {
  const all = new Set<string>();
  for (const call of Object.values(endpoints)) {
    for (const part of ['params', 'query', 'body', 'response'] as const) {
      collectEnums((call as Record<string, unknown>)[part], all);
    }
  }
  return new Set([...all].filter((code) => /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(code)));
}

/** Every word of the German texts: a code that is also a word of a label ("TV", "AG") is a word. */
function wordsOfTexts(): Set<string> {
  const words = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node === 'string')
      for (const word of node.match(/[\p{L}\d_]+/gu) ?? []) words.add(word);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  // The data import names the codes a file's cells take (its guide: "Tageszeitung (DAILY)"):
  // codes on purpose, not words of a label.
  const { settingsImport: _import, ...configuration } = bundledResources.de.configuration;
  walk({ ...bundledResources.de, configuration });
  return words;
}

/**
 * The codes a screen must never show: the contracts' codes that are no word of a label, and
 * no currency (money is written with its ISO code, "CHF 1'234.50").
 */
export function codesToLabel(): Set<string> {
  const words = wordsOfTexts();
  const currencies = new Set(Intl.supportedValuesOf('currency'));
  return new Set([...contractCodes()].filter((code) => !words.has(code) && !currencies.has(code)));
}

/** Every concrete path of the table that opens a screen: listed parameters expanded, optional ones left out. */
function screenPaths(nodes: readonly RouteNode[], base: string): string[] {
  const paths: string[] = [];
  for (const node of nodes) {
    const segments = node.path === '/' ? [] : node.path.split('/').filter(Boolean);
    let prefixes = [base];
    let open = true;
    for (const segment of segments) {
      if (/^\{-\$\w+\}$/.test(segment)) continue;
      const name = /^\$(\w+)$/.exec(segment)?.[1];
      if (name) {
        const rule = node.params?.[name];
        if (!Array.isArray(rule)) {
          open = false;
          break;
        }
        prefixes = prefixes.flatMap((prefix) => rule.map((value) => `${prefix}/${value}`));
      } else {
        prefixes = prefixes.map((prefix) => `${prefix}/${segment}`);
      }
    }
    if (!open) continue;
    for (const prefix of prefixes) {
      if (node.screen && !node.children) paths.push(prefix || '/');
      if (node.children) paths.push(...screenPaths(node.children, prefix));
    }
  }
  return paths;
}

// Admin first (opens the most), then the others for what admin does not open.
const personas = [...PERSONA_IDENTITIES].map((persona) => ({
  email: persona.email,
  roles: effectiveRoles(currentUserOf(persona)) as ReadonlySet<Role>,
}));

type Visit = { path: string; email: string };

/** Each list-capable path under `nodes` with the first persona that may open it. */
export function visitsOf(nodes: readonly RouteNode[]): Visit[] {
  return [...new Set(screenPaths(nodes, ''))].flatMap((path) => {
    const match = matchTable(areas, path);
    const persona = match && personas.find(({ roles }) => chainAllows(match, roles));
    return persona ? [{ path, email: persona.email }] : [];
  });
}

/**
 * The codes the page's main region shows as words (cells, badges, chips, tabs). A record's own
 * code (the campaign type DIGITAL, typed by an admin into its "Code" field) is data, not a
 * label: its column is left out.
 */
async function codesShown(page: Page, codes: ReadonlySet<string>): Promise<string[]> {
  const text = await page.locator('main').evaluate((main: HTMLElement) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const cell of copy.querySelectorAll('[data-column="code"]')) cell.remove();
    // What is shown, not what is hidden: innerText of the live node follows the layout.
    // biome-ignore lint/performance/useDomNodeTextContent: only the visible text counts
    return [main.innerText, copy.textContent ?? ''];
  });
  const words = text[0]?.match(/[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*/g) ?? [];
  const outsideCodes = new Set(text[1]?.match(/[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*/g) ?? []);
  return [...new Set(words.filter((word) => codes.has(word) && outsideCodes.has(word)))];
}

/**
 * Issue 46: the same walk judges every screen in dark mode, at a desktop's and a phone's width
 * (Done when: "Every screen in the route-table walk passes axe in dark mode at 1440 and 390 px
 * width"), in the walk's own pages: the system set to dark, the console following it. A screen
 * is read and judged at the width the previous one ended on, then judged at the other: one
 * change of width per screen (each change lays the page out again: the drawer, the lists'
 * cards). The codes are read at either width (what the page shows; the lists show every column
 * at both, as table or as cards). DARK_WIDTHS= (empty) walks at 1920 px without the dark pass.
 */
const DARK_WIDTHS = (process.env.DARK_WIDTHS ?? '1440,390').split(',').filter(Boolean).map(Number);

/** Turns a walking page dark, at the first width of the pass. */
async function darkPage(page: Page) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: DARK_WIDTHS[0] ?? 1440, height: 900 });
}

/**
 * The page in dark mode at each width, axe's violations named by screen, persona and width.
 *
 * Each run is axe's whole rule set, at both widths (issue 36, session 16, weighed): this walk
 * is the only axe run over every screen; no light walk judges them (smoke, shell and the
 * feature files judge some screens, in light). Dark mode changes colours only (screens read
 * `vars.color.*`, README "Dark mode"), so what depends on it is axe's `cat.color` rules
 * (color-contrast, link-in-text-block; color-contrast-enhanced is AAA and off), and the rest
 * (names, roles, ARIA, landmarks, lists) judges the same markup in either theme: a light full
 * run and a dark colour-only run would cost more than the one dark full run that covers both
 * (measured on four screens, dark at 1440 px, load 12: colour rules alone 0.9-8.0 s a run, the
 * rest 1.2-2.5 s, all at once 2.2-11.4 s; the two apart 91-131 % of all at once).
 * At 390 px the layout is another one (the lists as cards, the navigation in a drawer, the tab
 * strips' "more" menus; the ad tags' snippets overflowed only there, session 15), so it needs
 * the whole set as well, its colour rules included: cards and drawer sit on other surfaces
 * than the table and the side bar, and are judged in dark nowhere else. One full run per width
 * is the least that keeps what the walk checks.
 */
async function darkPass(page: Page, path: string, email: string, tally: Tally): Promise<string[]> {
  // A pass that judged a light page would prove nothing: the console must show the dark theme.
  const theme = await page.evaluate(() => ({
    document: document.documentElement.dataset.theme,
    provider: document.querySelector('#root [data-theme]')?.getAttribute('data-theme'),
  }));
  if (theme.document !== 'dark' || theme.provider !== 'dark') {
    return [`${path} (${email}): not dark (${JSON.stringify(theme)})`];
  }
  const found: string[] = [];
  const current = page.viewportSize()?.width;
  const widths = [...DARK_WIDTHS].sort((a, b) => Number(b === current) - Number(a === current));
  for (const width of widths) {
    if (width !== page.viewportSize()?.width) {
      await page.setViewportSize({ width, height: 900 });
      // The layout follows the width (the drawer, the tab strips' "more" menus) within frames.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150))),
          ),
      );
    }
    const judging = performance.now();
    const violations = await axeViolations(page);
    tally.axe += performance.now() - judging;
    for (const violation of violations)
      found.push(`${path} (${email}) at ${width} px: ${violation}`);
  }
  return found;
}

/** What a part of the walk found and where its time went (printed per test). */
type Tally = { visited: number; lists: number; open: number; axe: number };

/** Pages walking a part's screens at once. */
const WALKERS = 2;

/**
 * The walk's files (issue 36, session 16): the route table's areas in four files of 60-100
 * screens each, so that vitest's two e2e workers balance them with the other files (one file of
 * 296 screens took 488 s in CI, most of a worker's run), and a failure names its part.
 */
export const WALK_FILES = {
  orders: ['orders'],
  operations: [
    'creatives',
    'digital-operations',
    'analog-operations',
    'print-operations',
    'finances',
  ],
  settings: ['settings', 'admin', 'account', 'header-tag', 'ad-tags'],
  sales: [
    'dashboard',
    'crm',
    'sales',
    'mail',
    'publishers',
    'reporting',
    'compliance',
    'targeting',
    'semantiq',
    'yaleo',
  ],
} as const satisfies Record<string, readonly string[]>;

/**
 * The least of lists each file's walk must have read (half or less of what each read in session
 * 16: orders 41, operations 30, settings 40, sales 14): a list that no longer were a grid would
 * be read for no codes.
 */
const MIN_LISTS: Record<keyof typeof WALK_FILES, number> = {
  orders: 15,
  operations: 10,
  settings: 10,
  sales: 7,
};

/** An area of more screens than this is walked as one test per section (`/orders/campaigns`). */
const SECTION_FROM = 20;

/** The walk's tests of an area: the area whole, or one per section when it is large. */
export function partsOf(area: Area): { name: string; visits: Visit[] }[] {
  const visits = visitsOf([area]);
  if (visits.length <= SECTION_FROM) return [{ name: `/${area.path}`, visits }];
  const sections = new Map<string, Visit[]>();
  for (const visit of visits) {
    const section = visit.path.split('/').slice(0, 3).join('/');
    sections.set(section, [...(sections.get(section) ?? []), visit]);
  }
  return [...sections].map(([name, sectionVisits]) => ({ name, visits: sectionVisits }));
}

/**
 * The walk over the areas of one of `WALK_FILES`: one test per area (per section of a large
 * one), each screen opened within the console by the first persona that may open it, its lists
 * read for raw codes and the page judged by axe in dark mode at each width. The file's pages
 * (one per walker and persona, signed in once) go from one test to the next.
 */
export function walkAreas(file: keyof typeof WALK_FILES) {
  const app = sharedConsole();
  const codes = codesToLabel();
  const only = process.env.CODES_PATH;
  const walkers = Array.from({ length: WALKERS }, () => new Map<string, Page>());
  afterAll(async () => {
    for (const page of walkers.flatMap((pages) => [...pages.values()])) {
      await page
        .context()
        .close()
        .catch(() => undefined);
    }
  });
  let lists = 0;

  /** One walker: the next screen of the queue until none is left. */
  async function walk(pages: Map<string, Page>, queue: Visit[], found: string[], tally: Tally) {
    for (let visit = queue.shift(); visit; visit = queue.shift()) {
      const { path, email } = visit;
      let page = pages.get(email);
      if (!page) {
        page = await app.signedIn(email);
        // The system set to dark: the console follows it (no choice stored), issue 46.
        if (DARK_WIDTHS.length > 0) await darkPage(page);
        pages.set(email, page);
      }
      const opening = performance.now();
      // The first screen of a page is loaded, the next ones are opened in the console.
      if (process.env.CODES_RELOAD === '1' || !page.url().startsWith(app.url)) {
        await page.goto(`${app.url}${path}`);
        await page.waitForLoadState('networkidle');
      } else await openInConsole(page, path);
      tally.visited++;
      // A cold list beside another one on a busy machine: more than a locator's 10 s at times.
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
      const grid = page.getByRole('grid');
      if ((await grid.count()) > 0) {
        tally.lists++;
        // Rows or the empty message: the list has answered.
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        for (const code of await codesShown(page, codes)) found.push(`${path} (${email}): ${code}`);
      }
      tally.open += performance.now() - opening;
      if (DARK_WIDTHS.length > 0) found.push(...(await darkPass(page, path, email, tally)));
    }
  }

  describe(`no list shows a raw code of the contracts (issue 33 point 14); every screen passes axe in dark mode (issue 46): ${file}`, () => {
    for (const area of areas.filter(({ path }) =>
      (WALK_FILES[file] as readonly string[]).includes(path),
    )) {
      for (const { name, visits } of partsOf(area)) {
        const queue = visits.filter(({ path }) => !only || path.startsWith(only));
        it.skipIf(queue.length === 0)(
          `${name}: every code shown as its label; axe passes dark at ${DARK_WIDTHS.join(' and ') || 'no'} px`,
          { timeout: 600_000 },
          async () => {
            const found: string[] = [];
            const tally: Tally = { visited: 0, lists: 0, open: 0, axe: 0 };
            const started = performance.now();
            await Promise.all(walkers.map((pages) => walk(pages, queue, found, tally)));
            lists += tally.lists;
            const seconds = (ms: number) => (ms / 1000).toFixed(1);
            console.log(
              `${name}: ${tally.visited} screens (${tally.lists} lists) in ${seconds(performance.now() - started)} s; pages' time opening ${seconds(tally.open)} s, in axe ${seconds(tally.axe)} s`,
            );
            expect(found.sort()).toEqual([]);
          },
        );
      }
    }

    it.skipIf(Boolean(only))('read lists in its screens', () => {
      expect(lists).toBeGreaterThan(MIN_LISTS[file]);
    });
  });
}
