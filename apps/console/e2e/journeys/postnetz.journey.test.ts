import { describe, expect, it } from 'vitest';
import { pageApi as api, axeViolations, german, journeyConsole, toast } from '../harness.ts';
import { slack } from '../slack.ts';

/*
 * The postal logistics team's day on the full demo data (issue 33): the confirmed dispatches
 * due next; one whose warehouse has the stock is sent with its delivery note, it leaves the
 * open list as sent, and the warehouse's stock falls by its quantity.
 */

const app = journeyConsole();

interface Dispatch {
  id: number;
  item: { sku: string };
  warehouse: { id: number; name: string };
  quantity: number;
  stock: number;
  state: string;
  deliveryNoteNumber: string | null;
}

describe('postal logistics works a dispatch', () => {
  it(
    'sends a confirmed dispatch with its delivery note; the stock falls',
    async () => {
      const page = await app.signedIn('postnetz@example.com');
      await page.goto(`${app.url}/analog-operations/inventory-management/dispatch/CONFIRMED`);
      await page.getByRole('grid').first().getByRole('row').nth(1).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // The next confirmed dispatch its warehouse has the stock for.
      const confirmed = await api<{ items: Dispatch[] }>(
        page,
        'ws-analog-operations/dispatches?state=CONFIRMED&sort=dispatchDate&order=ASC&limit=100',
      );
      const dispatch = confirmed.items.find((item) => item.stock >= item.quantity);
      if (!dispatch) throw new Error('no confirmed dispatch with stock in the demo data');
      await page.goto(`${app.url}/analog-operations/send-dispatch/${dispatch.id}`);
      await page
        .getByRole('button', { name: german('analogOps.send.submit_one', { count: '1' }) })
        .click();
      await toast(page, german('analogOps.send.done_one', { count: '1' }));
      await page.getByText(/^Lieferschein LS-\d{4}-\d{6}$/).waitFor();
      // Nothing is left to send: the page says so and offers no "0 Sendungen … versenden".
      await page.getByText(german('analogOps.send.intro_zero')).waitFor();
      expect(await page.getByRole('button', { name: /bestätigen und versenden/ }).count()).toBe(0);
      // Sent, with its delivery note; the warehouse's stock of the item fell by the quantity.
      const stock = await api<{ items: { quantity: number; warehouse: { id: number } }[] }>(
        page,
        `ws-analog-operations/stock?searchFilter=${encodeURIComponent(dispatch.item.sku)}`,
      );
      expect(stock.items.find((row) => row.warehouse.id === dispatch.warehouse.id)?.quantity).toBe(
        dispatch.stock - dispatch.quantity,
      );
      const sent = await api<{ items: Dispatch[] }>(
        page,
        'ws-analog-operations/dispatches?state=SENT&sort=dispatchDate&order=DESC&limit=100',
      );
      expect(sent.items.find((item) => item.id === dispatch.id)?.deliveryNoteNumber).toMatch(
        /^LS-\d{4}-\d{6}$/,
      );
      await page.context().close();
    },
    slack(90_000),
  );
});
