import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { text } from './primitives.ts';

// Issue 46: live lists. The server publishes the changes of the rows its kit lists show as
// server-sent events, one stream per signed-in browser tab, scoped to the acting company (the
// envelope's header) and to the lists the caller's roles may read.

/** How long one stream stays open before the server ends it (the console reconnects at once). */
export const LIVE_STREAM_SECONDS = 600;
/** A comment line the server sends this often, so that proxies keep the stream open. */
export const LIVE_HEARTBEAT_SECONDS = 20;

/**
 * One `change` event: the contract paths of the list calls whose rows changed (e.g.
 * `ws-print/positions`), each with some of the changed rows' ids (at most a few per list; a
 * list refetches its page whatever the ids).
 */
export const liveChangeSchema = z.object({
  lists: z.record(z.string(), z.array(z.number())),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/**
 * A stream's ticket: the browser's EventSource sends no headers, so the console asks for one
 * (with its token and selected company) and opens the stream with it in the URL. It is sealed by
 * the servers' shared key and good for a minute.
 */
export const liveTicketSchema = z.object({ ticket: z.string() });

export const liveEndpoints = {
  eventsTicket: endpoint({
    method: 'POST',
    path: 'events/ticket',
    summary:
      'A ticket for the event stream (a minute; the EventSource of the browser sends no token)',
    response: liveTicketSchema,
  }),
  events: endpoint({
    method: 'GET',
    path: 'events',
    summary:
      'The changes of the rows the lists show, as server-sent events (change), for the acting company and the lists the caller may read',
    query: z.strictObject({
      /**
       * `now`: the first lines, then the end (a check that the stream opens; the route walks).
       * One value only: no value a client sends by mistake holds a stream it did not want.
       */
      end: z.optional(z.enum(['now'])),
      /** The ticket of `eventsTicket`, in place of the Authorization and company headers. */
      ticket: z.optional(text(1000)),
    }),
  }),
};
