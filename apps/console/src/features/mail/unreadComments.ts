import { shellEndpoints } from '@adconsole/api';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../kit/endpointQuery.ts';

/**
 * The unread order comments (spec 1 §6, administrators): one query for the header's mail badge
 * and the list it opens (/orders/comments), so the badge counts exactly what the list shows
 * (issue 33 §10: the badge said 7 where its page showed something else).
 */
export const unreadCommentsQuery = queryOptions({
  queryKey: ['shell', 'unreadComments'],
  queryFn: ({ signal }) =>
    call(
      shellEndpoints.orderComments,
      { query: { showRead: false, page: 0, limit: 100 } },
      { signal },
    ),
  meta: { ignoreStatuses: [404, 500, 502, 503, -1] },
});
