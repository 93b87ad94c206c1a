import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../server/test/support/pdf-text.ts';
import { german, journeyConsole } from '../harness.ts';
import { sendOfferThroughPreview } from '../offer.ts';
import { slack } from '../slack.ts';
import { apiAs, choose, dateField, escaped, outboxMails, typeDay } from './orderSteps.ts';

const app = journeyConsole();

/** A Swiss account of the agency speaking French, with a contact who has an address. */
async function frenchSwissAccount() {
  const agency = await apiAs(app.url, 'agency@example.com');
  const accounts = await agency.json<{
    items: { id: number; name: string; language: string; countryCode: string }[];
  }>('ws-crm/records/accounts?countryCode=CH&limit=100');
  for (const account of accounts.items) {
    if (account.countryCode !== 'CH' || account.language !== 'fr') continue;
    const contacts = await agency.json<{ items: { email: string | null; active: boolean }[] }>(
      `ws-crm/records/contacts?accountId=${account.id}&limit=20`,
    );
    if (contacts.items.some((contact) => contact.email && contact.active)) return account;
  }
  throw new Error('The agency has no French-speaking Swiss account with a contact');
}

// The agency's day (issue 33): a new campaign for a Swiss customer on the full demo data, a print
// and a digital position, the offer sent through its preview; the mail is in the outbox in the
// customer's language with the offer PDF, which charges Swiss VAT 8.1 % and the campaign's total.
describe('the agency books a campaign and sends the offer', () => {
  it(
    'books print and digital for a Swiss customer, previews and sends the offer in French',
    async () => {
      const account = await frenchSwissAccount();
      const page = await app.signedIn('agency@example.com');
      const name = `Offre d’hiver ${account.name}`.slice(0, 80);
      await page.goto(`${app.url}/orders/campaigns`);
      await page
        .getByRole('button', { name: german('orders.actions.newOrder'), exact: true })
        .click();
      await page.waitForURL(/\/orders\/campaigns\/OFFERED\/new-order$/);
      const form = page.getByRole('form', { name: german('kit.record.details') });
      await form.waitFor();
      await choose(page, form, german('orders.campaign.form.campaignTypeId'), /^Crossmedia/);
      const advertiser = page.getByRole('combobox', {
        name: new RegExp(`^${german('orders.campaign.form.advertiser')}`),
      });
      await advertiser.fill(account.name);
      await page
        .getByRole('option', { name: new RegExp(`^${escaped(account.name)}`) })
        .first()
        .click();
      await page
        .getByRole('textbox', { name: new RegExp(`^${german('orders.campaign.form.name')}`) })
        .fill(name);
      await typeDay(dateField(page, german('orders.campaign.form.startDate')), 12);
      await typeDay(dateField(page, german('orders.campaign.form.endDate')), 26);
      await page
        .getByRole('button', { name: german('orders.campaign.dialog.create'), exact: true })
        .click();
      await page.waitForURL(/\/edit-positions$/);
      const id = Number(page.url().split('/').at(-2));

      for (const medium of ['PRINT', 'DIGITAL'] as const) {
        await page
          .getByRole('button', { name: german('orders.positions.addTitle'), exact: true })
          .click();
        const position = page.getByRole('form', { name: german('orders.positions.addTitle') });
        await position.waitFor();
        await choose(
          page,
          position,
          german('orders.positions.form.positionType'),
          german(`orders.positionType.${medium}`),
        );
        await choose(
          page,
          position,
          german('orders.positions.form.product'),
          medium === 'PRINT' ? /Zürcher Tagblatt/ : /./,
        );
        if (medium === 'PRINT')
          await choose(page, position, german('orders.positions.form.issue'), /./);
        const quantity = position.getByRole('textbox', {
          name: new RegExp(`^${german('orders.positions.form.quantity')}`),
        });
        await quantity.fill(medium === 'PRINT' ? '1' : '80');
        await quantity.press('Tab');
        // The live price charges Swiss VAT: the customer is in Switzerland.
        const quote = page.getByRole('region', { name: german('orders.positions.quote') });
        await quote.getByText(/^MWST 8\.10%$/).waitFor();
        await position
          .getByRole('button', { name: german('orders.positions.add'), exact: true })
          .click();
        const capacity = page.getByRole('alertdialog');
        // A busy medium asks first; the agency books it anyway.
        await Promise.race([
          position.waitFor({ state: 'detached' }),
          capacity
            .waitFor()
            .then(() =>
              capacity
                .getByRole('button', { name: german('orders.positions.capacity.confirm') })
                .click(),
            ),
        ]);
        await position.waitFor({ state: 'detached' });
      }

      // The offer goes out through its preview: in French, to a contact, the PDF attached.
      const sent = await sendOfferThroughPreview(page);
      expect(sent.subject).toBe(`Offre ${id}\u202f: ${name}`);
      expect(sent.attachment).toBe(`Offre-${id}.pdf`);

      // What the agency checks afterwards: the mail in the outbox, in French, with the PDF.
      const record = await (await apiAs(app.url, 'agency@example.com')).json<{
        status: string;
        totals: { total: number; vatRate: number };
      }>(`ws-order/campaigns/${id}/record`);
      expect(record.status).toBe('OFFERED');
      const outbox = await outboxMails(app.url, `Offre ${id}\u202f`);
      expect(outbox.mails).toHaveLength(1);
      expect(outbox.mails[0]?.language).toBe('fr');
      const mail = await outbox.detail(outbox.mails[0]?.id ?? 0);
      expect(mail.attachments[0]?.contentType).toBe('application/pdf');
      const text = await pdfText(
        await outbox.attachment(outbox.mails[0]?.id ?? 0, mail.attachments[0]?.id ?? 0),
      );
      expect(text).toContain('TVA 8.1 %');
      const total = new Intl.NumberFormat('de-CH', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      })
        .format(record.totals.total)
        .replace(/\u2019/g, "'");
      expect(text).toContain(`Total CHF ${total}`);
      await page.context().close();
    },
    slack(180_000),
  );
});
