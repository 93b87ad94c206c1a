import { IMPORT_FIELDS } from '@adconsole/api';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../server/test/support/pdf-text.ts';
import {
  axeViolations,
  bundledText,
  chooseFile,
  german,
  openInConsole,
  realConsole,
  switchLanguage,
  textsOf,
  toast,
} from './harness.ts';
import { slack } from './slack.ts';

/*
 * The settings (issue 28) end to end in German, as the administrator: a print product with its
 * price in a new price list, a campaign booked on it that shows that price, and the copy of the
 * price list to the next year with +3 % and its preview; 200 contacts imported from an .xlsx
 * with 3 bad rows; a logo upload and the PDFs that show it (the sample and the offer).
 */

const app = realConsole();

const LIST = 'Sommertarif Print 2027';
const PRODUCT = 'Sommerbeilage Halbseite';

/** A call of the API as the signed-in page makes it (its token). */
async function api(
  page: Page,
  path: string,
): Promise<{ status: number; text: string; bytes: number[] }> {
  return page.evaluate(async (url) => {
    const response = await fetch(`/api/${url}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    const buffer = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      text: new TextDecoder().decode(buffer),
      bytes: Array.from(buffer),
    };
  }, path);
}

/** A POST of the API as the signed-in page makes it. */
async function send(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  return page.evaluate(
    async ([url, json]) => {
      const response = await fetch(`/api/${url}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token')}`,
          'content-type': 'application/json',
        },
        body: json,
      });
      return { status: response.status, text: await response.text() };
    },
    [path, JSON.stringify(body)] as const,
  );
}

async function choose(page: Page, scope: Locator, label: string, option?: string) {
  await scope.getByRole('button', { name: new RegExp(label) }).click();
  const options = page.getByRole('option');
  const picked = option ? options.filter({ hasText: option }).first() : options.first();
  const text = (await picked.textContent()) ?? '';
  await picked.click();
  return text.trim();
}

async function typeDate(scope: Locator, label: string, digits: string) {
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await scope.page().keyboard.type(digits);
}

/**
 * react-aria's live announcer keeps what a date or select field announced (as labelled images
 * whose label is gone) for a few seconds; the accessibility check waits until it is empty.
 */
async function announcementsGone(page: Page) {
  await expect
    .poll(() => page.locator('[data-live-announcer] [role=img]').count(), { timeout: 15_000 })
    .toBe(0);
}

const grid = (page: Page) => page.getByRole('grid').first();
const rowOf = (page: Page, text: string) => grid(page).getByRole('row').filter({ hasText: text });

