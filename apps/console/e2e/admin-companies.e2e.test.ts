import { describe, expect, it } from 'vitest';
import { withClient } from '../../server/test/support/pg-client.ts';
import {
  axeViolations,
  bundledText,
  german,
  pageApi,
  pickOption,
  realConsole,
  switchLanguage,
  toast,
} from './harness.ts';
import { slack } from './slack.ts';

/*
 * A company's read-only tabs (spec 1 §2.3: "its websites, accounts and contacts (read-only)"):
 * each tab is the company's list under its own columns (issue 34: one ReadOnlyTab for the three).
 */

const app = realConsole();

describe("a company's read-only tabs", () => {
  it('lists the websites, accounts and contacts of the company, each in its columns', async () => {
    const admin = await app.signedIn('admin@example.com');
    await admin.goto(`${app.url}/admin/companies`);
    await admin.getByRole('heading', { name: german('routes.companies'), level: 1 }).waitFor();
    await admin.getByRole('grid').first().locator('tbody tr a').first().click();
    await admin.waitForURL((url) => /^\/admin\/companies\/\d+$/.test(url.pathname));
    const company = new URL(admin.url()).pathname;
    for (const [tab, column] of [
      ['websites', 'companies.websites.columns.domain'],
      ['accounts', 'companies.accounts.columns.countryCode'],
      ['contacts', 'companies.contacts.columns.accountName'],
    ] as const) {
      await admin.getByRole('tab', { name: german(`routes.tab.${tab}`), exact: true }).click();
      await admin.waitForURL((url) => url.pathname === `${company}/${tab}`);
      await admin.getByRole('columnheader', { name: german(column) }).waitFor();
      expect(await axeViolations(admin)).toEqual([]);
    }
    await admin.context().close();
  });
});

// Issue 37: "a company-create screen". Spec 1 §2.3 names no create path: /admin/companies/create
// sits beside users/create; the VAT / UID number is checked against the country on the server.
describe('a new company', () => {
  it('is created from the companies list in German, then in French, and opens on its page', async () => {
    const admin = await app.signedIn('admin@example.com');
    await admin.goto(`${app.url}/admin/companies`);
    await admin.getByRole('link', { name: german('companies.actions.create') }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/companies/create');
    await admin
      .getByRole('heading', { name: german('companies.dialog.createTitle'), level: 1 })
      .waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.getByLabel(german('companies.form.name')).fill('Druckerei Neu AG');
    await pickOption(
      admin,
      admin
        .getByRole('main')
        .getByRole('button', { name: new RegExp(`${german('companies.form.countryCode')}$`) }),
      german('companies.countries.CH'),
    );
    await admin.getByLabel(german('companies.form.postalCode')).fill('3011');
    await admin.getByLabel(german('companies.form.city')).fill('Bern');
    await admin.getByLabel(german('companies.form.vatNumber')).fill('CHE-123.456.789 MWST');
    await admin.getByRole('button', { name: german('companies.dialog.create') }).click();
    await toast(admin, german('companies.toast.created', { name: 'Druckerei Neu AG' }));
    await admin.waitForURL((url) => /^\/admin\/companies\/\d+$/.test(url.pathname));
    await admin.getByRole('heading', { name: 'Druckerei Neu AG', level: 1 }).waitFor();

    // In French: the same screen in its texts.
    const french = (key: string, params: Record<string, string> = {}) =>
      bundledText('fr', key, params);
    await switchLanguage(admin, 'de', 'fr');
    await admin.getByRole('button', { name: /: Français$/ }).waitFor();
    await admin
      .getByRole('link', { name: french('routes.companies'), exact: true })
      .first()
      .click();
    await admin.getByRole('link', { name: french('companies.actions.create') }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/companies/create');
    await admin
      .getByRole('heading', { name: french('companies.dialog.createTitle'), level: 1 })
      .waitFor();
    await admin.getByLabel(french('companies.form.name')).fill('Imprimerie Nouvelle SA');
    await pickOption(
      admin,
      admin
        .getByRole('main')
        .getByRole('button', { name: new RegExp(`${french('companies.form.countryCode')}$`) }),
      french('companies.countries.CH'),
    );
    await admin.getByRole('button', { name: french('companies.dialog.create') }).click();
    await toast(admin, french('companies.toast.created', { name: 'Imprimerie Nouvelle SA' }));
    await admin.waitForURL((url) => /^\/admin\/companies\/\d+$/.test(url.pathname));
    expect(await axeViolations(admin)).toEqual([]);
    await admin.context().close();
  });
});

// Issue 37: "A job run whose server died is detected (heartbeat) and shown as failed with a
// retry." Staged in this file's database as test/jobs-crash.test and job-heartbeat.test do on
// the server: runs RUNNING on their last attempt whose heartbeat stopped two minutes ago. The
// server's own supervision (every 30 s) finds them; the screens show them failed with the
// reason, and the retry starts a new run. German, then English.
describe('a job run whose server died', () => {
  it(
    'shows on /admin/batch as failed, with the reason in its log, and its retry starts it again (de, en)',
    async () => {
      const databaseUrl = app.databaseUrl;
      if (!databaseUrl)
        throw new Error('This test needs the e2e run’s PostgreSQL (E2E_TEMPLATE≠0)');
      const ids = await withClient(databaseUrl, async (client) =>
        (
          await client.query<{ id: string }>(
            `insert into job_run (kind, state, attempts, max_attempts, started_at, heartbeat_at)
           select 'digital.daily', 'RUNNING', 3, 3, now() - interval '5 minutes', now() - interval '2 minutes'
           from generate_series(1, 2) returning id`,
          )
        ).rows.map((row) => Number(row.id)),
      );
      const admin = await app.signedIn('admin@example.com');
      for (const id of ids) {
        await expect
          .poll(
            async () =>
              (await pageApi<{ job: { state: string } }>(admin, `ws-batch/jobs/${id}`)).job.state,
            { timeout: 150_000, interval: 5_000 },
          )
          .toBe('FAILED');
      }
      const english = (key: string, params: Record<string, string> = {}) =>
        bundledText('en', key, params);
      for (const [language, say, id] of [
        ['de', german, ids[0]],
        ['en', english, ids[1]],
      ] as const) {
        // The list: a failed run of the kind on its last attempt.
        await admin.goto(`${app.url}/admin/batch/list?state=FAILED`);
        if (language === 'en') await switchLanguage(admin, 'de', 'en');
        await admin
          .getByRole('row')
          .filter({ hasText: say('batch.kinds.digital-daily') })
          .filter({ hasText: say('batch.states.FAILED') })
          .filter({ hasText: say('batch.attemptOf', { attempt: '3', max: '3' }) })
          .first()
          .waitFor({ timeout: 30_000 });
        if (language === 'de') expect(await axeViolations(admin)).toEqual([]);
        // Its log: failed, the reason, and the retry.
        await admin.goto(`${app.url}/admin/batch/log/${id}/3`);
        await admin.getByText(say('batch.states.FAILED')).first().waitFor();
        await admin.getByText('The server running it stopped (no heartbeat)').first().waitFor();
        if (language === 'de') expect(await axeViolations(admin)).toEqual([]);
        await admin.getByRole('button', { name: say('batch.log.rerun'), exact: true }).click();
        await admin
          .getByText(new RegExp(`^${say('batch.log.rerunStarted', { id: '\\d+' })}$`))
          .first()
          .waitFor();
      }
      await admin.context().close();
    },
    slack(300_000),
  );
});
