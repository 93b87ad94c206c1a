import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { Session } from '../routes/guards.ts';
import type { Area } from '../routes/table/types.ts';
import { createRouteTree, type RouteComponents } from '../routes/tree.ts';

export interface AppRouterOptions {
  queryClient: QueryClient;
  session: Session;
  components: RouteComponents;
  /**
   * The signed-in areas' routes: the route table itself, or how to load it. The console
   * loads it with the signed-in frame (issue 36: the table is no part of the sign-in page),
   * so a router started on a sign-in screen has only the sign-in routes and builds the whole
   * tree the first time a signed-in user goes further (requireUser).
   */
  areas: readonly Area[] | (() => Promise<readonly Area[]>);
  /** The browser's history by default; tests use a memory history and run the router as a browser would. */
  history?: RouterHistory;
  /** Awaited before any signed-in page shows (requireUser): the texts of every namespace. */
  loadSignedInTexts?: () => Promise<void>;
}

export function createAppRouter({
  queryClient,
  session,
  components,
  areas,
  history,
  loadSignedInTexts,
}: AppRouterOptions) {
  let whole = typeof areas !== 'function';
  let loading: Promise<void> | undefined;
  /** The areas' routes into the tree, once; true when this call put them in. */
  async function loadSignedInRoutes(): Promise<boolean> {
    if (typeof areas !== 'function' || whole) return false;
    loading ??= areas().then(
      (table) => {
        router.update({ ...router.options, routeTree: createRouteTree(components, table) });
        whole = true;
      },
      (error: unknown) => {
        loading = undefined; // tried again on the next navigation
        throw error;
      },
    );
    await loading;
    return true;
  }
  const router = createRouter({
    routeTree: createRouteTree(components, typeof areas === 'function' ? [] : areas),
    context: { queryClient, session, loadSignedInTexts, loadSignedInRoutes },
    ...(history ? { history, isServer: false } : { scrollRestoration: true }),
    defaultPreload: 'intent',
    // One not-found screen for the whole console; it puts itself in the frame when signed in.
    notFoundMode: 'root',
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
