import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, german } from './harness.ts';

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
  await dialog.getByRole('button', { name: german('orders.offer.send'), exact: true }).click();
  await page
    .getByText(/^Offerte an .+ gesendet$/)
    .first()
    .waitFor();
  await dialog.waitFor({ state: 'detached' });
  return { recipient, subject: sentSubject, text, attachment };
}
