import { businessDay } from '@adconsole/api/contracts';
import type { Locator, Page } from 'playwright-core';
import { pickOption } from '../harness.ts';

// The steps the order journeys share (agency, self-booking, post): picking from a select,
// typing a date, and reading what the server holds through its API as a persona would see it.

export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks an option of a select whose button is named by its label. */
export async function choose(
  page: Page,
  scope: Page | Locator,
  label: string,
  option: string | RegExp,
) {
  await pickOption(
    page,
    scope.getByRole('button', { name: new RegExp(`${escaped(label)}\\W*$`) }).first(),
    option,
  );
}

/** A date field by its label. */
export const dateField = (page: Page, label: string) =>
  page.getByRole('group', { name: new RegExp(`^${escaped(label)}\\W*$`) }).first();

/** Types a day `days` from today into a date field (DDMMYYYY: the journeys live in today). */
export async function typeDay(field: Locator, days: number) {
  const day = businessDay(Date.now() + days * 86_400_000);
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`);
}

/** A persona's API session: JSON calls and raw bytes, as the console makes them. */
export async function apiAs(url: string, email: string) {
  const response = await fetch(`${url}/api/ws-auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo' }),
  });
  const { token } = (await response.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    async json<T>(path: string): Promise<T> {
      const answer = await fetch(`${url}/api/${path}`, { headers });
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
      return (await answer.json()) as T;
    },
    async bytes(path: string): Promise<Uint8Array> {
      const answer = await fetch(`${url}/api/${path}`, { headers });
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
      return new Uint8Array(await answer.arrayBuffer());
    },
  };
}

/** The mails of the outbox whose subject holds `subject`, newest first (the admin mail console). */
export async function outboxMails(url: string, subject: string) {
  const admin = await apiAs(url, 'admin@example.com');
  const page = await admin.json<{
    items: { id: number; recipient: string; subject: string; language: string; state: string }[];
  }>(`ws-mail/mails?subjectFilter=${encodeURIComponent(subject)}&limit=10`);
  return {
    mails: page.items,
    async detail(id: number) {
      return admin.json<{
        text: string;
        attachments: { id: number; fileName: string; contentType: string }[];
      }>(`ws-mail/mails/${id}`);
    },
    attachment: (id: number, attachmentId: number) =>
      admin.bytes(`ws-mail/mails/${id}/attachments/${attachmentId}`),
  };
}
