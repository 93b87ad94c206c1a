import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
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
import { useUiText } from '../../provider/context.ts';
import { MenuButton } from '../DropdownMenu/MenuButton.tsx';
import { ChevronDownIcon } from '../Icon/Icon.tsx';
import { fittingTabs } from './fittingTabs.ts';
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

interface OverflowTabsProps {
  'aria-label': string;
  tabs: readonly LinkTab[];
  selectedId: string;
  /** Tabs that are links (LinkTabs)… */
  hrefFor?: (id: string) => string;
  /** …or tabs in state (SelectTabs). */
  onSelectionChange?: (id: string) => void;
  children: ReactNode;
}

/**
 * The one tab strip with an overflow menu: the tabs that do not fit the width go into a "More"
 * menu; the selected tab always shows. Links (LinkTabs) or tabs in state (SelectTabs).
 */
function OverflowTabs({
  'aria-label': ariaLabel,
  tabs,
  selectedId,
  hrefFor,
  onSelectionChange,
  children,
}: OverflowTabsProps) {
  const text = useUiText();
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  const ids = tabs.map((tab) => tab.id);
  const [shownIds, setShownIds] = useState<readonly string[]>(ids);
  // Each tab's width when last shown (all show on the first render), and the menu button's.
  const widths = useRef(new Map<string, number>());
  const moreWidth = useRef(96);

  // Measured after each render, when the bar's width changes and when a shown tab's width
  // changes: a label's count arrives later, often rendered by the label itself without a
  // render of the bar (issue 33: the last tab's count was cut at the right edge).
  const measure = useRef(() => {});
  measure.current = () => {
    if (!bar) return;
    const list = bar.querySelector('[role="tablist"]');
    const shownTabs = list ? [...list.querySelectorAll<HTMLElement>('[role="tab"]')] : [];
    const visibleIds = tabs.filter((tab) => shownIds.includes(tab.id) || tab.id === selectedId);
    shownTabs.forEach((element, index) => {
      const id = visibleIds[index]?.id;
      if (id !== undefined) widths.current.set(id, element.getBoundingClientRect().width);
    });
    const button = bar.querySelector('button[aria-haspopup]');
    if (button) moreWidth.current = button.getBoundingClientRect().width;
    const gap = list ? Number.parseFloat(getComputedStyle(list).columnGap) || 0 : 0;
    const next = fittingTabs(
      ids,
      ids.map((id) => widths.current.get(id) ?? 0),
      selectedId,
      bar.clientWidth,
      moreWidth.current + gap,
      gap,
    );
    setShownIds((current) => (current.join('\n') === next.join('\n') ? current : next));
  };
  useLayoutEffect(() => measure.current());
  const observer = useRef<ResizeObserver>(undefined);
  useLayoutEffect(() => {
    if (!bar) return;
    const watching = new ResizeObserver(() => measure.current());
    watching.observe(bar);
    observer.current = watching;
    return () => {
      watching.disconnect();
      observer.current = undefined;
    };
  }, [bar]);
  // The tabs shown now (a render may replace them): observed for their own size.
  useLayoutEffect(() => {
    const watching = observer.current;
    const tabElements = bar?.querySelectorAll<HTMLElement>('[role="tablist"] [role="tab"]') ?? [];
    for (const element of tabElements) watching?.observe(element);
    return () => {
      for (const element of tabElements) watching?.unobserve(element);
    };
  });

  // react-aria keeps a tab panel's first id (its useId holds the value it mounted with), so once
  // the route moved to another tab, the selected tab's aria-controls named no element (axe:
  // aria-valid-attr-value, on the settings' digital-products tabs opened within the app). The
  // panel stays mounted, so the route's content keeps its state; its id follows the selected tab.
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const controls = bar
      ?.querySelector('[role="tablist"] [role="tab"][aria-selected="true"]')
      ?.getAttribute('aria-controls');
    if (panel.current && controls && panel.current.id !== controls) panel.current.id = controls;
  });

  const visible = tabs.filter((tab) => shownIds.includes(tab.id) || tab.id === selectedId);
  const hidden = tabs.filter((tab) => !visible.includes(tab));
  return (
    <Tabs
      selectedKey={selectedId as Key}
      onSelectionChange={onSelectionChange && ((key) => onSelectionChange(String(key)))}
    >
      <div ref={setBar} className={styles.linkTabBar}>
        <AriaTabList aria-label={ariaLabel} className={styles.linkTabList}>
          {visible.map((tab) => (
            <Tab key={tab.id} id={tab.id} href={hrefFor?.(tab.id)} isDisabled={tab.isDisabled}>
              {tab.label}
            </Tab>
          ))}
        </AriaTabList>
        {hidden.length > 0 && (
          <MenuButton
            placement="bottom end"
            onAction={onSelectionChange}
            trigger={{
              variant: 'ghost',
              size: 'small',
              children: (
                <>
                  {text('ui.tabs.more')}
                  <ChevronDownIcon />
                </>
              ),
            }}
            entries={hidden.map((tab) => ({
              id: tab.id,
              label: tab.label,
              href: hrefFor?.(tab.id),
              isDisabled: tab.isDisabled,
            }))}
          />
        )}
      </div>
      <AriaTabPanel ref={panel} id={selectedId} className={styles.tabPanel}>
        {children}
      </AriaTabPanel>
    </Tabs>
  );
}

/**
 * Tabs that are routes: each tab is a link, the selected one is the current route. Tabs that
 * do not fit the width go into a "More" menu (still links); the selected tab always shows.
 */
export function LinkTabs(props: LinkTabsProps) {
  return <OverflowTabs {...props} />;
}
LinkTabs.displayName = 'LinkTabs';

export interface SelectTabsProps {
  'aria-label': string;
  tabs: readonly LinkTab[];
  /** The tab shown. */
  selectedId: string;
  /** Called with the tab chosen, from the strip or from the "More" menu. */
  onSelectionChange: (id: string) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * Tabs in state with the overflow of LinkTabs (issue 33: a record's tabs at 390 px ran off
 * the screen): the tabs that do not fit go into a "More" menu, the selected one always shows,
 * and one panel holds the selected tab's content.
 */
export function SelectTabs(props: SelectTabsProps) {
  return <OverflowTabs {...props} />;
}
SelectTabs.displayName = 'SelectTabs';
