import {
  Box,
  Button,
  createDataTableColumns,
  DataTable,
  type DataTableColumn,
  FilterBar,
  Inline,
  PageLayout,
  PlusIcon,
  Stack,
  StatusTabs,
} from '@adconsole/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordActionsColumn } from './columns.tsx';
import { BulkDialog, ExportMenu, KeyboardHelp, SavedViewsMenu } from './listParts.tsx';
import { RecordDialog } from './RecordDialog.tsx';
import type { ListController } from './useList.ts';
import { usePageHeading } from './usePageHeading.ts';
import type { EditableRecord, RecordEditing } from './useRecordEditing.ts';

export interface ListViewProps<Item extends Record<string, unknown>, Write> {
  list: ListController;
  /**
   * The columns; the first cannot be hidden, and a column sorts when the list's declaration
   * names its id among the sort fields.
   */
  columns: readonly DataTableColumn<Item>[];
  /** A row's id; its `id` field when left out. */
  getRowId?: (row: Item) => string;
  /** Where a row leads, if it has a page. */
  getRowHref?: (row: Item) => string | undefined;
  /** What Enter on a row does when it has no page, e.g. open its edit dialog. */
  onRowAction?: (row: Item) => void;
  /**
   * The records' editing (useRecordEditing): the create button (`<texts>.actions.create`),
   * each row's edit and (de)activate buttons, Enter on a row to edit it, and its form's dialog.
   */
  records?: RecordEditing<Item & EditableRecord, Write>;
  /**
   * A list inside another page (a tab of a record page): no page frame of its own, its actions
   * above its filters, and `label` names its table (the route's title otherwise).
   */
  embedded?: boolean;
  label?: string;
  /** More actions beside the create button (a link to a page that creates, say). */
  actions?: ReactNode;
}

/**
 * The view of a declared list (see useList): title with saved views, export and create, the
 * filters, the table with its selection, bulk actions, columns and pager, and the dialogs. It
 * only lays out; the controller holds every state.
 */
export function ListView<Item extends Record<string, unknown>, Write = never>({
  list,
  columns,
  getRowId = (row) => String(row.id),
  getRowHref,
  onRowAction,
  records,
  embedded = false,
  label,
  actions: moreActions,
}: ListViewProps<Item, Write>) {
  const { t } = useTranslation();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const { bulk, exportAs } = list;
  const { title, crumbs } = usePageHeading();
  const columnIds = columns.flatMap((column) => (column.id ? [column.id] : []));
  const { sortFields } = list;
  const shownColumns = useMemo(
    () => [
      ...columns.map((column, index) => ({
        ...column,
        enableSorting: sortFields.includes(column.id ?? ''),
        ...(index === 0 && { enableHiding: false }),
      })),
      ...(records
        ? [
            recordActionsColumn(
              createDataTableColumns<Item & EditableRecord>(),
              t,
              records.texts,
              records,
            ),
          ]
        : []),
    ],
    [columns, records, sortFields, t],
  );
  const actions = (
    <Inline space="small">
      <SavedViewsMenu views={list.views} />
      {exportAs && (
        <ExportMenu
          isBusy={list.isExporting}
          onExport={(format) => void exportAs(format, columnIds)}
        />
      )}
      {moreActions}
      {records && (
        <Button icon={<PlusIcon />} onPress={records.openCreate}>
          {t(`${records.texts}.actions.create`)}
        </Button>
      )}
    </Inline>
  );
  const table = (
    <Stack space="medium">
      <FilterBar {...list.filterBar} />
      <DataTable
        // The server's column settings arrive after the first render: the table reads them once.
        key={list.columns.isLoaded ? 'settings' : 'local'}
        aria-label={label ?? title}
        columns={shownColumns as DataTableColumn<Item>[]}
        rows={list.rows as Item[]}
        getRowId={getRowId}
        getRowHref={getRowHref}
        onRowAction={onRowAction ?? (records?.openEdit as ((row: Item) => void) | undefined)}
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
              onPress={() =>
                action.onPress ? action.onPress(bulk.selectedIds) : void bulk.preview(action)
              }
              label={action.label}
            />
          )),
        })}
      />
    </Stack>
  );
  const { tabs } = list;
  const content = tabs ? (
    <StatusTabs
      aria-label={label ?? title}
      tabs={tabs.items}
      selectedId={tabs.selected}
      pathFor={tabs.hrefFor}
    >
      {table}
    </StatusTabs>
  ) : (
    table
  );
  const dialogs = (
    <>
      {bulk.state && <BulkDialog bulk={{ ...bulk, state: bulk.state }} />}
      <KeyboardHelp container={container} />
      {records?.dialog && <RecordDialog editing={records} />}
    </>
  );
  if (embedded) {
    return (
      <div ref={setContainer}>
        <Stack space="medium">
          <Box display="flex" justifyContent="flex-end">
            {actions}
          </Box>
          {content}
        </Stack>
        {dialogs}
      </div>
    );
  }
  return (
    <div ref={setContainer}>
      <PageLayout title={title} breadcrumbs={crumbs} actions={actions}>
        {content}
        {dialogs}
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
