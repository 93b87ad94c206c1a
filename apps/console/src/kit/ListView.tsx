import {
  type Breadcrumb,
  Button,
  DataTable,
  type DataTableColumn,
  FilterBar,
  Inline,
  PageLayout,
  PlusIcon,
  Stack,
} from '@adconsole/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkDialog, ExportMenu, KeyboardHelp, SavedViewsMenu } from './listParts.tsx';
import type { ListController } from './useList.ts';

export interface ListViewProps<Item extends Record<string, unknown>> {
  list: ListController;
  /** The page's heading (translated), also its last breadcrumb and the table's name. */
  title: string;
  /** The area the page belongs to: the breadcrumb before the title. */
  area: Required<Breadcrumb>;
  columns: readonly DataTableColumn<Item>[];
  getRowId: (row: Item) => string;
  /** Where a row leads, if it has a page. */
  getRowHref?: (row: Item) => string | undefined;
  /** What Enter on a row does when it has no page, e.g. open its edit dialog. */
  onRowAction?: (row: Item) => void;
  /** The button beside the title that creates an entry (translated label). */
  create?: { label: string; onPress: () => void };
  /** The dialog the page has open, if any (create, edit). */
  dialog?: ReactNode;
}

/**
 * The view of a declared list (see useList): title with saved views, export and create, the
 * filters, the table with its selection, bulk actions, columns and pager, and the dialogs. It
 * only lays out; the controller holds every state.
 */
export function ListView<Item extends Record<string, unknown>>({
  list,
  title,
  area,
  columns,
  getRowId,
  getRowHref,
  onRowAction,
  create,
  dialog,
}: ListViewProps<Item>) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const { bulk, exportAs } = list;
  const columnIds = columns.flatMap((column) => (column.id ? [column.id] : []));
  return (
    <div ref={setContainer}>
      <PageLayout
        title={title}
        breadcrumbs={[area, { label: title }]}
        actions={
          <Inline space="small">
            <SavedViewsMenu views={list.views} />
            {exportAs && (
              <ExportMenu
                isBusy={list.isExporting}
                onExport={(format) => void exportAs(format, columnIds)}
              />
            )}
            {create && (
              <Button icon={<PlusIcon />} onPress={create.onPress}>
                {create.label}
              </Button>
            )}
          </Inline>
        }
      >
        <Stack space="medium">
          <FilterBar {...list.filterBar} />
          <DataTable
            // The server's column settings arrive after the first render: the table reads them once.
            key={list.columns.isLoaded ? 'settings' : 'local'}
            aria-label={title}
            columns={columns}
            rows={list.rows as Item[]}
            getRowId={getRowId}
            getRowHref={getRowHref}
            onRowAction={onRowAction}
            sorting={list.sorting}
            onSortingChange={list.onSortingChange}
            columnStorage={list.columns.storage}
            storageKey={`hiddenColumns:${list.listKey}`}
            isLoading={list.isLoading}
            isRefetching={list.isRefetching}
            error={list.error}
            onRetry={list.retry}
            pagination={list.pagination}
            {...(bulk.actions.length > 0 && {
              selection: list.selection,
              onSelectionChange: list.setSelection,
              bulkActions: bulk.actions.map((action) => (
                <BulkActionButton
                  key={action.action}
                  onPress={() => void bulk.preview(action)}
                  label={action.label}
                />
              )),
            })}
          />
        </Stack>
        {bulk.state && <BulkDialog bulk={{ ...bulk, state: bulk.state }} />}
        <KeyboardHelp container={container} />
        {dialog}
      </PageLayout>
    </div>
  );
}

function BulkActionButton({ label, onPress }: { label: string; onPress: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" size="small" onPress={onPress}>
      {t(label)}
    </Button>
  );
}
