import { describe, expect, it } from 'vitest';
import { axeViolations, pageApi, realConsole, textsOf, toast } from './harness.ts';
import { slack } from './slack.ts';

/*
 * Issue 37, the last points of the promotions, end to end in German against the real server:
 * a promotion that fails to load shows the error page (spec 3 §8 "Failure loading the promotion
 * context: an error page with the error message"), and a promotion's document is removed only
 * after the user confirms it.
 */

const de = textsOf('de');
const app = realConsole();

/** The first promotion of the sales persona's company. */
async function firstPromotion(page: Awaited<ReturnType<typeof app.signedIn>>) {
  const list = await pageApi<{ items: { id: number; name: string }[] }>(
    page,
    'ws-funnel/promotions?page=0&limit=1',
  );
  const promotion = list.items[0];
  if (!promotion) throw new Error('The demo data has no promotion');
  return promotion;
}

describe('issue 37: promotions', () => {
  it(
    'shows the error page with the error when the promotion fails to load (spec 3 §8), and Retry loads it',
    async () => {
      const page = await app.signedIn('sales@example.com');
      await page.waitForURL((url) => !/^\/(login|authentication)/.test(url.pathname));
      const promotion = await firstPromotion(page);
      // The promotion's own call fails on the network (the server unreachable); its lists do not.
      const call = new RegExp(`/api/ws-funnel/promotions/${promotion.id}(\\?|$)`);
      await page.route(call, (route) => route.abort('connectionrefused'));
      await page.goto(`${app.url}/sales/promotions/${promotion.id}/accounts`);
      // The page's title says what failed; the error block says why and offers Retry.
      await page.getByRole('heading', { name: de.app('promotions.loadFailed'), level: 1 }).waitFor({
        timeout: 20_000,
      });
      const retry = page.getByRole('button', { name: de.ui('ui.error.retry') });
      await retry.waitFor();
      expect(await page.getByRole('heading', { name: promotion.name, level: 1 }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      // The server reachable again: Retry shows the promotion.
      await page.unroute(call);
      await retry.click();
      await page.getByRole('heading', { name: promotion.name, level: 1 }).waitFor();
      await page.context().close();
    },
    slack(90_000),
  );

  it(
    'removes a document only after the user confirms it',
    async () => {
      const page = await app.signedIn('sales@example.com');
      await page.waitForURL((url) => !/^\/(login|authentication)/.test(url.pathname));
      const promotion = await firstPromotion(page);
      await page.goto(`${app.url}/sales/promotions/${promotion.id}/documents`);
      await page.getByRole('heading', { name: promotion.name, level: 1 }).waitFor();
      const fileName = `Preisliste-${Date.now()}.pdf`;
      await page.getByLabel(de.app('promotions.actions.upload')).setInputFiles({
        name: fileName,
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      });
      await toast(page, de.app('promotions.toast.documentAdded', { name: fileName }));
      const documents = page.getByRole('grid', {
        name: de.app('promotions.lists.documents', { name: promotion.name }),
      });
      const remove = documents.getByRole('button', {
        name: de.app('promotions.actions.deleteNamed', { name: fileName }),
      });
      await remove.click();
      const confirm = page.getByRole('alertdialog', {
        name: de.app('promotions.documentDelete.title'),
      });
      await confirm
        .getByText(de.app('promotions.documentDelete.text', { name: fileName }))
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // Cancelled: nothing removed, the document is still there after a reload.
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'detached' });
      await page.reload();
      await remove.waitFor();
      // Confirmed: removed, and gone after a reload.
      await remove.click();
      await confirm
        .getByRole('button', { name: de.app('promotions.documentDelete.confirm') })
        .click();
      await toast(page, de.app('promotions.toast.documentRemoved', { name: fileName }));
      await page.reload();
      await page.getByRole('heading', { name: promotion.name, level: 1 }).waitFor();
      await page.getByRole('tab', { name: de.app('promotions.tabs.documents') }).waitFor();
      await expect.poll(() => page.getByText(fileName).count(), { timeout: 10_000 }).toBe(0);
      await page.context().close();
    },
    slack(90_000),
  );
});
