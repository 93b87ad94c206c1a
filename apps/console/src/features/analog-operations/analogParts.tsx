import { formatNumber, type Language } from '@adconsole/i18n';
import { createDataTableColumns, StatusBadge } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { NameCell } from '../../kit/columns.tsx';

/** A count in the interface language's figures (1'234). */
export const number = (value: number, language: string) =>
  formatNumber(value, language as Language);

const STATE_TONES: Record<string, 'positive' | 'link' | 'warning' | 'critical' | 'neutral'> = {
  PLANNED: 'link',
  CONFIRMED: 'warning',
  SENT: 'positive',
  CANCELLED: 'neutral',
  IN_DISPATCH: 'warning',
  DISPATCHED: 'positive',
};

/** What every row of the analog operations names: an item and (mostly) a warehouse. */
interface ItemRow {
  item: { sku: string; name: string };
}

/**
 * The columns the analog screens share, for rows of type `Row`: the item, the warehouse, a count
 * (shown critical when `isShort`), a state badge, a campaign with its customer. Headers are
 * `analogOps.columns.<id>`.
 */
export function analogColumns<Row extends ItemRow>(t: TFunction, language: string) {
  const column = createDataTableColumns<Row>();
  const header = (id: string) => t(`analogOps.columns.${id}`);
  return {
    column,
    header,
    item: () =>
      column.accessor((row) => `${row.item.sku} ${row.item.name}`, {
        id: 'item',
        header: header('item'),
      }),
    warehouse: (warehouseOf: (row: Row) => string) =>
      column.accessor(warehouseOf, { id: 'warehouse', header: header('warehouse') }),
    count: (
      id: string,
      value: (row: Row) => number,
      options: { header?: string; isShort?: (row: Row) => boolean } = {},
    ) =>
      column.accessor(value, {
        id,
        header: header(options.header ?? id),
        cell: ({ row: { original } }): ReactNode =>
          options.isShort?.(original) ? (
            <StatusBadge tone="critical">{number(value(original), language)}</StatusBadge>
          ) : (
            number(value(original), language)
          ),
      }),
    state: (id: string, value: (row: Row) => string, texts: string) =>
      column.accessor(value, {
        id,
        header: header(id),
        cell: (info) => (
          <StatusBadge tone={STATE_TONES[info.getValue()] ?? 'neutral'}>
            {t(`${texts}.${info.getValue()}`)}
          </StatusBadge>
        ),
      }),
    campaign: (
      id: string,
      nameOf: (row: Row) => string,
      detailOf: (row: Row) => string,
      width = '16rem',
    ) =>
      column.accessor(nameOf, {
        id,
        header: header('campaign'),
        // Issue 37: a name's share of the room (2fr), never less than `width`.
        meta: { kind: 'name', width: `minmax(${width}, 2fr)` },
        cell: ({ row: { original } }) => (
          <NameCell name={nameOf(original)} detail={detailOf(original)} />
        ),
      }),
  };
}
