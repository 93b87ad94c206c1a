import type { Endpoint } from '@adconsole/api';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callAny, endpointKey, useActingCompanyId } from '../../kit/endpointQuery.ts';
import type { ListTabsView } from '../../kit/useList.ts';

/**
 * Status tabs whose status is in the path (/print-operations/print/{status},
 * …/dispatch/{state}), not in the query as the kit's tabs: each tab a link to its path with the
 * list's other filters kept, its count from the counts call under those filters. The counts
 * answer holds the ALL tab's own count.
 */
export function usePathTabs({
  counts,
  query,
  values,
  selected,
  label,
  pathOf,
  search,
}: {
  counts: Endpoint;
  /** The list's query without its status. */
  query: Record<string, unknown>;
  values: readonly string[];
  selected: string;
  label: (tab: string) => string;
  pathOf: (tab: string) => string;
  /** The URL's query string, kept when switching tabs (without the page). */
  search: string;
}): ListTabsView {
  const { t } = useTranslation();
  const companyId = useActingCompanyId();
  const { page: _page, limit: _limit, sort: _sort, order: _order, ...filters } = query;
  const answer = useQuery({
    queryKey: endpointKey(counts, { query: filters }, companyId),
    queryFn: ({ signal }) =>
      callAny(counts, { query: filters }, { signal }) as Promise<Record<string, number>>,
    placeholderData: (previous) => previous,
  });
  const kept = new URLSearchParams(search);
  kept.delete('page');
  const suffix = kept.size > 0 ? `?${kept}` : '';
  return {
    items: values.map((id) => ({
      id,
      label: t(label(id)),
      ...(answer.data ? { count: answer.data[id] ?? 0 } : {}),
    })),
    selected,
    hrefFor: (id) => `${pathOf(id)}${suffix}`,
    // Counted under the list's filters: an empty list may say in which tabs its rows are.
    countsUnderFilters: true,
  };
}
