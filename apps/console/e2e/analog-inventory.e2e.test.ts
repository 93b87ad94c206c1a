import type { StockLevel } from '@adconsole/api';
import { formatNumber } from '@adconsole/i18n';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  german,
  listGrid,
  pageApi,
  pickOption,
  realConsole,
  textsOf,
  toast,
} from './harness.ts';
import { slack } from './slack.ts';

/*
 * Issue 37: "create/edit screens for analog items, warehouses and stock corrections", as the
 * postal logistics team (spec 3 §2.4: analog operations are the postnetz role's): a warehouse
 * and an item created (a midi letter of 600 g refused with spec 3 §5's bounds), a stock level
 * corrected to a count with its reason, and the warehouses' screen in English.
 */

const app = realConsole();

const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
const select = (scope: Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`${label.replace(/[()]/g, '\\$&')}$`) });

type Say = (key: string, params?: Record<string, string>) => string;

/** The items page, opened by its address, once its heading shows. */
async function openItems(page: Page, say: Say) {
  await page.goto(`${app.url}/analog-operations/inventory-management/items`);
  await page.getByRole('heading', { name: say('routes.analogItems'), level: 1 }).waitFor();
}

/**
 * Opens the new item's dialog on the items page and fills it: its type, letter format and
 * weight; answers the dialog (not yet sent).
 */
async function newItem(
  page: Page,
  say: Say,
  item: { sku: string; name: string; itemType: string; letterFormat: string; weightGrams: string },
): Promise<Locator> {
  await page.getByRole('button', { name: say('analogOps.items.actions.create') }).click();
  const dialog = page.getByRole('dialog', { name: say('analogOps.items.dialog.createTitle') });
  await field(dialog, say('analogOps.items.form.sku')).fill(item.sku);
  await field(dialog, say('analogOps.items.form.name')).fill(item.name);
  await pickOption(
    page,
    select(dialog, say('analogOps.items.form.itemType')),
    say(`analogOps.itemTypes.${item.itemType}`),
  );
  await pickOption(
    page,
    select(dialog, say('analogOps.items.form.letterFormat')),
    say(`analogOps.letterFormat.${item.letterFormat}`),
  );
  await field(dialog, say('analogOps.items.form.weightGrams')).fill(item.weightGrams);
  return dialog;
}

/**
 * Opens a stock level's correction from its row's menu. The list's answer may redraw the rows
 * (closing an open menu) after the row first shows (a loaded machine in CI): the menu is opened
 * again until its entry is clicked.
 */
async function openCorrection(page: Page, row: Locator, say: Say) {
  for (let attempt = 1; ; attempt += 1) {
    await row.getByRole('button').last().click();
    try {
      await page
        .getByRole('menuitem', { name: say('analogOps.correction.action') })
        .click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 4) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/**
 * Corrects the first stock level to a count with its reason, and finds the CORRECTION movement
 * with that reason on the movements tab.
 */
async function correctFirstLevel(page: Page, say: Say, counted: string, note: string) {
  await page.goto(`${app.url}/analog-operations/inventory-management/stock`);
  const first = listGrid(page).getByRole('row').nth(1);
  await first.waitFor();
  await openCorrection(page, first, say);
  const correction = page.getByRole('dialog');
  await field(correction, say('analogOps.correction.counted')).fill(counted);
  await correction
    .getByRole('textbox', { name: new RegExp(`^${say('analogOps.correction.note')}`) })
    .fill(note);
  if (say === german) expect(await axeViolations(page)).toEqual([]);
  await correction.getByRole('button', { name: say('analogOps.correction.submit') }).click();
  await correction.waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: say('routes.stockMovements') }).click();
  const movements = page.getByRole('grid', { name: say('routes.stockMovements') });
  await movements.getByText(note).waitFor();
  await movements.getByText(say('analogOps.movementKind.CORRECTION')).first().waitFor();
}

