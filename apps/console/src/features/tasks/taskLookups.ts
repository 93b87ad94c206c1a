import { searchUsers, sourceEndpoints, taskEndpoints, topicEndpoints } from '@adconsole/api';
import type { LoadOptionsContext, Option } from '@adconsole/ui';
import { apiClient } from '../../app/api.ts';
import { idOption } from '../../app/lookups.ts';
import { call } from '../../kit/endpointQuery.ts';

// The lookups of the task filters and form (spec 3 §7): users, promotions, sources and topics;
// accounts, labels and sales-role users are the shared ones of app/lookups.ts.

const searchText = (search: string) => (search.trim() === '' ? undefined : search.trim());

/** Active users of the acting company by name (spec 3 §5: assignee choices are active users). */
export async function loadUserOptions(
  search: string,
  { signal, limit }: LoadOptionsContext,
): Promise<Option[]> {
  const filter = searchText(search);
  const users = await searchUsers(
    apiClient,
    { ...(filter ? { filter } : {}), page: 0, limit },
    { signal },
  );
  return users.items.map((user) => idOption(user.userId, user.name));
}

/** Active promotions whose deadline is not reached. */
export async function loadPromotionOptions(
  search: string,
  { signal, limit }: LoadOptionsContext,
): Promise<Option[]> {
  const nameFilter = searchText(search);
  const promotions = await call(
    taskEndpoints.activePromotions,
    { query: { ...(nameFilter ? { nameFilter } : {}), page: 0, limit } },
    { signal },
  );
  return promotions.items.map(promotionOption);
}

/** A promotion as a choice. */
export const promotionOption = (promotion: { id: number; name: string }): Option =>
  idOption(promotion.id, promotion.name);

/** Lead sources by name, inactive ones too (tasks keep theirs). */
export async function loadSourceOptions(
  search: string,
  { signal, limit }: LoadOptionsContext,
): Promise<Option[]> {
  const nameFilter = searchText(search);
  const sources = await call(
    sourceEndpoints.list,
    { query: { ...(nameFilter ? { nameFilter } : {}), includeInactive: true, page: 0, limit } },
    { signal },
  );
  return sources.items.map((source) => idOption(source.id, source.name));
}

/** Task topics by name. */
export async function loadTopicOptions(
  search: string,
  { signal, limit }: LoadOptionsContext,
): Promise<Option[]> {
  const nameFilter = searchText(search);
  const topics = await call(
    topicEndpoints.list,
    { query: { ...(nameFilter ? { nameFilter } : {}), includeInactive: true, page: 0, limit } },
    { signal },
  );
  return topics.items.map((topic) => idOption(topic.id, topic.name));
}
