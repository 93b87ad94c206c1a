import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../server/test/support/pdf-text.ts';
import { german, journeyConsole } from '../harness.ts';
import { moveConfirmed } from '../offer.ts';
import { slack } from '../slack.ts';
import { apiAs, choose, dateField, typeDay } from './orderSteps.ts';

const app = journeyConsole();

// The bakery's day (issue 33 point 3): it books a product of its catalogue on the full demo data,
// sees the price with Swiss VAT, and places its order (submitted for approval).
describe('the self-booking bakery books and places its order', () => {
  it(
    'books a product, sees its price and places the order',
    async () => {
      const page = await app.signedIn('selfbooking@example.com');
      await page.goto(`${app.url}/orders/campaigns`);
      await page
        .getByRole('button', { name: german('orders.actions.selfBook'), exact: true })
        .click();
      await page.waitForURL(/\/orders\/campaigns\/sb\/new-order\/campaign$/);
      const name = `Zopfwoche ${Date.now().toString(36)}`;
      await page
        .getByRole('textbox', { name: new RegExp(`^${german('orders.sb.campaign.form.name')}`) })
        .fill(name);
      await typeDay(dateField(page, german('orders.sb.campaign.form.startDate')), 3);
      await typeDay(dateField(page, german('orders.sb.campaign.form.endDate')), 17);
      await page
        .getByRole('button', { name: german('orders.sb.campaign.dialog.create'), exact: true })
        .click();
      await page.waitForURL(/\/orders\/campaigns\/sb\/\d+$/);
      const id = Number(page.url().split('/').at(-1));

      await page
        .getByRole('button', { name: german('orders.sb.addPosition'), exact: true })
        .click();
      await page.waitForURL(/\/position\/create$/);
      const form = page.getByRole('form', { name: german('orders.positions.addTitle') });
      // The picker lists the catalogue's self-bookable products (it said "Keine Ergebnisse").
      await choose(page, form, german('orders.positions.form.product'), /./);
      const products = await (await apiAs(app.url, 'selfbooking@example.com')).json<{
        items: { minQuantity: number | null; unit: string }[];
      }>(`ws-order/campaigns/${id}/products`);
      expect(products.items.length).toBeGreaterThan(0);
      const quantity = form.getByRole('textbox', {
        name: new RegExp(`^${german('orders.positions.form.quantity')}`),
      });
      await quantity.fill(String(Math.max(...products.items.map((item) => item.minQuantity ?? 1))));
      await quantity.press('Tab');
      // A CPM product says what the quantity counts: thousands of impressions.
      await form
        .getByText(/Einblendungen/)
        .first()
        .waitFor();
      const quote = page.getByRole('region', { name: german('orders.positions.quote') });
      await quote.getByText(/^MWST 8\.10%$/).waitFor();
      await form.getByRole('button', { name: german('orders.positions.add'), exact: true }).click();
      const capacity = page.getByRole('alertdialog');
      await Promise.race([
        page.waitForURL(new RegExp(`/orders/campaigns/sb/${id}$`)),
        capacity
          .waitFor()
          .then(() =>
            capacity
              .getByRole('button', { name: german('orders.positions.capacity.confirm') })
              .click(),
          ),
      ]);
      await page.waitForURL(new RegExp(`/orders/campaigns/sb/${id}$`));
      await page.getByRole('region', { name: german('orders.sb.price') }).waitFor();

      // The offer it checks before placing the order comes from the seller (the publisher of the
      // booked medium), addressed to the bakery at its address, with its validity (issue 33: the
      // bakery was named its own sender).
      const offer = await pdfText(
        await (await apiAs(app.url, 'selfbooking@example.com')).bytes(
          `ws-order/campaigns/${id}/preview-pdf`,
        ),
      );
      // The letterhead opens the text: the seller's, not the bakery's.
      expect(offer.trimStart()).not.toMatch(/^Bäckerei Beispiel AG/);
      expect(offer).not.toContain('Marktgasse 12');
      expect(offer).toContain('Bäckerei Beispiel AG');
      expect(offer).toContain('3600 Thun');
      expect(offer).toMatch(/Gültig bis\s*\d{2}\.\d{2}\.\d{4}/);

      // Places the order, once it confirmed what that does: it waits for the sales house's
      // approval (issue 33 point 20: the order went out in one click).
      await moveConfirmed(page, 'PENDING_APPROVAL', name, german, {
        opener: german('orders.sb.submit'),
        done: german('orders.sb.submitted'),
      });
      await page.getByText(german('orders.sb.waiting')).waitFor();
      const record = await (await apiAs(app.url, 'selfbooking@example.com')).json<{
        status: string;
        totals: { vatRate: number; total: number };
      }>(`ws-order/campaigns/${id}/record`);
      expect(record.status).toBe('PENDING_APPROVAL');
      expect(record.totals.vatRate).toBe(8.1);
      expect(record.totals.total).toBeGreaterThan(0);
      await page.context().close();
    },
    slack(120_000),
  );
});
