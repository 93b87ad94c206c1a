import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedConsole } from './harness.ts';
import { slack } from './slack.ts';

/*
 * Spec 1 §7: "incoming window messages from two allowed origins (local development and a test
 * host) deliver an auth token that is then stored". Issue 35: only those two. The built console
 * in the browser gets a message event with a valid token from each origin in turn; the token
 * is stored (under `token`) and signs the page in only from the two.
 */

const app = sharedConsole();

/** A valid token of the persona, from the sign-in call (not through the page). */
async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${app.url}/api/ws-auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo' }),
  });
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** Delivers a window message from `origin` to the console's window; answers the stored token. */
async function deliver(page: Page, origin: string, data: unknown): Promise<string | null> {
  await page.evaluate(
    ([from, payload]) =>
      window.dispatchEvent(new MessageEvent('message', { origin: from, data: payload })),
    [origin, data] as const,
  );
  // The listener stores synchronously; give the router's reload a moment either way.
  await page.waitForTimeout(300);
  return page.evaluate(() => localStorage.getItem('token'));
}

describe('the token by window message (spec 1 §7, issue 35)', () => {
  it(
    'takes a token from the two allowed origins only',
    async () => {
      const token = await tokenOf('agency@example.com');
      const page = await app.newPage();
      await page.goto(`${app.url}/authentication/login`);
      await page.getByRole('button', { name: 'Anmelden' }).waitFor();

      // Any other origin, the console's own included, hands over nothing.
      for (const origin of [
        'https://evil.example',
        'http://localhost:5174',
        'https://test.adconsole.example.evil.example',
        'http://test.adconsole.example',
        app.url,
        'null',
      ]) {
        expect(await deliver(page, origin, { token }), origin).toBeNull();
      }
      // An allowed origin without a token in its data hands over nothing either.
      expect(await deliver(page, 'http://localhost:5173', token)).toBeNull();
      expect(await deliver(page, 'http://localhost:5173', { token: '' })).toBeNull();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/authentication/login');

      // Local development: stored, and the page is signed in.
      expect(await deliver(page, 'http://localhost:5173', { token })).toBe(token);
      await page.goto(`${app.url}/`);
      await page.waitForURL((url) => url.pathname === '/orders/campaigns', { timeout: 15_000 });

      // The test host hands over another user's token, which replaces the first.
      const other = await tokenOf('companyadmin@example.com');
      expect(await deliver(page, 'https://test.adconsole.example', { token: other })).toBe(other);
    },
    slack(60_000),
  );
});
