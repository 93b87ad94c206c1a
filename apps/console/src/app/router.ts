import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { Session } from '../routes/guards.ts';
import { createRouteTree, type RouteComponents } from '../routes/tree.ts';

export interface AppRouterOptions {
  queryClient: QueryClient;
  session: Session;
  components: RouteComponents;
  /** The browser's history by default; tests use a memory history and run the router as a browser would. */
  history?: RouterHistory;
  /** Awaited before any signed-in page shows (requireUser): the texts of every namespace. */
  loadSignedInTexts?: () => Promise<void>;
}

export function createAppRouter({
  queryClient,
  session,
  components,
  history,
  loadSignedInTexts,
}: AppRouterOptions) {
  return createRouter({
    routeTree: createRouteTree(components),
    context: { queryClient, session, loadSignedInTexts },
    ...(history ? { history, isServer: false } : { scrollRestoration: true }),
    defaultPreload: 'intent',
    // One not-found screen for the whole console; it puts itself in the frame when signed in.
    notFoundMode: 'root',
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
