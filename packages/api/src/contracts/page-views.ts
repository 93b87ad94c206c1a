import { z } from 'zod/mini';
import { type Endpoint, endpoint } from './endpoint.ts';
import { serverMessage } from './messages.ts';
import { countInt, wholeNumber } from './primitives.ts';

// Issue 44: page-view analytics (spec 1 §6: "page-view analytics go to a third-party service on
// every route change"). The frame sends each route change's pattern; the server counts it per
// day and hashed user (nothing for a user who opted out) and forwards it when configured.

/** A screen's route as the route table names it: no ids, no query (`/crm/accounts/$accountId`). */
export const pageViewRouteSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(200),
    z.regex(/^\/[A-Za-z0-9_$/{}-]*$/, serverMessage('routePatternInvalid')),
  );

export const pageViewWriteSchema = z.strictObject({ route: pageViewRouteSchema });

export const pageViewsQuerySchema = z.strictObject({
  /** The last N days, today included (its count still grows). */
  days: z._default(wholeNumber(1, 366), 30),
});

export const pageViewStatSchema = z.object({
  route: z.string(),
  views: countInt(),
  /** Different (hashed) users who opened it in the period. */
  users: countInt(),
});
export const pageViewsSchema = z.object({
  days: countInt(),
  items: z.array(pageViewStatSchema),
});
export type PageViews = z.infer<typeof pageViewsSchema>;

export const pageViewEndpoints = {
  recordPageView: endpoint({
    method: 'POST',
    path: 'ws-page-views',
    summary: "Count a route change (the route's pattern; nothing when the user opted out)",
    body: pageViewWriteSchema,
  }),
  pageViews: endpoint({
    method: 'GET',
    path: 'ws-page-views',
    summary: 'Page views per screen over the last days, most used first (administrators)',
    query: pageViewsQuerySchema,
    response: pageViewsSchema,
  }),
} as const satisfies Record<string, Endpoint>;
