import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  encodeSelectedCompany,
  SELECTED_COMPANY_HEADER,
  type SelectedCompany,
  TOKEN_STORAGE_KEY,
} from '@adconsole/api';
import { formMessages } from '@adconsole/forms/messages';
import {
  bundledResources,
  formatNumber,
  LANGUAGE_STORAGE_KEY,
  type Language,
  namespaces,
} from '@adconsole/i18n';
import { uiMessages } from '@adconsole/ui/messages';
import { type Browser, chromium, type Locator, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/lib/chromium.mjs';

import { withClient } from '../../server/test/support/pg-client.ts';
import { FORCED_LOGOUT_KEY, SELECTED_COMPANY_KEY } from '../src/app/storage.ts';
import { type RunningServer, startServer as startBuiltServer } from './server.ts';
import { slack } from './slack.ts';

export type { RunningServer };

/**
 * The built server (server.ts) on a fresh database of its own: in an e2e run, a copy of the
 * run's seeded template on the run's PostgreSQL (`create database … template`, e2e/globalSetup.ts)
 * instead of an embedded cluster of its own that it creates, migrates and seeds. A server whose
 * `env` asks for other data (a DEMO_ setting, a DATA_DIR or DATABASE_URL of its own) still
 * starts its own, and so does every server outside the e2e run (the journeys' setup) and every
 * server of a run with E2E_TEMPLATE=0 (to compare).
 */
export async function startServer(
  env: Record<string, string> = {},
): Promise<RunningServer & { databaseUrl?: string }> {
  const ownData = Object.keys(env).some(
    (name) => name.startsWith('DEMO_') || name === 'DATABASE_URL' || name === 'DATA_DIR',
  );
  const template = ownData || process.env.E2E_TEMPLATE === '0' ? undefined : seededTemplate();
  if (!template) return startBuiltServer(env);
  const name = `adconsole_e2e_${randomBytes(6).toString('hex')}`;
  await withClient(template.url, (client) =>
    client.query(`create database ${name} template ${template.name}`),
  );
  const databaseUrl = template.url.replace(/\/postgres$/, `/${name}`);
  const server = await startBuiltServer({ ...env, DATABASE_URL: databaseUrl }).catch(
    async (error) => {
      await dropDatabase(template.url, name);
      throw error;
    },
  );
  return {
    ...server,
    databaseUrl,
    async stop() {
      await server.stop();
      await dropDatabase(template.url, name);
    },
  };
}

/** The e2e run's template database, in a test worker of a run that has one. */
function seededTemplate(): { url: string; name: string } | undefined {
  try {
    const url = inject('e2ePostgresUrl');
    const name = inject('e2eTemplate');
    return url && name ? { url, name } : undefined;
  } catch {
    // Not in a test worker, or a run without the e2e setup (the journeys): no template.
    return undefined;
  }
}

/** Drops a stopped server's database once its connections have gone. */
async function dropDatabase(url: string, name: string) {
  await withClient(url, async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`drop database if exists ${name}`);
        return;
      } catch (error) {
        if (attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(await chromiumLaunchOptions());
}

/**
 * Content-Security-Policy violations the pages reported (the server enforces its CSP; the
 * e2e tests run with it and fail on any report): one line each, with the page's address.
 */
export const cspViolations: string[] = [];

/** Uncaught errors of the pages of the running test, printed when it fails. */
const pageErrors: string[] = [];

/**
 * What a failed test's pages showed: each page's address, its open dialogs and the uncaught
 * errors, printed, and a screenshot in .reports/failures/. A test that fails only on a loaded CI
 * machine says there what stood in its way (activities.e2e, ci of stop 57: a field not found).
 */
async function reportFailedPages(browser: Browser, test: string): Promise<void> {
  const directory = new URL('../.reports/failures/', import.meta.url);
  mkdirSync(directory, { recursive: true });
  const pages = browser.contexts().flatMap((context) => context.pages());
  const lines = [`e2e failure "${test}": ${pages.length} open page(s)`];
  for (const [index, page] of pages.entries()) {
    const dialogs = await page
      .locator('[role=dialog],[role=alertdialog]')
      .evaluateAll((nodes) =>
        nodes.map((node) => `${node.getAttribute('role')} "${node.textContent?.slice(0, 120)}"`),
      )
      .catch(() => []);
    const file = `${test.replace(/[^\w-]+/g, '-').slice(0, 80)}-${index}.png`;
    await page
      .screenshot({ path: new URL(file, directory).pathname, fullPage: true, timeout: 5_000 })
      .catch(() => undefined);
    lines.push(`  page ${index}: ${page.url()}; dialogs: ${dialogs.join('; ') || 'none'}; ${file}`);
  }
  for (const error of pageErrors) lines.push(`  page error: ${error}`);
  console.log(lines.join('\n'));
}

/** A fresh browser context (no storage) in Swiss German, failing fast on anything that never shows. */
export async function newGermanPage(browser: Browser): Promise<Page> {
  // A wide desktop: every tab strip fits without its "Mehr" menu (the menu has its own stories
  // and the lists journey), so the flows find each tab where they click it.
  const context = await browser.newContext({
    locale: 'de-CH',
    viewport: { width: 1920, height: 1080 },
  });
  context.setDefaultTimeout(slack(10_000));
  // Every `securitypolicyviolation` event of every page is reported here, and so is the
  // console's "Refused to …" line (what Chromium logs when it blocks something).
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    cspViolations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void })
        .__reportCspViolation;
      // The sample (what was refused, its first 40 characters) says which code did it.
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${event.sample ? ` (${event.sample})` : ''}`,
      );
    });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) {
      cspViolations.push(`${page.url()}: ${message.text()}`);
    }
  });
  return page;
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe's violations on the page as it is now, one readable line each. axe is evaluated through
 * the DevTools protocol, not added as an inline <script> (which the CSP refuses). `within`
 * (a CSS selector) judges that part alone, e.g. an open option list: while one is open
 * react-aria hides the rest of the page from screen readers, which axe would report there.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // react-aria's live announcer briefly holds an unnamed role="img" node of the last toast or
  // busy button (it clears itself): judge the page once it has let go of it. Only the
  // announcer's: a chart is a named role="img" too (ui's DeliveryChart), and waiting for that
  // to go cost every check of its screen the whole 10 s (issue 36, session 16).
  await page
    .locator('[data-live-announcer] [role="img"][aria-labelledby]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  // Once per document (issue 36): a page the console changes in place keeps the axe it was
  // given; evaluating its 550 kB again cost every check a parse and compile.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: { include: string[] } | Document,
          options: { resultTypes: string[] },
        ): Promise<{
          violations: { id: string; help: string; nodes: { target: string[] }[] }[];
        }>;
      };
    };
    // Violations only (issue 36): by default axe also gathers every passing and inapplicable
    // node of every rule, which nothing here reads (session 14: 12-20 % less main-thread CPU
    // per `axe.run` on a list page, 0.15-0.29 s before).
    const options = { resultTypes: ['violations'] };
    const results = await axe.run(selector ? { include: [selector] } : document, options);
    // Each violation with the first elements it names, so a failure says where it is.
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    );
  }, within);
}

/**
 * A bundled text by its dotted key, from whichever namespace holds it, with {{name}}
 * placeholders filled: what the console shows when no server text replaces it.
 */
export function bundledText(
  language: Language,
  key: string,
  params: Record<string, string> = {},
): string {
  for (const namespace of namespaces) {
    const value = key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
        bundledResources[language][namespace],
      );
    if (typeof value === 'string') return fill(value, params);
  }
  throw new Error(`No ${language} text for ${key}`);
}

/**
 * A bulk dialog's summary ("1 wird geändert, 0 abgelehnt."), each count with its plural; an
 * action with words of its own (`texts`, the list's declaration: "1 wird versendet") says them.
 */
export function bulkSummaryText(
  language: Language,
  isResult: boolean,
  done: number | string,
  refused: number | string,
  texts = 'kit.bulk',
): string {
  const counted = (key: string, count: number | string) =>
    bundledText(language, `${key}_${new Intl.PluralRules(language).select(Number(count))}`, {
      // A count is written as numbers are (issue 46: 1'235, not 1235).
      count: typeof count === 'number' ? formatNumber(count, language) : count,
    });
  return bundledText(language, `kit.bulk.${isResult ? 'resultSummary' : 'previewSummary'}`, {
    done: counted(isResult ? `${texts}.changed` : `${texts}.willChange`, done),
    refused: counted(isResult ? 'kit.bulk.refusedCount' : 'kit.bulk.willRefuse', refused),
  });
}

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => params[name] ?? '');

/**
 * The texts of one language a page shows: the console's bundled ones (`app`), and ui's and
 * forms' own message tables (`ui`, `forms`; their `./messages` entries load no styles).
 */
export function textsOf(language: Language) {
  const own =
    (table: Record<string, string>) =>
    (key: string, params: Record<string, string> = {}) => {
      const text = table[key];
      if (!text) throw new Error(`No ${language} text for ${key}`);
      return fill(text, params);
    };
  return {
    app: (key: string, params: Record<string, string> = {}) => bundledText(language, key, params),
    ui: own(uiMessages[language]),
    forms: own(formMessages[language]),
  };
}

/** The texts of one language, as `textsOf` gives them. */
export type Texts = ReturnType<typeof textsOf>;

/** A German text of the bundled resources (the e2e pages run in de-CH). */
export const german = (key: string, params: Record<string, string> = {}) =>
  bundledText('de', key, params);

/** What a test file works with: the console at `url`, fresh German pages, signed in or not. */
export interface RealConsole {
  readonly url: string;
  /**
   * The server's database, where the file's server runs on a copy of the run's template (a test
   * that stages what no call can make, e.g. a job run whose server died); undefined otherwise.
   */
  readonly databaseUrl: string | undefined;
  /** A page with nothing stored: the visitor before signing in. */
  newPage(): Promise<Page>;
  /** Fills and sends the sign-in form on `page`; the demo password unless another is given. */
  signIn(page: Page, email: string, password?: string): Promise<void>;
  /** A fresh page signed in as the persona (the demo password unless another is given), once it has left the sign-in screens. */
  signedIn(email: string, password?: string): Promise<Page>;
}

/**
 * Starts the built server (fresh embedded database; `env`, extra environment of the server) and
 * Chromium before the file's tests and stops both after them.
 */
export function realConsole(env: Record<string, string> = {}): RealConsole {
  return consoleOn(() => startServer(env));
}

/**
 * The console on the e2e run's shared server (e2e/globalSetup.ts), with a browser of the file's
 * own: for a file that changes no data another file reads, so that it needs no server of its
 * own (issue 36, third round). Decided per file; the ones that share it, and why each may:
 * - codes, lists, wide-desk: they open lists and records and read them (no counts of a tab
 *   another file changes);
 * - smoke, window-token: the sign-in page and a token by window message;
 * - server-messages: a contact form the server refuses (the e-mail address);
 * - trusted-types: the pages it opens (the promotion mail is typed and previewed, not saved) and
 *   one proof it sends of a received print creative and opens: no other sharing file reads
 *   print proofs, and the first received creative of the seed is its own.
 * Every other file keeps a server of its own (`realConsole`): it books, edits, moves statuses or
 * sends mails and then asserts on lists, counts, histories or the outbox that another file's
 * changes would move. Outside an e2e run with that server (E2E_SHARED=0, E2E_TEMPLATE=0) the
 * file starts its own.
 */
export function sharedConsole(): RealConsole {
  return consoleOn(async () => {
    const url = inject('e2eSharedUrl');
    return url ? { url } : startServer();
  });
}

/**
 * The console of the journeys' shared full-data server (`journeys/globalSetup.ts`), with a
 * browser of the file's own; the server outlives the file.
 */
export function journeyConsole(): RealConsole {
  return consoleOn(async () => ({ url: inject('journeyUrl') }));
}

function consoleOn(
  start: () => Promise<
    Pick<RunningServer, 'url'> & Partial<Pick<RunningServer, 'stop'>> & { databaseUrl?: string }
  >,
): RealConsole {
  let running:
    | {
        server: Pick<RunningServer, 'url'> &
          Partial<Pick<RunningServer, 'stop'>> & { databaseUrl?: string };
        browser: Browser;
      }
    | undefined;
  beforeAll(async () => {
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
    let serverTook = '';
    let browserTook = '';
    const [server, browser] = await Promise.all([
      start().finally(() => {
        serverTook = seconds();
      }),
      launchBrowser().finally(() => {
        browserTook = seconds();
      }),
    ]);
    running = { server, browser };
    // What a file's start costs (issue 36), printed so the next run shows it.
    console.log(`e2e start: server ${serverTook} s, browser ${browserTook} s`);
  });
  afterAll(async () => {
    await running?.browser.close();
    await running?.server.stop?.();
  });
  // The CSP is enforced: a test whose pages reported a violation fails.
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && running) {
      await reportFailedPages(running.browser, context.task.name);
    }
    pageErrors.splice(0);
    const reported = cspViolations.splice(0);
    if (reported.length > 0) {
      throw new Error(`Content-Security-Policy violations:\n${reported.join('\n')}`);
    }
  });
  const started = () => {
    if (!running) throw new Error('The console starts in beforeAll; use it inside a test.');
    return running;
  };
  const newPage = () => newGermanPage(started().browser);
  return {
    get url() {
      return started().server.url;
    },
    get databaseUrl() {
      return started().server.databaseUrl;
    },
    newPage,
    signIn: (page, email, password) => signIn(page, started().server.url, email, password),
    async signedIn(email, password) {
      const page = await newPage();
      await signInByToken(page, started().server.url, email, password);
      return page;
    },
  };
}

/**
 * Opens `path` in the signed-in console as a link would: through the browser's history, which
 * the router follows (TanStack's history hears `history.pushState`), not by loading the whole
 * console again as `page.goto` does (issue 36: a reload per screen was most of codes.e2e's 223 s
 * in CI). Then waits until the router has rendered the new location (its own record of it,
 * `window.__TSR_ROUTER__`, which TanStack Router keeps in every browser: status idle, the
 * resolved location the current one), and then until neither the main region nor the network
 * has moved for half a second, as `networkidle` asks of a load. Without that router it loads
 * the page as before.
 */
export async function openInConsole(page: Page, path: string) {
  const hasRouter = await page.evaluate(() => '__TSR_ROUTER__' in window);
  if (!hasRouter) {
    await page.goto(new URL(path, page.url()).href);
    await page.waitForLoadState('networkidle');
    return;
  }
  let open = 0;
  let networkQuietSince = performance.now();
  // The live lists' event stream (issue 46) stays open: it is no load that has to settle.
  const started = (request: Request) => {
    if (request.resourceType() !== 'eventsource') open += 1;
  };
  const ended = (request: Request) => {
    if (request.resourceType() === 'eventsource') return;
    open = Math.max(0, open - 1);
    if (open === 0) networkQuietSince = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((target) => {
      const walk = {
        last: performance.now(),
        observer: new MutationObserver(() => {
          walk.last = performance.now();
        }),
      };
      const holder = window as unknown as { __openInConsole?: typeof walk };
      holder.__openInConsole?.observer.disconnect();
      holder.__openInConsole = walk;
      walk.observer.observe(document.querySelector('main') ?? document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
      const key = Math.random().toString(36).slice(2);
      const index = (window.history.state?.__TSR_index ?? 0) + 1;
      window.history.pushState({ __TSR_index: index, key, __TSR_key: key }, '', target);
    }, path);
    await page.waitForFunction(
      () => {
        type Location = { href: string; state: { __TSR_key?: string } };
        const router = (
          window as unknown as {
            __TSR_ROUTER__: {
              state: { status: string; location: Location; resolvedLocation?: Location };
            };
          }
        ).__TSR_ROUTER__;
        const { status, location, resolvedLocation } = router.state;
        return (
          status === 'idle' &&
          resolvedLocation?.href === location.href &&
          resolvedLocation.state.__TSR_key === location.state.__TSR_key
        );
      },
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    for (const deadline = performance.now() + 30_000; ; ) {
      const screen = await page.evaluate(() => {
        const walk = (window as unknown as { __openInConsole: { last: number } }).__openInConsole;
        return { quietFor: performance.now() - walk.last };
      });
      const networkQuiet = open === 0 && performance.now() - networkQuietSince >= 500;
      if (screen.quietFor >= 500 && networkQuiet) break;
      if (performance.now() > deadline) throw new Error(`${path}: the screen never settled`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Signs in on the German sign-in page; the demo password unless another is given. */
export async function signIn(page: Page, baseUrl: string, email: string, password = 'demo') {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/**
 * Signs in as the sign-in form does, without the form (issue 36: a test not about signing in
 * need not load the sign-in screen first): the token of the API's sign-in stored where the
 * console keeps it, with the user's own language as the form's sign-in remembers it, then the
 * console opened at its start, once it has left the sign-in screens. The storage is written
 * on a blank page of the console's origin that the browser never asks the server for.
 */
async function signInByToken(page: Page, baseUrl: string, email: string, password = 'demo') {
  const signedIn = await fetch(`${baseUrl}/api/ws-auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!signedIn.ok) throw new Error(`sign-in of ${email}: ${signedIn.status}`);
  const { token } = (await signedIn.json()) as { token: string };
  const current = await fetch(`${baseUrl}/api/ws-users/current`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!current.ok) throw new Error(`current user of ${email}: ${current.status}`);
  const { language } = (await current.json()) as { language: string };
  const blank = `${baseUrl}/e2e-sign-in-by-token`;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>sign-in</title>' }),
  );
  await page.goto(blank);
  await page.evaluate(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    {
      [TOKEN_STORAGE_KEY]: token,
      [LANGUAGE_STORAGE_KEY]: language,
      // The one forced logout of a browser new to the console (spec 1 §4) happened on the
      // sign-in page of the form's way.
      [FORCED_LOGOUT_KEY]: 'true',
    },
  );
  await page.unroute(blank);
  await page.goto(`${baseUrl}/`);
  await page.waitForURL((url) => !url.pathname.startsWith('/authentication'));
}

