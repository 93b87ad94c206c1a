import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  bundledText,
  german,
  openInConsole,
  pageApi,
  realConsole,
  switchLanguage,
  toast,
} from './harness.ts';

/*
 * Issue 46, "Done when: Merging two accounts moves their contacts, campaigns and activities
 * (counts checked before and after), and undo restores both." Sales staff (MANAGE_ACCOUNTS) open
 * an account's "Zusammenführen mit…", choose a duplicate, read per kind how many records each
 * has and how many move, take the duplicate's phone and merge. The counts are read on screen:
 * the preview's table, and the totals of each account's contacts and campaigns tabs, before the
 * merge, after it and after the undo (the toast's). In Italian: a merge refused (the account
 * with itself) and one undone from the account's page. Own server: it merges accounts.
 */

const app = realConsole();
const italian = (key: string, params: Record<string, string> = {}) =>
  bundledText('it', key, params);

interface Counts {
  group: string;
  survivor: number;
  merged: number;
}
interface Preview {
  survivor: { id: number; displayName: string; phone: string | null };
  merged: { id: number; displayName: string; phone: string | null };
  counts: Counts[];
}

/** Two accounts of the company that each hold contacts and campaigns, the second activities. */
async function findPair(page: Page): Promise<Preview> {
  const { items } = await pageApi<{ items: { id: number }[] }>(
    page,
    'ws-crm/records/accounts?limit=40&sort=name&order=ASC',
  );
  for (let index = 0; index + 1 < items.length; index += 1) {
    const [a, b] = [items[index]?.id, items[index + 1]?.id];
    const preview = await pageApi<Preview>(
      page,
      `ws-crm/records/accounts/${a}/merge-preview?mergedId=${b}`,
    );
    const count = (group: string) => preview.counts.find((row) => row.group === group);
    const ok = ['contacts', 'campaigns'].every(
      (group) => (count(group)?.survivor ?? 0) > 0 && (count(group)?.merged ?? 0) > 0,
    );
    if (!ok || (count('activities')?.merged ?? 0) === 0 || !preview.merged.phone) continue;
    // The contacts tab lists the active contacts: both accounts show some.
    const active = await Promise.all(
      [a, b].map((id) =>
        pageApi<{ total: number }>(page, `ws-crm/records/contacts?accountId=${id}&limit=1`),
      ),
    );
    if (active.every(({ total }) => total > 0)) return preview;
  }
  throw new Error('no two accounts with contacts, campaigns and activities');
}

/** Chooses an account in the duplicate field by its number (names repeat among duplicates). */
async function chooseAccount(
  page: Page,
  field: Locator,
  account: { id: number; displayName: string },
) {
  await field.fill(account.displayName);
  const option = page.getByRole('option').filter({ hasText: new RegExp(`\\D${account.id}$`) });
  await option.first().waitFor({ timeout: 30_000 });
  await option.first().click();
}

