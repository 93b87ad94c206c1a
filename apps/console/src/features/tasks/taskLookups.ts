import { searchUsers, sourceEndpoints, taskEndpoints, topicEndpoints } from '@adconsole/api';
import type { Option } from '@adconsole/ui';
import { apiClient } from '../../app/api.ts';
import { idOption } from '../../app/lookups.ts';
import { call } from '../../kit/endpointQuery.ts';
import { optionLoader } from '../../kit/optionLoader.ts';

// The lookups of the task filters and form (spec 3 §7): users, promotions, sources and topics;
// accounts, labels and sales-role users are the shared ones of app/lookups.ts.

/** A record with a name, as a choice. */
const named = (record: { id: number; name: string }): Option => idOption(record.id, record.name);

/** Active users of the acting company by name (spec 3 §5: assignee choices are active users). */
export const loadUserOptions = optionLoader(
  (filter, page, signal) =>
    searchUsers(apiClient, { ...(filter && { filter }), ...page }, { signal }),
  (user) => idOption(user.userId, user.name),
);

/** Active promotions whose deadline is not reached. */
export const loadPromotionOptions = optionLoader(
  (nameFilter, page, signal) =>
    call(
      taskEndpoints.activePromotions,
      { query: { ...(nameFilter && { nameFilter }), ...page } },
      { signal },
    ),
  named,
);

/** A promotion as a choice. */
export const promotionOption = named;

/** Lead sources by name, inactive ones too (tasks keep theirs). */
export const loadSourceOptions = optionLoader(
  (nameFilter, page, signal) =>
    call(
      sourceEndpoints.list,
      { query: { ...(nameFilter && { nameFilter }), includeInactive: true, ...page } },
      { signal },
    ),
  named,
);

/** Task topics by name. */
export const loadTopicOptions = optionLoader(
  (nameFilter, page, signal) =>
    call(
      topicEndpoints.list,
      { query: { ...(nameFilter && { nameFilter }), includeInactive: true, ...page } },
      { signal },
    ),
  named,
);