/**
 * Waits for a success notice (the toast region may repeat its title for screen readers). Under a
 * full run's load an action's answer can take more than the default 10 s (ci33 met it on a
 * second approval), so it waits 30 s; when it gives up, the error names the notices that were
 * shown instead (an error toast says why the action failed).
 */
export async function toast(page: Page, text: string) {
  try {
    await page.getByText(text, { exact: true }).first().waitFor({ timeout: 30_000 });
  } catch (error) {
    const shown = await page
      .locator('[role="status"], [role="alert"], [role="region"] li')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(`${(error as Error).message}\nnotices shown: ${shown.join(' | ') || 'none'}`);
  }
}

/** Waits for the success notice, then until the row or dialog it closed has gone. */
export async function toastThenGone(page: Page, text: string, gone: Locator) {
  await toast(page, text);
  await gone.waitFor({ state: 'detached' });
}

/**
 * Opens a select (its button) and picks an option. While a list is still loading its page the
 * select may render again and close its popup before the option shows, so the button is
 * pressed again until the option is there (a fresh clone's CI met this on promotions.e2e).
 * A popup still open blocks the page behind it (react-aria's underlay), so before pressing
 * again an open listbox is closed with Escape and the popup is awaited gone; Escape is never
 * pressed without an open listbox, where it would close the dialog holding the select (a fresh
 * clone's CI met that click waiting on languages.e2e).
 */
