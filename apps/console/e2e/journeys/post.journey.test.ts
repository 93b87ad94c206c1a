import { describe, expect, it } from 'vitest';
import { german, journeyConsole } from '../harness.ts';
import { chargeConfirmed, moveConfirmed, sendOfferThroughPreview } from '../offer.ts';
import { slack } from '../slack.ts';
import { apiAs, outboxMails } from './orderSteps.ts';

const app = journeyConsole();

interface PostCampaign {
  id: number;
  name: string;
  status: string;
  warnings: string[];
  countryCode: string;
  adUnitsImported: boolean;
  availableUnits: number | null;
}

// The post-ad-manager's day (issue 33): a post campaign from the list through its calculation to
// the offer sent through its preview; the mail is in the outbox with the offer document; then
// the customer's yes booked (confirmed first) and the booked campaign charged.
describe('the post-ad-manager sends a post campaign’s offer', () => {
  it(
    'checks the calculation, previews and sends the offer, and finds the mail in the outbox',
    async () => {
      const post = await apiAs(app.url, 'post@example.com');
      const drafts = await post.json<{ items: PostCampaign[] }>(
        'ws-post/post-campaigns?status=DRAFT&limit=100',
      );
      // A draft ready to offer: positions reconciled, ad units imported (the last, so that other
      // days' journeys rarely meet it).
      const campaign = drafts.items
        .filter(
          (item) => item.warnings.length === 0 && item.adUnitsImported && item.countryCode === 'CH',
        )
        .at(-1);
      if (!campaign) throw new Error('No post campaign ready to offer in the demo data');
      const page = await app.signedIn('post@example.com');
      await page.waitForURL((url) => url.pathname === '/orders/post-campaigns');
      const base = `${app.url}/orders/post-campaigns/DRAFT/${campaign.id}`;

      // The calculation: never more units than available, and a warning if the user asks more.
      await page.goto(`${base}/calculation`);
      await page.getByRole('heading', { name: german('post.calculation.heading') }).waitFor();
      await page.locator('[data-figure="utilisation"]').waitFor();
      const utilisation = (await page.locator('[data-figure="utilisation"]').textContent()) ?? '';
      if (utilisation.startsWith('>') || Number.parseFloat(utilisation) > 100) {
        await page
          .getByRole('alert')
          .filter({ hasText: /Einheiten/ })
          .waitFor();
      }

      // The preview, then the offer through its own preview: recipient, subject, the PDF.
      await page.goto(`${base}/document-preview`);
      await page.locator(`iframe[title="${german('post.preview.frame')}"]`).waitFor();
      const sent = await sendOfferThroughPreview(page, german('post.actions.offer'));
      expect(sent.attachment).toMatch(new RegExp(`-${campaign.id}\\.pdf$`));

      const after = await post.json<PostCampaign>(`ws-post/post-campaigns/${campaign.id}`);
      expect(after.status).toBe('OFFERED');
      const outbox = await outboxMails(app.url, sent.subject);
      expect(outbox.mails).toHaveLength(1);
      const mail = await outbox.detail(outbox.mails[0]?.id ?? 0);
      expect(mail.attachments[0]?.contentType).toBe('application/pdf');
      // The page followed the campaign to OFFERED, in the URL and breadcrumb (issue 33 point 20).
      await page.waitForURL(
        (url) => url.pathname === `/orders/post-campaigns/OFFERED/${campaign.id}/document-preview`,
      );

      // Not booked yet, so the invoices offer no charge for it (issue 33: a draft was charged).
      // A row's charges sit in its actions menu (issue 33), which a campaign not yet booked has not.
      const chargeMenu = page.getByRole('button', {
        name: german('kit.rowActions.menu', { name: campaign.name }),
        exact: true,
      });
      const findInvoices = async () => {
        await page.goto(`${app.url}/finances/post-invoices/OPEN`);
        await page
          .getByRole('textbox', { name: german('post.filters.search') })
          .fill(campaign.name);
        await page.getByRole('row').filter({ hasText: campaign.name }).first().waitFor();
      };
      await findInvoices();
      expect(await chargeMenu.count()).toBe(0);

      // The customer accepted: booked once confirmed, and the page moves on to BOOKED.
      await page.goto(`${app.url}/orders/post-campaigns/OFFERED/${campaign.id}`);
      await moveConfirmed(page, 'BOOKED', campaign.name);
      await page.waitForURL(
        (url) => url.pathname === `/orders/post-campaigns/BOOKED/${campaign.id}`,
      );

      // Booked, it is charged from the invoices, and its positions lock.
      await findInvoices();
      await chargeConfirmed(page, campaign.name);
      await page
        .getByText(german('post.toast.charged', { name: campaign.name }))
        .first()
        .waitFor();
      const charged = await post.json<PostCampaign & { invoiceState: string }>(
        `ws-post/post-campaigns/${campaign.id}`,
      );
      expect(charged).toMatchObject({ status: 'BOOKED', invoiceState: 'CHARGED' });
      await page.context().close();
    },
    slack(120_000),
  );
});
