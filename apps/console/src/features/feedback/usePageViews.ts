import { pageViewEndpoints } from '@adconsole/api';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { call } from '../../kit/endpointQuery.ts';

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
      return match ? String(match.fullPath) : undefined;
    },
  });
  useEffect(() => {
    if (!route) return;
    call(pageViewEndpoints.recordPageView, { body: { route } }).catch(() => undefined);
  }, [route]);
}
