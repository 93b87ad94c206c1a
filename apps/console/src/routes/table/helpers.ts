import type { Namespace } from '@adconsole/i18n';
import type {
  Access,
  LazyScreen,
  ParamRule,
  RedirectRule,
  RouteNode,
  ScreenComponent,
} from './types.ts';

type Options = Omit<RouteNode, 'path' | 'title'>;

/**
 * A screen for a node's `screen`: `lazyScreen(() => import('…/XPage.tsx'), 'XPage')`. The
 * import runs when the route first loads, so the screen is a chunk of its own; the name must
 * be an export of that module that is a screen. `texts` names the area namespaces the screen
 * shows beyond the signed-in ones (`signedInNamespaces`): they load beside its chunk.
 */
export const lazyScreen = <TName extends string>(
  load: () => Promise<Record<NoInfer<TName>, ScreenComponent>>,
  name: TName,
  texts: readonly Namespace[] = [],
): LazyScreen => ({ load: () => load().then((module) => ({ default: module[name] })), texts });

/**
 * A page at `path` titled by `title`. The node keeps the literal types of its path, parameter
 * rules and query parameters, so a screen reads them typed (`useTableParams`, `useTableSearch`).
 */
export const page = <
  const TPath extends string,
  const TOptions extends Options = Record<never, never>,
>(
  path: TPath,
  title: string,
  options?: TOptions,
): RouteNode & { path: TPath } & TOptions => Object.assign({ path, title }, options);

/** The pages of a screen's tabs, each titled `routes.tab.<tab>`. */
export const tabPages = (tabs: readonly string[]): RouteNode[] =>
  tabs.map((tab) => page(tab, `routes.tab.${tab}`));

/** An index that redirects. */
export const indexTo = (redirect: RedirectRule): RouteNode => ({ path: '/', redirect });

/** A group of routes under `path`: its own page is its index child, if any. */
export const group = <
  const TPath extends string,
  const TOptions extends Omit<Options, 'children'> = Record<never, never>,
>(
  path: TPath,
  title: string | undefined,
  children: readonly RouteNode[],
  options?: TOptions,
): RouteNode & { path: TPath; children: readonly RouteNode[] } & TOptions =>
  Object.assign({ path, children }, title ? { title } : {}, options);

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
  options: {
    access?: Access;
    children?: readonly RouteNode[];
    screen?: LazyScreen;
    /** Where the statuses' names are, when not under `statuses` (e.g. `finances.tabs`). */
    valueLabels?: string;
  } = {},
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
