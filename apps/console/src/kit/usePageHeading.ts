import type { Breadcrumb } from '@adconsole/ui';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RouteNode } from '../routes/table/types.ts';

/**
 * A page's title and the way there, from the route table: each matched route with a title is a
 * crumb (a status parameter reads by its name), the last one is the page's title. A screen
 * declares neither: its route says them once, for the navigation, the frame and the screen.
 */
export function usePageHeading() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleOf = (node: RouteNode, params: Record<string, string>) => {
    const values = Object.fromEntries(
      Object.entries(params).map(([name, value]) => {
        const rule = node.params?.[name];
        return [
          name,
          Array.isArray(rule) ? t(`${node.valueLabels ?? 'statuses'}.${value}`) : value,
        ];
      }),
    );
    const [first] = Object.entries(node.params ?? {}).filter(
      ([name]) => params[name] !== undefined,
    );
    const value = first ? values[first[0]] : '';
    return t(node.title ?? '', { ...values, value });
  };
  const crumbs: Breadcrumb[] = [];
  let area: (RouteNode & { purpose?: string }) | undefined;
  let current: RouteNode | undefined;
  for (const match of matches) {
    const { node, area: nodeArea } = match.staticData;
    if (!node?.title || !nodeArea) continue;
    area = nodeArea;
    current = node;
    const label = titleOf(node, match.params as Record<string, string>);
    if (crumbs.at(-1)?.label === label) crumbs.pop();
    crumbs.push({ label, href: match.pathname });
  }
  return { title: crumbs.at(-1)?.label ?? '', crumbs, area, current };
}