export async function pickOption(
  page: Page,
  button: Locator,
  option: string | RegExp,
  attempts = 5,
) {
  const choice = page.getByRole('option', { name: option }).first();
  const popup = page.getByRole('listbox');
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!(await popup.first().isVisible())) await button.click({ timeout: 5_000 });
      await choice.waitFor({ timeout: 5_000 });
      await choice.click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      if (await popup.first().isVisible()) {
        await page.keyboard.press('Escape');
        await popup
          .first()
          .waitFor({ state: 'hidden', timeout: 5_000 })
          .catch(() => undefined);
      }
    }
  }
}

/** A call of the API as the page's signed-in user (the token the console keeps), JSON in and out. */
export async function pageApi<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  return page.evaluate(
    async ({ path, init, key }) => {
      const response = await fetch(`/api/${path}`, {
        method: init.method ?? 'GET',
        headers: {
          Authorization: `Bearer ${localStorage.getItem(key)}`,
          ...(init.body ? { 'Content-Type': 'application/json' } : {}),
          ...init.headers,
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
      return response.status === 204 ? undefined : response.json();
    },
    { path, init, key: TOKEN_STORAGE_KEY },
  ) as Promise<T>;
}

/**
 * Chooses the company in the shell's switch (a SWITCH_COMPANY_VIEW user's header) and answers
 * the header the console's client then sends with every call, for `pageApi`'s `headers`.
 */
export async function actAsCompany(page: Page, name: string): Promise<Record<string, string>> {
  await page.getByRole('combobox', { name: german('shell.company.label') }).fill(name);
  await page.getByRole('option', { name }).click();
  await page.waitForURL((url) => url.search === '');
  const stored = await page.evaluate((key) => localStorage.getItem(key), SELECTED_COMPANY_KEY);
  if (!stored) throw new Error(`no company stored after choosing ${name}`);
  return {
    [SELECTED_COMPANY_HEADER]: encodeSelectedCompany(JSON.parse(stored) as SelectedCompany),
  };
}

/** A German text of the design system (ui's own messages). */
export const germanUi = (key: string, params: Record<string, string> = {}) =>
  textsOf('de').ui(key, params);

/** A list page's grid (the first on the page). */
export const listGrid = (page: Page) => page.getByRole('grid').first();

/** The grid's rows that can be chosen (the header row aside). */
export const selectableRows = (page: Page) =>
  listGrid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: germanUi('ui.table.selectRow') }) });

