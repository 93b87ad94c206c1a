import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  type Key,
} from 'react-aria-components';
import * as styles from './Tabs.css.ts';

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style'> {}

/**
 * Tabs kept in state: `TabList` with `Tab`s, then one `TabPanel` per tab (same `id`).
 * Arrow keys move between tabs, Home/End jump to the ends. For tabs that are routes, see
 * `LinkTabs`.
 */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={styles.tabs} />;
}
Tabs.displayName = 'Tabs';

export interface TabListProps<T extends object>
  extends Omit<AriaTabListProps<T>, 'className' | 'style'> {}

export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={styles.tabList} />;
}
TabList.displayName = 'TabList';

export interface TabProps extends Omit<AriaTabProps, 'className' | 'style'> {}

export function Tab(props: TabProps) {
  return <AriaTab {...props} className={styles.tab} />;
}
Tab.displayName = 'Tab';

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className' | 'style'> {}

export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={styles.tabPanel} />;
}
TabPanel.displayName = 'TabPanel';

export interface LinkTab {
  id: string;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface LinkTabsProps {
  'aria-label': string;
  tabs: readonly LinkTab[];
  /** The tab of the current route. */
  selectedId: string;
  /**
   * The href of each tab. ui knows no router: the app builds it, e.g. keeping the current
   * query string (`(id) => \`/admin/companies/7/${id}${location.search}\``). Links navigate
   * through the router given to `UiProvider`.
   */
  hrefFor: (id: string) => string;
  /** The current route's content (the router's outlet). */
  children: ReactNode;
}

/** Tabs that are routes: each tab is a link, the selected one is the current route. */
export function LinkTabs({
  'aria-label': ariaLabel,
  tabs,
  selectedId,
  hrefFor,
  children,
}: LinkTabsProps) {
  return (
    <Tabs selectedKey={selectedId as Key}>
      <TabList aria-label={ariaLabel}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} href={hrefFor(tab.id)} isDisabled={tab.isDisabled}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanel id={selectedId}>{children}</TabPanel>
    </Tabs>
  );
}
LinkTabs.displayName = 'LinkTabs';
