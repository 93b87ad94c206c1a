import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, german, runRowAction } from './harness.ts';

/**
 * Sends an offer through its preview (issue 33 point 5): the dialog shows the recipient, the
 * subject and text in the customer's language and the PDF attached; warnings are accepted when
 * shown; the send ends in the toast naming the recipient. Answers what the dialog showed.
 */
export async function sendOfferThroughPreview(
  page: Page,
  opener: string = german('orders.campaign.moveTo.OFFERED'),
): Promise<{ recipient: string; subject: string; text: string; attachment: string }> {
  await page.getByRole('button', { name: opener, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const subject = dialog.getByRole('textbox', {
    name: new RegExp(`^${german('orders.offer.subject')}`),
  });
  await expect.poll(() => subject.inputValue(), { timeout: 15_000 }).not.toBe('');
  const text = await dialog
    .getByRole('textbox', { name: new RegExp(`^${german('orders.offer.text')}`) })
    .inputValue();
  const recipient =
    (await dialog
      .getByRole('button', { name: new RegExp(german('orders.offer.recipient')) })
      .first()
      .textContent()) ?? '';
  const attachment = (await dialog.getByRole('link', { name: /\.pdf$/ }).textContent()) ?? '';
  // The preview is usable by keyboard and screen reader: no axe violations (once react-aria's
  // announcer has let go of the last toast's short-lived unnamed role=img node).
  await page
    .locator('[role="img"][aria-labelledby]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 });
  expect(await axeViolations(page)).toEqual([]);
  const accept = dialog.getByRole('checkbox', { name: german('orders.offer.acceptWarnings') });
  if (await accept.count()) await accept.check({ force: true });
  const sentSubject = await subject.inputValue();
  // Walk finding: one press sent the offer, then the refresh fetched the (now 409) preview
  // twice and "Fehler TRANSITION_NOT_ALLOWED" toasted beside the success; the dialog stayed
  // open with a spinner. One press is one call, no error, the dialog closes with the toast.
  const offerCalls: string[] = [];
  const heard = (request: Request) => {
    if (/\/offer-mail(\?|$)/.test(new URL(request.url()).pathname))
      offerCalls.push(request.method());
  };
  page.on('request', heard);
  await dialog.getByRole('button', { name: german('orders.offer.send'), exact: true }).click();
  // The notice says where the mail is (README: mails without SMTP): in the outbox.
  await page
    .getByText(
      new RegExp(
        `^${german('orders.offer.sent', { recipient: '\u0000' })
          .split('\u0000')
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+')}$`,
      ),
    )
    .first()
    .waitFor();
  await dialog.waitFor({ state: 'detached', timeout: 3_000 });
  // A refetch of the preview would come at once, its retry after 1000 ms: wait past both.
  await page.waitForTimeout(1_500);
  page.off('request', heard);
  expect(offerCalls).toEqual(['POST']);
  expect(await page.getByText(german('shell.error'), { exact: true }).count()).toBe(0);
  return { recipient, subject: sentSubject, text, attachment };
}

/**
 * A campaign's status move (issue 33 point 20: "Buchen" booked in one click): the button opens
 * the confirm dialog, which names the move and says what it does; the move happens only once
 * confirmed, and its notice shows.
 */
export async function moveConfirmed(
  page: Page,
  status: string,
  name: string,
  text: (key: string, params?: Record<string, string>) => string = german,
  /** The button's own label and notice where they differ (self-booking's submission). */
  own: { opener?: string; done?: string } = {},
): Promise<void> {
  const label = text(`orders.campaign.moveTo.${status}`);
  await page.getByRole('button', { name: own.opener ?? label, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: label });
  await dialog.getByText(text(`orders.campaign.confirmMove.${status}`, { name })).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await page
    .getByText(own.done ?? text(`orders.campaign.moved.${status}`))
    .first()
    .waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Charges a post campaign from the post invoices: its row's actions menu, then the confirmation
 * that says the positions lock (issue 33: a campaign was charged with one click).
 */
export async function chargeConfirmed(page: Page, name: string): Promise<void> {
  const label = german('post.actions.charge');
  await runRowAction(page, name, label);
  const dialog = page.getByRole('alertdialog', { name: `${label}: ${name}` });
  await dialog.getByText(german('post.confirmAction.charge', { name })).waitFor();
  await dialog.getByRole('button', { name: label, exact: true }).click();
}
