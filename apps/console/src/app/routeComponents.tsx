import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { LazyScreen } from '../routes/table/types.ts';
import type { RouteComponents } from '../routes/tree.ts';

const system = () => import('../features/shell/SystemScreens.tsx');

// One component per screen, however many routes show it, as with any component imported once.
const screenComponents = new WeakMap<LazyScreen, RouteComponent>();

/** Each screen in its own chunk, loaded when its route is (code splitting per area, issue 7). */
function screenComponent(screen: LazyScreen): RouteComponent {
  let component = screenComponents.get(screen);
  if (!component) {
    component = lazyRouteComponent(screen.load);
    screenComponents.set(screen, component);
  }
  return component;
}

export const routeComponents: RouteComponents = {
  screen: screenComponent,
  areaPage: lazyRouteComponent(() => import('../features/shell/AreaPage.tsx'), 'AreaPage'),
  signedInLayout: lazyRouteComponent(
    () => import('../features/shell/SignedInLayout.tsx'),
    'SignedInLayout',
  ),
  authenticationLayout: lazyRouteComponent(
    () => import('../features/auth/AuthenticationLayout.tsx'),
    'AuthenticationLayout',
  ),
  notFound: lazyRouteComponent(
    () => import('../features/shell/NotFoundScreen.tsx'),
    'NotFoundScreen',
  ),
  appError: lazyRouteComponent(system, 'AppErrorScreen'),
};
