import {
  type Breadcrumb,
  Button,
  FilterBar,
  type FilterBarProps,
  PageLayout,
  PlusIcon,
  Stack,
} from '@adconsole/ui';
import type { ReactNode } from 'react';

export interface ListPageProps {
  /** The page's heading, also its last breadcrumb. */
  title: string;
  /** The area the page belongs to: the breadcrumb before the title. */
  area: Required<Breadcrumb>;
  /** The button beside the title that creates an entry, e.g. "Create label". */
  createLabel: string;
  onCreate: () => void;
  filterBar: FilterBarProps;
  /** The list under the filters: a table, entries, their pager. */
  children: ReactNode;
  /** The dialog the page has open, if any (create, edit). */
  dialog?: ReactNode;
}

/**
 * The frame of a list screen: the way there, the title with its create button, the filters
 * above the list, and the page's dialog. It only lays out; the screen's controller fills it.
 */
export function ListPage({
  title,
  area,
  createLabel,
  onCreate,
  filterBar,
  children,
  dialog,
}: ListPageProps) {
  return (
    <PageLayout
      title={title}
      breadcrumbs={[area, { label: title }]}
      actions={
        <Button icon={<PlusIcon />} onPress={onCreate}>
          {createLabel}
        </Button>
      }
    >
      <Stack space="medium">
        <FilterBar {...filterBar} />
        {children}
      </Stack>
      {dialog}
    </PageLayout>
  );
}
