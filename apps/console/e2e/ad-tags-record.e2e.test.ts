import type { ThirdPartyTag } from '@adconsole/api';
import { describe, expect, it } from 'vitest';
import { expectSandboxedPreview, nameTagAndPickAdvertiser, STORAGE_PROBE } from './adTags.ts';
import { axeViolations, bundledText, pageApi, realConsole } from './harness.ts';

/*
 * A third-party tag's record (issue 40, DOMAIN2 §5), in French, in Chromium against the real
 * server. A stranger found the tag's form landing on the list after saving, and no vendor, preview
 * or creation on the record: an Adform tag without a click macro, saved, opens its record with
 * WARN and why, the vendor detected from its code (shown while typing and stored), its preview
 * in a sandboxed frame of another origin that cannot read the console's storage, and its history
 * starting with its creation.
 */

const app = realConsole();
const french = (key: string, params: Record<string, string> = {}) => bundledText('fr', key, params);

describe('a third-party tag’s record', () => {
  it('lands on the saved tag’s record with its vendor, check, sandboxed preview and creation in its history', async () => {
    const page = await app.signedIn('admin@example.com');
    await page.evaluate(() => localStorage.setItem('language', 'fr'));
    await page.goto(`${app.url}/ad-tags/3rd-party/add`);
    await nameTagAndPickAdvertiser(
      page,
      {
        name: french('adTags.thirdParty.form.name'),
        advertiser: french('adTags.thirdParty.form.advertiser'),
      },
      'Adform Automne',
    );
    const code = `<script src="https://track.adform.net/adfscript/?bn=4711;ord=%%CACHEBUSTER%%"></script>\n${STORAGE_PROBE}`;
    await page.getByRole('textbox', { name: french('adTags.thirdParty.form.code') }).fill(code);
    // The vendor as the code is typed, before saving.
    await page
      .getByText(
        french('adTags.thirdParty.liveVendor', { vendor: french('adTags.vendors.ADFORM') }),
      )
      .waitFor();
    await page.getByRole('button', { name: french('adTags.thirdParty.dialog.create') }).click();

    // Saved: the tag's own record, not the list nor the form.
    await page.waitForURL(/\/ad-tags\/3rd-party\/\d+$/);
    await page.getByRole('heading', { name: 'Adform Automne', level: 1 }).waitFor();
    await page.getByText(french('adTags.status.WARN'), { exact: true }).first().waitFor();
    await page.getByText(french('adTags.findings.NO_CLICK_MACRO')).first().waitFor();
    await page.getByText(french('adTags.vendors.ADFORM'), { exact: true }).first().waitFor();
    const id = Number(/3rd-party\/(\d+)$/.exec(page.url())?.[1]);
    const stored = await pageApi<ThirdPartyTag>(page, `ws-creatives/third-party-tags/${id}`);
    expect(stored).toMatchObject({ vendorDetected: 'ADFORM', status: 'WARN', code });

    // The preview: another origin, sandboxed, and the tag reads neither the console's storage
    // nor any of its own.
    await page.getByRole('button', { name: french('adTags.preview.show') }).click();
    await expectSandboxedPreview(page, app.url);

    // Its history starts with its creation: the values it was saved with.
    await page.getByRole('button', { name: french('adTags.thirdParty.history.show') }).click();
    const history = page.getByRole('grid', { name: french('adTags.thirdParty.history.title') });
    await history.getByText('Adform Automne').first().waitFor();
    await history.getByText(french('adTags.status.WARN'), { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
