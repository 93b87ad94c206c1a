import type { Access, ParamRule, RedirectRule, RouteNode } from './types.ts';

type Options = Omit<RouteNode, 'path' | 'title'>;

/** A page at `path` titled by `title`. */
export const page = (path: string, title: string, options: Options = {}): RouteNode => ({
  path,
  title,
  ...options,
});

/** The pages of a screen's tabs, each titled `routes.tab.<tab>`. */
export const tabPages = (tabs: readonly string[]): RouteNode[] =>
  tabs.map((tab) => page(tab, `routes.tab.${tab}`));

/** An index that redirects. */
export const indexTo = (redirect: RedirectRule): RouteNode => ({ path: '/', redirect });

/** A group of routes under `path`: its own page is its index child, if any. */
export const group = (
  path: string,
  title: string | undefined,
  children: readonly RouteNode[],
  options: Omit<Options, 'children'> = {},
): RouteNode => ({ path, ...(title ? { title } : {}), ...options, children });

/**
 * A list with a status in its path and a default (spec 1 §4): `<path>` redirects to
 * `<path>/<default>`, any status outside `statuses` shows not-found.
 */
export function statusList(
  path: string,
  title: string,
  param: string,
  statuses: readonly string[],
  fallback: string,
  base: string,
  options: { access?: Access; children?: readonly RouteNode[] } = {},
): RouteNode {
  const rule: ParamRule = statuses;
  return group(
    path,
    title,
    [
      indexTo(`${base}/${path}/${fallback}`),
      { path: `$${param}`, title: 'routes.statusValue', params: { [param]: rule }, ...options },
    ],
    options.access ? { access: options.access } : {},
  );
}

/** Who may open what: the rules spec 1 §2 and §6 name, in one place. */
export const only = (...anyOf: Access['anyOf'] & object): Access => ({ anyOf });
