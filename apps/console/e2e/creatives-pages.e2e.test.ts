import { describe, expect, it } from 'vitest';
import {
  actAsCompany,
  axeViolations,
  bundledText,
  german,
  openInConsole,
  pageApi,
  sharedConsole,
} from './harness.ts';

/*
 * Issue 40, "No creatives or ad-tags page shows its frame": the four pages no other test opened
 * (/creatives/digital/{id}/edit, /creatives/print, /creatives/ad-server and its record), each on
 * the full screen with the demo's own data, once each through axe; the ad-server record in
 * French. One sign-in: the administrator, who holds every creatives role, acting for Adconsole
 * Sales. The file only opens pages, so it runs on the e2e run's shared server.
 */

const app = sharedConsole();
const french = (key: string, params: Record<string, string> = {}) => bundledText('fr', key, params);

describe('the creatives pages no other test opens', () => {
  it('edits a digital creative, lists print and ad-server creatives, and shows an ad-server creative’s delivery in French', async () => {
    const page = await app.signedIn('admin@example.com');
    // Acting for the sales company, which has creatives of every kind even in the small demo.
    const headers = await actAsCompany(page, 'Adconsole Sales');
    type Digital = { id: number; name: string; clickUrl: string | null };
    const { items: digital } = await pageApi<{ items: Digital[] }>(
      page,
      'ws-creatives/digital-creatives?limit=1',
      { headers },
    );
    const creative = digital[0];
    if (!creative) throw new Error('the demo has digital creatives');

    // The edit form, filled with the creative as stored.
    await openInConsole(page, `/creatives/digital/${creative.id}/edit`);
    const name = page.getByRole('textbox', { name: german('creatives.digital.form.name') });
    await expect.poll(() => name.inputValue(), { timeout: 20_000 }).toBe(creative.name);
    if (creative.clickUrl) {
      await expect
        .poll(() =>
          page
            .getByRole('textbox', { name: german('creatives.digital.form.clickUrl') })
            .inputValue(),
        )
        .toBe(creative.clickUrl);
    }
    expect(await axeViolations(page)).toEqual([]);

    // The print creatives: a row per PDF with its preflight.
    type Print = { name: string };
    const { items: prints } = await pageApi<{ items: Print[] }>(
      page,
      'ws-creatives/print-creatives?limit=1',
      { headers },
    );
    await openInConsole(page, '/creatives/print');
    await page.getByRole('heading', { name: german('routes.printCreatives'), level: 1 }).waitFor();
    const print = prints[0];
    if (!print) throw new Error('the demo has print creatives');
    await page.getByRole('row').filter({ hasText: print.name }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The ad server's creatives with their line item and delivery.
    type AdServer = { id: number; name: string; externalId: string };
    const { items: pushed } = await pageApi<{ items: AdServer[] }>(
      page,
      'ws-creatives/ad-server-creatives?limit=1',
      { headers },
    );
    const onServer = pushed[0];
    if (!onServer) throw new Error('the demo has creatives on the ad server');
    await openInConsole(page, '/creatives/ad-server');
    await page
      .getByRole('heading', { name: german('routes.adServerCreatives'), level: 1 })
      .waitFor();
    await page.getByRole('row').filter({ hasText: onServer.externalId }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Its record, in French: its facts and delivery figures, and the re-sync action.
    await page.evaluate(() => localStorage.setItem('language', 'fr'));
    await page.goto(`${app.url}/creatives/ad-server/${onServer.id}`);
    await page.getByRole('heading', { name: onServer.name, level: 1 }).waitFor();
    await page.getByText(onServer.externalId, { exact: true }).first().waitFor();
    await page.getByText(french('creatives.adServer.columns.impressions')).first().waitFor();
    await page.getByText(french('creatives.adServer.days')).first().waitFor();
    await page.getByRole('button', { name: french('creatives.adServer.resync') }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
