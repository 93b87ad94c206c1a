import type { ReactNode } from 'react';
import { useUiText } from '../../provider/context.ts';
import { Badge } from '../Badge/Badge.tsx';
import { type LinkTab, LinkTabs } from '../Tabs/Tabs.tsx';
import * as styles from './StatusTabs.css.ts';

export interface StatusTab extends LinkTab {
  /** How many entries have this status; left out while unknown. */
  count?: number;
}

export interface StatusTabsProps {
  'aria-label': string;
  tabs: readonly StatusTab[];
  /** The status of the current route. */
  selectedId: string;
  /** The route of each status, e.g. `(id) => \`/orders/${id}\``. */
  pathFor: (id: string) => string;
  /**
   * The current query string (the router's `location.search`, with or without `?`): a
   * list's filters and sorting stay when the user switches status.
   */
  search?: string;
  /** The list of the current status. */
  children: ReactNode;
}

function withSearch(path: string, search = ''): string {
  if (!search || search === '?') return path;
  return `${path}${search.startsWith('?') ? search : `?${search}`}`;
}

/** The status tabs above a list: one route per status, each with its count. */
export function StatusTabs({
  'aria-label': ariaLabel,
  tabs,
  selectedId,
  pathFor,
  search,
  children,
}: StatusTabsProps) {
  const text = useUiText();
  const labelled = tabs.map(({ count, label, ...tab }) => ({
    ...tab,
    label:
      count === undefined ? (
        label
      ) : (
        <span className={styles.label}>
          {label}
          <Badge
            tone={tab.id === selectedId ? 'brand' : 'neutral'}
            max={9999}
            aria-label={text('ui.tabs.count', { count })}
          >
            {count}
          </Badge>
        </span>
      ),
  }));
  return (
    <LinkTabs
      aria-label={ariaLabel}
      tabs={labelled}
      selectedId={selectedId}
      hrefFor={(id) => withSearch(pathFor(id), search)}
    >
      {children}
    </LinkTabs>
  );
}
StatusTabs.displayName = 'StatusTabs';
