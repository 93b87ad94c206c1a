import {
  type AnyRoute,
  createRootRouteWithContext,
  createRoute,
  type ErrorRouteComponent,
  notFound,
  type RouteComponent,
  redirect,
} from '@tanstack/react-router';
import { z } from 'zod/mini';
import { landingPath } from '../app/landing.ts';
import { buildAreaRoutes, type SignedInContext } from './build.ts';
import {
  type RouterContext,
  requireAnonymous,
  requireUser,
  requireUserOutsideSignIn,
} from './guards.ts';
import { areas } from './table/index.ts';
import type { RouteNode, ScreenName } from './table/types.ts';

/** The components the route tree shows; the console loads them lazily, tests hand in stand-ins. */
export interface RouteComponents {
  screen: (name: ScreenName) => RouteComponent;
  /** The frame of an area's page that has no screen of its own yet. */
  areaPage: RouteComponent;
  signedInLayout: RouteComponent;
  authenticationLayout: RouteComponent;
  /** Not-found, in the frame when signed in. */
  notFound: RouteComponent;
  /** The app-error screen for render errors (spec 1 §2.13). */
  appError: ErrorRouteComponent;
}

const redirectSearch = z.object({
  redirectTo: z.catch(z.optional(z.string().check(z.startsWith('/'))), undefined),
});

/** The whole route tree of spec 1 §2: sign-in screens, the signed-in areas, 403, 404, maintenance. */
export function createRouteTree(components: RouteComponents) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    beforeLoad: requireUserOutsideSignIn,
    notFoundComponent: components.notFound,
    errorComponent: components.appError,
  });

  const anonymousPage = (
    getParentRoute: () => AnyRoute,
    path: string,
    screen: ScreenName,
    validateSearch: z.ZodMiniType = redirectSearch,
  ) =>
    createRoute({
      getParentRoute,
      path,
      validateSearch,
      component: components.screen(screen),
    } as never) as AnyRoute;

  // Spec 1 §2.1: the anonymous-only group; /login → /authentication, keeping the way back.
  const loginShortcutRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'login',
    validateSearch: redirectSearch,
    beforeLoad: ({ search }) => {
      throw redirect({ to: '/authentication', search });
    },
  });
  const authenticationRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'authentication',
    beforeLoad: requireAnonymous,
  });
  // The index is a redirector to the sign-in form.
  const authenticationIndexRoute = createRoute({
    getParentRoute: () => authenticationRoute,
    path: '/',
    validateSearch: redirectSearch,
    beforeLoad: ({ search }) => {
      throw redirect({ to: '/authentication/login', search });
    },
  });
  const authenticationLayoutRoute = createRoute({
    getParentRoute: () => authenticationRoute,
    id: 'authentication-layout',
    component: components.authenticationLayout,
  });
  const authenticationRoutes = authenticationRoute.addChildren([
    authenticationIndexRoute,
    anonymousPage(() => authenticationRoute, 'sso', 'sso'),
    anonymousPage(() => authenticationRoute, 'sso/$issuerName', 'sso'),
    anonymousPage(
      () => authenticationRoute,
      'autologin',
      'autologin',
      z.extend(redirectSearch, { token: z.catch(z.optional(z.string()), undefined) }),
    ),
    authenticationLayoutRoute.addChildren([
      anonymousPage(() => authenticationLayoutRoute, 'login', 'login'),
      anonymousPage(() => authenticationLayoutRoute, 'verification', 'verification'),
      anonymousPage(() => authenticationLayoutRoute, 'restore-password', 'restorePassword'),
      createRoute({
        getParentRoute: () => authenticationLayoutRoute,
        path: 'change-password/$hash',
        component: components.screen('changePassword'),
      }),
    ]),
  ]);
  // The activation link of a new account's mail: anonymous, in the sign-in frame.
  const activationRoute = createRoute({
    getParentRoute: () => rootRoute,
    id: 'activation',
    beforeLoad: requireAnonymous,
    component: components.authenticationLayout,
  });
  const activateRoute = createRoute({
    getParentRoute: () => activationRoute,
    path: 'account/activate/$hash',
    component: components.screen('activateAccount'),
  });
  const maintenanceRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'maintenance',
    component: components.screen('maintenance'),
  });

  // Every other screen: a signed-in user, in the console's frame.
  const signedInRoute = createRoute({
    getParentRoute: () => rootRoute,
    id: 'signed-in',
    beforeLoad: requireUser,
    component: components.signedInLayout,
  });
  // `/` redirects by role (spec 1 §2.1); any other user sees not-found.
  const indexRoute = createRoute({
    getParentRoute: () => signedInRoute,
    path: '/',
    beforeLoad: ({ context }) => {
      const target = landingPath((context as unknown as SignedInContext).roles);
      if (!target) throw notFound();
      throw redirect({ href: target, replace: true });
    },
  });
  const forbiddenRoute = createRoute({
    getParentRoute: () => signedInRoute,
    path: '403',
    component: components.screen('forbidden'),
  });
  const notFoundRoute = createRoute({
    getParentRoute: () => signedInRoute,
    path: '404',
    component: components.screen('notFound'),
  });
  const componentFor = (node: RouteNode) =>
    node.screen ? components.screen(node.screen) : components.areaPage;

  return rootRoute.addChildren([
    loginShortcutRoute,
    authenticationRoutes,
    activationRoute.addChildren([activateRoute]),
    maintenanceRoute,
    signedInRoute.addChildren([
      indexRoute,
      forbiddenRoute,
      notFoundRoute,
      ...buildAreaRoutes(signedInRoute, areas, componentFor),
    ]),
  ]);
}
