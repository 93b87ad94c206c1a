import {
  STOCK_MOVEMENT_KINDS,
  type StockLevel,
  type StockMovement,
  stockEndpoints,
  stockMovementEndpoints,
} from '@adconsole/api';
import { Button } from '@adconsole/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, flagParam, textParam } from '../../kit/listDefinition.ts';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { rowActionsColumn } from '../../kit/rowActions.tsx';
import { useList } from '../../kit/useList.ts';
import { analogColumns, number } from './analogParts.tsx';
import { receiptDialog, stockCorrectionDialog } from './receiptDialog.ts';

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
 * hold back beside it), each count correctable.
 */
export function StockPage() {
  const { t, i18n } = useTranslation();
  const stock = useList({ definition: stockList, listKey: 'analog-stock', calls: stockEndpoints });
  // The level whose count is being corrected (issue 37: stock corrections).
  const [correcting, setCorrecting] = useState<StockLevel>();
  // Goods received (issue 40): for any item and warehouse, or a row's.
  const [receiving, setReceiving] = useState<{ itemId?: number; warehouseId?: number }>();
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
            id: 'receive',
            label: t('analogOps.receipt.action'),
            onAction: () => setReceiving({ itemId: row.item.id, warehouseId: row.warehouse.id }),
          },
          {
            id: 'correct',
            label: t('analogOps.correction.action'),
            onAction: () => setCorrecting(row),
          },
        ],
      }),
    ];
  }, [t, i18n.language]);
  return (
    <>
      <ListView
        list={stock}
        columns={stockColumns}
        getRowId={(row) => String(row.id)}
        actions={
          <Button variant="primary" onPress={() => setReceiving({})}>
            {t('analogOps.receipt.action')}
          </Button>
        }
      />
      {correcting && (
        <OnDemandDialog
          part={stockCorrectionDialog}
          props={{ level: correcting, onClose: () => setCorrecting(undefined) }}
          onClose={() => setCorrecting(undefined)}
        />
      )}
      {receiving && (
        <OnDemandDialog
          part={receiptDialog}
          props={{ ...receiving, onClose: () => setReceiving(undefined) }}
          onClose={() => setReceiving(undefined)}
        />
      )}
    </>
  );
}

/**
 * /analog-operations/inventory-management/movements: every change of the stock, newest first
 * (issue 37: a page of its own in the inventory's tabs, was a tab inside the stock page).
 */
export function StockMovementsPage() {
  const { t, i18n } = useTranslation();
  const movements = useList({
    definition: movementList,
    listKey: 'analog-stock-movements',
    calls: stockMovementEndpoints,
  });
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
  return <ListView list={movements} columns={movementColumns} />;
}