describe('settings', () => {
  it(
    'creates a print product with a price in a new price list; a campaign booked on it shows that price; the copy to next year shows +3 % first',
    async () => {
      const page = await app.signedIn('admin@example.com');

      // A new price list, active, for the summer of 2027.
      await page.goto(`${app.url}/settings/price-lists`);
      await page.getByRole('heading', { name: german('routes.priceLists'), level: 1 }).waitFor();
      await grid(page).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page
        .getByRole('button', { name: german('settingsCatalogue.priceLists.actions.create') })
        .click();
      const listDialog = page.getByRole('dialog', {
        name: german('settingsCatalogue.priceLists.dialog.createTitle'),
      });
      await listDialog.getByLabel(german('settingsCatalogue.priceLists.form.name')).fill(LIST);
      await typeDate(listDialog, german('settingsCatalogue.priceLists.form.validFrom'), '01062027');
      await typeDate(listDialog, german('settingsCatalogue.priceLists.form.validTo'), '31082027');
      await choose(
        page,
        listDialog,
        german('settingsCatalogue.priceLists.form.status'),
        german('settingsCatalogue.priceLists.statuses.ACTIVE'),
      );
      await listDialog
        .getByRole('button', { name: german('settingsCatalogue.priceLists.dialog.create') })
        .click();
      await toast(page, german('settingsCatalogue.priceLists.toast.created', { name: LIST }));

      // A print product: a fixed size of 5 columns by 220 mm in colour.
      await page.goto(`${app.url}/settings/print-products`);
      await page.getByRole('heading', { name: german('routes.printProducts'), level: 1 }).waitFor();
      await grid(page).waitFor();
      await page
        .getByRole('button', { name: german('settingsCatalogue.products.actions.create') })
        .click();
      const productDialog = page.getByRole('dialog', {
        name: german('settingsCatalogue.products.dialog.createTitle'),
      });
      const title = await choose(
        page,
        productDialog,
        german('settingsCatalogue.products.form.adMediumId'),
      );
      await productDialog
        .getByRole('textbox', { name: german('settingsCatalogue.products.form.name') })
        .first()
        .fill(PRODUCT);
      await choose(
        page,
        productDialog,
        german('settingsCatalogue.products.form.sizeType'),
        german('settingsCatalogue.products.sizeTypes.FIXED_SIZE'),
      );
      await choose(
        page,
        productDialog,
        german('settingsCatalogue.products.form.colorMode'),
        german('settingsCatalogue.products.colorModes.COLOR'),
      );
      expect(await axeViolations(page)).toEqual([]);
      // A fixed size without its columns is refused by the server on the field.
      await productDialog
        .getByRole('button', { name: german('settingsCatalogue.products.dialog.create') })
        .click();
      await productDialog.getByText(german('serverErrors.requiredForFixedSize')).first().waitFor();
      await productDialog
        .getByRole('textbox', {
          name: german('settingsCatalogue.products.form.columns'),
          exact: true,
        })
        .fill('5');
      await productDialog
        .getByRole('textbox', {
          name: german('settingsCatalogue.products.form.heightMm'),
          exact: true,
        })
        .fill('220');
      await productDialog
        .getByRole('button', { name: german('settingsCatalogue.products.dialog.create') })
        .click();
      await toast(page, german('settingsCatalogue.products.toast.created', { name: PRODUCT }));
      await page.goto(
        `${app.url}/settings/print-products/items?name=${encodeURIComponent(PRODUCT)}`,
      );
      await rowOf(page, PRODUCT).filter({ hasText: title }).waitFor();

      // Its price in the new list.
      await page.goto(`${app.url}/settings/price-lists?name=${encodeURIComponent(LIST)}`);
      await rowOf(page, LIST).getByRole('link').first().click();
      await page.getByRole('heading', { name: LIST, level: 1 }).waitFor();
      await page
        .getByRole('button', { name: german('settingsCatalogue.prices.actions.create') })
        .click();
      const priceDialog = page.getByRole('dialog', {
        name: german('settingsCatalogue.prices.dialog.createTitle'),
      });
      await choose(page, priceDialog, german('settingsCatalogue.prices.form.productId'), PRODUCT);
      await choose(
        page,
        priceDialog,
        german('settingsCatalogue.prices.form.unit'),
        german('settingsCatalogue.prices.units.FLAT'),
      );
      await priceDialog
        .getByRole('textbox', {
          name: german('settingsCatalogue.prices.form.listPrice'),
          exact: true,
        })
        .fill('7450');
      expect(await axeViolations(page)).toEqual([]);
      await priceDialog
        .getByRole('button', { name: german('settingsCatalogue.prices.dialog.create') })
        .click();
      await rowOf(page, PRODUCT).filter({ hasText: "7'450.00" }).waitFor();
      // The notice of the new price goes before the next accessibility check.
      await page
        .getByText(german('settingsCatalogue.prices.toast.created', { name: PRODUCT }), {
          exact: true,
        })
        .first()
        .waitFor({ state: 'detached', timeout: 20_000 });

      // A position booked on the product in July 2027 is priced from this list.
      const products = await api(
        page,
        `ws-settings/products?mediaType=PRINT&nameFilter=${encodeURIComponent(PRODUCT)}`,
      );
      const productId = (JSON.parse(products.text) as { items: { id: number }[] }).items[0]?.id;
      const valid = await api(
        page,
        `ws-settings/valid-price?productId=${productId}&currency=CHF&date=2027-07-15`,
      );
      expect(valid.status).toBe(200);
      expect(JSON.parse(valid.text)).toMatchObject({ listPrice: 7450, priceListName: LIST });

      const priceListPage = page.url();
      // Booked in a campaign: an order for July 2027 with one position on the product, in an
      // issue of its title; the campaign page shows the position at that list price.
      const adMediumId = (
        JSON.parse(products.text) as { items: { id: number; adMediumId: number }[] }
      ).items[0]?.adMediumId;
      const types = JSON.parse((await api(page, 'ws-order/campaign-types')).text) as {
        items: { id: number; mediaTypes: string[] }[];
      };
      const printType = types.items.find((type) => type.mediaTypes.includes('PRINT'));
      const account = (
        JSON.parse((await api(page, 'ws-crm/records/accounts?limit=1')).text) as {
          items: { id: number }[];
        }
      ).items[0];
      const issue = (
        JSON.parse(
          (await api(page, `ws-order/ad-media/${adMediumId}/issues?from=2027-07-01&to=2027-07-31`))
            .text,
        ) as { items: { id: number; publicationDate: string }[] }
      ).items[0];
      const campaign = await send(page, 'ws-order/campaigns', {
        campaignTypeId: printType?.id,
        name: 'Sommerbeilage 2027',
        advertiserAccountId: account?.id,
        startDate: '2027-07-01',
        endDate: '2027-07-31',
        currency: 'CHF',
      });
      expect(campaign.status).toBe(200);
      const campaignId = (JSON.parse(campaign.text) as { id: number }).id;
      const position = await send(page, `ws-order/campaigns/${campaignId}/positions`, {
        productId,
        quantity: 1,
        startDate: issue?.publicationDate,
        endDate: issue?.publicationDate,
        publicationIssueId: issue?.id,
      });
      expect(position.status).toBe(200);
      expect(JSON.parse(position.text)).toMatchObject({ unitListPrice: 7450 });
      await page.goto(`${app.url}/orders/campaigns/ALL/${campaignId}/edit-positions`);
      await page.getByText(PRODUCT).first().waitFor();
      await page.getByText("7'450.00").first().waitFor();
      await page.goto(priceListPage);
      await page.getByRole('heading', { name: LIST, level: 1 }).waitFor();

      // Copy to 2028 with +3 %: the preview first, then the copy.
      await page
        .getByRole('button', { name: german('settingsCatalogue.priceLists.copy.open') })
        .click();
      const copy = page.getByRole('dialog', {
        name: german('settingsCatalogue.priceLists.copy.title', { name: LIST }),
      });
      await copy
        .getByRole('textbox', {
          name: german('settingsCatalogue.priceLists.copy.percent'),
          exact: true,
        })
        .fill('3');
      await copy
        .getByRole('button', { name: german('settingsCatalogue.priceLists.copy.preview') })
        .click();
      const preview = copy.getByRole('grid', {
        name: german('settingsCatalogue.priceLists.copy.previewLabel'),
      });
      await preview
        .getByRole('row')
        .filter({ hasText: PRODUCT })
        .filter({ hasText: "7'673.50" })
        .waitFor();
      expect(await preview.getByRole('row').filter({ hasText: "7'450.00" }).count()).toBe(1);
      // Nothing is saved by the preview.
      const before = await api(
        page,
        'ws-settings/price-lists?nameFilter=Sommertarif%20Print%202028',
      );
      expect(JSON.parse(before.text).total).toBe(0);
      await announcementsGone(page);
      expect(await axeViolations(page)).toEqual([]);
      await copy
        .getByRole('button', { name: german('settingsCatalogue.priceLists.copy.save') })
        .click();
      await page.getByRole('heading', { name: 'Sommertarif Print 2028', level: 1 }).waitFor();
      await rowOf(page, PRODUCT).filter({ hasText: "7'673.50" }).waitFor();
    },
    slack(120_000),
  );

  it(
    'imports 200 contacts from an .xlsx: the dry run names the 3 bad rows, the import stores 197',
    async () => {
      const page = await app.signedIn('admin@example.com');
      const accounts = await api(page, 'ws-crm/records/accounts?limit=1');
      const account = (JSON.parse(accounts.text) as { items: { name: string; id: number }[] })
        .items[0];
      expect(account).toBeDefined();
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Kontakte');
      sheet.addRow(['Firma', 'Vorname', 'Nachname', 'E-Mail', 'Funktion']);
      const bad = new Map([
        [40, ['Firma', 'Ohne', '', 'ohne@beispiel.ch', 'Einkauf']],
        [90, ['Firma', 'Falsche', 'Adresse', 'keine-adresse', 'Marketing']],
        [150, ['Gibt es nicht AG', 'Niemand', 'Unbekannt', '', '']],
      ]);
      for (let index = 1; index <= 200; index += 1) {
        const row = bad.get(index) ?? [
          'Firma',
          `Lea${index}`,
          'Importtest',
          `lea.importtest${index}@beispiel.ch`,
          'Marketingleitung',
        ];
        sheet.addRow(row.map((cell) => (cell === 'Firma' ? account?.name : cell)));
      }
      const content = Buffer.from(await book.xlsx.writeBuffer());

      await page.goto(`${app.url}/settings/data-import`);
      await page.getByRole('heading', { name: german('routes.dataImport'), level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await chooseFile(page, german('settingsImport.file'), {
        name: 'kontakte.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: content,
      });
      await page.getByRole('button', { name: german('settingsImport.upload') }).click();
      await page
        .getByText(
          german('settingsImport.mapping.summary_other', { file: 'kontakte.xlsx', count: '200' }),
        )
        .waitFor();
      await page.getByRole('button', { name: german('settingsImport.dryRun.start') }).click();
      await page.getByText(german('settingsImport.dryRun.valid_other', { count: '197' })).waitFor();
      await page.getByText(german('settingsImport.dryRun.invalid_other', { count: '3' })).waitFor();
      const errors = page.getByRole('grid', { name: german('settingsImport.dryRun.errors') });
      const rows = errors.getByRole('row');
      // The header is row 1: the file's rows 41, 91 and 151.
      await rows
        .filter({ hasText: german('settingsImport.fields.lastName') })
        .filter({ hasText: '41' })
        .waitFor();
      await rows
        .filter({ hasText: german('settingsImport.fields.email') })
        .filter({ hasText: '91' })
        .waitFor();
      await rows.filter({ hasText: 'Gibt es nicht AG' }).filter({ hasText: '151' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // Nothing written by the dry run.
      const none = await api(page, 'ws-crm/records/contacts?search=Importtest');
      expect(JSON.parse(none.text).total).toBe(0);
      await page
        .getByRole('button', { name: german('settingsImport.run_other', { count: '197' }) })
        .click();
      await page
        .getByText(german('settingsImport.result.done_other', { count: '197' }))
        .waitFor({ timeout: 60_000 });
      const imported = await api(page, 'ws-crm/records/contacts?search=Importtest&limit=1');
      expect(JSON.parse(imported.text).total).toBe(197);
      // Issue 37: once imported, no word of a dry run is left.
      await page.getByText(german('settingsImport.dryRun.imported')).waitFor();
      expect(await page.getByText(german('settingsImport.dryRun.nothingWritten')).count()).toBe(0);
    },
    slack(120_000),
  );

  // Issue 37: the import explains itself before a file is chosen: each column of the record
  // type, required or not, the allowed values in words with their codes, and a template in the
  // reader's language that maps itself field by field when uploaded; in German and in Italian.
  it(
    'explains each record type before the upload, with a template in the reader’s language',
    async () => {
      const page = await app.signedIn('admin@example.com');
      await page.goto(`${app.url}/settings/data-import`);
      await page.getByRole('heading', { name: german('routes.dataImport'), level: 1 }).waitFor();
      await choose(
        page,
        page.locator('main'),
        german('settingsImport.kind'),
        german('settingsImport.kinds.ACCOUNTS'),
      );
      // The record type is named as in the menu ("Accounts", not "Kunden").
      expect(german('settingsImport.kinds.ACCOUNTS')).toBe(german('routes.accounts'));
      await page
        .getByRole('heading', {
          name: german('settingsImport.guide.title', {
            kind: german('settingsImport.kinds.ACCOUNTS'),
          }),
        })
        .waitFor();
      const guide = page.locator('main dl');
      const term = (field: string, required: boolean) =>
        guide.locator('dt', {
          hasText: `${german(`settingsImport.fields.${field}`)} – ${german(
            `settingsImport.guide.${required ? 'required' : 'optional'}`,
          )}`,
        });
      await term('name', true).waitFor();
      await term('countryCode', true).waitFor();
      await term('legalForm', false).waitFor();
      // Every allowed value in words with its code, whole (the list wraps, nothing is cut).
      const legalForms = guide.locator('dd').nth(IMPORT_FIELDS.ACCOUNTS.indexOf('legalForm'));
      const words = (await legalForms.textContent()) ?? '';
      expect(words).toContain(`${german('crm.legalForm.GMBH')} (GMBH)`);
      expect(words).toContain(`${german('crm.legalForm.OTHER')} (OTHER)`);
      const box = await legalForms.evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
      }));
      expect(box.scroll).toBeLessThanOrEqual(box.client);
      expect(await axeViolations(page)).toEqual([]);

      // The template names the columns in German, and maps itself when uploaded.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: german('settingsImport.guide.template') }).click();
      const template = await download;
      const file = await template.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of file) chunks.push(chunk as Buffer);
      const csv = Buffer.concat(chunks)
        .toString('utf8')
        .replace(/^\uFEFF/, '');
      const headers = csv
        .trim()
        .split(',')
        .map((cell) => cell.replace(/^"|"$/g, ''));
      expect(headers).toEqual(
        IMPORT_FIELDS.ACCOUNTS.map((field) => german(`settingsImport.fields.${field}`)),
      );
      await chooseFile(page, german('settingsImport.file'), {
        name: template.suggestedFilename(),
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `${csv.trim()}\r\n${IMPORT_FIELDS.ACCOUNTS.map((field) =>
            field === 'name' ? 'Vorlage Import 37 AG' : field === 'countryCode' ? 'CH' : '',
          ).join(',')}\r\n`,
        ),
      });
      await page.getByRole('button', { name: german('settingsImport.upload') }).click();
      await page
        .getByText(
          german('settingsImport.mapping.summary_one', {
            file: template.suggestedFilename(),
            count: '1',
          }),
        )
        .waitFor();
      const none = german('settingsImport.mapping.none').replace(/[()]/g, '\\$&');
      expect(await page.getByRole('button', { name: new RegExp(none) }).count()).toBe(0);

      // In Italian: the same guide in Italian words, the record type as the Italian menu says.
      await switchLanguage(page, 'de', 'it');
      const italian = (key: string, values?: Record<string, string>) =>
        bundledText('it', key, values);
      await page
        .getByRole('heading', {
          name: italian('settingsImport.guide.title', {
            kind: italian('settingsImport.kinds.ACCOUNTS'),
          }),
        })
        .waitFor();
      await page
        .locator('main dl dd', { hasText: `${italian('crm.legalForm.GMBH')} (GMBH)` })
        .waitFor();
      expect(italian('settingsImport.kinds.ACCOUNTS')).toBe(italian('routes.accounts'));
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
    slack(120_000),
  );

  // Issue 37: "the data import maps only the main fields": a file with a column for every field
  // of the account form is mapped field by field from its headers; a bad legal form is named on
  // its row (the linked records' values are the server test's, settings-import-fields.test.ts).
  // Issue 37: the data import maps every field, not only the main ones; in German and French
  // (French first, as far as the dry run, which writes nothing; then German, imported).
  it(
    'maps every field of an accounts file and names a bad cell on its row (de, fr)',
    async () => {
      const page = await app.signedIn('admin@example.com');
      const fields: readonly string[] = IMPORT_FIELDS.ACCOUNTS;
      const good: Record<string, string> = {
        name: 'Velowerkstatt Import 37 GmbH',
        displayName: 'Velowerkstatt',
        legalForm: 'GMBH',
        accountType: 'ADVERTISER',
        street: 'Lorrainestrasse 5',
        postalCode: '3013',
        city: 'Bern',
        canton: 'BE',
        countryCode: 'CH',
        uidNumber: 'CHE-111.222.333',
        language: 'de',
        email: 'velo@example.ch',
        phone: '031 333 44 55',
        website: 'velo-import.ch',
        creditLimit: "5'000",
        creditCurrency: 'CHF',
        paymentTermsDays: '20',
      };
      const fileOf = async (name: string, second: string) => {
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet('Kunden');
        sheet.addRow(fields);
        sheet.addRow(fields.map((field) => (field === 'name' ? name : (good[field] ?? ''))));
        sheet.addRow(
          fields.map((field) =>
            field === 'name' ? second : field === 'legalForm' ? 'Verein?' : (good[field] ?? ''),
          ),
        );
        return Buffer.from(await book.xlsx.writeBuffer());
      };
      const french = (key: string, params: Record<string, string> = {}) =>
        bundledText('fr', key, params);
      for (const [language, say, name, second] of [
        ['fr', french, 'Atelier vélo Import 37 SA', 'Deuxième Import 37 SA'],
        ['de', german, 'Velowerkstatt Import 37 GmbH', 'Zweite Import 37 AG'],
      ] as const) {
        await page.goto(`${app.url}/settings/data-import`);
        await switchLanguage(page, language === 'fr' ? 'de' : 'fr', language);
        await page.getByRole('heading', { name: say('routes.dataImport'), level: 1 }).waitFor();
        await choose(
          page,
          page.locator('main'),
          say('settingsImport.kind'),
          say('settingsImport.kinds.ACCOUNTS'),
        );
        await chooseFile(page, say('settingsImport.file'), {
          name: 'kunden.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: await fileOf(name, second),
        });
        await page.getByRole('button', { name: say('settingsImport.upload') }).click();
        await page
          .getByText(
            say('settingsImport.mapping.summary_other', { file: 'kunden.xlsx', count: '2' }),
          )
          .waitFor();
        // Each field shows the column of its own name: none is left "(nicht importieren)".
        await page.getByRole('button', { name: /name/ }).first().waitFor();
        const none = say('settingsImport.mapping.none').replace(/[()]/g, '\\$&');
        expect(await page.getByRole('button', { name: new RegExp(none) }).count()).toBe(0);
        await page.getByRole('button', { name: say('settingsImport.dryRun.start') }).click();
        await page.getByText(say('settingsImport.dryRun.valid_one', { count: '1' })).waitFor();
        const errors = page.getByRole('grid', { name: say('settingsImport.dryRun.errors') });
        await errors
          .getByRole('row')
          .filter({ hasText: say('settingsImport.fields.legalForm') })
          .filter({ hasText: '3' })
          .waitFor();
        if (language === 'fr') continue;
        expect(await axeViolations(page)).toEqual([]);
        await page
          .getByRole('button', { name: say('settingsImport.run_one', { count: '1' }) })
          .click();
        await page
          .getByText(say('settingsImport.result.done_one', { count: '1' }))
          .waitFor({ timeout: 60_000 });
        const imported = JSON.parse(
          (await api(page, 'ws-crm/records/accounts?search=Velowerkstatt%20Import')).text,
        ) as { items: Record<string, unknown>[] };
        expect(imported.items[0]).toMatchObject({
          displayName: 'Velowerkstatt',
          legalForm: 'GMBH',
          canton: 'BE',
          uidNumber: 'CHE-111.222.333',
          website: 'velo-import.ch',
          creditLimit: { amount: 5000, currency: 'CHF' },
          paymentTermsDays: 20,
        });
      }
      await page.context().close();
    },
    slack(180_000),
  );

  it(
    'uploads a logo and a footer, and the sample PDF and an order’s offer show both',
    async () => {
      const page = await app.signedIn('admin@example.com');
      const footer = 'Adconsole AG · Seefeldstrasse 5 · 8008 Zürich · CHE-123.456.789 MWST';
      await page.goto(`${app.url}/settings/company-settings/pdf-footer`);
      const field = page.getByLabel(german('settingsCompany.form.pdfFooter'));
      await field.waitFor();
      await field.fill(footer);
      await page.getByRole('button', { name: 'Speichern' }).click();
      await toast(page, german('settingsCompany.toast.saved'));

      await page.goto(`${app.url}/settings/company-settings/pdf-styles`);
      await page.getByRole('heading', { name: german('settingsCompany.logo.title') }).waitFor();
      const logo = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      );
      await chooseFile(page, german('settingsCompany.logo.choose'), {
        name: 'adconsole-logo.png',
        mimeType: 'image/png',
        buffer: logo,
      });
      await toast(page, german('settingsCompany.logo.uploaded'));
      await page.getByRole('img', { name: german('settingsCompany.logo.alt') }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const pdf = await api(page, 'ws-settings/company-settings/pdf-preview?language=de');
      expect(pdf.status).toBe(200);
      const bytes = Buffer.from(pdf.bytes);
      expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
      const text = await pdfText(bytes);
      expect(text).toContain(footer);
      expect(text).toContain(german('settingsCompany.preview.title'));

      // The offer of an order carries them too (the orders' PDF reads the same branding).
      const campaigns = JSON.parse((await api(page, 'ws-order/campaigns?limit=1')).text) as {
        items: { id: number }[];
      };
      const offer = await api(
        page,
        `ws-order/campaigns/${campaigns.items[0]?.id}/preview-pdf?kind=OFFER`,
      );
      expect(offer.status).toBe(200);
      const offerBytes = Buffer.from(offer.bytes);
      expect(offerBytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
      expect(await pdfText(offerBytes)).toContain(footer);
    },
    slack(60_000),
  );

  it(
    'saves a campaign type’s name in four languages from its form (issue 33)',
    async () => {
      const page = await app.signedIn('admin@example.com');
      await page.goto(`${app.url}/settings/campaign-types`);
      await page.getByRole('heading', { name: german('routes.campaignTypes'), level: 1 }).waitFor();
      await grid(page).waitFor();
      const texts = 'settingsCatalogue.campaignTypes';
      await page.getByRole('button', { name: german(`${texts}.actions.create`) }).click();
      const dialog = page.getByRole('dialog', { name: german(`${texts}.dialog.createTitle`) });
      const field = (key: string) => dialog.getByLabel(german(`${texts}.form.${key}`));
      await field('code').fill('OPEN_AIR');
      await field('name').fill('Aussenwerbung');
      await field('nameEn').fill('Outdoor advertising');
      await field('nameFr').fill('Affichage extérieur');
      await field('nameIt').fill('Pubblicità esterna');
      await choose(page, dialog, german(`${texts}.form.mediaTypes`));
      await page.keyboard.press('Escape');
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: german(`${texts}.dialog.create`) }).click();
      await toast(page, german(`${texts}.toast.created`, { name: 'Aussenwerbung' }));
      const saved = JSON.parse(
        (await api(page, 'ws-settings/campaign-types?nameFilter=Aussenwerbung')).text,
      ) as { items: Record<string, unknown>[] };
      expect(saved.items[0]).toMatchObject({
        name: 'Aussenwerbung',
        nameDe: 'Aussenwerbung',
        nameEn: 'Outdoor advertising',
        nameFr: 'Affichage extérieur',
        nameIt: 'Pubblicità esterna',
      });
    },
    slack(60_000),
  );

  // Issue 37: "capacity edit screen": an ad medium's capacity in its dialog, in German and
  // English (README "Orders": positions a day, print: an issue; empty: no limit).
  it(
    'sets an ad medium’s capacity in its dialog, in German and English',
    async () => {
      const page = await app.signedIn('admin@example.com');
      const texts = 'settingsCatalogue.adMedia';
      await page.goto(`${app.url}/settings/digital-products/ad-media`);
      await grid(page).waitFor();
      await page.getByRole('button', { name: german(`${texts}.actions.create`) }).click();
      const dialog = page.getByRole('dialog', { name: german(`${texts}.dialog.createTitle`) });
      await dialog.getByLabel(german(`${texts}.form.name`)).fill('Portal Wankdorf');
      await dialog
        .getByRole('textbox', { name: german(`${texts}.form.positionsPerDay`), exact: true })
        .fill('4');
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: german(`${texts}.dialog.create`) }).click();
      await toast(page, german(`${texts}.toast.created`, { name: 'Portal Wankdorf' }));
      const saved = JSON.parse(
        (await api(page, 'ws-settings/ad-media?mediaType=DIGITAL&nameFilter=Wankdorf')).text,
      ) as { items: Record<string, unknown>[] };
      expect(saved.items[0]).toMatchObject({ name: 'Portal Wankdorf', positionsPerDay: 4 });

      const en = textsOf('en').app;
      await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('button', { name: 'Language: English' }).waitFor();
      await page
        .getByRole('columnheader', { name: en(`${texts}.columns.positionsPerDay`) })
        .waitFor();
      await page.getByRole('button', { name: en(`${texts}.actions.create`) }).click();
      await page
        .getByRole('dialog', { name: en(`${texts}.dialog.createTitle`) })
        .getByRole('textbox', { name: en(`${texts}.form.positionsPerDay`), exact: true })
        .waitFor();
      await page.context().close();
    },
    slack(60_000),
  );

  // Issue 37: "an ad medium's details (a title's columns, a station's dayparts) cannot be
  // edited" and "a console place for the print ad media": the print titles beside the print
  // products with their page, in German.
  it(
    'lists the print titles beside their products and sets a title’s page in its dialog (de, fr)',
    async () => {
      const page = await app.signedIn('admin@example.com');
      const texts = 'settingsCatalogue.adMedia';
      await page.goto(`${app.url}/settings/print-products`);
      await page.waitForURL(/\/settings\/print-products\/items$/);
      await page.getByRole('tab', { name: german('routes.tab.ad-media') }).click();
      await page.waitForURL(/\/settings\/print-products\/ad-media$/);
      await page
        .getByRole('columnheader', { name: german(`${texts}.columns.columns`), exact: true })
        .waitFor();
      await grid(page).getByRole('row').nth(1).waitFor();
      await page.getByRole('button', { name: german(`${texts}.actions.create`) }).click();
      const dialog = page.getByRole('dialog', { name: german(`${texts}.dialog.createTitle`) });
      await dialog.getByLabel(german(`${texts}.form.name`)).fill('Anzeiger Wankdorf');
      const number = (key: string) =>
        dialog.getByRole('textbox', { name: german(`${texts}.form.${key}`), exact: true });
      await number('columns').fill('5');
      await number('columnWidthMm').fill('54.5');
      await number('pageHeightMm').fill('440');
      await announcementsGone(page);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: german(`${texts}.dialog.create`) }).click();
      // The notice waits longer than the harness's 10 s: the page and its publication are written
      // with the title, and the run shares the machine with the other e2e files.
      await page
        .getByText(german(`${texts}.toast.created`, { name: 'Anzeiger Wankdorf' }), { exact: true })
        .first()
        .waitFor({ timeout: 30_000 });
      await page.goto(`${app.url}/settings/print-products/ad-media?name=Wankdorf`);
      const row = rowOf(page, 'Anzeiger Wankdorf');
      await row.filter({ hasText: '54.5 mm' }).filter({ hasText: '440 mm' }).waitFor();
      const saved = JSON.parse(
        (await api(page, 'ws-settings/ad-media?mediaType=PRINT&nameFilter=Wankdorf')).text,
      ) as { items: Record<string, unknown>[] };
      expect(saved.items[0]).toMatchObject({ columns: 5, columnWidthMm: 54.5, pageHeightMm: 440 });

      // Issue 37: the title's page in French too (its columns are "Colonnes", the table's column
      // picker says "Champs affichés").
      const fr = (key: string, params: Record<string, string> = {}) =>
        bundledText('fr', key, params);
      await switchLanguage(page, 'de', 'fr');
      await page
        .getByRole('columnheader', { name: fr(`${texts}.columns.columns`), exact: true })
        .waitFor();
      await page.getByRole('button', { name: fr(`${texts}.actions.create`) }).click();
      const french = page.getByRole('dialog', { name: fr(`${texts}.dialog.createTitle`) });
      await french.getByLabel(fr(`${texts}.form.name`)).fill('Journal du Wankdorf');
      const frenchNumber = (key: string) =>
        french.getByRole('textbox', { name: fr(`${texts}.form.${key}`), exact: true });
      await frenchNumber('columns').fill('6');
      await frenchNumber('columnWidthMm').fill('45');
      await frenchNumber('pageHeightMm').fill('430');
      await french.getByRole('button', { name: fr(`${texts}.dialog.create`) }).click();
      await page
        .getByText(fr(`${texts}.toast.created`, { name: 'Journal du Wankdorf' }), { exact: true })
        .first()
        .waitFor({ timeout: 30_000 });
      const savedFr = JSON.parse(
        (await api(page, 'ws-settings/ad-media?mediaType=PRINT&nameFilter=Journal%20du%20Wankdorf'))
          .text,
      ) as { items: Record<string, unknown>[] };
      expect(savedFr.items[0]).toMatchObject({ columns: 6, columnWidthMm: 45, pageHeightMm: 430 });
      await page.context().close();
    },
    slack(120_000),
  );

  // Issue 37: a station's dayparts as an editable list (name, from, to, price share), the
  // server's refusal of an overlap on its field, in German; the same screen in French.
  it(
    'edits a radio station’s dayparts, refuses an overlap, in German and French',
    async () => {
      const page = await app.signedIn('admin@example.com');
      const texts = 'settingsCatalogue.dayparts';
      await page.goto(`${app.url}/settings/radio/dayparts`);
      await page.getByRole('heading', { name: german('routes.radioProducts'), level: 1 }).waitFor();
      await rowOf(page, 'Morgen 06–09').filter({ hasText: '100 %' }).first().waitFor();
      await rowOf(page, 'Nacht 20–24').filter({ hasText: '30 %' }).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: german(`${texts}.actions.create`) }).click();
      const dialog = page.getByRole('dialog', { name: german(`${texts}.dialog.createTitle`) });
      const station = await choose(page, dialog, german(`${texts}.form.adMediumId`));
      await dialog.getByLabel(german(`${texts}.form.name`)).fill('Frühschicht');
      await typeDate(dialog, german(`${texts}.form.startsAt`), '0700');
      await typeDate(dialog, german(`${texts}.form.endsAt`), '0800');
      await dialog
        .getByRole('textbox', { name: german(`${texts}.form.priceSharePercent`), exact: true })
        .fill('25');
      await dialog.getByRole('button', { name: german(`${texts}.dialog.create`) }).click();
      // "Morgen 06–09" of the station: the server's message on the field, the dialog stays.
      await dialog
        .getByText(german('serverErrors.daypartsOverlap', { name: 'Morgen 06–09' }))
        .waitFor();
      await typeDate(dialog, german(`${texts}.form.startsAt`), '0000');
      await typeDate(dialog, german(`${texts}.form.endsAt`), '0500');
      await announcementsGone(page);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: german(`${texts}.dialog.create`) }).click();
      await toast(page, german(`${texts}.toast.created`, { name: 'Frühschicht' }));
      const saved = JSON.parse(
        (await api(page, 'ws-settings/dayparts?mediaType=RADIO&nameFilter=Fr%C3%BChschicht')).text,
      ) as { items: Record<string, unknown>[] };
      expect(saved.items[0]).toMatchObject({
        adMediumName: station,
        startsAt: '00:00',
        endsAt: '05:00',
        priceSharePercent: 25,
      });

      const fr = (key: string, params: Record<string, string> = {}) =>
        bundledText('fr', key, params);
      await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
      await page.getByRole('menuitem', { name: 'Français' }).click();
      await page.getByRole('tab', { name: fr('routes.tab.dayparts') }).waitFor();
      await page
        .getByRole('columnheader', { name: fr(`${texts}.columns.priceSharePercent`) })
        .waitFor();
      await rowOf(page, 'Frühschicht').filter({ hasText: '25 %' }).waitFor();
      await page.getByRole('button', { name: fr(`${texts}.actions.create`) }).click();
      const french = page.getByRole('dialog', { name: fr(`${texts}.dialog.createTitle`) });
      await french.getByRole('group', { name: fr(`${texts}.form.startsAt`) }).waitFor();
      await announcementsGone(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
    slack(120_000),
  );

  // Four tests of eight pages each, each with its own time: one walk of all 32 pages
  // took 380 s in stop 57's CI, past its limit, on two cores shared by a dozen servers.
  const settingsPages: [string, string][] = [
    ['/settings/digital-products/items', german('routes.digitalProducts')],
    ['/settings/digital-products/ad-media', german('routes.digitalProducts')],
    ['/settings/digital-products/price', german('routes.digitalProducts')],
    ['/settings/digital-products/ad-type', german('routes.digitalProducts')],
    ['/settings/digital-products/placement', german('routes.digitalProducts')],
    ['/settings/digital-products/mapping', german('routes.digitalProducts')],
    ['/settings/tv/items', german('routes.tvProducts')],
    ['/settings/tv/ad-media', german('routes.tvProducts')],
    ['/settings/tv/dayparts', german('routes.tvProducts')],
    ['/settings/radio/items', german('routes.radioProducts')],
    ['/settings/radio/ad-media', german('routes.radioProducts')],
    ['/settings/radio/dayparts', german('routes.radioProducts')],
    ['/settings/print-products/items', german('routes.printProducts')],
    ['/settings/print-products/ad-media', german('routes.printProducts')],
    ['/settings/point-of-sale-products', german('routes.posProducts')],
    ['/settings/analog-products', german('routes.analogProducts')],
    ['/settings/position-groups', german('routes.positionGroups')],
    ['/settings/sales-units', german('routes.salesUnits')],
    ['/settings/websites', german('routes.websites')],
    ['/settings/brands', german('routes.brands')],
    ['/settings/campaign-types', german('routes.campaignTypes')],
    ['/settings/industries', german('routes.industries')],
    ['/settings/partner-filial-management', german('routes.partnerFilialManagement')],
    ['/settings/company-settings/emails', german('routes.companySettings')],
    ['/settings/company-settings/payment-details', german('routes.companySettings')],
    ['/settings/company-settings/pdf-type-config', german('routes.companySettings')],
    ['/settings/company-settings/coop-weeks', german('routes.companySettings')],
    ['/settings/adsense/mappings', german('routes.mappings')],
    ['/settings/xandr', german('routes.xandr')],
    ['/settings/google', german('routes.google')],
    ['/settings/adomik', german('routes.adomik')],
    ['/settings/passendo/websites-mapping', german('routes.websitesMapping')],
  ];
  for (let first = 0; first < settingsPages.length; first += 8) {
    const pages = settingsPages.slice(first, first + 8);
    it(
      `shows a real screen on every settings page, without accessibility violations (${pages[0]?.[0]} and ${pages.length - 1} more)`,
      async () => {
        const page = await app.signedIn('admin@example.com');
        for (const [path, heading] of pages) {
          // Opened within the console (as codes.e2e does), not reloaded: the digital-products tabs'
          // axe violation (aria-valid-attr-value) that only an in-app change showed was ui's
          // LinkTabs keeping its panel's first id (issue 36; story Primitives/Tabs FollowsTheRoute).
          await openInConsole(page, path);
          await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
          // Each shows its data: a table (or the list's empty message), or the settings form.
          await page
            .locator('[role=grid], form')
            .or(page.getByText(textsOf('de').ui('ui.empty')))
            .first()
            .waitFor()
            .catch((error: Error) => {
              throw new Error(`${path}: ${error.message}`);
            });
          await page.waitForLoadState('networkidle');
          expect(await axeViolations(page), path).toEqual([]);
        }
        await page.context().close();
      },
      slack(180_000),
    );
  }

  it('shows the Xandr mappings of the demo data', async () => {
    const page = await app.signedIn('admin@example.com');
    await page.goto(`${app.url}/settings/xandr`);
    await grid(page).getByRole('row').nth(2).waitFor();
    await page.context().close();
  });
});

