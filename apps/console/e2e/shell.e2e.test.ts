import { effectiveRoles } from '@adconsole/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startPath } from '../src/app/landing.ts';
import { loadsPendingApprovalCount, navigationFor } from '../src/features/shell/navigation.ts';
import { currentUserOf, PERSONA_IDENTITIES } from '../src/routes/personas.ts';
import { areas } from '../src/routes/table/index.ts';
import { axeViolations, german, realConsole } from './harness.ts';
import { slack } from './slack.ts';

const app = realConsole();

/** Signed in as the persona, on the page the console lands on. */
async function signedInOn(email: string, pathname: string): Promise<Page> {
  const page = await app.signedIn(email);
  await page.waitForURL((url) => url.pathname === pathname);
  return page;
}

/** The heading of the not-found page. */
const notFound = (page: Page) =>
  page.getByRole('heading', { name: german('shell.notFound.title'), level: 1 });

/** The person as the API knows them, read with the token the console stored. */
async function currentUser(page: Page): Promise<{ firstName: string; lastName: string }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(`${app.url}/api/ws-users/current`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

describe('each persona of PERSONAS.md (spec 1 §2.1, §6)', () => {
  it.each(PERSONA_IDENTITIES.map((persona) => [persona.email, persona] as const))(
    '%s lands where PERSONAS.md says and sees only their navigation',
    async (_email, persona) => {
      const page = await app.signedIn(persona.email);
      const user = await currentUser(page);
      const profileName = `${user.firstName.charAt(0).toUpperCase()}. ${user.lastName}`;
      await page.getByRole('button', { name: profileName }).waitFor();

      if (persona.landsOn) {
        await page.waitForURL((url) => url.pathname === persona.landsOn);
      } else {
        await notFound(page).waitFor();
        expect(new URL(page.url()).pathname).toBe('/');
      }

      const roles = effectiveRoles(currentUserOf(persona));
      const sections = navigationFor(areas, roles);
      // The brand leads to the start page (a link first in the navigation) when there is one.
      const brand = startPath(
        roles,
        sections.map((section) => ({ items: section.entries })),
      )
        ? [german('appName')]
        : [];
      const expected = [
        ...brand,
        ...sections.flatMap((section) => section.entries.map((entry) => german(entry.label))),
      ];
      const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
      const shown = await navigation.getByRole('link').allTextContents();
      // A count badge (pending approvals) follows its entry's label.
      expect(shown.map((text) => text.trim().replace(/\d+$/, ''))).toEqual(expected);
      // The ad-approval count loads for WORKFLOW + MANAGE_DIGITAL_PRODUCTS + OPS_PUSH only.
      const approval = navigation.getByRole('link', {
        name: new RegExp(`^${german('routes.approval')}`),
      });
      if (loadsPendingApprovalCount(effectiveRoles(currentUserOf(persona)))) {
        // The count is a call of its own, sent once the navigation shows: under load it can
        // answer after expect.poll's default second (the pages load faster since issue 36).
        await expect.poll(() => approval.textContent(), { timeout: 10_000 }).toMatch(/\d+$/);
      } else if ((await approval.count()) > 0) {
        expect(await approval.textContent()).toBe(german('routes.approval'));
      }
      await page.context().close();
    },
  );

  it('shows the admin the whole shell with zero axe violations', async () => {
    const page = await signedInOn('admin@example.com', '/orders/campaigns');
    await page.getByRole('heading', { name: german('routes.campaigns'), level: 1 }).waitFor();
    // react-aria's live region still holds the sign-in button's busy announcement for 7 s,
    // pointing at the button that is gone; it clears itself, then the page has no violation.
    await expect.poll(() => axeViolations(page), { timeout: 10_000, interval: 1_000 }).toEqual([]);
    await page.context().close();
  });

  it('the brand leads the admin to the home page, and a user without workflow to their first page', async () => {
    // The stranger's "the admin has no home page and the logo is not a link".
    const admin = await signedInOn('admin@example.com', '/orders/campaigns');
    const navigation = admin.getByRole('navigation', { name: 'Hauptnavigation' });
    await navigation.getByRole('link', { name: german('appName'), exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/sales');
    await admin.getByRole('heading', { name: german('routes.home'), level: 1 }).waitFor();
    await admin.context().close();
    const agency = await signedInOn('agency@example.com', '/orders/campaigns');
    const brand = agency
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: german('appName'), exact: true });
    const persona = PERSONA_IDENTITIES.find((each) => each.email === 'agency@example.com');
    if (!persona) throw new Error('no agency persona');
    const first = navigationFor(areas, effectiveRoles(currentUserOf(persona)))[0]?.entries[0]?.href;
    expect(await brand.getAttribute('href')).toBe(first);
    await agency.context().close();
  });
});

describe('route rules in the browser (spec 1 §2.1, §2.6, §5)', () => {
  it('shows not-found for an unknown print status and a bad payout date, and redirects defaults', async () => {
    const page = await signedInOn('admin@example.com', '/orders/campaigns');
    await page.goto(`${app.url}/orders/print/NOPE`);
    await notFound(page).waitFor();
    await page.goto(`${app.url}/finances/payouts/reports/2026-02-30`);
    await notFound(page).waitFor();
    await page.goto(`${app.url}/orders/print`);
    await page.waitForURL((url) => url.pathname === '/orders/print/BOOKED');
    await page.getByRole('heading', { name: german('statuses.BOOKED'), level: 1 }).waitFor();
    await page.context().close();
  });

  it('sends a visitor to the sign-in form and back to the page afterwards', async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}/crm/accounts`);
    await page.waitForURL((url) => url.pathname === '/authentication/login');
    await page.getByLabel('E-Mail').fill('sales@example.com');
    await page.getByLabel('Passwort').fill('demo');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/crm/accounts');
    await page.context().close();
  });
});

describe('the header (spec 1 §1, §4)', () => {
  it('switching company stores it, clears saved list filters and resets the search', async () => {
    const page = await signedInOn('admin@example.com', '/orders/campaigns');
    await page.evaluate(() =>
      sessionStorage.setItem('filters:sales-activities', '{"type":"CALL"}'),
    );
    await page.goto(`${app.url}/orders/campaigns?status=RUNNING`);
    await page.getByRole('heading', { name: german('routes.campaigns'), level: 1 }).waitFor();

    await page.getByRole('combobox', { name: german('shell.company.label') }).fill('Berner');
    await page.getByRole('option', { name: 'Berner Werbung AG' }).click();

    await page.waitForURL((url) => url.search === '');
    expect(
      await page.evaluate(() => sessionStorage.getItem('filters:sales-activities')),
    ).toBeNull();
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('selectedCompany') ?? 'null'),
    );
    expect(stored).toMatchObject({ name: 'Berner Werbung AG' });
    // Issue 33 point 19: the header says in full whom the admin acts for.
    await page
      .getByRole('status')
      .getByText(german('shell.company.actingAs', { name: 'Berner Werbung AG' }), { exact: true })
      .waitFor();
    await page.context().close();
  });

  it('the ad-approval badge counts for the company acted for, right after a switch (issue 34)', async () => {
    const page = await signedInOn('admin@example.com', '/orders/campaigns');
    const approval = page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: new RegExp(`^${german('routes.approval')}`) });
    // The badge: the number after the entry's label, 0 when none is shown.
    const badge = async () => Number((await approval.textContent())?.match(/\d+$/)?.[0] ?? 0);
    await approval.waitFor();
    await page.waitForLoadState('networkidle');
    const own = await badge();

    await page
      .getByRole('combobox', { name: german('shell.company.label') })
      .fill('Adconsole Sales');
    await page.getByRole('option', { name: 'Adconsole Sales' }).click();
    await page
      .getByRole('status')
      .getByText(german('shell.company.actingAs', { name: 'Adconsole Sales' }), { exact: true })
      .waitFor();
    // What a fresh page of the same company counts: the switch alone must show the same.
    const fresh = await page.context().newPage();
    // The badge reads the approval queue's counts (issue 38: one count for badge, tab and home).
    const counted = fresh.waitForResponse((response) =>
      response.url().includes('/ws-operations/creatives/approval-counts?kind=CREATIVE'),
    );
    await fresh.goto(page.url());
    const { PENDING_APPROVAL: sales = 0 } = (await (await counted).json()) as {
      PENDING_APPROVAL?: number;
    };
    expect(sales).not.toBe(own);
    await expect.poll(badge).toBe(sales);
    await page.context().close();
  });

  it('logout from the profile menu forgets the session and says "logged out"', async () => {
    const page = await signedInOn('agency@example.com', '/orders/campaigns');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const user = await currentUser(page);

    await page
      .getByRole('button', { name: `${user.firstName.charAt(0)}. ${user.lastName}` })
      .click();
    await page.getByRole('menuitem', { name: german('shell.signOut') }).click();
    await page.getByText(german('shell.loggedOut'), { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Anmelden', level: 1 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const reused = await page.request.get(`${app.url}/api/ws-users/current`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(reused.status()).toBe(401);
    await page.context().close();
  });
});

describe('signing in (spec 1 §2.1)', () => {
  it('refuses a wrong password with a message, stores nothing, and still lets the right one in', async () => {
    const page = await app.newPage();
    await app.signIn(page, 'sales@example.com', 'not-the-password');

    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'E-Mail oder Passwort ist falsch.',
    );
    expect(new URL(page.url()).pathname).toBe('/authentication/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Passwort').fill('demo');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/sales');
    await page.context().close();
  });

  it('asks for both fields before calling the server', async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}/authentication/login`);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const email = page.getByLabel('E-Mail');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Dieses Feld ist erforderlich').count()).toBe(2);
    await page.context().close();
  });
});

