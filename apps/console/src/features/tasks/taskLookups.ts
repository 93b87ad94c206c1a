import { activityEndpoints, sourceEndpoints, taskEndpoints, topicEndpoints } from '@adconsole/api';
import type { Option } from '@adconsole/ui';
import { defineLookup, idOption } from '../../kit/lookups.ts';

// The lookups of the task filters and form (spec 3 §7): users, promotions, sources and topics;
// accounts, labels and sales-role users are the shared ones of app/lookups.ts.

/** Active users of the acting company by name (spec 3 §5: assignee choices are active users). */
export const loadUserOptions = defineLookup({
  endpoint: activityEndpoints.usersSearch,
  text: 'filter',
  option: (user) => idOption(user.userId, user.name),
});

/** A promotion as a choice. */
export const promotionOption = (promotion: { id: number; name: string }): Option =>
  idOption(promotion.id, promotion.name);

/** Active promotions whose deadline is not reached. */
export const loadPromotionOptions = defineLookup({
  endpoint: taskEndpoints.activePromotions,
  text: 'nameFilter',
  option: promotionOption,
});

/** Lead sources by name, inactive ones too (tasks keep theirs). */
export const loadSourceOptions = defineLookup({
  endpoint: sourceEndpoints.list,
  text: 'nameFilter',
  query: { includeInactive: true },
  option: (source) => idOption(source.id, source.name),
});

/** Task topics by name. */
export const loadTopicOptions = defineLookup({
  endpoint: topicEndpoints.list,
  text: 'nameFilter',
  query: { includeInactive: true },
  option: (topic) => idOption(topic.id, topic.name),
});
