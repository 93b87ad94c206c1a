import { formatDisplayDate } from '@adconsole/i18n';
import type { Breadcrumb } from '@adconsole/ui';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Area, RouteNode } from '../routes/table/types.ts';

/** What the heading reads of each matched route: its node, its area, its params and path. */
export interface HeadingMatch {
  staticData: { node?: RouteNode | undefined; area?: Area | undefined };
  params: unknown;
  pathname: string;
}

/** Titles that name only their path's value (a status, a date): they read with their list. */
const VALUE_TITLES = new Set(['routes.statusValue', 'routes.dateValue']);

/**
 * A page's title and the way there, from the route table: each matched route with a title is a
 * crumb (a status parameter reads by its name, a date as a date), the last one is the page's
 * title. A page that names only a value reads with its list ("Post-Rechnungen: Offen", not
 * "Offen"). A status in front of a record names the list the user came from, not the record's
 * state, which may have moved on since: that crumb is left out and the record's own page says
 * its state. A crumb that leads to the page itself (the area of a home) is left out. A screen
 * declares neither: its route says them once.
 */
export function usePageHeading() {
  const { t } = useTranslation();
  return pageHeading(useMatches(), (key, values) => t(key, values ?? {}));
}

/** Where a group's index sends the user, when it sends everyone to one fixed page. */
function landingOf(node: RouteNode): string | undefined {
  const index = node.children?.find((child) => child.path === '/');
  const target = index?.redirect;
  return typeof target === 'string' && !target.includes('$') ? target : undefined;
}

/** What the heading needs of i18next's `t`: a key and its values in, a text out. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The heading of the matched routes (usePageHeading's work, without React). */
export function pageHeading(matches: readonly HeadingMatch[], t: Translate) {
  const titleOf = (node: RouteNode, params: Record<string, string>) => {
    const values = Object.fromEntries(
      Object.entries(params).map(([name, value]) => {
        const rule = node.params?.[name];
        if (Array.isArray(rule)) return [name, t(`${node.valueLabels ?? 'statuses'}.${value}`)];
        return [name, rule === 'date' ? formatDisplayDate(value) : value];
      }),
    );
    const [first] = Object.entries(node.params ?? {}).filter(
      ([name]) => params[name] !== undefined,
    );
    const value = first ? values[first[0]] : '';
    return t(node.title ?? '', { ...values, value });
  };
  const crumbs: (Breadcrumb & { isValue: boolean; lands: string })[] = [];
  let area: (RouteNode & { purpose?: string }) | undefined;
  let current: RouteNode | undefined;
  for (const match of matches) {
    const { node, area: nodeArea } = match.staticData;
    if (!node?.title || !nodeArea) continue;
    area = nodeArea;
    current = node;
    const params = match.params as Record<string, string>;
    const label = titleOf(node, params);
    if (crumbs.at(-1)?.label === label) crumbs.pop();
    // A record's id after a status: the status crumb named the list, not the record.
    const namesRecord = Object.entries(node.params ?? {}).some(
      ([name, rule]) => rule === 'id' && params[name] !== undefined,
    );
    if (namesRecord && crumbs.at(-1)?.isValue) crumbs.pop();
    crumbs.push({
      label,
      href: match.pathname,
      isValue: VALUE_TITLES.has(node.title),
      lands: landingOf(node) ?? match.pathname,
    });
  }
  // A home (an area's own page, /sales): its area's crumb leads to the page itself, nowhere.
  // So does a group's crumb whose index sends the user on to this page (/ad-tags on the
  // 1st-party tags): a crumb leads upwards or is left out.
  const page = (href: string | undefined) => href?.replace(/\/+$/, '') || '/';
  const pageHere = page(matches.at(-1)?.pathname ?? crumbs.at(-1)?.href);
  for (let index = crumbs.length - 2; index >= 0; index -= 1) {
    const crumb = crumbs[index];
    // The list a value page reads with stays ("Post-Rechnungen: Offen").
    const namesValue = crumbs[index + 1]?.isValue === true;
    const leadsHere = page(crumb?.href) === pageHere || page(crumb?.lands) === pageHere;
    if (crumb && leadsHere && !namesValue) {
      crumbs.splice(index, 1);
    }
  }
  const last = crumbs.at(-1);
  const parent = crumbs.at(-2);
  const title =
    last?.isValue && parent
      ? t('routes.valueOf', { list: parent.label, value: last.label })
      : (last?.label ?? '');
  return {
    title,
    // A way there of one step is the page alone: no trail (the title names it).
    crumbs:
      crumbs.length > 1
        ? crumbs.map(({ isValue: _isValue, lands: _lands, ...crumb }) => crumb)
        : [],
    area,
    current,
  };
}
