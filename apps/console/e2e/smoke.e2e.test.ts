import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, cspViolations, german, sharedConsole } from './harness.ts';

const app = sharedConsole();
let page: Page;

beforeAll(async () => {
  page = await app.newPage();
});

describe('the console served by the real server', () => {
  it('sends an anonymous visitor to the German sign-in form (spec 1 §2.1)', async () => {
    await page.goto(`${app.url}/orders/campaigns`);
    await page.getByRole('heading', { name: 'Anmelden', level: 1 }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/authentication/login');
    expect(url.searchParams.get('redirectTo')).toBe('/orders/campaigns');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('switches language with the header dropdown, the current one disabled, and remembers it', async () => {
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    expect(
      await page.getByRole('menuitem', { name: 'Deutsch' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Language: English' }).click();
    expect(
      await page.getByRole('menuitem', { name: 'English' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    expect(await page.getByLabel('Password').getAttribute('type')).toBe('password');
  });

  it('serves the console under a CSP without inline scripts, and the harness hears a violation', async () => {
    const response = await page.request.get(`${app.url}/crm/accounts`);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

    // An inline script, as an injection would add one: blocked, and reported. Trusted Types
    // (issue 35) refuse its text before script-src gets to refuse running it.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      try {
        script.textContent = 'window.__injected = true;';
        document.head.append(script);
      } catch {
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(cspViolations.join('\n')).toMatch(/script-src|require-trusted-types-for/);
    // Taken back, so this expected one does not fail the test (after a moment: a report can
    // arrive a little after the first).
    await new Promise((resolve) => setTimeout(resolve, 500));
    cspViolations.splice(0);
  });

  it('names the identity provider of an SSO link from its optional path parameter', async () => {
    const visitor = await app.newPage();
    await visitor.goto(`${app.url}/authentication/sso/adconsole-azure`);
    await visitor
      .getByText(german('auth.sso.unknownIssuer', { issuerName: 'adconsole-azure' }))
      .waitFor();
    await visitor.goto(`${app.url}/authentication/sso`);
    await visitor.getByText(german('auth.sso.notConfigured')).waitFor();
    await visitor.context().close();
  });

  it('serves the commit the console was built from', async () => {
    const response = await page.request.get(`${app.url}/COMMITHASH.txt`);
    expect(response.status()).toBe(200);
    expect((await response.text()).trim()).not.toBe('');
  });
});