/** The bar of the bulk actions over the chosen rows. */
export const bulkBar = (page: Page) =>
  page.getByRole('region', { name: germanUi('ui.table.bulkActions') });

/**
 * Presses a bulk action of the bar: its button, or its entry of the bar's "More" menu where
 * the bar had no room for it (ui's OverflowActions, issue 33).
 */
export async function pressBulkAction(page: Page, action: string, ui = germanUi) {
  const bar = page.getByRole('region', { name: ui('ui.table.bulkActions') });
  const button = bar.getByRole('button', { name: action, exact: true });
  if ((await button.count()) > 0) return button.click();
  await bar.getByRole('button', { name: ui('ui.tabs.more') }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Chooses a row of the list by its checkbox. */
export const chooseRow = (row: Locator) =>
  row.getByRole('checkbox', { name: germanUi('ui.table.selectRow') }).check({ force: true });

/**
 * Runs a bulk action of the bulk bar over the chosen rows: its preview says it will do `done`
 * of them and refuse none (checked for axe violations when `axe` is set), then its result says
 * so, and the result is closed.
 */
export async function runBulkAction(
  page: Page,
  action: string,
  done: number,
  axe = false,
  texts?: string,
) {
  await pressBulkAction(page, action);
  const preview = page.getByRole('dialog', { name: german('kit.bulk.previewTitle', { action }) });
  await preview.getByText(bulkSummaryText('de', false, String(done), '0', texts)).waitFor();
  if (axe) expect(await axeViolations(page)).toEqual([]);
  await preview.getByRole('button', { name: german('kit.bulk.run', { action }) }).click();
  const result = page.getByRole('dialog', { name: german('kit.bulk.resultTitle', { action }) });
  await result.getByText(bulkSummaryText('de', true, String(done), '0', texts)).waitFor();
  await result.getByRole('button', { name: german('kit.bulk.close') }).click();
}

/**
 * Runs a row's action (the kit's `rowActionsColumn`) from the row's "…" menu, named after the
 * row. Tried again if the list replaced the row while the menu was open (a search that had
 * not yet applied).
 */
export async function runRowAction(page: Page, name: string, action: string) {
  const trigger = page.getByRole('button', {
    name: german('kit.rowActions.menu', { name }),
    exact: true,
  });
  for (let attempt = 1; ; attempt += 1) {
    await trigger.click();
    try {
      await page.getByRole('menuitem', { name: action, exact: true }).click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** The mail console's rows of mails to the recipient (as an administrator, filtered by the URL). */
export async function mailRowsOf(page: Page, consoleUrl: string, recipient: string) {
  await page.goto(`${consoleUrl}/admin/mail/console?recipient=${encodeURIComponent(recipient)}`);
  const grid = page.getByRole('grid', { name: german('routes.mailConsole') });
  return grid.getByRole('row').filter({ hasText: recipient });
}

/** Opens the proof of print position #id from the PROOFS tab: its dialog, once a page shows. */
export async function openProof(page: Page, consoleUrl: string, id: string): Promise<Locator> {
  await page.goto(`${consoleUrl}/print-operations/print/PROOFS?search=`);
  await page
    .getByRole('button', { name: new RegExp(`\\(#${id}\\)`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('img').first().waitFor();
  return dialog;
}

/** The languages of the language menu, by their own names. */
const languageNames = { de: 'Deutsch', en: 'English', fr: 'Français', it: 'Italiano' } as const;

/** Switches the interface language from `from` to `to` with the header's language menu. */
export async function switchLanguage(
  page: Page,
  from: keyof typeof languageNames,
  to: keyof typeof languageNames,
) {
  if (from === to) return;
  await page.getByRole('button', { name: new RegExp(`: ${languageNames[from]}$`) }).click();
  await page.getByRole('menuitem', { name: languageNames[to] }).click();
}

/**
 * How far the first list grid and the page scroll sideways, and how many values that are never
 * cut (money, a status, a date, an action) are cut, once the grid has measured its widest
 * values (issue 33: tables that fit at 1440 px).
 */
export async function sidewaysOverflow(page: Page) {
  await listGrid(page).locator('tbody tr').first().waitFor();
  // The widest values are measured after the rows show: give the grid its last render.
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const table = document.querySelector('[role="grid"]') as HTMLElement;
    const scrolling = document.scrollingElement as HTMLElement;
    const cut = [...table.querySelectorAll<HTMLElement>('td[data-uncut]')].filter(
      (cell) => cell.scrollWidth > cell.clientWidth + 1,
    ).length;
    return {
      // The grid may scroll itself or inside its parent: either is sideways scroll.
      grid: Math.max(
        0,
        table.scrollWidth - table.clientWidth,
        table.scrollWidth - (table.parentElement as HTMLElement).clientWidth,
      ),
      page: scrolling.scrollWidth - scrolling.clientWidth,
      cut,
    };
  });
}

/**
 * Chooses a file as a user does: the picker's button in its labelled group (forms' FilePicker),
 * then the browser's file chooser.
 */
export async function chooseFile(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('group', { name: label, exact: true }).getByRole('button').click();
  await (await chooser).setFiles(file);
}

/**
 * Expects the first list grid to fit: no sideways scroll of the grid or the page, nothing cut
 * that is never cut. `where` names the screen (language, tab) in a failure.
 */
export async function expectFits(page: Page, where: Record<string, string>): Promise<void> {
  expect({ ...where, ...(await sidewaysOverflow(page)) }).toEqual({
    ...where,
    grid: 0,
    page: 0,
    cut: 0,
  });
}
