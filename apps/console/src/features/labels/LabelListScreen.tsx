import type { Label, LabelType } from '@adconsole/api';
import { DataTable } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../shell/ListPage.tsx';
import { LabelDialog } from './LabelDialog.tsx';
import { labelColumns } from './labelColumns.tsx';
import { useLabelListController } from './useLabelListController.ts';

const labelRowId = (label: Label) => String(label.id);

export interface LabelListScreenProps {
  /** The page's title and the area it sits in, as i18n keys, with the area's path. */
  title: string;
  area: { title: string; href: string };
  /** The list's session-storage scope. */
  scope: string;
  /** The one type the screen manages; every type when absent. */
  fixedType?: LabelType;
}

/** A label list with its filters, paging, and the create / edit dialog; the layout only. */
export function LabelListScreen({ title, area, scope, fixedType }: LabelListScreenProps) {
  const { t } = useTranslation();
  const list = useLabelListController({ scope, fixedType });
  const { openEdit, setActive, activatingId } = list;
  const columns = useMemo(
    () =>
      labelColumns(t, {
        showType: !fixedType,
        onEdit: openEdit,
        onSetActive: setActive,
        activatingId,
      }),
    [t, fixedType, openEdit, setActive, activatingId],
  );
  return (
    <ListPage
      title={t(title)}
      area={{ label: t(area.title), href: area.href }}
      createLabel={t('labels.actions.create')}
      onCreate={list.openCreate}
      filterBar={list.filterBar}
      dialog={
        list.dialog && (
          <LabelDialog
            dialog={list.dialog}
            types={list.types}
            defaultType={list.state.type}
            onSave={list.save}
            onClose={list.closeDialog}
          />
        )
      }
    >
      <DataTable
        aria-label={t(title)}
        columns={columns}
        rows={list.rows}
        getRowId={labelRowId}
        sorting={list.sorting}
        onSortingChange={list.onSortingChange}
        isLoading={list.isLoading}
        isRefetching={list.isRefetching}
        error={list.error}
        onRetry={list.retry}
        pagination={list.pagination}
      />
    </ListPage>
  );
}

/** /sales/tags: the sales-funnel labels (SALESFUNNEL holders). */
export function SalesTagsPage() {
  return (
    <LabelListScreen
      title="routes.salesTags"
      area={{ title: 'routes.sales', href: '/sales' }}
      scope="sales-tags"
      fixedType="SALESFUNNEL"
    />
  );
}

/** /settings/labels: labels of every type (administrators). */
export function SettingsLabelsPage() {
  return (
    <LabelListScreen
      title="routes.labels"
      area={{ title: 'routes.settings', href: '/settings' }}
      scope="settings-labels"
    />
  );
}
