import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  businessDay,
  type CampaignRecord,
  type Payout,
  type RevenueAggregates,
  shiftDay,
} from '@adconsole/api';
import { formatMoney } from '@adconsole/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../server/test/support/pdf-text.ts';
import {
  axeViolations,
  bundledText,
  german,
  listGrid,
  pageApi,
  pickOption,
  realConsole,
  switchLanguage,
} from './harness.ts';
import { slack } from './slack.ts';

/*
 * The publishers' portal (issue 39) end to end on the small demo data (the facts of last month
 * and this one): the publisher lands on its overview, reads last month's net revenue as the
 * revenue call sums it, chooses a website and finds it chosen again after a reload; an
 * administrator acting for the publisher opens the traffic dashboard in Italian, draws the charts,
 * switches to the tables and per week, and a reload keeps view, grouping and website.
 */

const app = realConsole();
const italian = (key: string, params: Record<string, string> = {}) =>
  bundledText('it', key, params);

const lastMonth = () => shiftDay(`${businessDay().slice(0, 7)}-01`, -1).slice(0, 7);
const monthDays = (month: string) => ({
  from: `${month}-01`,
  to: shiftDay(`${shiftDay(`${month}-28`, 4).slice(0, 7)}-01`, -1),
});

/** The net revenue of last month as the revenue call sums it, formatted as the console does. */
async function lastMonthNet(page: Page, websiteIds?: number[]) {
  const answer = await pageApi<RevenueAggregates>(page, 'ws-publishers/revenue-aggregates', {
    method: 'POST',
    body: { ...monthDays(lastMonth()), groupBy: ['MONTH'], ...(websiteIds ? { websiteIds } : {}) },
  });
  const [row] = answer.items;
  if (!row) throw new Error('no facts last month');
  return formatMoney(row.netRevenue / 100, 'de', row.currency);
}

