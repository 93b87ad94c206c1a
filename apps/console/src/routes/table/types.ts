import type { Role, RoleCondition } from '@adconsole/api';
import type { Namespace } from '@adconsole/i18n';
import type { ReactNode } from 'react';

/**
 * Who may open a route: any of, all of and none of these roles (spec 1 §6). A route's rule
 * adds to its parents'; failing one shows not-found (spec 1 §2.1).
 */
export type Access = RoleCondition;

/**
 * What a path parameter must be, else not-found (spec 1 §2.1, §5): one of a list of values,
 * a date that re-formats to itself (YYYY-MM-DD), a positive id, or any text.
 */
export type ParamRule = readonly string[] | 'date' | 'id' | 'text';

/** A screen: a component without props, drawn inside the route's frame. */
export type ScreenComponent = () => ReactNode;

/**
 * A screen as the table names it: how to load it, not the screen itself, so the table stays
 * light (the navigation and the route × persona test read it without loading any screen) and
 * each screen stays a chunk of its own. Made by `lazyScreen`.
 */
export interface LazyScreen {
  load: () => Promise<{ default: ScreenComponent }>;
  /** The area namespaces whose texts the screen shows, loaded with it (beyond the signed-in ones). */
  texts: readonly Namespace[];
}

/**
 * Where an index sends the user: a path (`$name` filled from the route's parameters), the
 * first of some paths the user may open, or a choice by role. No target: not-found.
 */
export type RedirectRule =
  | string
  | { firstAllowed: readonly string[] }
  | ((roles: ReadonlySet<Role>) => string | undefined);

/**
 * One route of spec 1 §2, as data: the console builds its router from these, the navigation
 * and the route × persona test read them. Paths use the router's syntax: `$id`, `{-$id}`
 * for an optional parameter, `/` for an index.
 */
export interface RouteNode {
  path: string;
  /** The i18n key of the page's title (and breadcrumb); a node without one adds no crumb. */
  title?: string;
  access?: Access;
  params?: Readonly<Record<string, ParamRule>>;
  /**
   * The i18n prefix a listed parameter's value reads by in the title (`statuses` otherwise):
   * the one the screen's tabs use, so heading and tab name a state alike.
   */
  valueLabels?: string;
  /** Optional string query parameters the page reads (spec 1 §5: "query parameters are optional strings"). */
  search?: readonly string[];
  /** An index that only redirects. */
  redirect?: RedirectRule;
  /** A real screen; without one a leaf shows the area frame (title, breadcrumbs, purpose). */
  screen?: LazyScreen;
  /**
   * The group's own sub-navigation: the first path segments of the children shown, in this
   * order, as link tabs above each of their pages (`SectionTabs`), each for whoever may open it.
   */
  sections?: readonly string[];
  children?: readonly RouteNode[];
}

/** A top-level area: its routes under one path, its purpose, who may enter it. */
export interface Area extends RouteNode {
  /** The i18n key of what the area is for, shown on its pages. */
  purpose: string;
}
