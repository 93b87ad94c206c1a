import { pageViewEndpoints } from '@adconsole/api';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { call } from '../../kit/endpointQuery.ts';

/** A route's pattern as counted: an index route's `/crm/accounts/` is the screen `/crm/accounts`. */
export const routePattern = (fullPath: string) =>
  fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath;

/**
 * Page-view analytics (spec 1 §6: "page-view analytics go to a third-party service on every
 * route change"; issue 44): each route change sends the screen's pattern
 * (`/crm/accounts/$accountId`: no ids, no query). The server counts it under a hash of the user
 * and drops it for a user who opted out in their settings. A failure is nobody's business: it
 * is not shown and not retried.
 */
export function usePageViews(): void {
  const route = useRouterState({
    select: (state): string | undefined => {
      const match = state.matches.at(-1);
      return match ? routePattern(String(match.fullPath)) : undefined;
    },
  });
  useEffect(() => {
    if (!route) return;
    call(pageViewEndpoints.recordPageView, { body: { route } }).catch(() => undefined);
  }, [route]);
}
