import type { CampaignRecord, OrderPosition } from '@adconsole/api';
import { describe, expect, it } from 'vitest';
import { axeViolations, german, pageApi, pickOption, realConsole, toast } from './harness.ts';
import { slack } from './slack.ts';

/*
 * Issue 42, "What to build": key-values chosen in a booking (DOMAIN §3: a digital position's
 * targeting "keywords, segments…"; DOMAIN2 §6.1's key-values). In German, the sales persona
 * edits a digital position of an offered campaign: picks a key of the company's targeting and
 * its values, is refused the same key twice on the second row's key field, saves, sees the
 * key-values on the position and the change old → new in the campaign's history.
 */

const app = realConsole();

describe('key-values in a booking', () => {
  it(
    'books a digital position with key-values, refuses a key twice on its field, shows them and their history',
    async () => {
      const page = await app.signedIn('sales@example.com');
      // An offered campaign the persona may change, with a digital position without key-values.
      const offered = await pageApi<{ items: { id: number }[] }>(
        page,
        'ws-order/campaigns?status=OFFERED&limit=100',
      );
      let found: { campaign: CampaignRecord; position: OrderPosition } | undefined;
      for (const { id } of offered.items) {
        const campaign = await pageApi<CampaignRecord>(page, `ws-order/campaigns/${id}/record`);
        const position = campaign.positions.find(
          (item) => item.positionType === 'DIGITAL' && item.keyValues.length === 0,
        );
        if (campaign.editable && position) {
          found = { campaign, position };
          break;
        }
      }
      if (!found) throw new Error('no offered campaign with a digital position to edit');
      const { campaign, position } = found;
      await page.goto(`${app.url}/orders/campaigns/OFFERED/${campaign.id}/edit-positions`);
      await page
        .getByRole('button', {
          name: german('orders.positions.editNamed', { name: position.name }),
        })
        .click();
      const section = page.getByRole('group', { name: german('orders.positions.keyValues.title') });
      const add = section.getByRole('button', { name: german('orders.positions.keyValues.add') });
      const row = (number: number) =>
        section.getByRole('group', {
          name: german('orders.positions.keyValues.row', { number: String(number) }),
        });
      const keyOf = (number: number) =>
        row(number).getByRole('button', {
          name: new RegExp(`${german('orders.positions.keyValues.key')}$`),
        });
      const valuesOf = (number: number) =>
        row(number).getByRole('combobox', { name: german('orders.positions.keyValues.values') });
      /** The values' list stays open for more choices: closed before the next step. */
      const closeList = async () => {
        if (await page.getByRole('listbox').first().isVisible())
          await page.keyboard.press('Escape');
        await page.getByRole('listbox').first().waitFor({ state: 'hidden' });
      };

      await add.click();
      await pickOption(page, keyOf(1), /\(rubrik\)$/);
      await pickOption(page, valuesOf(1), 'sport');
      await pickOption(page, valuesOf(1), 'kultur');
      await closeList();
      // The same key again: the server refuses it on the second row's key.
      await add.click();
      await pickOption(page, keyOf(2), /\(rubrik\)$/);
      await pickOption(page, valuesOf(2), 'politik');
      await closeList();
      expect(await axeViolations(page)).toEqual([]);
      const save = page.getByRole('button', { name: german('orders.positions.save') });
      await save.click();
      const twice = german('serverErrors.keyValueKeyTwice', { key: 'rubrik' });
      await row(2).getByText(twice).waitFor();
      expect(
        await keyOf(2).evaluate((element) =>
          (element.getAttribute('aria-describedby') ?? '')
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        ),
      ).toContain(twice);

      await row(2)
        .getByRole('button', { name: german('orders.positions.keyValues.remove', { number: '2' }) })
        .click();
      await save.click();
      await toast(page, german('orders.positions.toast.updated', { name: position.name }));
      // Shown on the position, one key a line.
      await page
        .getByRole('row')
        .filter({ hasText: position.name })
        .filter({ hasText: 'rubrik: sport, kultur' })
        .first()
        .waitFor();
      const saved = await pageApi<CampaignRecord>(page, `ws-order/campaigns/${campaign.id}/record`);
      expect(saved.positions.find((item) => item.id === position.id)?.keyValues).toEqual([
        { key: 'rubrik', values: ['sport', 'kultur'] },
      ]);

      // The change old → new in the campaign's history.
      await page.goto(`${app.url}/orders/campaigns/OFFERED/${campaign.id}/history`);
      await page
        .getByRole('row')
        .filter({ hasText: german('orders.history.fields.keyValues') })
        .filter({ hasText: 'rubrik=sport,kultur' })
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
    slack(240_000),
  );
});
