import { describe, expect, it } from 'vitest';
import { printPdf } from '../../server/src/seed/creative-files.ts';
import { axeViolations, bundledText, chooseFile, german, realConsole } from './harness.ts';

/*
 * Creatives and ad tags (issue 40) end to end. As the print desk, in French: an RGB PDF without
 * bleed fails its preflight ("RGB", no bleed box) and the record says no proof is sent for it.
 * As an administrator: a CM360 tag without a click macro gets WARN, and its preview renders in
 * a sandboxed frame of another origin that can read neither the console's storage nor its own.
 */

const app = realConsole();
const french = (key: string, params: Record<string, string> = {}) => bundledText('fr', key, params);

describe('creatives', () => {
  it('fails the preflight of an RGB PDF without bleed, in French', async () => {
    const page = await app.signedIn('printops@example.com');
    await page.goto(`${app.url}/creatives/print/create`);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    const position = page.getByRole('combobox', { name: french('creatives.print.form.position') });
    // A lookup loads as the user types.
    const positions = page.waitForResponse((answer) =>
      answer.url().includes('/print-positions?search='),
    );
    await position.fill('a');
    await positions;
    await page.getByRole('option', { disabled: false }).first().click();
    await expect.poll(() => position.inputValue()).not.toBe('a');
    await chooseFile(page, french('creatives.print.form.file'), {
      name: 'Inserat-RGB.pdf',
      mimeType: 'application/pdf',
      buffer: await printPdf({ rgb: true, bleed: false, pdfx: false }),
    });
    await page.getByRole('button', { name: french('creatives.print.upload') }).click();
    await page.getByText(french('creatives.print.statusText.ERROR')).waitFor();
    const rgb = french('creatives.print.findings.RGB');
    const noBleed = french('creatives.print.findings.NO_BLEED_BOX');
    expect(rgb).toContain('RGB');
    expect(noBleed).toContain('BleedBox');
    await page.getByText(rgb, { exact: true }).waitFor();
    await page.getByText(noBleed, { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('gives a CM360 tag without a click macro WARN and previews it sandboxed on another origin', async () => {
    const page = await app.signedIn('admin@example.com');
    await page.goto(`${app.url}/ad-tags/3rd-party/add`);
    await page
      .getByRole('textbox', { name: german('adTags.thirdParty.form.name') })
      .fill('CM360 Sommer');
    const advertiser = page.getByRole('combobox', {
      name: german('adTags.thirdParty.form.advertiser'),
    });
    const advertisers = page.waitForResponse((answer) =>
      answer.url().includes('/advertisers?search='),
    );
    await advertiser.fill('a');
    await advertisers;
    await page.getByRole('option', { disabled: false }).first().click();
    await expect.poll(() => advertiser.inputValue()).not.toBe('a');
    // The tag reports what it can read: the console's storage, and any storage of its own.
    const probe = `<script>var r; try { r = window.parent.localStorage.getItem('token') ? 'read' : 'empty'; } catch (e) { r = 'blocked'; } try { window.localStorage.getItem('x'); r += '-own'; } catch (e) { r += '-none'; } document.write('<p id="probe">' + r + '</p>');</script>`;
    const code = `<ins class='dcmads' style='display:inline-block;width:300px;height:250px' data-dcm-placement='N1.2/B3.4' data-dcm-rendering-mode='script'>\n  <script src='https://www.googletagservices.com/dcm/dcmads.js?ord=%%CACHEBUSTER%%'></script>\n</ins>\n${probe}`;
    await page.getByRole('textbox', { name: german('adTags.thirdParty.form.code') }).fill(code);
    await page.getByRole('button', { name: german('adTags.thirdParty.dialog.create') }).click();
    await page.getByText(german('adTags.findings.NO_CLICK_MACRO')).waitFor();
    await page.getByText(german('adTags.status.WARN'), { exact: true }).first().waitFor();
    await page.getByText(german('adTags.vendors.CM360')).first().waitFor();
    await page.getByRole('button', { name: german('adTags.preview.show') }).click();
    const frame = page.locator('iframe[sandbox="allow-scripts"]');
    await frame.waitFor();
    const source = new URL((await frame.getAttribute('src')) ?? '');
    expect(source.origin).not.toBe(new URL(app.url).origin);
    await expect
      .poll(() =>
        page.frameLocator('iframe[sandbox="allow-scripts"]').locator('#probe').textContent(),
      )
      .toBe('blocked-none');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
