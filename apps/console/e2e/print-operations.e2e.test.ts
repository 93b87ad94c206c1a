import { readFile } from 'node:fs/promises';
import { formatDisplayDate, formatMoney } from '@adconsole/i18n';
import JSZip from 'jszip';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../server/test/support/pdf-text.ts';
import {
  pageApi as api,
  axeViolations,
  bulkBar,
  bulkSummaryText,
  bundledText,
  chooseFile,
  german,
  germanUi,
  listGrid as grid,
  openProof,
  pressBulkAction,
  realConsole,
  selectableRows as rows,
  runBulkAction,
  switchLanguage,
  textsOf,
  toast,
  toastThenGone,
} from './harness.ts';
import { slack } from './slack.ts';

/*
 * Print and analog operations (issue 26) end to end in German. As the print desk: push three
 * positions to the publisher, request a campaign's creatives (the mail is in the outbox), send
 * two proofs and open one (its PDF's text is read), make labels as a preview and as .docx, a
 * missing label shows 'no file', upload a printed issue and delete it. As the postal logistics
 * team: send two dispatches and see the stock fall.
 */

const app = realConsole();

/** Chooses the first `count` rows of the list. */
async function chooseRows(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const row = rows(page).nth(index);
    names.push((await row.textContent()) ?? '');
    await row
      .getByRole('checkbox', { name: germanUi('ui.table.selectRow') })
      .check({ force: true });
  }
  await bulkBar(page)
    .getByText(germanUi('ui.table.selected', { count: String(count) }))
    .waitFor();
  return names;
}

/** Runs a bulk action: its preview says how many rows it will do, then its result. */
const runBulk = (page: Page, actionKey: string, done: number, texts?: string) =>
  runBulkAction(page, german(actionKey), done, true, texts);

/** Sending proofs says what goes to whom in its own words (issue 40). */
const SEND_PROOF_TEXTS = 'printOps.sendProofs';
/** Approving proofs says so in its own words: "1 Gut zum Druck wird freigegeben" (s16). */
const APPROVE_PROOF_TEXTS = 'printOps.approveProofs';

const downloaded = async (download: Download) => readFile((await download.path()) as string);

/** The print desk signed in on a tab of its positions (path and query), once its rows show. */
async function printDesk(tab: string) {
  const page = await app.signedIn('printops@example.com');
  await page.goto(`${app.url}/print-operations/print/${tab}`);
  await rows(page).first().waitFor();
  return page;
}

