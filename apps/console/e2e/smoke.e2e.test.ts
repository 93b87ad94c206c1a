import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, type RunningServer, startServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const context = await browser.newContext({ locale: 'de-CH' });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the console served by the real server', () => {
  it('renders in German for a Swiss German browser, with the API reachable', async () => {
    await page.goto(server.url);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Systemstatus',
    );
    await page.getByRole('heading', { name: 'Alle Systeme funktionieren' }).waitFor();
    expect(await page.getByText('Eingebettetes PostgreSQL (PGlite) — erreichbar').isVisible()).toBe(
      true,
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it('switches language with the current one disabled, and remembers the choice', async () => {
    const nav = page.getByRole('navigation', { name: 'Sprache' });
    expect(await nav.getByRole('button', { name: 'Deutsch' }).isDisabled()).toBe(true);

    await nav.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'System status', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'English' }).isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.reload();
    await page.getByRole('heading', { name: 'All systems operational' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('System status');
  });

  it('serves the commit the console was built from', async () => {
    const response = await page.request.get(`${server.url}/COMMITHASH.txt`);
    expect(response.status()).toBe(200);
    expect((await response.text()).trim()).toMatch(/^([0-9a-f]{40}|development|\S+)$/);
  });
});
