import type { Namespace } from '@adconsole/i18n';
import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { LazyScreen } from '../routes/table/types.ts';
import type { RouteComponents } from '../routes/tree.ts';

const system = () => import('../features/shell/SystemScreens.tsx');

/**
 * The components of the route tree. `loadTexts` loads namespaces of texts (i18next's
 * loadNamespaces): a screen's area texts load beside its chunk, not before it.
 */
export function createRouteComponents(
  loadTexts: (namespaces: readonly Namespace[]) => Promise<unknown>,
): RouteComponents {
  // One component per screen, however many routes show it, as with any component imported once.
  const screenComponents = new WeakMap<LazyScreen, RouteComponent>();

  /** Each screen in its own chunk, loaded when its route is (code splitting per area, issue 7). */
  function screenComponent(screen: LazyScreen): RouteComponent {
    let component = screenComponents.get(screen);
    if (!component) {
      component = lazyRouteComponent(() =>
        Promise.all([screen.load(), screen.texts.length ? loadTexts(screen.texts) : null]).then(
          ([module]) => module,
        ),
      );
      screenComponents.set(screen, component);
    }
    return component;
  }

  return {
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
}
