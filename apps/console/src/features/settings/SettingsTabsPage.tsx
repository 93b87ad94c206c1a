import { LinkTabs, PageLayout } from '@adconsole/ui';
import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHeading } from '../../kit/usePageHeading.ts';

/**
 * A settings page whose tabs are routes of the table (`<base>/<tab>`, labelled
 * `routes.tab.<tab>`): the first tab when the path names none; `children` renders the selected.
 */
export function SettingsTabsPage<Tab extends string>({
  title,
  base,
  tabs,
  children,
}: {
  /** The page's title key (`routes.…`). */
  title: string;
  /** The page's path, e.g. `/settings/digital-products`. */
  base: string;
  tabs: readonly [Tab, ...Tab[]];
  children: (selected: Tab) => ReactNode;
}) {
  const { t } = useTranslation();
  const { crumbs } = usePageHeading();
  const { pathname } = useLocation();
  const tabLabel = (id: string) => t(`routes.tab.${id}`);
  const selected = tabs.find((tab) => pathname.endsWith(`${base}/${tab}`)) ?? tabs[0];
  // The way here ends with the page, not its tab (issue 40: the page's crumb led to its first
  // tab, not upwards); the tabs say which one is open.
  const way = crumbs.at(-1)?.href?.endsWith(`${base}/${selected}`) ? crumbs.slice(0, -1) : crumbs;
  return (
    <PageLayout
      title={t(title)}
      breadcrumbs={way.length > 1 ? way : []}
      tabs={
        <LinkTabs
          aria-label={t(title)}
          tabs={tabs.map((id) => ({ id, label: tabLabel(id) }))}
          selectedId={selected}
          hrefFor={(id) => `${base}/${id}`}
        >
          {children(selected)}
        </LinkTabs>
      }
    />
  );
}
