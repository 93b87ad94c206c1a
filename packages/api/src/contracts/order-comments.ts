import { z } from 'zod/mini';
import { type Endpoint, endpoint } from './endpoint.ts';
import { idSchema } from './paging.ts';
import { countInt } from './primitives.ts';
import { orderCommentSchema } from './shell.ts';

// The administrators' messages (/orders/comments, issue 44): a comment marked read or unread,
// or every unread one read at once. The list and the header's badge read `orderComments` of the
// shell's calls; these writes are the page's own, so the frame does not load them.

export const orderCommentReadSchema = z.strictObject({ read: z.boolean() });
export type OrderCommentRead = z.infer<typeof orderCommentReadSchema>;

export const orderCommentsReadAllSchema = z.object({ count: countInt() });

export const orderCommentEndpoints = {
  orderCommentRead: endpoint({
    method: 'PUT',
    path: 'ws-orders/comments/{id}/read',
    summary: 'Mark an order comment read or unread (administrators)',
    params: z.strictObject({ id: idSchema }),
    body: orderCommentReadSchema,
    response: orderCommentSchema,
  }),
  orderCommentsReadAll: endpoint({
    method: 'POST',
    path: 'ws-orders/comments/read-all',
    summary: 'Mark every unread order comment read; answers how many were',
    response: orderCommentsReadAllSchema,
  }),
} as const satisfies Record<string, Endpoint>;