async function chooseOption(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('print operations as the print desk', () => {
  it(
    'pushes three positions to the publisher, with a preview and a result per row',
    async () => {
      const page = await app.signedIn('printops@example.com');
      await page.goto(`${app.url}/print-operations/print`);
      await page.waitForURL((url) => url.pathname === '/print-operations/print/READY_TO_PUSH');
      await page
        .getByRole('tab', { name: new RegExp(german('printOps.tabs.READY_TO_PUSH')) })
        .waitFor();
      await rows(page).first().waitFor();
      const before = await rows(page).count();
      expect(await axeViolations(page)).toEqual([]);
      const chosen = await chooseRows(page, 3);
      await runBulk(page, 'printOps.actions.push-to-external-system', 3);
      // The pushed positions left the tab.
      const firstName = chosen[0]?.split(' · #')[1]?.match(/^\d+/)?.[0] ?? '';
      await expect
        .poll(async () => (await grid(page).textContent())?.includes(`#${firstName}`))
        .toBe(false);
      expect(before).toBeGreaterThan(0);
      await page.context().close();
    },
    slack(90_000),
  );

  it(
    'requests the creatives of a campaign: the mail is in the outbox',
    async () => {
      const page = await printDesk('CREATIVE_PENDING');
      const campaign =
        (await rows(page).first().getByRole('link').first().getAttribute('href')) ?? '';
      const campaignId = Number(campaign.split('/').pop());
      const mail = await api<{ subject: string; recipient: string }>(
        page,
        `ws-print-operations/campaigns/${campaignId}/emails/generate`,
        { method: 'POST', body: { language: 'de' } },
      );
      await chooseRows(page, 1);
      await runBulk(page, 'printOps.actions.request-creatives', 1);

      const admin = await app.signedIn('admin@example.com');
      await admin.goto(
        `${app.url}/admin/mail/console?recipient=${encodeURIComponent(mail.recipient)}`,
      );
      const sent = admin
        .getByRole('grid')
        .first()
        .getByRole('row')
        .filter({ hasText: mail.recipient });
      await sent.getByText(german('mail.states.QUEUED')).first().waitFor();
      // The request is written in the campaign's language and names the campaign.
      const outbox = await api<{ items: { subject: string; template: string }[] }>(
        admin,
        `ws-mail/mails?recipientFilter=${encodeURIComponent(mail.recipient)}`,
      );
      const campaignName = mail.subject.replace(/^Druckvorlagen für «(.*)»$/, '$1');
      expect(outbox.items.some((item) => item.subject.includes(campaignName))).toBe(true);
      await page.context().close();
      await admin.context().close();
    },
    slack(90_000),
  );

  it(
    'sends the proofs of two positions and opens one proof PDF',
    async () => {
      const page = await printDesk('CREATIVE_RECEIVED?sort=publicationDate&order=DESC');
      const chosen = await chooseRows(page, 2);
      const id = chosen[0]?.match(/· #(\d+)/)?.[1] ?? '';
      await runBulk(page, 'printOps.actions.send-proofs', 2, SEND_PROOF_TEXTS);

      const dialog = await openProof(page, app.url, id);
      expect(await axeViolations(page)).toEqual([]);
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: german('printOps.proof.download') }).click();
      const text = await pdfText(await downloaded(await download));
      // The proof is in the campaign's language.
      expect(text).toMatch(/Gut zum Druck|Bon à tirer|Visto si stampi|Print proof/);
      expect(text).toContain(`#${id}`);
      await page.context().close();
    },
    slack(90_000),
  );

  // The s16 stranger's issue preview showed its positions without amounts and in another order
  // than the list: the issue (a title on its day) lists every position of it in the list's
  // order, each with its amount, and the issue's total.
  it(
    'shows an issue with its positions in the list’s order, their amounts and the total',
    async () => {
      const page = await printDesk('ALL?sort=name&order=DESC');
      const first = rows(page).first();
      const firstId = ((await first.textContent()) ?? '').match(/· #(\d+)/)?.[1] ?? '';
      type Item = {
        id: number;
        publication: { id: number; name: string };
        publicationDate: string;
        netAmount: number;
        currency: 'CHF' | 'EUR';
      };
      const [position] = (
        await api<{ items: Item[] }>(
          page,
          `ws-print-operations/campaign-positions?campaignPositionStatus=ALL&searchFilter=${encodeURIComponent(`#${firstId}`)}`,
        )
      ).items;
      if (!position) throw new Error(`position #${firstId} not found`);
      const date = formatDisplayDate(position.publicationDate);
      await first
        .getByRole('button', {
          name: german('printOps.issue.open', { publication: position.publication.name, date }),
        })
        .click();
      const dialog = page.getByRole('dialog', {
        name: german('printOps.issue.title', { publication: position.publication.name, date }),
      });
      // It says its order: the list's.
      await dialog
        .getByText(
          german('printOps.issue.order', {
            field: german('printOps.issue.sort.name'),
            order: german('printOps.issue.direction.DESC'),
          }),
        )
        .waitFor();
      // The server's answer for the same title and day, in the list's order, every page of it.
      const same: Item[] = [];
      for (let index = 0; ; index += 1) {
        const answer = await api<{ items: Item[]; total: number }>(
          page,
          `ws-print-operations/campaign-positions?campaignPositionStatus=ALL&adMediumId=${position.publication.id}&publicationDateFrom=${position.publicationDate}&publicationDateTo=${position.publicationDate}&sort=name&order=DESC&limit=100&page=${index}`,
        );
        same.push(...answer.items);
        if (same.length >= answer.total || answer.items.length < 100) break;
      }
      // Each currency's total, of every position of the issue (not of a first page).
      const totals = new Map<'CHF' | 'EUR', { sum: number; count: number }>();
      for (const item of same) {
        const total = totals.get(item.currency) ?? { sum: 0, count: 0 };
        totals.set(item.currency, { sum: total.sum + item.netAmount, count: total.count + 1 });
      }
      for (const [currency, { sum, count }] of totals) {
        await dialog
          .getByText(
            german(`printOps.issue.total_${count === 1 ? 'one' : 'other'}`, {
              count: String(count),
              total: formatMoney(sum, 'de', currency),
            }),
          )
          .waitFor();
      }
      // The first rows as the table shows them (it draws what is in view): ids and amounts in
      // the server's order.
      const table = dialog.getByRole('grid');
      await table.locator('tbody tr').first().waitFor();
      const shown = await table.locator('tbody tr').allTextContents();
      const ids = shown.map((text) => Number(text.match(/· #(\d+)/)?.[1]));
      expect(ids).toEqual(same.slice(0, ids.length).map((item) => item.id));
      for (const [index, item] of same.slice(0, ids.length).entries()) {
        expect(shown[index]).toContain(formatMoney(item.netAmount, 'de', item.currency));
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
    slack(90_000),
  );

  it(
    'makes labels as a preview and as .docx; a missing label says there is no file',
    async () => {
      const page = await printDesk('PHYSICAL_PROOFS');
      await chooseRows(page, 2);
      await pressBulkAction(page, german('printOps.actions.labels'));
      const dialog = page.getByRole('dialog', {
        name: german('printOps.labels.title_other', { count: '2' }),
      });
      await dialog
        .getByText(/Beleg:/)
        .first()
        .waitFor();
      const preview = (await dialog.locator('pre').textContent()) ?? '';
      expect(preview.split('Beleg:').length).toBe(3);
      expect(await axeViolations(page)).toEqual([]);
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: german('printOps.labels.word') }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^Etiketten-\d{4}-\d{2}-\d{2}\.docx$/);
      const zip = await JSZip.loadAsync(await downloaded(file));
      const documentXml = (await zip.file('word/document.xml')?.async('string')) ?? '';
      expect(documentXml.match(/Beleg:/g)?.length).toBe(2);

      await page.goto(
        `${app.url}/print-operations/print/PHYSICAL_PROOFS?labelReference=00000000-0000-4000-8000-000000000000`,
      );
      await page.getByRole('button', { name: german('printOps.labels.downloadReference') }).click();
      await toast(page, german('printOps.noFile'));
      await page.context().close();
    },
    slack(90_000),
  );

  it(
    'uploads a printed issue as PDF, refuses another file, and deletes the issue',
    async () => {
      const page = await app.signedIn('printops@example.com');
      await page.goto(`${app.url}/print-operations/publication-upload`);
      const { publications } = await api<{
        publications: { id: number; name: string; issueDates: string[] }[];
      }>(page, 'ws-print-operations/publications/get', { method: 'POST', body: {} });
      const chosen = publications.find((publication) => publication.issueDates.length > 0);
      const title = chosen?.name ?? '';
      const issue = chosen?.issueDates[0] ?? '';
      const dayText = `${issue.slice(8, 10)}.${issue.slice(5, 7)}.${issue.slice(0, 4)}`;
      await chooseOption(
        page,
        page.getByRole('button', { name: new RegExp(german('printOps.upload.publication')) }),
        title,
      );
      await chooseOption(
        page,
        page.getByRole('button', { name: new RegExp(german('printOps.upload.date')) }),
        dayText,
      );
      await chooseFile(page, german('printOps.upload.file'), {
        name: 'Ausgabe.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('Keine PDF-Datei, nur Text'),
      });
      await page.getByRole('button', { name: german('printOps.upload.upload') }).click();
      // In the reader's language (it was the server's English message).
      await page.getByRole('alert').getByText(german('errors.codes.PUBLICATION_NOT_PDF')).waitFor();

      const pdf = await readFile(
        new URL('../../server/test/fixtures/ausgabe.pdf', import.meta.url),
      ).catch(() =>
        Buffer.from(
          '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
          'latin1',
        ),
      );
      await chooseFile(page, german('printOps.upload.file'), {
        name: 'Ausgabe-Tagblatt.pdf',
        mimeType: 'application/pdf',
        buffer: pdf,
      });
      await page.getByRole('button', { name: german('printOps.upload.upload') }).click();
      await toast(page, german('printOps.upload.uploaded', { name: 'Ausgabe-Tagblatt.pdf' }));
      const row = grid(page)
        .getByRole('row')
        .filter({ hasText: 'Ausgabe-Tagblatt.pdf' })
        .filter({ hasText: dayText });
      await row.waitFor();
      expect(await row.textContent()).toContain(title);
      expect(await axeViolations(page)).toEqual([]);
      await row
        .getByRole('button', {
          name: german('printOps.upload.deleteNamed', { name: 'Ausgabe-Tagblatt.pdf' }),
        })
        .click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: german('printOps.upload.delete') })
        .click();
      await toastThenGone(page, german('printOps.upload.deleted'), row);
      await page.context().close();
    },
    slack(90_000),
  );
});

// Issue 37 point 20: the print positions' change of status as a screen (it was tested on the
// server only): spec 3 §4 "Position status changes come from these actions: change-status,
// check-stage, push-to-adserver, clear-update, unhide, toggle-creatives-uploaded,
// request-creatives, push-to-external-system, send-proofs (print)." A sent proof approved
// (PROOFS → READY) in German; a position hidden (→ MANUAL_HIDDEN) and shown again (unhide) in
// French; each with its preview and its result per position.
describe('the print positions’ change of status (spec 3 §4 "Position status changes come from these actions: change-status, … unhide, …")', () => {
  const statusOf = async (page: Page, id: string) =>
    (
      await api<{ items: { id: number; status: string }[] }>(
        page,
        `ws-print-operations/campaign-positions?campaignPositionStatus=ALL&searchFilter=${encodeURIComponent(`#${id}`)}`,
      )
    ).items[0]?.status;

  it(
    'approves a sent proof in German, hides a position and shows it again in French',
    async () => {
      const page = await printDesk('PROOFS');
      const [approved] = await chooseRows(page, 1);
      const approvedId = approved?.match(/#(\d+)/)?.[1] ?? '';
      await runBulk(page, 'printOps.actions.approve-proofs', 1, APPROVE_PROOF_TEXTS);
      await expect.poll(() => statusOf(page, approvedId)).toBe('READY');

      const fr = textsOf('fr');
      const say = (key: string) => fr.app(key);
      const runInFrench = async (actionKey: string) => {
        const action = say(actionKey);
        await pressBulkAction(page, action, fr.ui);
        const preview = page.getByRole('dialog', {
          name: bundledText('fr', 'kit.bulk.previewTitle', { action }),
        });
        await preview.getByText(bulkSummaryText('fr', false, '1', '0')).waitFor();
        await preview
          .getByRole('button', { name: bundledText('fr', 'kit.bulk.run', { action }) })
          .click();
        const result = page.getByRole('dialog', {
          name: bundledText('fr', 'kit.bulk.resultTitle', { action }),
        });
        await result.getByText(bulkSummaryText('fr', true, '1', '0')).waitFor();
        await result.getByRole('button', { name: bundledText('fr', 'kit.bulk.close') }).click();
      };
      const frenchRow = (id: string) =>
        page
          .getByRole('row')
          .filter({ has: page.getByRole('checkbox', { name: fr.ui('ui.table.selectRow') }) })
          .filter({ hasText: `#${id}` });
      // The approved position, on the READY tab found by its number, hidden in French.
      await page.goto(
        `${app.url}/print-operations/print/READY?search=${encodeURIComponent(`#${approvedId}`)}`,
      );
      await switchLanguage(page, 'de', 'fr');
      await frenchRow(approvedId)
        .getByRole('checkbox', { name: fr.ui('ui.table.selectRow') })
        .check({ force: true });
      await runInFrench('printOps.actions.hide');
      await expect.poll(() => statusOf(page, approvedId)).toBe('MANUAL_HIDDEN');
      // Shown again from the hidden tab: back to where it was.
      await page.goto(
        `${app.url}/print-operations/print/MANUAL_HIDDEN?search=${encodeURIComponent(`#${approvedId}`)}`,
      );
      await frenchRow(approvedId)
        .getByRole('checkbox', { name: fr.ui('ui.table.selectRow') })
        .check({ force: true });
      await runInFrench('printOps.actions.unhide');
      await expect.poll(() => statusOf(page, approvedId)).toBe('READY');
      await page.context().close();
    },
    slack(150_000),
  );

  // The s16 stranger looked for the approval ("Gut zum Druck") on the row and did not find it:
  // a sent proof's row has its own "Gut zum Druck freigeben", and so has the proof's dialog.
  it(
    'approves a sent proof from its row, and another from its opened proof, in German',
    async () => {
      // A proof sent here, so its file is there to open (the demo's sent proofs have none).
      const page = await printDesk('CREATIVE_RECEIVED?sort=publicationDate&order=ASC');
      const [sent] = await chooseRows(page, 1);
      const sentId = sent?.match(/· #(\d+)/)?.[1] ?? '';
      await runBulk(page, 'printOps.actions.send-proofs', 1, SEND_PROOF_TEXTS);
      await page.goto(`${app.url}/print-operations/print/PROOFS`);
      const approve = german('printOps.proof.approve');
      const confirm = async () => {
        const action = german('printOps.actions.approve-proofs');
        const preview = page.getByRole('dialog', {
          name: german('kit.bulk.previewTitle', { action }),
        });
        await preview
          .getByText(bulkSummaryText('de', false, '1', '0', APPROVE_PROOF_TEXTS))
          .waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await preview.getByRole('button', { name: german('kit.bulk.run', { action }) }).click();
        const result = page.getByRole('dialog', {
          name: german('kit.bulk.resultTitle', { action }),
        });
        await result
          .getByText(bulkSummaryText('de', true, '1', '0', APPROVE_PROOF_TEXTS))
          .waitFor();
        await result.getByRole('button', { name: german('kit.bulk.close') }).click();
      };
      const first = rows(page)
        .filter({ hasNotText: `#${sentId}` })
        .first();
      const firstId = ((await first.textContent()) ?? '').match(/· #(\d+)/)?.[1] ?? '';
      // The row's button under the heading "Gut zum Druck" says "Freigeben"; its name says the
      // whole action and its position for a screen reader.
      const rowButton = first.getByRole('button', {
        name: new RegExp(`^${approve}: .*\\(#${firstId}\\)$`),
      });
      expect(await rowButton.textContent()).toBe(german('printOps.proof.approveShort'));
      await rowButton.click();
      await confirm();
      await expect.poll(() => statusOf(page, firstId)).toBe('READY');

      // The proof sent above, opened: approved where it is looked at.
      const nextId = sentId;
      const dialog = await openProof(page, app.url, nextId);
      await dialog.getByRole('button', { name: approve, exact: true }).click();
      await confirm();
      await expect.poll(() => statusOf(page, nextId)).toBe('READY');
      await page.context().close();
    },
    slack(150_000),
  );
});

describe('analog operations as the postal logistics team', () => {
  it(
    'sends two dispatches with a delivery note, and the stock falls',
    async () => {
      const page = await app.signedIn('postnetz@example.com');
      await page.goto(`${app.url}/analog-operations/inventory-management/dispatch`);
      await page.getByRole('tab', { name: new RegExp(german('analogOps.state.ALL')) }).waitFor();
      await page.goto(`${app.url}/analog-operations/inventory-management/dispatch/PLANNED`);
      await rows(page).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await chooseRows(page, 2);
      await pressBulkAction(page, german('analogOps.actions.send'));
      await page.waitForURL((url) => url.pathname.startsWith('/analog-operations/send-dispatch/'));
      const ids = page.url().split('/').pop()?.split(',').map(Number) ?? [];
      expect(ids.length).toBe(2);
      const dispatches = await api<{
        items: {
          item: { sku: string };
          warehouse: { id: number; name: string };
          quantity: number;
          stock: number;
        }[];
      }>(page, 'ws-analog-operations/dispatches/by-ids', { method: 'POST', body: { ids } });
      const [first] = dispatches.items;
      const stockBefore = first?.stock ?? 0;
      const taken = dispatches.items
        .filter(
          (item) => item.item.sku === first?.item.sku && item.warehouse.id === first?.warehouse.id,
        )
        .reduce((sum, item) => sum + item.quantity, 0);
      await rows(page)
        .first()
        .waitFor()
        .catch(() => undefined);
      expect(await axeViolations(page)).toEqual([]);

      await page
        .getByRole('button', {
          name: new RegExp(german('analogOps.send.submit_other', { count: '2' })),
        })
        .click();
      await toast(page, german('analogOps.send.done_other', { count: '2' }));
      await page.getByText(/^Lieferschein LS-\d{4}-\d{6}$/).waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: german('analogOps.send.downloadNote') }).click();
      const note = await pdfText(await downloaded(await download));
      expect(note).toMatch(/Lieferschein LS-\d{4}-\d{6}/);

      // The stock of the first dispatch's item in its warehouse fell by what was sent.
      await page.goto(
        `${app.url}/analog-operations/inventory-management/stock?search=${encodeURIComponent(first?.item.sku ?? '')}`,
      );
      const stockRow = page
        .getByRole('grid', { name: german('routes.stock') })
        .getByRole('row')
        .filter({ hasText: first?.warehouse.name ?? '' });
      await stockRow.waitFor();
      const after = await api<{ items: { quantity: number; warehouse: { id: number } }[] }>(
        page,
        `ws-analog-operations/stock?searchFilter=${encodeURIComponent(first?.item.sku ?? '')}`,
      );
      const quantity = after.items.find(
        (row) => row.warehouse.id === first?.warehouse.id,
      )?.quantity;
      expect(quantity).toBe(stockBefore - taken);
      expect(await stockRow.textContent()).toContain((stockBefore - taken).toLocaleString('de-CH'));
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
    slack(90_000),
  );
});
