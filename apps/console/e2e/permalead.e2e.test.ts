import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  bundledText,
  german,
  openInConsole,
  realConsole,
  switchLanguage,
} from './harness.ts';

/*
 * Issue 44 end to end, Permalead (/admin/permalead, spec 1 §2.3 "permalead", ADMIN): the admin
 * makes the webhook secret (shown once); a delivery signed with it becomes a sales task, listed
 * as created and opened in the sales tasks; a bad signature is refused (401) and nothing is
 * listed; after a rotation the old secret is refused. In French: a CSV file of three leads gives
 * one created, one matched (the CRM's duplicate rule: the same name in the same town) and one
 * refused, with why. Own server: it writes leads, accounts and tasks.
 */

const app = realConsole();
const french = (key: string, params: Record<string, string> = {}) => bundledText('fr', key, params);

/** Posts a lead to the webhook as the provider does, signed with `secret`. */
async function deliver(path: string, lead: Record<string, string>, secret: string) {
  const body = JSON.stringify(lead);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-permalead-timestamp': timestamp,
      'x-permalead-signature': `sha256=${signature}`,
    },
    body,
  });
}

/** Rotates (or makes) the secret on a freshly opened screen: the new one, shown once. */
async function rotate(admin: Page, first: boolean): Promise<string> {
  await admin
    .getByRole('button', {
      name: german(first ? 'permalead.webhook.create' : 'permalead.webhook.rotate'),
    })
    .click();
  const dialog = admin.getByRole('alertdialog').or(admin.getByRole('dialog'));
  // The first is made, not renewed (the s15 stranger read "erneuern?" on the first).
  await dialog
    .getByRole('heading', {
      name: german(first ? 'permalead.webhook.createTitle' : 'permalead.webhook.rotateTitle'),
    })
    .waitFor();
  await dialog
    .getByRole('button', {
      name: german(first ? 'permalead.webhook.create' : 'permalead.webhook.rotate'),
    })
    .click();
  const field = admin.getByRole('textbox', { name: german('permalead.webhook.newSecret') });
  await field.waitFor({ timeout: 30_000 });
  // Copied as shown, for the provider.
  await admin.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await admin.getByRole('button', { name: german('permalead.webhook.copy') }).click();
  await admin.getByText(german('permalead.webhook.copied')).first().waitFor();
  expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(await field.inputValue());
  return field.inputValue();
}

