import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  newGermanPage,
  type RunningServer,
  startServer,
} from './harness.ts';

// The demo sign-ins of shared/PERSONAS.md, all with the password `demo`.
const personas = [
  'admin@example.com',
  'companyadmin@example.com',
  'agency@example.com',
  'selfbooking@example.com',
  'publisher@example.com',
  'sales@example.com',
  'ops@example.com',
  'printops@example.com',
  'finance@example.com',
  'post@example.com',
  'postnetz@example.com',
  'contextual@example.com',
  'semantiq@example.com',
  'nobody@example.com',
];

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const page = await newGermanPage(browser);
  return { context: page.context(), page };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** The person as the API knows them, read with the token the console stored. */
async function currentUser(page: Page): Promise<{ firstName: string; lastName: string }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(`${server.url}/api/ws-users/current`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

describe('signing in (spec 1 §2.1)', () => {
  it.each(personas)('%s signs in and sees their name', async (email) => {
    const { context, page } = await freshPage();
    await signIn(page, email, 'demo');
    const profile = page.getByTestId('profile-name');
    await profile.waitFor();

    const user = await currentUser(page);
    const expected = `${user.firstName.charAt(0).toUpperCase()}. ${user.lastName}`;
    expect(await profile.textContent()).toBe(expected);
    expect(new URL(page.url()).pathname).not.toMatch(/^\/authentication/);
    await context.close();
  });

  it('refuses a wrong password with a message, stores nothing, and still lets the right one in', async () => {
    const { context, page } = await freshPage();
    await signIn(page, 'sales@example.com', 'not-the-password');

    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'E-Mail oder Passwort ist falsch.',
    );
    expect(new URL(page.url()).pathname).toBe('/authentication/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Passwort').fill('demo');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByTestId('profile-name').waitFor();
    await context.close();
  });

  it('asks for both fields before calling the server', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${server.url}/authentication/login`);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const email = page.getByLabel('E-Mail');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Dieses Feld ist erforderlich').count()).toBe(2);
    await context.close();
  });

  it('signs out: the token is revoked, a notice says so, the sign-in form is back', async () => {
    const { context, page } = await freshPage();
    await signIn(page, 'agency@example.com', 'demo');
    await page.getByTestId('profile-name').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByRole('heading', { name: 'Anmelden', level: 1 }).waitFor();
    await page.getByText('Sie sind abgemeldet.', { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const reused = await page.request.get(`${server.url}/api/ws-users/current`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(reused.status()).toBe(401);
    await context.close();
  });
});
