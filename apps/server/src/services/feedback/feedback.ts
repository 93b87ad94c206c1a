import { createHmac } from 'node:crypto';
import { endpoints, type Feedback } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { AccessRule } from '../../http/access.ts';
import { SIGNED_IN } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { registerEndpoint, withBodyLimit } from '../../http/routes.ts';
import { byColumn, registerList } from '../../kit/paged-list.ts';
import { ownScope, type ScopedRows } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { sendInline } from '../files/files.ts';

// Issue 44. The feedback widget (spec 1 §1: "only when the signed-in user has a company; it
// receives the user id and e-mail"): every user of this console belongs to a company, so every
// signed-in user may send it; it is stored with the company they act for, their id (the list
// shows their name and e-mail), the screen's path, the build and an optional PNG of the screen.
// Administrators read it (every company's: one desk).
//
// Page views (spec 1 §6: "page-view analytics go to a third-party service on every route
// change"): the console sends the route's pattern (no ids, no query) on every route change; the
// server counts it per day and user, the user as an HMAC of their id under a key made once per
// database (`page_view_key`), so neither the table nor a forwarded view names anyone. A user who
// opted out in their settings is counted nowhere (the server checks, whatever a console sends).
// With PAGE_VIEW_FORWARD_URL the view is also posted there (route, hashed user, time), without
// waiting for it and without retry: analytics never slow or fail a screen.

/** Feedback: sent by any signed-in user, for the company they act for. */
const sendAccess: AccessRule = { roles: 'signed-in', company: 'actable' };
/** Feedback and page views are read by administrators only, across companies. */
const adminAccess: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'all' };

/** The feedback's rows with what an item shows. */
const itemColumns = (rows: ScopedRows<'feedback as f'>) =>
  rows
    .innerJoin('appUser as u', 'u.id', 'f.userId')
    .innerJoin('company as c', 'c.id', 'f.companyId')
    .select([
      'f.id',
      'f.companyId',
      'c.name as companyName',
      'u.firstName',
      'u.lastName',
      'u.email',
      'f.message',
      'f.page',
      'f.build',
      'f.createdAt',
      sql<boolean>`f.screenshot is not null`.as('hasScreenshot'),
    ]);

type FeedbackRow = Awaited<ReturnType<ReturnType<typeof itemColumns>['execute']>>[number];

const toItem = (row: FeedbackRow): Feedback => ({
  id: row.id,
  companyId: row.companyId,
  companyName: row.companyName,
  userName: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
  message: row.message,
  page: row.page,
  build: row.build,
  hasScreenshot: row.hasScreenshot,
  createdAt: row.createdAt.toISOString(),
});

/** A screenshot data URL's bytes: the contract let through only `data:image/png;base64,…`. */
const pngBytes = (dataUrl: string) =>
  Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A screenshot's body is base64 of a few MB: its route alone takes such a body. */
const FEEDBACK_BODY_LIMIT = 5 * 1024 * 1024;

export function registerFeedback({ app }: ServiceContext): void {
  withBodyLimit(app, FEEDBACK_BODY_LIMIT, (feedback) => {
    registerEndpoint(
      feedback,
      endpoints.sendFeedback,
      sendAccess,
      async ({ caller, scope, body }) => {
        const screenshot = body.screenshot ? pngBytes(body.screenshot) : null;
        // What says it is a PNG must be one (the bytes' signature), or it is not stored as one.
        const png = screenshot?.subarray(0, 8).equals(PNG_SIGNATURE) ? screenshot : null;
        const row = await scope
          .insert('feedback', {
            userId: caller.user.userId,
            message: body.message,
            page: body.page,
            build: body.build,
            screenshot: png,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: row.id };
      },
    );
  });

  registerList(app, endpoints.feedbackList, adminAccess, {
    rows: ({ scope }) => scope.rows('feedback as f'),
    filters: {},
    ...byColumn('f', 'createdAt'),
    select: itemColumns,
    toItems: (rows) => rows.map(toItem),
  });

  registerEndpoint(
    app,
    endpoints.feedbackScreenshot,
    adminAccess,
    async ({ scope, params, reply }) => {
      const row = await scope
        .rows('feedback')
        .select('screenshot')
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!row?.screenshot) throw notFound('feedback screenshot');
      return sendInline(reply, { contentType: 'image/png', content: row.screenshot });
    },
  );
}

export interface PageViewSettings {
  /** An https address each view is also posted to; none: kept here only. */
  forwardUrl: string | undefined;
}

export function registerPageViews({ app, database }: ServiceContext, settings: PageViewSettings) {
  const { db } = database;
  let key: Promise<string> | undefined;
  const hashKey = () => {
    key ??= db
      .selectFrom('pageViewKey')
      .select('key')
      .executeTakeFirstOrThrow()
      .then((row) => row.key)
      // A failed read is not kept: the next view asks again.
      .catch((error: unknown) => {
        key = undefined;
        throw error;
      });
    return key;
  };

  registerEndpoint(app, endpoints.recordPageView, SIGNED_IN, async ({ caller, body, reply }) => {
    const user = await ownScope(db, caller)
      .rows('appUser')
      .select('pageViewsOptOut')
      .where('id', '=', caller.user.userId)
      .executeTakeFirst();
    if (user && !user.pageViewsOptOut) {
      const userHash = createHmac('sha256', await hashKey())
        .update(String(caller.user.userId))
        .digest('base64url')
        .slice(0, 22);
      await db
        .insertInto('pageViewDay')
        .values({ day: sql`current_date`, route: body.route, userHash })
        .onConflict((conflict) =>
          conflict
            .columns(['day', 'route', 'userHash'])
            .doUpdateSet({ views: sql`page_view_day.views + 1` }),
        )
        .execute();
      if (settings.forwardUrl) forward(settings.forwardUrl, body.route, userHash);
    }
    return reply.status(204).send();
  });

  registerEndpoint(app, endpoints.pageViews, adminAccess, async ({ query }) => {
    const rows = await db
      .selectFrom('pageViewDay')
      .select([
        'route',
        sql<number>`sum(views)::int`.as('views'),
        sql<number>`count(distinct user_hash)::int`.as('users'),
      ])
      .where('day', '>', sql<string>`current_date - ${query.days}::int`)
      .groupBy('route')
      .orderBy('views', 'desc')
      .orderBy('route')
      .execute();
    return { days: query.days, items: rows };
  });
}

/** Posts a view to the configured service, neither awaited nor retried (5 s at most). */
function forward(url: string, route: string, user: string) {
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ route, user, at: new Date().toISOString() }),
    signal: AbortSignal.timeout(5000),
  }).catch(() => undefined);
}
