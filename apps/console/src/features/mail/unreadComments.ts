import { shellEndpoints } from '@adconsole/api';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../kit/endpointQuery.ts';

/**
 * The unread order comments (spec 1 §6, administrators): one query for the header's mail badge
 * and the list it opens (/orders/comments), so the badge counts exactly what the list shows
 * (issue 33 §10: the badge said 7 where its page showed something else). Keyed with the acting
 * company like every call (endpointQuery).
 */
export const unreadCommentsQuery = (companyId: number | null) =>
  queryOptions({
    ...endpointQuery(
      shellEndpoints.orderComments,
      { query: { showRead: false, page: 0, limit: 100 } },
      companyId,
    ),
    meta: { ignoreStatuses: [404, 500, 502, 503, -1] },
  });