describe('the analog inventory', () => {
  it(
    'creates a warehouse and an item, and corrects a stock level with its reason',
    async () => {
      const page = await app.signedIn('postnetz@example.com');
      await page.goto(`${app.url}/analog-operations/inventory-management/warehouses`);
      await page.getByRole('heading', { name: german('routes.warehouses'), level: 1 }).waitFor();
      await listGrid(page).getByRole('row').nth(1).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page
        .getByRole('button', { name: german('analogOps.warehouses.actions.create') })
        .click();
      const warehouse = page.getByRole('dialog', {
        name: german('analogOps.warehouses.dialog.createTitle'),
      });
      await field(warehouse, german('analogOps.warehouses.form.name')).fill('Lager Wankdorf');
      await field(warehouse, german('analogOps.warehouses.form.postalCode')).fill('3014');
      await field(warehouse, german('analogOps.warehouses.form.town')).fill('Bern');
      await warehouse
        .getByRole('button', { name: german('analogOps.warehouses.dialog.create') })
        .click();
      await toast(page, german('analogOps.warehouses.toast.created', { name: 'Lager Wankdorf' }));
      await listGrid(page).getByText('Lager Wankdorf').waitFor();

      await openItems(page, german);
      const item = await newItem(page, german, {
        sku: 'BRO-WANK-01',
        name: 'Broschüre Wankdorf',
        itemType: 'BROCHURE',
        letterFormat: 'MIDI',
        weightGrams: '600',
      });
      await item.getByRole('button', { name: german('analogOps.items.dialog.create') }).click();
      // Spec 3 §5: a midi letter weighs 101 to 500 g.
      await item
        .getByText(german('serverErrors.weightLimit', { min: '101', max: '500' }))
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await field(item, german('analogOps.items.form.weightGrams')).fill('180');
      await item.getByRole('button', { name: german('analogOps.items.dialog.create') }).click();
      await toast(page, german('analogOps.items.toast.created', { name: 'Broschüre Wankdorf' }));
      await listGrid(page).getByText('BRO-WANK-01').waitFor();

      // A stock level corrected to the count found: a CORRECTION movement with the reason.
      await correctFirstLevel(page, german, '987654', 'Inventur Wankdorf');
      await page.context().close();
    },
    slack(120_000),
  );

  // Issue 37/40: the inventory was linked from nowhere; a new item could get no stock.
  it(
    'reaches stock, movements, items, warehouses and dispatch from the menu, and books goods received for a new item',
    async () => {
      const page = await app.signedIn('postnetz@example.com');
      await page
        .getByRole('navigation')
        .getByRole('link', { name: german('routes.inventoryManagement') })
        .click();
      await page.getByRole('heading', { name: german('routes.stock'), level: 1 }).waitFor();
      const tabs = page.getByRole('tablist', { name: german('routes.inventoryManagement') });
      expect(await tabs.getByRole('tab').allTextContents()).toEqual(
        ['stock', 'stockMovements', 'analogItems', 'warehouses', 'dispatch'].map((key) =>
          german(`routes.${key}`),
        ),
      );
      for (const key of ['stockMovements', 'analogItems', 'warehouses', 'dispatch', 'stock']) {
        await tabs.getByRole('tab', { name: german(`routes.${key}`), exact: true }).click();
        await page.getByRole('heading', { name: german(`routes.${key}`), level: 1 }).waitFor();
        await listGrid(page).getByRole('row').nth(1).waitFor();
        expect(await axeViolations(page), key).toEqual([]);
      }

      // A new item has no stock: its first goods are received from the items page.
      await tabs.getByRole('tab', { name: german('routes.analogItems'), exact: true }).click();
      const item = await newItem(page, german, {
        sku: 'FLY-NEU-01',
        name: 'Flyer Neueröffnung',
        itemType: 'FLYER',
        letterFormat: 'STANDARD',
        weightGrams: '20',
      });
      await item.getByRole('button', { name: german('analogOps.items.dialog.create') }).click();
      await toast(page, german('analogOps.items.toast.created', { name: 'Flyer Neueröffnung' }));
      await page.getByRole('button', { name: german('analogOps.receipt.action') }).click();
      const receipt = page.getByRole('dialog', { name: german('analogOps.receipt.title') });
      // Nothing chosen: each field says it is required.
      await receipt.getByRole('button', { name: german('analogOps.receipt.submit') }).click();
      await receipt.getByText(textsOf('de').forms('forms.required')).first().waitFor();
      await pickOption(
        page,
        select(receipt, german('analogOps.receipt.item')),
        'FLY-NEU-01 · Flyer Neueröffnung',
      );
      const warehouseButton = select(receipt, german('analogOps.receipt.warehouse'));
      await warehouseButton.click();
      const firstWarehouse = page.getByRole('option').first();
      const warehouseName = ((await firstWarehouse.textContent()) ?? '').replace(/ \(.*$/, '');
      await firstWarehouse.click();
      await field(receipt, german('analogOps.receipt.quantity')).fill('4000');
      await field(receipt, german('analogOps.receipt.note')).fill('LS 2026-118');
      expect(await axeViolations(page)).toEqual([]);
      await receipt.getByRole('button', { name: german('analogOps.receipt.submit') }).click();
      await toast(
        page,
        german('analogOps.receipt.done', {
          item: 'Flyer Neueröffnung',
          warehouse: warehouseName,
          quantity: formatNumber(4000, 'de'),
        }),
      );
      // The stock lists it, and the movement is a receipt with its delivery note.
      await tabs.getByRole('tab', { name: german('routes.stock'), exact: true }).click();
      await field(page, german('analogOps.filters.item')).fill('Flyer Neueröffnung');
      await listGrid(page).getByText('Flyer Neueröffnung').waitFor();
      await tabs.getByRole('tab', { name: german('routes.stockMovements'), exact: true }).click();
      const movement = listGrid(page).getByRole('row').filter({ hasText: 'LS 2026-118' });
      await movement.getByText(german('analogOps.movementKind.RECEIPT')).waitFor();
      await page.context().close();
    },
    slack(180_000),
  );

  // Issue 40: a count below what planned dispatches hold back is warned of.
  it('warns when a correction goes below the reserved pieces', async () => {
    const page = await app.signedIn('postnetz@example.com');
    await page.goto(`${app.url}/analog-operations/inventory-management/stock`);
    // A level that planned dispatches hold pieces of.
    const levels = await pageApi<{ items: StockLevel[] }>(
      page,
      'ws-analog-operations/stock?limit=100',
    );
    const held = levels.items.find((level) => level.reserved > 0);
    if (!held) throw new Error('the demo data reserves no stock');
    await field(page, german('analogOps.filters.item')).fill(held.item.name);
    const row = listGrid(page)
      .getByRole('row')
      .filter({ hasText: held.item.name })
      .filter({ hasText: held.warehouse.name });
    await row.waitFor();
    await openCorrection(page, row, german);
    // The demo's levels hold pieces back for planned dispatches (the reserved column).
    const warning = german('analogOps.correction.belowReserved', { counted: '0', reserved: '§' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('§', "[\\d’']+");
    const correction = page.getByRole('dialog');
    await field(correction, german('analogOps.correction.counted')).fill('0');
    // A number field takes its value when it is left.
    await page.keyboard.press('Tab');
    await correction
      .getByRole('status')
      .filter({ hasText: new RegExp(warning) })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  // Issue 37 ("Done when": the new screens in German and one other language): the warehouse
  // dialog, and the item and the stock correction as the German test makes them, in English.
  it(
    'shows the warehouses and their create dialog, creates an item and corrects a stock level in English',
    async () => {
      const page = await app.signedIn('postnetz@example.com');
      const en = textsOf('en').app;
      await page.goto(`${app.url}/analog-operations/inventory-management/warehouses`);
      await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('button', { name: 'Language: English' }).waitFor();
      await page.getByRole('heading', { name: en('routes.warehouses'), level: 1 }).waitFor();
      await page
        .getByRole('columnheader', { name: en('analogOps.warehouses.columns.town') })
        .waitFor();
      await page.getByRole('button', { name: en('analogOps.warehouses.actions.create') }).click();
      await page
        .getByRole('dialog', { name: en('analogOps.warehouses.dialog.createTitle') })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await openItems(page, en);
      const item = await newItem(page, en, {
        sku: 'FLY-BERN-EN',
        name: 'Flyer Bern',
        itemType: 'FLYER',
        letterFormat: 'STANDARD',
        weightGrams: '20',
      });
      await item.getByRole('button', { name: en('analogOps.items.dialog.create') }).click();
      await toast(page, en('analogOps.items.toast.created', { name: 'Flyer Bern' }));
      await listGrid(page).getByText('FLY-BERN-EN').waitFor();
      await correctFirstLevel(page, en, '123456', 'Stocktake Bern');
      await page.context().close();
    },
    slack(120_000),
  );
});
