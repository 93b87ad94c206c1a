import type { Role } from '@adconsole/api';
import { LinkTabs } from '@adconsole/ui';
import { useLocation, useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { opensBuiltScreen } from '../features/shell/navigation.ts';
import type { Area, RouteNode } from '../routes/table/types.ts';
import { useSignedInContext } from '../routes/useSignedInContext.ts';
import type { HeadingMatch } from './usePageHeading.ts';

/** One tab of a section: where it leads and the i18n key of its label. */
export interface SectionTab {
  id: string;
  href: string;
  label: string;
}

const withoutSlash = (path: string) => path.replace(/\/+$/, '');
const firstSegment = (path: string) => path.split('/').find(Boolean) ?? '';

/**
 * The sub-navigation of the page at `pathname` (issue 37/38: inventory and compliance pages
 * that no menu reached): the deepest matched group that declares `sections`, its pages that
 * these roles may open on a built screen, and the one the page is in. None on a record's page
 * (a path with an id), which is not one of the section's pages but below one.
 */
export function sectionTabsOf(
  matches: readonly HeadingMatch[],
  pathname: string,
  roles: ReadonlySet<Role>,
): { tabs: SectionTab[]; selected: string; label: string } | undefined {
  const index = matches.findLastIndex((match) => match.staticData.node?.sections);
  const sectionMatch = matches[index];
  const node = sectionMatch?.staticData.node;
  const area = sectionMatch?.staticData.area;
  if (!sectionMatch || !node?.sections || !area) return undefined;
  // The section's pages are of its area: the area's table is enough to match them.
  const table: readonly Area[] = [area];
  const below = matches.slice(index + 1).map((match) => match.staticData.node);
  const isRecord = below.some((child?: RouteNode) =>
    Object.values(child?.params ?? {}).includes('id'),
  );
  if (isRecord) return undefined;
  const base = withoutSlash(sectionMatch.pathname);
  const selected = firstSegment(withoutSlash(pathname).slice(base.length));
  const tabs = node.sections.flatMap((id): SectionTab[] => {
    const child = node.children?.find((candidate) => firstSegment(candidate.path) === id);
    const href = `${base}/${id}`;
    if (!child?.title || !opensBuiltScreen(table, href, roles)) return [];
    return [{ id, href, label: child.title }];
  });
  if (!tabs.some((tab) => tab.id === selected)) return undefined;
  return { tabs, selected, label: node.title ?? '' };
}

/**
 * The page's content under its section's tabs when its route lies in a section (the route
 * table's `sections`), else the content alone. ListView draws it on every full-page list.
 */
export function SectionTabs({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { roles } = useSignedInContext();
  const { pathname } = useLocation();
  const section = sectionTabsOf(useMatches() as readonly HeadingMatch[], pathname, roles);
  if (!section || section.tabs.length < 2) return children;
  return (
    <LinkTabs
      aria-label={t(section.label)}
      tabs={section.tabs.map((tab) => ({ id: tab.id, label: t(tab.label) }))}
      selectedId={section.selected}
      hrefFor={(id) => section.tabs.find((tab) => tab.id === id)?.href ?? id}
    >
      {children}
    </LinkTabs>
  );
}
