import {
  STOCK_MOVEMENT_KINDS,
  type StockLevel,
  type StockMovement,
  stockEndpoints,
  stockMovementEndpoints,
} from '@adconsole/api';
import { lazyPart, PageLayout, Tab, TabList, TabPanel, Tabs } from '@adconsole/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, flagParam, textParam } from '../../kit/listDefinition.ts';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { rowActionsColumn } from '../../kit/rowActions.tsx';
import { useList } from '../../kit/useList.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { analogColumns, number } from './analogParts.tsx';

// The correction's dialog (its form, number field and react-aria's dialog) loads when it first
// opens (issue 36).
const stockCorrectionDialog = lazyPart(() =>
  import('./StockCorrectionDialog.tsx').then((module) => module.StockCorrectionDialog),
);

const stockList = defineList({
  params: {
    search: textParam({ query: 'searchFilter', filter: 'analogOps.filters.item' }),
    lowStock: flagParam({ url: 'low', filter: 'analogOps.filters.lowStock', sendsOff: false }),
  },
  sort: { fields: ['item', 'warehouse', 'quantity'], field: 'item', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

const movementList = defineList({
  params: {
    kind: choiceParam(STOCK_MOVEMENT_KINDS, {
      url: 'movement',
      filter: 'analogOps.filters.movementKind',
      labels: 'analogOps.movementKind',
      all: 'analogOps.all',
    }),
  },
  sort: { fields: ['createdAt'], field: 'createdAt', order: 'DESC' },
  pageSizes: [10, 20, 50],
});

/**
 * /analog-operations/inventory-management/stock: stock per item and warehouse (what dispatches
 * hold back beside it), then the movements.
 */
export function StockPage() {
  const { t, i18n } = useTranslation();
  const { title, crumbs } = usePageHeading();
  const stock = useList({ definition: stockList, listKey: 'analog-stock', calls: stockEndpoints });
  // The level whose count is being corrected (issue 37: stock corrections).
  const [correcting, setCorrecting] = useState<StockLevel>();
  const movements = useList({
    definition: movementList,
    listKey: 'analog-stock-movements',
    calls: stockMovementEndpoints,
  });
  const stockColumns = useMemo(() => {
    const columns = analogColumns<StockLevel>(t, i18n.language);
    return [
      columns.item(),
      columns.warehouse((row) => row.warehouse.name),
      columns.count('quantity', (row) => row.quantity),
      columns.count('reserved', (row) => row.reserved, {
        isShort: (row) => row.reserved > row.quantity,
      }),
      dateTimeColumn(columns.column, 'updatedAt', columns.header('updatedAt')),
      rowActionsColumn(columns.column, t, {
        header: columns.header('actions'),
        nameOf: (row) => `${row.item.name} · ${row.warehouse.name}`,
        actionsOf: (row) => [
          {
            id: 'correct',
            label: t('analogOps.correction.action'),
            onAction: () => setCorrecting(row),
          },
        ],
      }),
    ];
  }, [t, i18n.language]);
  const movementColumns = useMemo(() => {
    const columns = analogColumns<StockMovement>(t, i18n.language);
    const { column, header } = columns;
    return [
      dateTimeColumn(column, 'createdAt', header('movedAt')),
      column.accessor('kind', {
        id: 'kind',
        header: header('kind'),
        cell: (info) => t(`analogOps.movementKind.${info.getValue()}`),
      }),
      columns.item(),
      columns.warehouse((row) => row.warehouse.name),
      column.accessor('quantity', {
        id: 'quantity',
        header: header('change'),
        cell: (info) =>
          `${info.getValue() > 0 ? '+' : '−'}${number(Math.abs(info.getValue()), i18n.language)}`,
      }),
      column.accessor((row) => row.note ?? '', { id: 'note', header: header('note') }),
      column.accessor((row) => row.createdBy ?? '', {
        id: 'createdBy',
        header: header('createdBy'),
      }),
    ];
  }, [t, i18n.language]);
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Tabs>
        <TabList aria-label={title}>
          <Tab id="stock">{t('analogOps.stock.label')}</Tab>
          <Tab id="movements">{t('analogOps.stock.movements')}</Tab>
        </TabList>
        <TabPanel id="stock">
          <ListView
            list={stock}
            columns={stockColumns}
            embedded
            label={t('analogOps.stock.label')}
            getRowId={(row) => String(row.id)}
          />
        </TabPanel>
        <TabPanel id="movements">
          <ListView
            list={movements}
            columns={movementColumns}
            embedded
            label={t('analogOps.stock.movements')}
          />
        </TabPanel>
      </Tabs>
      {correcting && (
        <OnDemandDialog
          part={stockCorrectionDialog}
          props={{ level: correcting, onClose: () => setCorrecting(undefined) }}
          onClose={() => setCorrecting(undefined)}
        />
      )}
    </PageLayout>
  );
}