// Issue 40: the settings' own page lists every settings page (it redirected to the data import,
// whose "Settings" crumb led back to it); the TV, radio and print settings were linked from
// nowhere, and a tab's crumb led to the first tab.
/** The page's way here (PageLayout's breadcrumbs), in any language. */
const crumbsOf = (page: Page) => page.locator('main nav').first();

describe('the settings landing', () => {
  for (const language of ['de', 'fr'] as const) {
    it(
      `reaches the TV, radio and print settings from the menu, each crumb leading upwards (${language})`,
      async () => {
        const page = await app.signedIn('admin@example.com');
        if (language !== 'de') {
          await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
          await page.reload();
        }
        const text = (key: string) => bundledText(language, key);
        await page
          .getByRole('link', { name: text('routes.settings'), exact: true })
          .first()
          .click();
        await page.getByRole('heading', { name: text('routes.settings'), level: 1 }).waitFor();
        const pages = page.getByRole('list', { name: text('shell.sections') });
        for (const key of ['dataImport', 'digitalProducts', 'priceLists', 'companySettings']) {
          await pages.getByRole('link', { name: text(`routes.${key}`), exact: true }).waitFor();
        }
        expect(await axeViolations(page)).toEqual([]);
        const media = [
          ['tvProducts', '/settings/tv', ['items', 'ad-media', 'dayparts']],
          ['radioProducts', '/settings/radio', ['items', 'ad-media', 'dayparts']],
          ['printProducts', '/settings/print-products', ['items', 'ad-media']],
        ] as const;
        for (const [title, path, tabs] of media) {
          await pages.getByRole('link', { name: text(`routes.${title}`), exact: true }).click();
          await page.waitForURL(`${app.url}${path}/items`);
          await page.getByRole('heading', { name: text(`routes.${title}`), level: 1 }).waitFor();
          const strip = page.getByRole('tablist', { name: text(`routes.${title}`) });
          // The print titles are "ad media", the spec's name (spec 1 §2.12: ad-media).
          expect(await strip.getByRole('tab').allTextContents()).toEqual(
            tabs.map((tab) => text(`routes.tab.${tab}`)),
          );
          await strip.getByRole('tab', { name: text('routes.tab.ad-media') }).click();
          await page.waitForURL(`${app.url}${path}/ad-media`);
          expect(await axeViolations(page), path).toEqual([]);
          // The way here: Settings, then the page (current); no crumb to a tab.
          if (language === 'de') {
            expect(await crumbsOf(page).getByRole('listitem').allTextContents()).toEqual([
              text('routes.settings'),
              text(`routes.${title}`),
            ]);
          }
          await crumbsOf(page)
            .getByRole('link', { name: text('routes.settings'), exact: true })
            .click();
          await page.waitForURL(`${app.url}/settings`);
        }
        // The data import's crumb leads up to the settings, not back to the data import.
        await pages.getByRole('link', { name: text('routes.dataImport'), exact: true }).click();
        await page.waitForURL(`${app.url}/settings/data-import`);
        await crumbsOf(page)
          .getByRole('link', { name: text('routes.settings') })
          .click();
        await page.waitForURL(`${app.url}/settings`);
        await page.context().close();
      },
      slack(120_000),
    );
  }
});