/** The total an account's tab shows under its list ("1–20 von 57"). */
async function tabTotal(page: Page, accountId: number, tab: string, tabLabel: string) {
  // A whole load: the tab's list then starts from the account's own state.
  await page.goto(new URL(`/crm/accounts/${accountId}?tab=${tab}`, page.url()).href);
  const panel = page.getByRole('tabpanel', { name: tabLabel });
  const range = panel.getByText(/^\d+–\d+ (von|di) \d+$/);
  // Under load the list's page can take long to come: wait for its range, not the grid. The
  // panel also holds the kept-mounted activity and comment lists, hidden: only the shown one's.
  const shown = range.filter({ visible: true }).first();
  await shown.waitFor({ timeout: 90_000 });
  const text = (await shown.textContent()) ?? '';
  return Number(text.split(' ').at(-1)?.replace(/['’]/g, ''));
}

/** The preview table's numbers of one kind: the survivor's, the duplicate's, after. */
async function shownCounts(page: Page, label: string) {
  const row = page.getByRole('row', { name: new RegExp(`^${label}`) });
  await row.waitFor();
  // Each cell holds its column's label for the narrow (card) layout, hidden, and its value.
  const cells = await row.locator('td [data-content]').allTextContents();
  return cells.slice(1).map((cell) => Number(cell.replace(/['’\s]/g, '')));
}

describe('merging duplicate accounts (issue 46)', () => {
  it('merges a duplicate: its contacts and campaigns move (counts on screen before and after), the survivor takes its phone; the toast undo restores both', async () => {
    const page = await app.signedIn('sales@example.com');
    await openInConsole(page, '/crm/accounts');
    const pair = await findPair(page);
    const { survivor, merged } = pair;
    const tabs = {
      contacts: german('crm.tabs.contacts'),
      campaigns: german('crm.tabs.campaigns'),
    };
    const totals = async () => ({
      survivorContacts: await tabTotal(page, survivor.id, 'contacts', tabs.contacts),
      survivorCampaigns: await tabTotal(page, survivor.id, 'campaigns', tabs.campaigns),
      mergedContacts: await tabTotal(page, merged.id, 'contacts', tabs.contacts),
      mergedCampaigns: await tabTotal(page, merged.id, 'campaigns', tabs.campaigns),
    });
    const before = await totals();

    // From the account's page: "Zusammenführen mit…".
    await openInConsole(page, `/crm/accounts/${survivor.id}`);
    await page.getByRole('button', { name: german('crm.merge.action') }).click();
    await page
      .getByRole('heading', {
        name: german('accountMerge.title', { name: survivor.displayName }),
        level: 1,
      })
      .waitFor();
    const field = page.getByRole('combobox', { name: german('accountMerge.other') });
    await chooseAccount(page, field, merged);

    // The preview: per kind, the survivor's, the duplicate's and both after.
    // (Every contact, active or not; the contacts tab lists the active ones.)
    for (const group of ['contacts', 'campaigns', 'activities']) {
      const counts = pair.counts.find((row) => row.group === group) as Counts;
      expect(await shownCounts(page, german(`accountMerge.groups.${group}`)), group).toEqual([
        counts.survivor,
        counts.merged,
        counts.survivor + counts.merged,
      ]);
      expect(counts.merged, group).toBeGreaterThan(0);
    }
    expect(before.mergedContacts).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    // The duplicate's phone wins (where the two differ).
    if (survivor.phone !== merged.phone) {
      await page
        .getByRole('radiogroup', { name: german('crm.accounts.form.phone') })
        .getByText(merged.phone ?? '', { exact: true })
        .click();
    }
    await page.getByRole('button', { name: german('accountMerge.submit'), exact: true }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: german('accountMerge.submit'), exact: true }).click();
    await toast(
      page,
      german('accountMerge.toast.merged', {
        merged: merged.displayName,
        survivor: survivor.displayName,
      }),
    );
    await page.waitForURL((url) => url.pathname === `/crm/accounts/${survivor.id}`);
    // The survivor's page names the merged account, with the undo.
    await page.getByText(german('accountMerge.mergedHere')).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const undoOnToast = page.getByRole('button', { name: german('accountMerge.toast.undo') });

    const after = {
      survivorContacts: await tabTotal(page, survivor.id, 'contacts', tabs.contacts),
      survivorCampaigns: await tabTotal(page, survivor.id, 'campaigns', tabs.campaigns),
    };
    expect(after.survivorContacts).toBe(before.survivorContacts + before.mergedContacts);
    expect(after.survivorCampaigns).toBeGreaterThan(before.survivorCampaigns);
    expect(after.survivorCampaigns).toBeLessThanOrEqual(
      before.survivorCampaigns + before.mergedCampaigns,
    );
    await openInConsole(page, `/crm/accounts/${merged.id}`);
    await page.getByText(german('accountMerge.mergedInto')).first().waitFor();
    const left = await pageApi<{ total: number }>(
      page,
      `ws-crm/records/contacts?accountId=${merged.id}&limit=1`,
    );
    expect(left.total).toBe(0);
    await openInConsole(page, `/crm/accounts/${survivor.id}`);
    await page.getByText(german('accountMerge.mergedHere')).first().waitFor();
    if (await undoOnToast.isVisible()) await undoOnToast.click();
    else await page.getByRole('button', { name: german('accountMerge.undo') }).click();
    await toast(page, german('accountMerge.toast.undone'));

    // Undone: both accounts hold what they held, the survivor its own phone again.
    expect(await totals()).toEqual(before);
    await openInConsole(page, `/crm/accounts/${survivor.id}`);
    if (survivor.phone) await page.getByRole('link', { name: survivor.phone }).first().waitFor();
    expect(await page.getByRole('button', { name: german('accountMerge.undo') }).count()).toBe(0);
  });

  it('in Italian: a merge of an account with itself is refused in Italian, and a merge is undone from the account page', async () => {
    const page = await app.signedIn('sales@example.com');
    await openInConsole(page, '/crm/accounts');
    const { survivor, merged } = await findPair(page);
    await openInConsole(page, `/crm/accounts/${survivor.id}/merge`);
    await page
      .getByRole('heading', {
        name: german('accountMerge.title', { name: survivor.displayName }),
        level: 1,
      })
      .waitFor();
    await switchLanguage(page, 'de', 'it');
    await page
      .getByRole('heading', {
        name: italian('accountMerge.title', { name: survivor.displayName }),
        level: 1,
      })
      .waitFor();
    const field = page.getByRole('combobox', { name: italian('accountMerge.other') });
    await chooseAccount(page, field, survivor);
    await page.getByText(italian('serverErrors.mergeItself')).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const label = italian('crm.tabs.contacts');
    const before = {
      survivor: await tabTotal(page, survivor.id, 'contacts', label),
      merged: await tabTotal(page, merged.id, 'contacts', label),
    };
    await openInConsole(page, `/crm/accounts/${survivor.id}/merge`);
    await chooseAccount(page, field, merged);
    await shownCounts(page, italian('accountMerge.groups.contacts'));
    await page.getByRole('button', { name: italian('accountMerge.submit'), exact: true }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: italian('accountMerge.submit'), exact: true }).click();
    await toast(
      page,
      italian('accountMerge.toast.merged', {
        merged: merged.displayName,
        survivor: survivor.displayName,
      }),
    );
    await page.waitForURL((url) => url.pathname === `/crm/accounts/${survivor.id}`);
    expect(await tabTotal(page, survivor.id, 'contacts', label)).toBe(
      before.survivor + before.merged,
    );
    await openInConsole(page, `/crm/accounts/${merged.id}`);
    await page.getByText(italian('accountMerge.mergedInto')).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: italian('accountMerge.undo') }).click();
    await toast(page, italian('accountMerge.toast.undone'));
    expect(await tabTotal(page, survivor.id, 'contacts', label)).toBe(before.survivor);
    expect(await tabTotal(page, merged.id, 'contacts', label)).toBe(before.merged);
  });
});
