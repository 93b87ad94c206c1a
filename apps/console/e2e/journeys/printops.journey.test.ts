import { describe, expect, it } from 'vitest';
import {
  pageApi as api,
  axeViolations,
  german,
  listGrid as grid,
  journeyConsole,
  pressBulkAction,
  selectableRows as rows,
  runBulkAction,
  textsOf,
} from '../harness.ts';
import { slack } from '../slack.ts';

/*
 * The print desk's day on the full demo data (issue 33, point 8): on "creative received",
 * heading and tab name the state alike, the overdue work is marked, and the proofs of the
 * chosen positions go out: none refused (each has its creative), a mail with the proof in the
 * outbox for each, and the rows move on to "proof sent".
 */

const app = journeyConsole();
const de = textsOf('de');

describe('the print desk sends the proofs of received creatives', () => {
  it(
    'sends two proofs: none refused, the mails in the outbox, the rows moved on',
    async () => {
      const page = await app.signedIn('printops@example.com');
      await page.goto(`${app.url}/print-operations/print/CREATIVE_RECEIVED`);
      const label = german('printOps.tabs.CREATIVE_RECEIVED');
      // One label for the state: the page's heading is the tab's.
      await page.getByRole('heading', { level: 1, name: label }).waitFor();
      await page.getByRole('tab', { name: new RegExp(label) }).waitFor();
      await rows(page).first().waitFor();
      // The list settles first (its default filters may fetch it again), so the rows read are
      // the rows chosen.
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      const ids: string[] = [];
      for (let index = 0; index < 2; index += 1) {
        const row = rows(page).nth(index);
        ids.push((await row.textContent())?.match(/· #(\d+)/)?.[1] ?? '');
        await row
          .getByRole('checkbox', { name: de.ui('ui.table.selectRow') })
          .check({ force: true });
      }
      await runBulkAction(
        page,
        german('printOps.actions.send-proofs'),
        2,
        false,
        'printOps.sendProofs',
      );
      // The rows moved on: off this tab, on "proof sent".
      for (const id of ids) {
        await expect
          .poll(async () => (await grid(page).textContent())?.includes(`#${id}`), {
            timeout: 15_000,
          })
          .toBe(false);
      }
      // The mails are in the outbox, each with its proof attached.
      const admin = await app.signedIn('admin@example.com');
      for (const id of ids) {
        await expect
          .poll(
            async () => {
              const outbox = await api<{
                items: {
                  template: string;
                  related: { id: number } | null;
                  attachmentCount: number;
                }[];
              }>(admin, 'ws-mail/mails?limit=100');
              return outbox.items.some(
                (mail) =>
                  mail.template === 'PRINT_PROOF' &&
                  mail.related?.id === Number(id) &&
                  mail.attachmentCount === 1,
              );
            },
            { timeout: 20_000 },
          )
          .toBe(true);
      }
      await page.context().close();
      await admin.context().close();
    },
    slack(120_000),
  );

  it(
    'marks positions whose material deadline passed with the creative still missing',
    async () => {
      const page = await app.signedIn('printops@example.com');
      await page.goto(
        `${app.url}/print-operations/print/CREATIVE_REQUESTED?sort=publicationDate&order=ASC`,
      );
      await rows(page).first().waitFor();
      await grid(page).getByText(german('printOps.overdue')).first().waitFor();
      await page.context().close();
    },
    slack(60_000),
  );

  it(
    'says why a row is refused in German (a refusal reason is a translation key)',
    async () => {
      const page = await app.signedIn('printops@example.com');
      // The oldest positions of every status: those appeared long ago get no proof.
      await page.goto(`${app.url}/print-operations/print/ALL?sort=publicationDate&order=ASC`);
      await rows(page).first().waitFor();
      await page.waitForLoadState('networkidle');
      await rows(page)
        .first()
        .getByRole('checkbox', { name: de.ui('ui.table.selectRow') })
        .check({ force: true });
      const action = german('printOps.actions.send-proofs');
      await pressBulkAction(page, action);
      const preview = page.getByRole('dialog', {
        name: german('kit.bulk.previewTitle', { action }),
      });
      await preview.getByText(german('kit.bulk.reasons.TRANSITION_NOT_ALLOWED')).waitFor();
      expect(await preview.textContent()).not.toMatch(/cannot move|No creative/);
      await page.context().close();
    },
    slack(60_000),
  );
});