describe('Permalead (issue 44)', () => {
  it('a signed webhook delivery becomes a sales task listed as created; a bad signature is refused and nothing listed; after a rotation the old secret is refused', async () => {
    const admin = await app.signedIn('admin@example.com');
    await openInConsole(admin, '/admin/permalead');
    await admin.getByRole('heading', { name: german('routes.permalead'), level: 1 }).waitFor();
    await admin.getByText(german('permalead.webhook.noSecret')).waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    const secret = await rotate(admin, true);
    expect(secret.length).toBeGreaterThanOrEqual(40);
    const address = await admin
      .getByRole('textbox', { name: german('permalead.webhook.address') })
      .inputValue();
    const path = new URL(address).pathname;

    const lead = {
      externalId: 'e2e-1',
      company: 'Bergbahnen Hoch-Ybrig AG',
      city: 'Unteriberg',
      firstName: 'Regula',
      lastName: 'Kälin',
      email: 'regula.kaelin@hoch-ybrig.example.ch',
      message: 'Wintersaison: Plakate und Online-Banner',
    };
    const refused = await deliver(path, { ...lead, company: 'Gefälscht AG' }, 'not the secret');
    expect(refused.status).toBe(401);
    const taken = await deliver(path, lead, secret);
    expect(taken.status).toBe(200);
    const receipt = (await taken.json()) as { outcome: string; taskId: number };
    expect(receipt.outcome).toBe('CREATED');

    await admin.reload();
    const row = admin.getByRole('row').filter({ hasText: 'Bergbahnen Hoch-Ybrig AG' });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain(german('permalead.outcomes.CREATED'));
    expect(await row.textContent()).toContain('Regula Kälin');
    // The refused delivery stored nothing: no row names it.
    expect(await admin.getByRole('row').filter({ hasText: 'Gefälscht AG' }).count()).toBe(0);
    expect(await axeViolations(admin)).toEqual([]);

    // The task, opened from the row, in the sales tasks.
    await row
      .getByRole('link', { name: german('permalead.taskLink', { id: String(receipt.taskId) }) })
      .click();
    await admin.waitForURL(`**/sales/tasks/details/${receipt.taskId}`);
    await admin.getByText('Bergbahnen Hoch-Ybrig AG').first().waitFor({ timeout: 30_000 });
    await admin.getByText('Permalead').first().waitFor();

    // A rotation: the old secret is refused from now on, the new one taken.
    await openInConsole(admin, '/admin/permalead');
    const next = await rotate(admin, false);
    expect(next).not.toBe(secret);
    const old = await deliver(path, { ...lead, externalId: 'e2e-2' }, secret);
    expect(old.status).toBe(401);
    const fresh = await deliver(path, { ...lead, externalId: 'e2e-3' }, next);
    expect(fresh.status).toBe(200);
    expect(((await fresh.json()) as { outcome: string }).outcome).toBe('MATCHED');
  });

  it('in French: a CSV file of three leads gives one created, one matched and one refused, with why', async () => {
    const admin = await app.signedIn('admin@example.com');
    await openInConsole(admin, '/admin/permalead');
    await admin.getByRole('heading', { name: german('routes.permalead'), level: 1 }).waitFor();
    await switchLanguage(admin, 'de', 'fr');
    await admin.getByRole('heading', { name: french('routes.permalead'), level: 1 }).waitFor();
    const csv = [
      'externalId,company,city,firstName,lastName,email,message',
      'e2e-csv-1,Käserei Emmental GmbH,Affoltern im Emmental,Urs,Gerber,urs.gerber@kaeserei.example.ch,Anzeige Herbst',
      'e2e-csv-2,Käserei Emmental,Affoltern im Emmental,Anna,Gerber,,Zweiter Kontakt',
      'e2e-csv-3,,Wien,Lukas,Huber,lukas.huber@example.at,Keine Firma',
    ].join('\n');
    await admin
      .locator('input[type=file]')
      .setInputFiles([{ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) }]);
    await admin.getByRole('button', { name: french('permalead.upload.send') }).click();
    const summary = french('permalead.upload.result', {
      created: '1',
      matched: '1',
      refused: '1',
    });
    await admin.getByText(summary).waitFor({ timeout: 30_000 });
    const reason = french('serverErrors.leadCompanyMissing');
    await admin.getByText(french('permalead.upload.refusedRow', { row: '4', reason })).waitFor();
    for (const [id, outcome] of [
      ['Käserei Emmental GmbH', 'CREATED'],
      ['Käserei Emmental', 'MATCHED'],
    ] as const) {
      const row = admin
        .getByRole('row')
        .filter({ hasText: id })
        .filter({
          hasText: french(`permalead.outcomes.${outcome}`),
        });
      await row.first().waitFor({ timeout: 30_000 });
    }
    const refusedRow = admin
      .getByRole('row')
      .filter({ hasText: 'Lukas Huber' })
      .filter({ hasText: french('permalead.outcomes.REFUSED') });
    await refusedRow.waitFor();
    expect(await refusedRow.textContent()).toContain(reason);
    expect(await axeViolations(admin)).toEqual([]);

    // The sample file to start from (the s15 stranger made one by hand): it uploads as it is.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: french('permalead.upload.sample') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('permalead-leads.csv');
    const sample = await readFile(await download.path());
    await admin
      .locator('input[type=file]')
      .setInputFiles([{ name: 'permalead-leads.csv', mimeType: 'text/csv', buffer: sample }]);
    await admin.getByRole('button', { name: french('permalead.upload.send') }).click();
    await admin
      .getByText(french('permalead.upload.result', { created: '2', matched: '0', refused: '0' }))
      .waitFor({ timeout: 30_000 });
  });
});
