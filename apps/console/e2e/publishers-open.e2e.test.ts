import { readFileSync } from 'node:fs';
import { businessDay, shiftDay } from '@adconsole/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  bundledText,
  german,
  pickOption,
  realConsole,
  switchLanguage,
} from './harness.ts';

/*
 * What issue 38 and 39 left open on the publishers' and payouts' pages (session 12), end to end
 * on the small demo data: a payout run with nothing to pay says so; the payout config names who
 * pays; the traffic dashboard exports what it shows, its fill rate per day; ADMIN keeps a
 * publisher's placement groups, in French, and its ads.txt (session 13).
 */

const app = realConsole();
const french = (key: string, params: Record<string, string> = {}) => bundledText('fr', key, params);

const lastMonth = () => shiftDay(`${businessDay().slice(0, 7)}-01`, -1).slice(0, 7);

/** ADMIN, signed in and acting for the publisher Verlag Alpenblick AG. */
async function adminForAlpenblick(): Promise<Page> {
  const page = await app.signedIn('admin@example.com');
  await page.getByRole('combobox', { name: german('shell.company.label') }).fill('Alpenblick');
  await page.getByRole('option', { name: 'Verlag Alpenblick AG' }).click();
  return page;
}

describe('the publishers’ open points', () => {
  it('says so when a payout run has nothing to pay, and names who pays in the config', async () => {
    // ADMIN's own company pays under no payout config: the run's dialog says why, no job starts.
    const page = await app.signedIn('admin@example.com');
    await page.goto(`${app.url}/finances/payouts/reports/${lastMonth()}-01`);
    await page.getByRole('button', { name: german('payouts.run.action') }).click();
    const dialog = page.getByRole('alertdialog');
    // The dialog says whose configuration the run takes (s12 stranger): here, none of ADMIN's.
    await dialog.getByText(german('payouts.run.noConfig', { company: 'Adconsole AG' })).waitFor();
    await dialog.getByRole('button', { name: german('payouts.run.confirm') }).click();
    // The reason in words (the code's text, or the server's message in the reader's language).
    await dialog.getByText(/keine aktive Auszahlungskonfiguration/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();

    // Acting for the publisher: its config is paid by the house that sells its websites.
    const admin = await adminForAlpenblick();
    await admin.goto(`${app.url}/finances/payouts/payout-configs`);
    const row = admin.getByRole('row', { name: /Verlag Alpenblick AG CHF/ });
    await row.getByText('Adconsole Sales').waitFor();
    await row
      .getByRole('link', { name: /Verlag Alpenblick AG CHF/ })
      .first()
      .click();
    const payer = admin.getByRole('button', {
      name: new RegExp(german('payoutConfigs.form.payerCompanyId')),
    });
    await expect.poll(() => payer.textContent()).toContain('Adconsole Sales');
    await pickOption(admin, payer, german('payoutConfigs.noPayer'));
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await admin.waitForURL((url) => url.pathname === '/finances/payouts/payout-configs');
    await admin
      .getByRole('row', { name: /Verlag Alpenblick AG CHF/ })
      .getByText(german('payoutConfigs.noPayer'))
      .waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.context().close();
  });

  it('exports the traffic dashboard as shown, its fill rate drawn per day', async () => {
    const page = await adminForAlpenblick();
    // The last ten days (the small demo's facts hold last month and this one).
    const [from, to] = [shiftDay(businessDay(), -10), shiftDay(businessDay(), -1)];
    await page.goto(
      `${app.url}/publishers/traffic/dashboard?view=table&from=${from}&to=${to}&website=all`,
    );
    const fill = page.getByRole('table', {
      name: `${german('publishers.measures.fillRate')} (CHF)`,
    });
    await fill.getByRole('row').nth(2).waitFor();
    await page.getByRole('button', { name: german('kit.export.menu') }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: german('kit.export.csv') }).click(),
    ]);
    const lines = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      [
        german('publishers.traffic.groupings.DAY'),
        german('publishers.export.currency'),
        german('publishers.measures.adRequests'),
        german('publishers.measures.impressions'),
        german('publishers.measures.fillRate'),
        german('publishers.measures.netRevenue'),
      ].join(';'),
    );
    // A row per day shown (ten days, one currency), each with its impressions.
    expect(lines.slice(1).map((line) => line.split(';')[1])).toEqual(Array(10).fill('CHF'));
    expect(lines.slice(1).every((line) => Number(line.split(';')[3]) > 0)).toBe(true);
    // The fill differs from day to day (it was the same on every site and day).
    const fills = new Set(lines.slice(1).map((line) => line.split(';')[4]));
    expect(fills.size).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps a publisher’s ads.txt: the missing lines added and saved', async () => {
    // ADMIN acting for the publisher (spec 1 §2.12 ads-config; CONFIGURE_ADS_TXT or ADMIN writes).
    const page = await adminForAlpenblick();
    await page.goto(`${app.url}/publishers/ads-config`);
    await page.getByRole('heading', { name: german('routes.adsConfig'), level: 1 }).waitFor();
    await pickOption(
      page,
      page.getByRole('button', { name: new RegExp(german('publishers.website.label')) }),
      /alpenblick-online\.example/,
    );
    // The catalogue's site, sold by Adconsole AG, whose Xandr and Google seller seats it names.
    const file = page.getByRole('textbox', {
      name: german('publishers.adsTxt.content', { domain: 'alpenblick-online.example' }),
    });
    // A line that is no record is named by its number as it is typed.
    await file.fill('# Alpenblick\ngoogle.com pub-1 DIRECT\n');
    await page
      .getByText(german('publishers.adsTxt.invalidLines_one', { lines: '2' }))
      .first()
      .waitFor();
    await file.fill('# Alpenblick\n');
    await page
      .getByText(german('publishers.adsTxt.required.missing_other', { count: '2' }))
      .waitFor();
    await page.getByRole('button', { name: german('publishers.adsTxt.addMissing') }).click();
    await page.getByText(german('publishers.adsTxt.required.allPresent')).waitFor();
    await page.getByRole('button', { name: german('publishers.adsTxt.save') }).click();
    await page
      .getByText(german('publishers.adsTxt.saved', { domain: 'alpenblick-online.example' }))
      .first()
      .waitFor();
    // Saved: after a reload the file still has every required line.
    await page.reload();
    await page.getByText(german('publishers.adsTxt.required.allPresent')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps a publisher’s placement group in French', async () => {
    const page = await adminForAlpenblick();
    await page.goto(`${app.url}/publishers/traffic/placement-groups`);
    await switchLanguage(page, 'de', 'fr');
    await page.getByRole('heading', { name: french('routes.placementGroups'), level: 1 }).waitFor();
    await page.getByRole('button', { name: french('placementGroups.actions.create') }).click();
    const dialog = page.getByRole('dialog', { name: french('placementGroups.dialog.createTitle') });
    await dialog.getByLabel(french('placementGroups.form.name')).fill('Page d’accueil');
    await pickOption(
      page,
      dialog.getByRole('button', { name: new RegExp(french('placementGroups.form.websiteId')) }),
      /alpenblick\.ch/,
    );
    const placements = dialog.getByRole('combobox', {
      name: french('placementGroups.form.placementIds'),
    });
    await placements.click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: french('placementGroups.dialog.create') }).click();
    const row = page.getByRole('row', { name: /Page d’accueil/ });
    await row.getByText('alpenblick.ch').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