describe('the publishers’ portal', () => {
  it('lands on the overview, reads last month, and remembers the website chosen', async () => {
    const page = await app.signedIn('publisher@example.com');
    // Where PERSONAS.md says a publisher lands: /publishers, its overview.
    await page.waitForURL((url) => url.pathname === '/publishers');
    await page.getByRole('heading', { name: german('routes.publishers'), level: 1 }).waitFor();
    const month = new Intl.DateTimeFormat('de-CH', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${lastMonth()}-01T00:00:00Z`));
    const card = page.getByRole('region', { name: month, exact: true });
    await card.getByText(german('publishers.preliminary')).waitFor();
    await card
      .getByText(await lastMonthNet(page), { exact: true })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // One website: its own figures, and the choice is there again after a reload.
    const site = 'Bündner Wanderwelt (wanderwelt-gr.ch)';
    await pickOption(
      page,
      page.getByRole('button', { name: new RegExp(german('publishers.website.label')) }),
      site,
    );
    const websiteId = await page.evaluate(
      () => JSON.parse(localStorage.getItem('publishersWebsite') ?? '{}').own as number,
    );
    expect(websiteId).toBeGreaterThan(0);
    const siteNet = await lastMonthNet(page, [websiteId]);
    await card.getByText(siteNet, { exact: true }).first().waitFor();
    await page.reload();
    await card.getByText(siteNet, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: new RegExp(site.replace(/[()]/g, '\\$&')) }).waitFor();

    // The payout statistics per month: the same net revenue; the table view survives a reload.
    await page.goto(`${app.url}/publishers/payouts/statistics?grouping=MONTH`);
    const chartName = german('publishers.payouts.revenueChart', { currency: 'CHF' });
    const figure = page.getByRole('figure', { name: chartName });
    await expect.poll(() => figure.getAttribute('data-drawn')).toBe('');
    await figure.getByRole('radio', { name: 'Tabelle' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'table');
    await page.reload();
    const table = page.getByRole('table', { name: chartName });
    await table
      .getByRole('row', { name: new RegExp(`^${month}`) })
      .getByText(siteNet)
      .waitFor();
    expect(new URL(page.url()).searchParams.get('grouping')).toBe('MONTH');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('draws the traffic dashboard in Italian; the table view and a reload keep the filters', async () => {
    const page = await app.signedIn('admin@example.com');
    await page.getByRole('combobox', { name: german('shell.company.label') }).fill('Alpenblick');
    await page.getByRole('option', { name: 'Verlag Alpenblick AG' }).click();
    await page.goto(`${app.url}/publishers/traffic/dashboard`);
    await switchLanguage(page, 'de', 'it');
    await page
      .getByRole('heading', { name: italian('routes.trafficDashboard'), level: 1 })
      .waitFor();
    const traffic = page.getByRole('figure', {
      name: `${italian('publishers.traffic.trafficChart')} (CHF)`,
    });
    await traffic.locator('canvas').first().waitFor();
    await expect.poll(() => traffic.getAttribute('data-drawn')).toBe('');

    // Per week, then the tables: both in the URL, and a reload keeps them.
    await pickOption(
      page,
      page.getByRole('button', {
        name: new RegExp(`\\s${italian('publishers.traffic.grouping')}$`),
      }),
      italian('publishers.traffic.groupings.WEEK'),
    );
    await page.waitForURL((url) => url.searchParams.get('grouping') === 'WEEK');
    await traffic.getByRole('radio', { name: 'Tabella' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'table');
    const from = new URL(page.url()).searchParams.get('from');
    await page.reload();
    const table = page.getByRole('table', {
      name: `${italian('publishers.traffic.trafficChart')} (CHF)`,
    });
    await table
      .getByRole('columnheader', { name: italian('publishers.traffic.groupings.WEEK') })
      .waitFor();
    expect(new URL(page.url()).searchParams.get('from')).toBe(from);
    expect(await page.locator('canvas').count()).toBe(0);
    // The table's total is the call's sum of the same weeks.
    const url = new URL(page.url());
    const answer = await pageApi<RevenueAggregates>(page, 'ws-publishers/revenue-aggregates', {
      method: 'POST',
      body: {
        from: url.searchParams.get('from'),
        to: url.searchParams.get('to'),
        groupBy: ['WEEK'],
      },
    });
    const impressions = answer.items.reduce((sum, row) => sum + row.impressions, 0);
    await expect
      .poll(() => table.getByRole('row').last().textContent())
      .toContain(new Intl.NumberFormat('de-CH').format(impressions).replace(/\u2019/g, "'"));
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
  it('pays last month: the overview’s net revenue is on the approved credit note, downloaded as archived', async () => {
    // ADMIN, acting for the publisher, runs last month's payout and approves it.
    const admin = await app.signedIn('admin@example.com');
    await admin.getByRole('combobox', { name: german('shell.company.label') }).fill('Alpenblick');
    await admin.getByRole('option', { name: 'Verlag Alpenblick AG' }).click();
    await admin.goto(`${app.url}/finances/payouts/reports/${lastMonth()}-01`);
    await admin.getByRole('button', { name: german('payouts.run.action') }).click();
    const config = 'Verlag Alpenblick AG CHF';
    // The dialog names the company the run issues for and its configs (s12 stranger).
    const runDialog = admin.getByRole('alertdialog');
    await runDialog
      .getByText(german('payouts.run.issuer', { company: 'Verlag Alpenblick AG' }))
      .waitFor();
    await runDialog
      .getByText(
        german('payouts.run.config', { name: config, currency: 'CHF', payer: 'Adconsole Sales' }),
      )
      .waitFor();
    await runDialog.getByRole('button', { name: german('payouts.run.confirm') }).click();
    const row = admin.getByRole('row', { name: new RegExp(config) });
    await row.getByText(german('payouts.states.DRAFT')).waitFor({ timeout: 60_000 });
    expect(await axeViolations(admin)).toEqual([]);
    await row
      .getByRole('button', { name: german('payouts.approve.actionNamed', { name: config }) })
      .click();
    await admin
      .getByRole('alertdialog')
      .getByRole('button', { name: german('payouts.approve.action') })
      .click();
    await row.getByText(german('payouts.states.APPROVED')).waitFor();
    await admin.context().close();

    // The publisher reads last month's net revenue on its overview…
    const page = await app.signedIn('publisher@example.com');
    await page.waitForURL((url) => url.pathname === '/publishers');
    const net = await lastMonthNet(page);
    const month = new Intl.DateTimeFormat('de-CH', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${lastMonth()}-01T00:00:00Z`));
    await page
      .getByRole('region', { name: month, exact: true })
      .getByText(net, { exact: true })
      .first()
      .waitFor();
    // The month is final now that its payout is approved.
    await page
      .getByRole('region', { name: month, exact: true })
      .getByText(german('publishers.final'), { exact: true })
      .waitFor();
    // …and finds it on that month's credit note among its documents, downloaded byte for byte.
    await page.goto(`${app.url}/publishers/payouts/documents`);
    const [payout] = (await pageApi<{ items: Payout[] }>(page, 'ws-payouts/payouts?state=APPROVED'))
      .items;
    expect(payout?.month).toBe(lastMonth());
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: german('payouts.pdf', { number: payout?.number ?? '' }) })
      .click();
    const bytes = await readFile(await (await download).path());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(payout?.sha256);
    const text = await pdfText(new Uint8Array(bytes));
    const plain = (value: string) => value.replace(/['’\u202f\u00a0 ]/g, '').replace(/^CHF/, '');
    expect(plain(text)).toContain(plain(net));
    expect(text).toContain(payout?.number);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
  it(
    'excludes a customer in Italian; the house’s booking of that customer on its site is refused',
    async () => {
      // An offer of the sales house with a position on one of the publisher's websites.
      const sales = await app.signedIn('sales@example.com');
      const publisher = await app.signedIn('publisher@example.com');
      const sites = new Set(
        (
          await pageApi<{ items: { name: string }[] }>(publisher, 'ws-payouts/website-options')
        ).items.map((site) => site.name),
      );
      const offers = await pageApi<{ items: { id: number; name: string }[] }>(
        sales,
        'ws-order/campaigns?tab=OFFERED&limit=100&sort=startDate&order=ASC',
      );
      let offer: CampaignRecord | undefined;
      for (const { id } of offers.items) {
        const record = await pageApi<CampaignRecord>(sales, `ws-order/campaigns/${id}/record`);
        if (
          record.nextStatuses.includes('BOOKED') &&
          record.positions.some((position) => sites.has(position.adMedium.name))
        ) {
          offer = record;
          break;
        }
      }
      expect(offer).toBeDefined();
      if (!offer) return;
      const customer = offer.advertiser.name;

      // The publisher, in Italian, excludes the customer on its excluded customers' page.
      await publisher.goto(`${app.url}/publishers/exclusions/excluded-customers`);
      await switchLanguage(publisher, 'de', 'it');
      await publisher
        .getByRole('heading', { name: italian('routes.excludedCustomers'), level: 1 })
        .waitFor();
      await publisher
        .getByRole('button', { name: italian('publishers.exclusions.customers.actions.create') })
        .click();
      const dialog = publisher.getByRole('dialog', {
        name: italian('publishers.exclusions.customers.dialog.createTitle'),
      });
      const field = dialog.getByRole('combobox', {
        name: italian('publishers.exclusions.customers.form.targetId'),
      });
      await field.fill(customer);
      await publisher
        .getByRole('option', { name: new RegExp(customer) })
        .first()
        .click();
      await dialog
        .getByRole('textbox', { name: italian('publishers.exclusions.customers.form.reason') })
        .fill('Concorrente');
      expect(await axeViolations(publisher)).toEqual([]);
      await dialog
        .getByRole('button', { name: italian('publishers.exclusions.customers.dialog.create') })
        .click();
      await publisher
        .getByText(italian('publishers.exclusions.customers.toast.created', { name: customer }))
        .first()
        .waitFor();
      await listGrid(publisher)
        .getByRole('row', { name: new RegExp(customer) })
        .first()
        .waitFor();
      expect(await axeViolations(publisher)).toEqual([]);

      // The house books the offer: refused, naming the publisher, and the offer stays one.
      await sales.goto(`${app.url}/orders/campaigns/OFFERED/${offer.id}`);
      const book = german('orders.campaign.moveTo.BOOKED');
      await sales.getByRole('button', { name: book, exact: true }).click();
      const confirm = sales.getByRole('alertdialog', { name: book });
      await confirm.getByRole('button', { name: book, exact: true }).click();
      await sales
        .getByText(/Verlag Alpenblick AG schliesst diese Kampagne/)
        .first()
        .waitFor();
      const after = await pageApi<CampaignRecord>(sales, `ws-order/campaigns/${offer.id}/record`);
      expect(after.status).toBe('OFFERED');

      // The publisher's campaigns list (Italian) is read-only: no create, no edit.
      await publisher.goto(`${app.url}/publishers/campaigns?ended=true`);
      await publisher
        .getByRole('heading', { name: italian('routes.campaigns'), level: 1 })
        .waitFor();
      await listGrid(publisher).getByRole('row').nth(1).waitFor();
      expect(await axeViolations(publisher)).toEqual([]);
      await Promise.all([sales.context().close(), publisher.context().close()]);
    },
    slack(180_000),
  );

  it(
    'shows the agency dashboard: each tile counts the list it opens',
    async () => {
      const page = await app.signedIn('agency@example.com');
      await page.goto(`${app.url}/dashboard`);
      await page.getByRole('heading', { name: german('routes.dashboard'), level: 1 }).waitFor();
      const tiles = page.locator('a[data-tile]');
      await tiles.first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const shown = await tiles.evaluateAll((links) =>
        links.map((link) => ({
          tile: link.getAttribute('data-tile') ?? '',
          count: Number((link.textContent ?? '').replace(/\D/g, '')),
        })),
      );
      expect(shown.map((entry) => entry.tile)).toContain('RUNNING');
      for (const { tile, count } of shown) {
        // The list the tile opens has as many campaigns as the tile says…
        const listed = await pageApi<{ total: number }>(
          page,
          `ws-order/campaigns?tab=${tile}&limit=1`,
        );
        expect(listed.total, tile).toBe(count);
        // …and the tile opens it, on that tab, whose count is the same.
        await page.locator(`a[data-tile="${tile}"]`).click();
        await page.waitForURL((url) => url.searchParams.get('status') === tile);
        const selected = page.getByRole('tab', { selected: true });
        await expect
          .poll(async () => Number(((await selected.textContent()) ?? '').replace(/\D/g, '')), {
            timeout: 15_000,
          })
          .toBe(count);
        await page.goBack();
        await tiles.first().waitFor();
      }
      await page.context().close();
    },
    slack(180_000),
  );
});
