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
  return (
    <PageLayout
      title={t(title)}
      breadcrumbs={crumbs}
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
