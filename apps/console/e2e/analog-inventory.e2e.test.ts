import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  german,
  listGrid,
  pickOption,
  realConsole,
  textsOf,
  toast,
} from './harness.ts';

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

describe('the analog inventory', () => {
  it('creates a warehouse and an item, and corrects a stock level with its reason', async () => {
    const page = await app.signedIn('postnetz@example.com');
    await page.goto(`${app.url}/analog-operations/inventory-management/warehouses`);
    await page.getByRole('heading', { name: german('routes.warehouses'), level: 1 }).waitFor();
    await listGrid(page).getByRole('row').nth(1).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: german('analogOps.warehouses.actions.create') }).click();
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

    await page.goto(`${app.url}/analog-operations/inventory-management/items`);
    await page.getByRole('heading', { name: german('routes.analogItems'), level: 1 }).waitFor();
    await page.getByRole('button', { name: german('analogOps.items.actions.create') }).click();
    const item = page.getByRole('dialog', { name: german('analogOps.items.dialog.createTitle') });
    await field(item, german('analogOps.items.form.sku')).fill('BRO-WANK-01');
    await field(item, german('analogOps.items.form.name')).fill('Broschüre Wankdorf');
    await pickOption(
      page,
      select(item, german('analogOps.items.form.itemType')),
      german('analogOps.itemTypes.BROCHURE'),
    );
    await pickOption(
      page,
      select(item, german('analogOps.items.form.letterFormat')),
      german('analogOps.letterFormat.MIDI'),
    );
    await field(item, german('analogOps.items.form.weightGrams')).fill('600');
    await item.getByRole('button', { name: german('analogOps.items.dialog.create') }).click();
    // Spec 3 §5: a midi letter weighs 101 to 500 g.
    await item.getByText(german('serverErrors.weightLimit', { min: '101', max: '500' })).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await field(item, german('analogOps.items.form.weightGrams')).fill('180');
    await item.getByRole('button', { name: german('analogOps.items.dialog.create') }).click();
    await toast(page, german('analogOps.items.toast.created', { name: 'Broschüre Wankdorf' }));
    await listGrid(page).getByText('BRO-WANK-01').waitFor();

    // A stock level corrected to the count found: a CORRECTION movement with the reason.
    await page.goto(`${app.url}/analog-operations/inventory-management/stock`);
    const first = listGrid(page).getByRole('row').nth(1);
    await first.waitFor();
    await first.getByRole('button').last().click();
    await page.getByRole('menuitem', { name: german('analogOps.correction.action') }).click();
    const correction = page.getByRole('dialog');
    await field(correction, german('analogOps.correction.counted')).fill('987654');
    await correction
      .getByRole('textbox', { name: new RegExp(`^${german('analogOps.correction.note')}`) })
      .fill('Inventur Wankdorf');
    expect(await axeViolations(page)).toEqual([]);
    await correction.getByRole('button', { name: german('analogOps.correction.submit') }).click();
    await correction.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: german('analogOps.stock.movements') }).click();
    const movements = page.getByRole('grid', { name: german('analogOps.stock.movements') });
    await movements.getByText('Inventur Wankdorf').waitFor();
    await movements.getByText(german('analogOps.movementKind.CORRECTION')).first().waitFor();
    await page.context().close();
  }, 120_000);

  it('shows the warehouses and their create dialog in English', async () => {
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
    await page.context().close();
  });
});
