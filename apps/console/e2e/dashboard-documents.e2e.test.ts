import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ArchivedDocument, DocumentType } from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  bundledText,
  listGrid,
  pageApi,
  pickOption,
  realConsole,
  switchLanguage,
  textsOf,
} from './harness.ts';

/*
 * /dashboard/documents (issue 39; spec 1 §2.12 "dashboard/documents", agency and not
 * post-ad-manager; DOMAIN2 §9.1 "filter by campaign, type and date"; §9.2 3 "A downloaded
 * invoice PDF is byte-identical to the archived one (same SHA-256)"): the agency persona filters
 * its documents by type and campaign and downloads an invoice whose bytes are the archived
 * file's, in German; in French it does the same for an offer.
 */

const app = realConsole();
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
type Page1 = { items: ArchivedDocument[]; total: number };
type Say = (key: string, params?: Record<string, string>) => string;

/** Filters the list by type (always shown) and by a campaign of that type's first document. */
async function filterByTypeAndCampaign(page: Page, language: Language, type: DocumentType) {
  const say: Say = (key, params = {}) => bundledText(language, key, params);
  const filters = page.getByRole('search');
  await pickOption(
    page,
    filters.getByRole('button', { name: new RegExp(say('home.documents.filters.type')) }),
    say(`home.documents.types.${type}`),
  );
  await page.waitForURL((url) => url.searchParams.get('type') === type);
  // In the reader's language, as the console asks (the file names are said in it).
  const inLanguage = { headers: { 'Accept-Language': language } };
  const [first] = (
    await pageApi<Page1>(page, `ws-dashboard/documents?type=${type}&limit=1`, inLanguage)
  ).items;
  if (!first) throw new Error(`the agency has no ${type}`);
  await filters.getByRole('button', { name: textsOf(language).ui('ui.filters.select') }).click();
  await page
    .getByRole('menuitemcheckbox', { name: say('home.documents.filters.campaign') })
    .click();
  await page.keyboard.press('Escape');
  const field = page.getByRole('combobox', { name: say('home.documents.filters.campaign') });
  await field.fill(first.campaignName);
  await page.getByRole('option', { name: first.campaignName }).first().click();
  await page.waitForURL((url) => (url.searchParams.get('campaign') ?? '').includes(':'));
  // The campaign chosen (two campaigns may share a name): the list is its documents of the type.
  const campaignId = Number(new URL(page.url()).searchParams.get('campaign')?.split(':')[0]);
  const expected = await pageApi<Page1>(
    page,
    `ws-dashboard/documents?type=${type}&campaignId=${campaignId}&limit=100`,
    inLanguage,
  );
  expect(expected.total).toBeGreaterThan(0);
  const grid = listGrid(page);
  const document = expected.items[0] as ArchivedDocument;
  await grid
    .getByRole('row', { name: new RegExp(document.number) })
    .first()
    .waitFor();
  // Every row shown is a document of that type and campaign (the header row aside).
  await expect
    .poll(async () => (await grid.getByRole('row').count()) - 1, { timeout: 30_000 })
    .toBe(expected.items.length);
  for (const row of await grid.getByRole('row').all()) {
    const text = (await row.textContent()) ?? '';
    if (text.includes(say('home.documents.columns.type'))) continue;
    expect(text).toContain(say(`home.documents.types.${type}`));
    expect(text).toContain(document.campaignName);
  }
  return { document, say };
}

/** Downloads a document by its row's button; answers the bytes. */
async function download(page: Page, document: ArchivedDocument, say: Say) {
  const saved = page.waitForEvent('download');
  await page
    .getByRole('button', {
      name: say('home.documents.download', {
        fileName: document.fileName,
        type: say(`home.documents.types.${document.type}`),
        number: document.number,
      }),
    })
    .click();
  const file = await saved;
  expect(file.suggestedFilename()).toBe(document.fileName);
  return new Uint8Array(await readFile(await file.path()));
}

describe('the agency’s documents', () => {
  it('filters by type and campaign and downloads an invoice byte for byte as archived (German)', async () => {
    const page = await app.signedIn('agency@example.com');
    await page.goto(`${app.url}/dashboard/documents`);
    await page
      .getByRole('heading', { name: bundledText('de', 'routes.documents'), level: 1 })
      .waitFor();
    const { document, say } = await filterByTypeAndCampaign(page, 'de', 'INVOICE');
    const bytes = await download(page, document, say);
    // The archived file's SHA-256, as the record names it after the first download.
    const archived = await pageApi<ArchivedDocument>(page, `ws-dashboard/documents/${document.id}`);
    expect(archived.sha256).toBe(sha256(bytes));
    // A second download is the same file.
    expect(sha256(await download(page, document, say))).toBe(archived.sha256);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('in French: filters by type and campaign and downloads an offer as archived', async () => {
    const page = await app.signedIn('agency@example.com');
    await page.goto(`${app.url}/dashboard/documents`);
    await switchLanguage(page, 'de', 'fr');
    await page
      .getByRole('heading', { name: bundledText('fr', 'routes.documents'), level: 1 })
      .waitFor();
    const { document, say } = await filterByTypeAndCampaign(page, 'fr', 'OFFER');
    // Named in French (s15 stranger: "offer-…" and "confirmation-…" on a German screen).
    expect(document.fileName).toBe(`Offre-${document.number}.pdf`);
    const bytes = await download(page, document, say);
    const archived = await pageApi<ArchivedDocument>(page, `ws-dashboard/documents/${document.id}`);
    expect(archived.sha256).toBe(sha256(bytes));
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
