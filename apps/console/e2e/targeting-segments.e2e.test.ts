import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  bundledText,
  chooseRow,
  german,
  listGrid,
  realConsole,
  runBulkAction,
  textsOf,
} from './harness.ts';

/*
 * Targeting and Semantiq, the pages that showed only their frame until session 12 (issue 42),
 * end to end in Chromium against the real server: the admin makes a segment (its code refused
 * first, on its field) and a visitor segment that feeds it (a broken regular expression refused
 * first); the contextual persona edits a configuration's default values on their own page and
 * cannot open the admin's segments; the Semantiq persona offers an IAB audience in bulk and
 * changes its configuration, which shows what the tag would send.
 */

const app = realConsole();

/** The kit's record dialog of the page, once open. */
const dialogNamed = (page: Page, title: string) => page.getByRole('dialog', { name: title });

describe('segments, default values, Semantiq configuration and IAB audiences', () => {
  it('the admin makes a segment and a visitor segment that feeds it', async () => {
    const page = await app.signedIn('admin@example.com');
    await page.goto(`${app.url}/targeting/segments`);
    await listGrid(page).getByRole('row').filter({ hasText: 'wintersport' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: german('targeting.segments.actions.create') }).click();
    const dialog = dialogNamed(page, german('targeting.segments.dialog.createTitle'));
    await dialog
      .getByRole('textbox', { name: german('targeting.segments.form.name') })
      .fill('Velofahrer');
    const code = dialog.getByRole('textbox', { name: german('targeting.segments.form.code') });
    await code.fill('velo fahrer');
    const create = dialog.getByRole('button', { name: german('targeting.segments.dialog.create') });
    await create.click();
    await dialog.getByText(bundledText('de', 'serverErrors.segmentCodeFormat')).waitFor();
    // Without a Xandr credential the dialog says where the pixel's member comes from.
    await dialog.getByText(german('targeting.segments.form.pixelMissing')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await code.fill('velo-fahrer');
    await create.click();
    await page
      .getByText(german('targeting.segments.toast.created', { name: 'Velofahrer' }))
      .first()
      .waitFor();
    await listGrid(page).getByRole('row').filter({ hasText: 'velo-fahrer' }).waitFor();

    await page.goto(`${app.url}/targeting/visitor-segments`);
    await listGrid(page).getByRole('row').filter({ hasText: 'Aus dem Newsletter' }).waitFor();
    await page
      .getByRole('button', { name: german('targeting.visitorSegments.actions.create') })
      .click();
    const rules = dialogNamed(page, german('targeting.visitorSegments.dialog.createTitle'));
    await rules
      .getByRole('textbox', { name: german('targeting.visitorSegments.form.name') })
      .fill('Velo-Ratgeber');
    await rules
      .getByRole('button', { name: german('targeting.visitorSegments.form.segmentId') })
      .click();
    await page.getByRole('option', { name: 'Velofahrer (velo-fahrer)' }).click();
    const firstRule = rules.getByRole('group', {
      name: german('targeting.visitorSegments.form.rule', { number: '1' }),
    });
    const url = firstRule.getByRole('textbox', {
      name: german('targeting.visitorSegments.form.urlPattern'),
    });
    await url.fill('/velo/(');
    const save = rules.getByRole('button', {
      name: german('targeting.visitorSegments.dialog.create'),
    });
    await save.click();
    await rules.getByText(german('targeting.visitorSegments.form.regexInvalid')).waitFor();
    await url.fill('/(velo|bike)/');
    await rules
      .getByRole('button', { name: german('targeting.visitorSegments.form.addRule') })
      .click();
    const secondRule = rules.getByRole('group', {
      name: german('targeting.visitorSegments.form.rule', { number: '2' }),
    });
    await secondRule
      .getByRole('textbox', { name: german('targeting.visitorSegments.form.urlPattern') })
      .fill('/sport/rad');
    expect(await axeViolations(page)).toEqual([]);
    await save.click();
    await page
      .getByText(german('targeting.visitorSegments.toast.created', { name: 'Velo-Ratgeber' }))
      .first()
      .waitFor();
    await listGrid(page).getByRole('row').filter({ hasText: 'Velo-Ratgeber' }).waitFor();
    await page.context().close();
  });

  it("the contextual persona edits a configuration's default values, and has no segments", async () => {
    const page = await app.signedIn('contextual@example.com');
    await page.goto(`${app.url}/targeting/default-values`);
    const name = 'Kontext News – Rubriken';
    await listGrid(page).getByRole('row').filter({ hasText: name }).waitFor();
    expect(
      await page.getByRole('button', { name: german('targeting.defaults.actions.create') }).count(),
    ).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: german('targeting.defaults.actions.editNamed', { name }) })
      .click();
    const dialog = dialogNamed(page, german('targeting.defaults.dialog.editTitle', { name }));
    const values = dialog.getByRole('textbox', {
      name: german('targeting.defaults.form.defaultValues'),
    });
    await values.fill('rubrik=startseite\nnur ein Wort');
    const save = dialog.getByRole('button', { name: textsOfSave() });
    await save.click();
    await dialog
      .getByText(german('targeting.configs.form.defaultLineInvalid', { line: '2' }))
      .waitFor();
    await values.fill('rubrik=startseite\nsprache=de');
    await save.click();
    await page.getByText(german('targeting.defaults.toast.updated', { name })).first().waitFor();
    await listGrid(page)
      .getByRole('row')
      .filter({ hasText: 'rubrik=startseite; sprache=de' })
      .waitFor();

    // Segments are the admin's: the contextual persona finds no such page.
    await page.goto(`${app.url}/targeting/segments`);
    await page.getByRole('heading', { name: german('shell.notFound.title'), level: 1 }).waitFor();
    await page.context().close();
  });

  it('the Semantiq persona offers an IAB audience and changes its configuration', async () => {
    const page = await app.signedIn('semantiq@example.com');
    await page.goto(`${app.url}/semantiq/iab-audiences?section=INTEREST&searchQuery=Skiing`);
    const skiing = listGrid(page)
      .getByRole('row')
      .filter({ hasText: 'Interest › Sports › Skiing' });
    await skiing.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Skiing is offered in the demo: withdrawn, then offered again, each row answered.
    await chooseRow(skiing);
    await runBulkAction(page, german('semantiq.iabAudiences.actions.disable'), 1);
    await skiing.getByText(german('semantiq.iabAudiences.notOffered'), { exact: true }).waitFor();
    await chooseRow(skiing);
    await runBulkAction(page, german('semantiq.iabAudiences.actions.enable'), 1);
    await skiing.getByText(german('semantiq.iabAudiences.offered'), { exact: true }).waitFor();

    await page.goto(`${app.url}/semantiq/domains?tab=configs`);
    await page.getByRole('link', { name: 'Alpenblick Nachrichten' }).click();
    await page.waitForURL(/\/semantiq\/config\/\d+$/);
    const sample = page.getByRole('region', { name: german('semantiq.configs.sample.title') });
    await sample.getByText(/iab=\d+/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const keywordsKey = page.getByRole('textbox', {
      name: german('semantiq.configs.form.keywordsKey'),
    });
    await keywordsKey.fill('Rubrik Sport');
    await page.getByRole('button', { name: textsOfSave() }).click();
    await page.getByText(bundledText('de', 'serverErrors.keyValueNoSpaces')).waitFor();
    await keywordsKey.fill('stichwort');
    await page.getByRole('button', { name: textsOfSave() }).click();
    await page.waitForURL(/\/semantiq\/domains\?tab=configs$/);
    await listGrid(page).getByRole('row').filter({ hasText: 'alpenblick' }).waitFor();
    await page.context().close();
  });
});

/** The record forms' save button (the forms package's own text). */
const textsOfSave = () => textsOf('de').forms('forms.shell.save');
