import {
  accountSettingsSchema,
  feedbackSchema,
  pageOf,
  pageViewsSchema,
} from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';

// Issue 44: the feedback widget (spec 1 §1: "a feedback widget, loaded only … when the signed-in
// user has a company; it receives the user id and e-mail") and page-view analytics (spec 1 §6:
// "page-view analytics go to a third-party service on every route change"), ours: stored here,
// listed for administrators, a user who opted out counted nowhere.

/** A 1×1 PNG as the console's screenshot sends it. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const feedbackPage = pageOf(feedbackSchema);

describeOnLanes(
  'feedback and page views (issue 44)',
  ['admin', 'sales', 'agency'],
  ({ server, tokens }) => {
    const send = (body: unknown, token = tokens.sales) =>
      server.send('POST', '/api/ws-feedback', token, body);

    it("stores a user's feedback with its page, build and screenshot; the admin reads it with the user's name and e-mail", async () => {
      const sent = await answerOf(
        send({
          message: 'Die Summe\nist falsch',
          page: '/orders/campaigns/ALL/12',
          build: 'b1',
          screenshot: PNG,
        }),
      );
      const { items } = feedbackPage.parse(
        await answerOf(server.send('GET', '/api/ws-feedback?limit=100', tokens.admin)),
      );
      const mine = items.find((item) => item.id === (sent as { id: number }).id);
      expect(mine).toMatchObject({
        message: 'Die Summe\nist falsch',
        page: '/orders/campaigns/ALL/12',
        build: 'b1',
        email: 'sales@example.com',
        hasScreenshot: true,
      });
      const shot = await server.send(
        'GET',
        `/api/ws-feedback/${mine?.id}/screenshot`,
        tokens.admin,
      );
      expect(shot.statusCode).toBe(200);
      expect(shot.headers['content-type']).toBe('image/png');
      expect(shot.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    });

    it('refuses an empty message and a screenshot that is no PNG with field errors, and lists for administrators only', async () => {
      const empty = await send({ message: '  ', page: '/crm', build: 'b1' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().fieldErrors).toHaveProperty('message');
      const gif = await send({
        message: 'x',
        page: '/crm',
        build: 'b1',
        screenshot: 'data:image/gif;base64,R0lGOD',
      });
      expect(gif.statusCode).toBe(422);
      expect(gif.json().fieldErrors).toHaveProperty('screenshot');
      // A PNG data URL whose bytes are no PNG is kept without its screenshot.
      const fake = await answerOf(
        send({
          message: 'fake',
          page: '/crm',
          build: 'b1',
          screenshot: 'data:image/png;base64,AAAA',
        }),
      );
      const { items } = feedbackPage.parse(
        await answerOf(server.send('GET', '/api/ws-feedback?limit=100', tokens.admin)),
      );
      expect(items.find((item) => item.id === (fake as { id: number }).id)?.hasScreenshot).toBe(
        false,
      );
      for (const token of [tokens.sales, tokens.agency]) {
        expect((await server.send('GET', '/api/ws-feedback', token)).statusCode).toBe(403);
        expect((await server.send('GET', '/api/ws-page-views', token)).statusCode).toBe(403);
      }
      expect(
        (await server.send('GET', '/api/ws-feedback/999999/screenshot', tokens.admin)).statusCode,
      ).toBe(404);
    });

    it('counts route changes by pattern and distinct users, and nothing of a user who opted out', async () => {
      const route = '/test/page-views';
      const view = (token: string, path = route) =>
        server.send('POST', '/api/ws-page-views', token, { route: path });
      expect((await view(tokens.sales)).statusCode).toBe(204);
      await view(tokens.sales);
      await view(tokens.agency);
      const stats = async () =>
        pageViewsSchema.parse(
          await answerOf(server.send('GET', '/api/ws-page-views?days=7', tokens.admin)),
        );
      expect((await stats()).items.find((item) => item.route === route)).toEqual({
        route,
        views: 3,
        users: 2,
      });
      // An id or a query is no route pattern.
      expect((await view(tokens.sales, '/crm/accounts/12?tab=1')).statusCode).toBe(422);

      // The agency user opts out in their settings: their views count nowhere.
      const settings = accountSettingsSchema.parse(
        await answerOf(server.send('GET', '/api/ws-account/settings', tokens.agency)),
      );
      expect(settings.pageViewsOptOut).toBe(false);
      const saved = accountSettingsSchema.parse(
        await answerOf(
          server.send('PUT', '/api/ws-account/settings', tokens.agency, {
            firstName: settings.firstName,
            lastName: settings.lastName,
            language: settings.language,
            pageViewsOptOut: true,
            version: settings.version,
          }),
        ),
      );
      expect(saved.pageViewsOptOut).toBe(true);
      expect((await view(tokens.agency)).statusCode).toBe(204);
      expect((await stats()).items.find((item) => item.route === route)).toMatchObject({
        views: 3,
      });
      // The stored rows name no user: a hash, not the id.
      const rows = await server.database.db
        .selectFrom('pageViewDay')
        .select('userHash')
        .where('route', '=', route)
        .execute();
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row.userHash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    });
  },
);
