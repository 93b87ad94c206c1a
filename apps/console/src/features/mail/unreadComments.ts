import { shellEndpoints } from '@adconsole/api';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../kit/endpointQuery.ts';

/**
 * The unread order comments (spec 1 §6, administrators: showRead false, page 0, limit 10) for
 * the header's mail badge: their total is the list's (/orders/comments) unread count, as both
 * read the same call (issue 33 §10: the badge said 7 where its page showed something else), and
 * marking there adjusts it and reads both again (issue 44). Keyed with the acting company like
 * every call (endpointQuery).
 */
export const unreadCommentsQuery = (companyId: number | null) =>
  queryOptions({
    ...endpointQuery(
      shellEndpoints.orderComments,
      { query: { showRead: false, page: 0, limit: 10 } },
      companyId,
    ),
    meta: { ignoreStatuses: [404, 500, 502, 503, -1] },
  });
