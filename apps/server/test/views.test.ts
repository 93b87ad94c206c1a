import { savedViewSchema } from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { describeOnLanes } from './support/lane-server.ts';
import { expectFieldError } from './support/sales.ts';

// Saved views and column settings of the list kit: a view is its owner's, or shared with the
// owner's company; columns are each user's own.

describeOnLanes(
  'saved views and list settings',
  ['sales', 'ops', 'admin'],
  ({ server, tokens }) => {
    const save = (payload: Record<string, unknown>, token = tokens.sales) =>
      server.send('POST', '/api/ws-users/views', token, payload);
    const views = async (list: string, token: string) => {
      const response = await server.request({
        method: 'GET',
        url: `/api/ws-users/views?list=${list}`,
        token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { items: unknown[] }).items.map((view) =>
        savedViewSchema.parse(view),
      );
    };

    it('keeps a private view for its owner and shares a shared one with the company only', async () => {
      const mine = await save({
        list: 'sales-sources',
        name: 'Meine Messen',
        search: { name: 'Messe' },
      });
      expect(mine.statusCode, mine.body).toBe(200);
      const shared = await save({
        list: 'sales-sources',
        name: 'Inaktive',
        search: { inactive: 'true', sort: 'createdAt', order: 'DESC' },
        shared: true,
      });
      expect(shared.json()).toMatchObject({
        shared: true,
        mine: true,
        ownerName: expect.any(String),
      });
      expect((await views('sales-sources', tokens.sales)).map((view) => view.name)).toEqual([
        'Inaktive',
        'Meine Messen',
      ]);
      // A colleague of the same company sees only the shared one, not as theirs.
      const colleague = await views('sales-sources', tokens.ops);
      expect(colleague.map((view) => [view.name, view.mine])).toEqual([['Inaktive', false]]);
      expect(colleague[0]?.search).toEqual({ inactive: 'true', sort: 'createdAt', order: 'DESC' });
      // Another company sees neither; another list has its own views.
      expect(await views('sales-sources', tokens.admin)).toEqual([]);
      expect(await views('sales-tags', tokens.sales)).toEqual([]);
    });

    it('refuses a second view of the same name for the same list (422 on the name)', async () => {
      const again = await save({ list: 'sales-sources', name: 'meine messen', search: {} });
      expect(expectFieldError(again, 'name')).toBe(
        'You already have a view with this name for this list',
      );
      const bad = await save({ list: 'Sales Sources!', name: 'x', search: {} });
      expect(bad.statusCode).toBe(422);
    });

    it('lets only the owner delete a view', async () => {
      const [shared] = await views('sales-sources', tokens.ops);
      const byColleague = await server.send(
        'DELETE',
        `/api/ws-users/views/${shared?.id}`,
        tokens.ops,
      );
      expect(byColleague.statusCode).toBe(404);
      const byOwner = await server.send(
        'DELETE',
        `/api/ws-users/views/${shared?.id}`,
        tokens.sales,
      );
      expect(byOwner.statusCode).toBe(204);
      expect(await views('sales-sources', tokens.ops)).toEqual([]);
    });

    it('keeps each user’s hidden columns and their order per list', async () => {
      const url = '/api/ws-users/list-settings/sales-sources';
      const empty = await server.send('GET', url, tokens.sales);
      expect(empty.json()).toEqual({ hidden: [], order: [] });
      const settings = { hidden: ['createdAt'], order: ['active', 'name'] };
      for (const payload of [{ hidden: [], order: [] }, settings]) {
        const put = await server.send('PUT', url, tokens.sales, payload);
        expect(put.statusCode, put.body).toBe(200);
      }
      expect((await server.send('GET', url, tokens.sales)).json()).toEqual(settings);
      expect((await server.send('GET', url, tokens.ops)).json()).toEqual({
        hidden: [],
        order: [],
      });
    });
  },
);
