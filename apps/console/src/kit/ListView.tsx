import { formatNumber, type Language } from '@adconsole/i18n';
import {
  Box,
  type Breadcrumb,
  Button,
  createDataTableColumns,
  DataTable,
  type DataTableColumn,
  FilterBar,
  Inline,
  Link,
  lazyPart,
  PageLayout,
  PlusIcon,
  Stack,
  StatusTabs,
  type StatusTabsProps,
  Text,
} from '@adconsole/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kitColumns, recordActionsColumn } from './columns.tsx';
import { ExportMenu, KeyboardHelp, SavedViewsMenu } from './listParts.tsx';
import { OnDemandDialog } from './OnDemandDialog.tsx';
import { usePageActions } from './pageActions.ts';
import { withListCrumb } from './recordPaths.ts';
import type { RowKey } from './rowKeys.ts';
import { SectionTabs } from './SectionTabs.tsx';
import type { ListController } from './useList.ts';
import { usePageHeading } from './usePageHeading.ts';
import type { EditableRecord, RecordEditing } from './useRecordEditing.ts';

// What a list opens on demand loads when opened (issue 36): the bulk action's dialog and the
// record's create / edit dialog with its form fields.
const bulkDialog = lazyPart(() => import('./listDialogs.tsx').then((module) => module.BulkDialog));
const recordDialog = lazyPart(() =>
  import('./RecordDialog.tsx').then((module) => module.RecordDialogPart),
);

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
   * The list's own keys on a focused row (the admin messages' `r`: mark read) with their i18n
   * labels, which the keys' help (`?`) lists after the kit's; the screen handles them with
   * `onRowKeys` (rowKeys.ts), which only it loads.
   */
  rowKeys?: readonly RowKey<Item>[];
  /**
   * The records' editing (useRecordEditing): the create button (`<texts>.actions.create`),
   * each row's edit and (de)activate buttons, Enter on a row to edit it, and its form's dialog.
   */
  records?: RecordEditing<Item & EditableRecord, Write>;
  /**
   * Whether the records' create button shows (default): a list that edits one part of records
   * made elsewhere (the keyword configurations' default values) has none.
   */
  canCreate?: boolean;
  /**
   * A list inside another page (a tab of a record page): no page frame of its own, its actions
   * above its filters, and `label` names its table (the route's title otherwise).
   */
  embedded?: boolean;
  label?: string;
  /** More actions beside the create button (a link to a page that creates, say). */
  actions?: ReactNode;
  /** A line above the list that says what it holds, when its title alone cannot. */
  description?: ReactNode;
  /**
   * Columns hidden until the user shows them (the columns menu): figures a wide table has no
   * room for at first. The export, of what is shown, leaves them out until then.
   */
  defaultHiddenColumns?: readonly string[];
  /**
   * Status tabs that are routes (`/finances/invoices/OPEN`), with their counts: drawn where the
   * list's own tabs are, under the breadcrumbs and the heading, with the list inside them, as
   * on every page with tabs (a stranger found the invoices' tabs above the breadcrumbs).
   */
  routeTabs?: Omit<StatusTabsProps, 'children'>;
  /**
   * The crumbs that lead back to the record the list belongs to, before the list's own (a
   * campaign's position history: "Commandes › Campagnes › <campaign> › Historique des
   * positions", issue 37: it had no way back to its campaign).
   */
  parentCrumbs?: readonly Breadcrumb[];
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
  rowKeys,
  records,
  canCreate = true,
  embedded = false,
  label,
  actions: moreActions,
  description,
  defaultHiddenColumns,
  routeTabs,
  parentCrumbs,
}: ListViewProps<Item, Write>) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const { bulk, exportAs } = list;
  const heading = usePageHeading();
  const { title } = heading;
  const crumbs = parentCrumbs
    ? parentCrumbs.reduce((all, crumb) => withListCrumb(all, crumb), heading.crumbs)
    : heading.crumbs;
  const columnIds = columns.flatMap((column) => (column.id ? [column.id] : []));
  const { sortFields } = list;
  const shownColumns = useMemo(
    () => [
      ...kitColumns(columns, language).map((column, index) => ({
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
    [columns, records, sortFields, t, language],
  );
  // The palette offers what the page's buttons do (issue 46); an embedded list is part of
  // another page, whose own actions those are.
  usePageActions(
    embedded
      ? undefined
      : [
          ...(records && canCreate
            ? [
                {
                  id: 'create',
                  label: t(`${records.texts}.actions.create`),
                  run: records.openCreate,
                },
              ]
            : []),
          ...(exportAs
            ? (['xlsx', 'csv'] as const).map((format) => ({
                id: `export-${format}`,
                label: t(`kit.export.${format}`),
                description: t('kit.export.menu'),
                run: () => void exportAs(format, columnIds, defaultHiddenColumns),
              }))
            : []),
        ],
  );
  const actions = (
    <Inline space="small">
      <SavedViewsMenu views={list.views} />
      {exportAs && (
        <ExportMenu
          isBusy={list.isExporting}
          onExport={(format) => void exportAs(format, columnIds, defaultHiddenColumns)}
        />
      )}
      {moreActions}
      {records && canCreate && (
        <Button icon={<PlusIcon />} onPress={records.openCreate}>
          {t(`${records.texts}.actions.create`)}
        </Button>
      )}
    </Inline>
  );
  const { tabs } = list;
  // A search that found nothing in this tab says where it did find rows (the tabs' counts
  // are the server's, under the same search and filters; counts that are not say nothing).
  const elsewhere =
    tabs?.countsUnderFilters && list.rows.length === 0 && !list.isLoading
      ? tabs.items.filter((tab) => tab.id !== tabs.selected && (tab.count ?? 0) > 0)
      : [];
  const emptyAction =
    elsewhere.length > 0 ? (
      <Stack space="xsmall">
        <Text>{t('kit.list.otherTabs')}</Text>
        <Inline space="small">
          {elsewhere.map((tab) => (
            <Link key={tab.id} href={tabs?.hrefFor(tab.id) ?? ''}>
              {`${tab.label} (${formatNumber(tab.count ?? 0, language)})`}
            </Link>
          ))}
        </Inline>
      </Stack>
    ) : undefined;
  // "Select all N" (issue 38): once every row of the page is chosen and the filter finds more,
  // the selection's bar offers every row the filter finds (the bulk call then takes the filter).
  const pageIds = list.rows.map((row) => getRowId(row as Item));
  const pageChosen =
    pageIds.length > 0 && pageIds.every((id) => list.selection[id]) && list.total > pageIds.length;
  const total = formatNumber(list.total, language);
  const selectAll = bulk.canSelectAll &&
    bulk.actions.length > 0 &&
    (bulk.allChosen || pageChosen) && {
      ...(bulk.allChosen && { selectedTotal: list.total }),
      selectionExtra: bulk.allChosen ? (
        <Text size="small">{t('kit.bulk.allChosen', { count: list.total, total })}</Text>
      ) : (
        <Button variant="secondary" size="small" onPress={bulk.chooseAll}>
          {t('kit.bulk.chooseAll', { count: list.total, total })}
        </Button>
      ),
    };
  const table = (
    <Stack space="medium">
      {list.isRestored && (
        <Inline space="small">
          <Text tone="muted">{t('kit.list.remembered')}</Text>
          <Button variant="ghost" size="small" onPress={list.resetFilters}>
            {t('kit.list.reset')}
          </Button>
        </Inline>
      )}
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
        {...(defaultHiddenColumns ? { defaultHiddenColumns } : {})}
        columnWidths={columnWidths(list.listKey)}
        isLoading={list.isLoading}
        isRefetching={list.isRefetching}
        emptyAction={emptyAction}
        error={list.error}
        onRetry={list.retry}
        pagination={list.pagination}
        {...(bulk.actions.length > 0 && {
          selection: list.selection,
          onSelectionChange: list.setSelection,
          ...selectAll,
          // As data: the table keeps them on one line, the rest in its "More" menu (issue 33).
          bulkActions: bulk.actions.map((action) => ({
            id: action.action,
            label: t(action.label),
            onPress: () =>
              action.onPress ? action.onPress(bulk.selectedIds) : void bulk.preview(action),
          })),
        })}
      />
    </Stack>
  );
  const listed = tabs ? (
    <StatusTabs
      aria-label={label ?? title}
      tabs={tabs.items}
      selectedId={tabs.selected}
      pathFor={tabs.hrefFor}
    >
      {table}
    </StatusTabs>
  ) : routeTabs ? (
    <StatusTabs {...routeTabs}>{table}</StatusTabs>
  ) : (
    table
  );
  const content = description ? (
    <Stack space="medium">
      <Text as="div">{description}</Text>
      {listed}
    </Stack>
  ) : (
    listed
  );
  const dialogs = (
    <>
      {bulk.state && (
        <OnDemandDialog
          part={bulkDialog}
          props={{ bulk: { ...bulk, state: bulk.state } }}
          onClose={bulk.close}
        />
      )}
      <KeyboardHelp container={container} rowKeys={rowKeys} />
      {records?.dialog && (
        <OnDemandDialog
          part={recordDialog}
          props={{ show: (Dialog) => <Dialog editing={records} /> }}
          onClose={records.closeDialog}
        />
      )}
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
        <SectionTabs>{content}</SectionTabs>
        {dialogs}
      </PageLayout>
    </div>
  );
}

/** The column widths a user gave a list, kept in this browser per list. */
const widthStorage = {
  get: (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Full or disabled storage: the widths last for this visit.
    }
  },
};
const columnWidths = (listKey: string) => ({
  storage: widthStorage,
  key: `columnWidths:${listKey}`,
});
