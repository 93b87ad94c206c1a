import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { areas } from '../routes/table/index.ts';
import type { RouteComponents } from '../routes/tree.ts';
import { type AppRouter, type AppRouterOptions, createAppRouter } from './router.ts';

const stand = () => null;
const components: RouteComponents = {
  screen: () => stand,
  areaPage: stand,
  signedInLayout: stand,
  authenticationLayout: stand,
  notFound: stand,
  appError: stand,
};

// The router runs as in a browser (it follows redirects); it only reads window.origin.
(globalThis as { window?: unknown }).window ??= globalThis;

/**
 * For the route tests: the console's router at `path` in a memory history, every screen a
 * placeholder, the whole route table unless `areas` says how to load it.
 */
export function testRouter(
  path: string,
  options: Pick<AppRouterOptions, 'session'> & Partial<AppRouterOptions>,
): AppRouter {
  return createAppRouter({
    queryClient: new QueryClient(),
    components,
    areas,
    history: createMemoryHistory({ initialEntries: [path] }),
    ...options,
  });
}

/** Waits until the router's last load has ended: a redirect starts a new load. */
export async function settled(router: AppRouter) {
  const loads = router as unknown as { latestLoadPromise?: Promise<void> };
  let load: Promise<void> | undefined;
  do {
    load = loads.latestLoadPromise;
    await load;
    await new Promise((resolve) => setImmediate(resolve));
  } while (loads.latestLoadPromise !== load);
}
