import { orderCommentSchema, orderCommentsSchema } from '@adconsole/api/contracts';
import { describe, expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';

// The administrators' messages (issue 44, spec 1 §6): the unread order comments the header's
// badge counts, marked read one by one or all at once, by administrators only.
describeOnLanes('admin messages (issue 44)', ['admin', 'sales', 'agency'], ({ server, tokens }) => {
  const list = async (query: string, token = tokens.admin) =>
    orderCommentsSchema.parse(
      await answerOf(server.send('GET', `/api/ws-orders/comments?${query}`, token)),
    );
  const mark = (id: number, read: boolean, token = tokens.admin) =>
    server.send('PUT', `/api/ws-orders/comments/${id}/read`, token, { read });

  it('marks one read: the unread count falls by one and the comment names its reader', async () => {
    const before = await list('showRead=false&page=0&limit=10');
    const first = before.items[0];
    if (!first) throw new Error('the demo data has unread comments');
    const read = orderCommentSchema.parse(await answerOf(mark(first.id, true)));
    expect(read).toMatchObject({ id: first.id, read: true, readBy: 'Anna Admin' });
    const after = await list('showRead=false&page=0&limit=10');
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((item) => item.id)).not.toContain(first.id);
    // Read again: nothing changes; unread again: counted again, its reader forgotten.
    expect(orderCommentSchema.parse(await answerOf(mark(first.id, true))).read).toBe(true);
    const unread = orderCommentSchema.parse(await answerOf(mark(first.id, false)));
    expect(unread).toMatchObject({ read: false, readBy: null });
    expect((await list('showRead=false')).total).toBe(before.total);
  });

  it('lists newest first by default and oldest first when asked', async () => {
    const newest = await list('showRead=true&limit=100');
    const times = newest.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const oldest = await list('showRead=true&limit=100&sort=createdAt&order=ASC');
    expect(oldest.items.map((item) => item.id)).toEqual(
      newest.items.map((item) => item.id).reverse(),
    );
  });

  it('refuses other roles and unknown comments', async () => {
    for (const token of [tokens.sales, tokens.agency]) {
      expect((await server.send('GET', '/api/ws-orders/comments', token)).statusCode).toBe(403);
      expect((await mark(1, true, token)).statusCode).toBe(403);
      const all = await server.send('POST', '/api/ws-orders/comments/read-all', token);
      expect(all.statusCode).toBe(403);
    }
    expect((await mark(999_999, true)).statusCode).toBe(404);
    expect(
      (await server.send('PUT', '/api/ws-orders/comments/1/read', tokens.admin, {})).statusCode,
    ).toBe(422);
  });

  describe('mark all read', () => {
    it('reads every unread comment and answers how many', async () => {
      const before = await list('showRead=false');
      const response = await server.send('POST', '/api/ws-orders/comments/read-all', tokens.admin);
      expect(await answerOf(response)).toEqual({ count: before.total });
      expect((await list('showRead=false')).total).toBe(0);
      expect((await list('showRead=true&limit=100')).items.every((item) => item.read)).toBe(true);
    });
  });
});
