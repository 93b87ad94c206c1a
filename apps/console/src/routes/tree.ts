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
import { buildAreaRoutes } from './build.ts';
import {
  type RouterContext,
  requireAnonymous,
  requireUser,
  requireUserOutsideSignIn,
} from './guards.ts';
import { lazyScreen } from './table/helpers.ts';
import { passesParamRules } from './table/match.ts';
import { signInPages } from './table/signIn.ts';
import type { Area, LazyScreen, RouteNode } from './table/types.ts';

/** The components the route tree shows; the console loads them lazily, tests hand in stand-ins. */
export interface RouteComponents {
  /** The component that loads a screen when its route is first shown. */
  screen: (screen: LazyScreen) => RouteComponent;
  /** The frame of an area's page that has no screen of its own yet. */
  areaPage: RouteComponent;
  signedInLayout: RouteComponent;
  authenticationLayout: RouteComponent;
  /** Not-found, in the frame when signed in. */
  notFound: RouteComponent;
  /** The app-error screen for render errors (spec 1 §2.13). */
  appError: ErrorRouteComponent;
}

const shellScreens = () => import('../features/shell/NotFoundPage.tsx');

/** The screens of the signed-in frame's own routes and of maintenance. */
const frameScreens = {
  forbidden: lazyScreen(shellScreens, 'ForbiddenPage'),
  notFound: lazyScreen(shellScreens, 'NotFoundPage'),
  maintenance: lazyScreen(() => import('../features/shell/SystemScreens.tsx'), 'MaintenancePage'),
};

const redirectSearch = z.object({
  redirectTo: z.catch(z.optional(z.string().check(z.startsWith('/'))), undefined),
});

/**
 * The route tree of spec 1 §2: sign-in screens, the signed-in areas, 403, 404, maintenance.
 * `areas` are the signed-in areas' routes (the route table, `routes/table/index.ts`); the
 * sign-in page builds the tree without them, so the table (every area's paths, titles, rules
 * and screen loaders) loads with the signed-in frame, not before the sign-in form (issue 36).
 * `app/router.ts` builds the whole tree once they are loaded.
 */
export function createRouteTree(components: RouteComponents, areas: readonly Area[]) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    beforeLoad: requireUserOutsideSignIn,
    notFoundComponent: components.notFound,
    errorComponent: components.appError,
  });

  /** A sign-in screen's route: its parameters checked like the table's, else not-found. */
  const anonymousPage = (
    getParentRoute: () => AnyRoute,
    node: RouteNode & { screen: LazyScreen },
    validateSearch: z.ZodMiniType = redirectSearch,
  ) =>
    createRoute({
      getParentRoute,
      path: node.path,
      staticData: { node },
      validateSearch,
      beforeLoad: ({ params }: { params: Readonly<Record<string, string>> }) => {
        if (!passesParamRules(node, params)) throw notFound();
      },
      component: components.screen(node.screen),
    });

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
    anonymousPage(() => authenticationRoute, signInPages.sso),
    anonymousPage(
      () => authenticationRoute,
      signInPages.autologin,
      z.extend(redirectSearch, { token: z.catch(z.optional(z.string()), undefined) }),
    ),
    authenticationLayoutRoute.addChildren([
      anonymousPage(() => authenticationLayoutRoute, signInPages.login),
      anonymousPage(() => authenticationLayoutRoute, signInPages.verification),
      anonymousPage(() => authenticationLayoutRoute, signInPages.restorePassword),
      anonymousPage(() => authenticationLayoutRoute, signInPages.changePassword),
    ]),
  ]);
  // The activation link of a new account's mail: anonymous, in the sign-in frame.
  const activationRoute = createRoute({
    getParentRoute: () => rootRoute,
    id: 'activation',
    beforeLoad: requireAnonymous,
    component: components.authenticationLayout,
  });
  // The e-mail confirmation link: in the sign-in frame, for anyone who holds the link.
  const accountLinkRoute = createRoute({
    getParentRoute: () => rootRoute,
    id: 'account-link',
    component: components.authenticationLayout,
  });
  const maintenanceRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'maintenance',
    component: components.screen(frameScreens.maintenance),
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
      const target = landingPath(context.roles);
      if (!target) throw notFound();
      throw redirect({ href: target, replace: true });
    },
  });
  const forbiddenRoute = createRoute({
    getParentRoute: () => signedInRoute,
    path: '403',
    component: components.screen(frameScreens.forbidden),
  });
  const notFoundRoute = createRoute({
    getParentRoute: () => signedInRoute,
    path: '404',
    component: components.screen(frameScreens.notFound),
  });
  const componentFor = (node: RouteNode) =>
    node.screen ? components.screen(node.screen) : components.areaPage;

  return rootRoute.addChildren([
    loginShortcutRoute,
    authenticationRoutes,
    activationRoute.addChildren([
      anonymousPage(() => activationRoute, signInPages.activateAccount),
    ]),
    accountLinkRoute.addChildren([anonymousPage(() => accountLinkRoute, signInPages.confirmEmail)]),
    maintenanceRoute,
    signedInRoute.addChildren([
      indexRoute,
      forbiddenRoute,
      notFoundRoute,
      ...buildAreaRoutes(signedInRoute, areas, componentFor),
    ]),
  ]);
}
