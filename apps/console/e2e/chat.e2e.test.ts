import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeModel } from '../../server/test/support/fake-model.ts';
import {
  axeViolations,
  bundledText,
  german,
  openInConsole,
  realConsole,
  switchLanguage,
} from './harness.ts';

/*
 * Issue 44 end to end: the Gen AI chat (spec 1 §2.6: "Gen AI chat (ADMIN): chat") on the real
 * server with the local fake model (apps/server/test/support/fake-model.ts: it calls the tool
 * `count_campaigns` with the account the question names, then quotes the tool's number). The
 * administrator reads a count in the campaigns list, asks the chat for it with the keyboard
 * only, and gets the same number, as a step and in the answer; the log lists the question; the
 * same in French. Own server: it has the model configured and writes the log.
 */

const fake = await startFakeModel();
afterAll(() => fake.close());
const app = realConsole({ CHAT_MODEL_URL: fake.url, CHAT_MODEL: 'fake-model' });
const french = (key: string, params: Record<string, string> = {}) => bundledText('fr', key, params);

/** A running campaign's advertiser, as the administrator's orders list has it. */
async function runningAdvertiser(admin: Page): Promise<{ id: number; name: string }> {
  const token = await admin.evaluate(() => localStorage.getItem('token'));
  const response = await admin.request.get(
    `${app.url}/api/ws-order/campaigns?tab=RUNNING&limit=1`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as {
    items: { advertiser: { id: number; name: string } }[];
  };
  if (!items[0]) throw new Error('the demo data has a running campaign');
  return items[0].advertiser;
}

/** The count the orders list's "Laufend" tab shows for the account (what the admin reads). */
async function runningInList(admin: Page, account: { id: number; name: string }) {
  const filter = encodeURIComponent(`${account.id}:${account.name}`);
  await openInConsole(admin, `/orders/campaigns?status=RUNNING&account=${filter}`);
  const running = german('statuses.RUNNING');
  const tab = admin.getByRole('tab', { name: new RegExp(`^${running}`) });
  await tab.waitFor({ timeout: 30_000 });
  // The count is the tab's badge, after its label ("Laufend3"), with the tabs' second render.
  await expect.poll(() => tab.textContent(), { timeout: 30_000 }).toMatch(/\d$/);
  const count = /(\d+)$/.exec((await tab.textContent()) ?? '')?.[1];
  return Number(count);
}

/** The question field, focused without a pointer (the keyboard path). */
async function focusQuestion(page: Page, label: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.waitFor({ timeout: 30_000 });
  await field.focus();
  return field;
}

describe('the Gen AI chat (issue 44)', () => {
  it('answers a count question with the number the campaigns list shows, by keyboard, and logs it', async () => {
    const admin = await app.signedIn('admin@example.com');
    const account = await runningAdvertiser(admin);
    const listed = await runningInList(admin, account);

    await openInConsole(admin, '/admin/chat');
    await admin.getByRole('heading', { name: german('routes.chat'), level: 1 }).waitFor();
    const field = await focusQuestion(admin, german('chat.question'));
    expect(await axeViolations(admin)).toEqual([]);
    // Shift+Enter is a new line, not a question sent.
    await admin.keyboard.type('Eine Frage:');
    await admin.keyboard.press('Shift+Enter');
    await admin.keyboard.type(`Wie viele Kampagnen laufen für ${account.name}?`);
    expect(await field.inputValue()).toBe(
      `Eine Frage:\nWie viele Kampagnen laufen für ${account.name}?`,
    );
    expect(await admin.getByRole('list', { name: german('chat.conversation') }).count()).toBe(0);
    await admin.keyboard.press('Enter');

    const conversation = admin.getByRole('list', { name: german('chat.conversation') });
    const step = conversation.getByText(
      german('chat.steps.campaignsCounted', {
        number: String(listed),
        where: `${account.name}, ${german('statuses.RUNNING')}`,
      }),
    );
    await step.waitFor({ timeout: 30_000 });
    // The answer's Markdown built into elements: the account in bold, the number as the list's.
    const answer = conversation.locator('[data-chat-answer]');
    await answer.getByText(`zähle ich ${listed} Kampagnen.`, { exact: false }).waitFor();
    expect(await answer.locator('strong').textContent()).toBe(account.name);
    expect(await field.inputValue()).toBe('');
    expect(await axeViolations(admin)).toEqual([]);

    // The log tab, by keyboard: the question is listed with its step.
    await admin.getByRole('tab', { name: german('chat.tabs.chat') }).focus();
    await admin.keyboard.press('ArrowRight');
    const row = admin.getByRole('row').filter({ hasText: `laufen für ${account.name}?` });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain(`${listed}`);
    expect(await axeViolations(admin)).toEqual([]);
  });

  it('asks in French: the steps, the tabs and the log in French', async () => {
    const admin = await app.signedIn('admin@example.com');
    const account = await runningAdvertiser(admin);
    const listed = await runningInList(admin, account);
    await openInConsole(admin, '/admin/chat');
    await switchLanguage(admin, 'de', 'fr');
    await admin.getByRole('heading', { name: french('routes.chat'), level: 1 }).waitFor();
    await focusQuestion(admin, french('chat.question'));
    await admin.keyboard.type(`Combien de campagnes sont en cours pour ${account.name} ?`);
    await admin.keyboard.press('Enter');
    const conversation = admin.getByRole('list', { name: french('chat.conversation') });
    await conversation
      .getByText(
        french('chat.steps.campaignsCounted', {
          number: String(listed),
          where: `${account.name}, ${french('statuses.RUNNING')}`,
        }),
      )
      .waitFor({ timeout: 30_000 });
    expect(await axeViolations(admin)).toEqual([]);
    await admin.getByRole('tab', { name: french('chat.tabs.log') }).click();
    await admin
      .getByRole('columnheader', { name: french('chat.log.columns.question') })
      .waitFor({ timeout: 30_000 });
    await admin
      .getByRole('row')
      .filter({ hasText: `en cours pour ${account.name} ?` })
      .waitFor({ timeout: 30_000 });
    expect(await axeViolations(admin)).toEqual([]);
  });

  it('is for administrators only: a sales user gets 403 from the chat routes', async () => {
    const sales = await app.signedIn('sales@example.com');
    const token = await sales.evaluate(() => localStorage.getItem('token'));
    const headers = { Authorization: `Bearer ${token}` };
    const asked = await sales.request.post(`${app.url}/api/ws-chat/ask`, {
      headers,
      data: { question: 'Wie viele Kampagnen laufen für Muster?' },
    });
    expect(asked.status()).toBe(403);
    expect((await sales.request.get(`${app.url}/api/ws-chat/log`, { headers })).status()).toBe(403);
    expect((await sales.request.get(`${app.url}/api/ws-chat/status`, { headers })).status()).toBe(
      403,
    );
  });
});
