import type { Role } from '@adconsole/api';
import {
  type AnyRoute,
  createRoute,
  notFound,
  type RouteComponent,
  redirect,
} from '@tanstack/react-router';
import type { SignedInContext } from './guards.ts';
import { chainAllows, matchTable } from './table/match.ts';
import type { Area, RedirectRule, RouteNode } from './table/types.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The node a route was built from: its title and parameter rules for the area frame's
     * breadcrumbs, its params and search for its screen (`useTableParams`).
     */
    node?: RouteNode;
    /** The area a route of the table belongs to. */
    area?: Area;
  }
}

/**
 * What a route of the table gets before it loads. The router types the context and params of
 * a route under a parent it only knows as `AnyRoute` as `any`; this says what they are: the
 * signed-in layout route above every area puts the user's roles into the context, and the
 * path's parameters are strings.
 */
interface TableRouteArgs {
  context: SignedInContext;
  params: Readonly<Record<string, string>>;
}

/** The component of a leaf: a real screen, or the area frame. */
export type ComponentFor = (node: RouteNode) => RouteComponent;

/** `$name` and `{-$name}` of a target filled from the route's parameters. */
export function fillTarget(target: string, params: Readonly<Record<string, string>>): string {
  return target.replace(/\$(\w+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

/** Where an index sends these roles; undefined: nowhere, so not-found. */
export function redirectTarget(
  rule: RedirectRule,
  roles: ReadonlySet<Role>,
  params: Readonly<Record<string, string>>,
  areas: readonly Area[],
): string | undefined {
  if (typeof rule === 'string') return fillTarget(rule, params);
  if (typeof rule === 'function') return rule(roles);
  return rule.firstAllowed.find((href) => {
    const match = matchTable(areas, href);
    return match !== undefined && chainAllows(match, roles);
  });
}

/**
 * The router's routes for the table's areas under `parent` (the signed-in layout). Each route
 * checks its access rule and parameter rules before it loads (not-found on failure, spec 1
 * §2.1) and an index with a redirect sends the user on.
 */
export function buildAreaRoutes(
  parent: AnyRoute,
  areas: readonly Area[],
  componentFor: ComponentFor,
): AnyRoute[] {
  const build = (node: RouteNode, parentRoute: AnyRoute, area: Area): AnyRoute => {
    const route = createRoute({
      getParentRoute: () => parentRoute,
      path: node.path,
      staticData: { node, area },
      ...(node.search ? { validateSearch: optionalStrings(node.search) } : {}),
      beforeLoad: ({ context: { roles }, params }: TableRouteArgs) => {
        if (!chainAllows({ nodes: [node], params }, roles)) throw notFound();
        if (node.redirect) {
          const target = redirectTarget(node.redirect, roles, params, areas);
          if (!target) throw notFound();
          throw redirect({ href: target, replace: true });
        }
      },
      ...(node.children || node.redirect ? {} : { component: componentFor(node) }),
    });
    if (node.children) {
      const children = node.children.map((child) => build(child, route, area));
      // A group without a page of its own shows not-found at its path (e.g. /account).
      if (!node.children.some((child) => child.path === '/')) {
        children.push(
          createRoute({
            getParentRoute: () => route,
            path: '/',
            beforeLoad: () => {
              throw notFound();
            },
          }),
        );
      }
      route.addChildren(children);
    }
    return route;
  };
  return areas.map((area) => build(area, parent, area));
}

/** "Query parameters are optional strings" (spec 1 §5): anything else is dropped. */
function optionalStrings(names: readonly string[]) {
  return (search: Record<string, unknown>): Record<string, string | undefined> =>
    Object.fromEntries(
      names.map((name) => {
        const value = search[name];
        return [
          name,
          typeof value === 'string' || typeof value === 'number' ? String(value) : undefined,
        ];
      }),
    );
}