describe('a record page shows only what the user may use (issue 33 point 2)', () => {
  it('opens an account for the agency without its activity and comment tabs, and calls neither', async () => {
    const page = await signedInOn('agency@example.com', '/orders/campaigns');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const accounts = await page.request.get(`${app.url}/api/ws-crm/records/accounts?limit=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(accounts.status()).toBe(200);
    const [account] = (await accounts.json()).items as { id: number; displayName: string }[];
    if (!account) throw new Error('the agency has no account');
    const refused: string[] = [];
    const salesCalls: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    page.on('request', (request) => {
      if (/ws-activities|ws-crm\/comments/.test(request.url())) salesCalls.push(request.url());
    });
    await page.goto(`${app.url}/crm/accounts/${account.id}`);
    await page.getByRole('heading', { name: account.displayName, level: 1 }).waitFor();
    const tabs = page.getByRole('tablist');
    await tabs.getByRole('tab', { name: german('crm.tabs.campaigns') }).waitFor();
    expect(await tabs.getByRole('tab', { name: german('activities.tabs.activity') }).count()).toBe(
      0,
    );
    expect(await tabs.getByRole('tab', { name: german('activities.tabs.comments') }).count()).toBe(
      0,
    );
    // The first tab the agency may use is open, and nothing sent the page to /403.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(`/crm/accounts/${account.id}`);
    expect(refused).toEqual([]);
    expect(salesCalls).toEqual([]);
    await page.context().close();
  });
});

/** The total the list's pager states ("1–20 von 134"), once it shows. */
async function listTotal(page: Page): Promise<number> {
  const range = page.getByRole('navigation', { name: 'Seitennavigation' }).locator('p').first();
  await range.waitFor();
  const match = /von ([\d']+)/.exec((await range.textContent()) ?? '');
  return Number((match?.[1] ?? 'NaN').replace(/'/g, ''));
}

describe('the workflow home (issue 33 "a home per role")', () => {
  it('lands print ops on /sales with its counts, each leading to the list with that total', async () => {
    const page = await signedInOn('printops@example.com', '/sales');
    await page.getByRole('heading', { name: german('routes.home'), level: 1 }).waitFor();
    const group = page.getByRole('region', { name: german('home.groups.print') });
    await group.waitFor();
    expect(await page.getByText(german('shell.areaPending')).count()).toBe(0);
    const links = group.getByRole('link');
    const texts = await links.allTextContents();
    expect(texts).toHaveLength(3);
    const counts = texts.map((text) =>
      Number((/^([\d']+)/.exec(text)?.[1] ?? 'NaN').replace(/'/g, '')),
    );
    const index = counts.findIndex((count) => count > 0);
    expect(index).toBeGreaterThanOrEqual(0);
    await links.nth(index).click();
    await page.waitForURL((url) => url.pathname.startsWith('/print-operations/print/'));
    await expect.poll(() => listTotal(page), { timeout: 15_000 }).toBe(counts[index]);
    await page.goBack();
    await group.waitFor();
    await expect.poll(() => axeViolations(page), { timeout: 10_000, interval: 1_000 }).toEqual([]);
    await page.context().close();
  });
});

describe('area texts load with their screens (issue 36)', () => {
  it(
    'the administration texts load with an administration screen, not with every signed-in page',
    async () => {
      const signedIn = await app.signedIn('admin@example.com');
      // A new page of the signed-in context: each script it runs counts, from the cache or not.
      const page = await signedIn.context().newPage();
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.js')) {
          scripts.push(response.text().catch(() => ''));
        }
      });
      const adminText = german('mail.noTransport');
      const hasAdminTexts = async () =>
        (await Promise.all(scripts)).some((code) => code.includes(adminText));

      await page.goto(`${app.url}/crm/accounts`);
      await page.getByRole('heading', { name: german('routes.accounts'), level: 1 }).waitFor();
      await page.getByRole('grid').getByRole('row').nth(1).waitFor();
      expect(await hasAdminTexts()).toBe(false);

      await page.goto(`${app.url}/admin/users`);
      await page.getByRole('heading', { name: german('routes.users'), level: 1 }).waitFor();
      // Its texts are there, not their keys.
      await page.getByRole('columnheader', { name: german('users.columns.userRole') }).waitFor();
      expect(await hasAdminTexts()).toBe(true);
      await signedIn.context().close();
    },
    slack(60_000),
  );
});
