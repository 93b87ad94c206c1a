import { PageLayout, SelectTabs } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useRouteSearch } from '../../routes/useTableParams.ts';

/**
 * A page of two or more lists as tabs under its heading (/targeting/keywords, /semantiq/domains):
 * the tab in the URL (`tab`, the first when none), each labelled `<texts>.<tab>`; a tab starts
 * from its own list's remembered state (the other tab's parameters go).
 */
export function ListTabsPage<const Tab extends string>({
  tabs,
  texts,
  children,
}: {
  tabs: readonly [Tab, ...Tab[]];
  texts: string;
  children: (tab: Tab) => ReactNode;
}) {
  const { t } = useTranslation();
  const { title, crumbs } = usePageHeading();
  const search = useRouteSearch();
  const navigate = useNavigate();
  const selected = tabs.find((tab) => tab === search.tab) ?? tabs[0];
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <SelectTabs
        aria-label={title}
        tabs={tabs.map((tab) => ({ id: tab, label: t(`${texts}.${tab}` as string) }))}
        selectedId={selected}
        onSelectionChange={(tab) => void navigate({ to: '.', search: { tab }, replace: true })}
      >
        {children(selected)}
      </SelectTabs>
    </PageLayout>
  );
}
