import type { OrderPosition } from '@adconsole/api';
import { formatMoney, formatPercent, type Language } from '@adconsole/i18n';
import { createDataTableColumns, type DataTableColumnMeta } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { positionDates, positionQuantity } from './positionTexts.ts';

/**
 * The columns of a campaign's positions tables, headed `orders.positions.columns.<id>`: `lead`
 * (product, medium, days, quantity) first in each, then prices as the table shows them.
 */
export function positionFigureColumns(t: TFunction, language: Language) {
  const column = createDataTableColumns<OrderPosition>();
  const figure = (
    id: string,
    value: (position: OrderPosition) => string,
    meta: DataTableColumnMeta,
  ) => column.accessor(value, { id, header: t(`orders.positions.columns.${id}`), meta });
  const money = (position: OrderPosition, amount: number) =>
    formatMoney(amount, language, position.currency);
  return {
    lead: [
      figure('product', (position) => position.product.name, { width: 'minmax(8rem, 2fr)' }),
      figure('adMedium', (position) => position.adMedium.name, { width: 'minmax(6rem, 1fr)' }),
      figure('dates', positionDates, { kind: 'date' }),
      figure('quantity', (position) => positionQuantity(t, language, position), {
        kind: 'number',
      }),
    ],
    unitListPrice: figure('unitListPrice', (position) => money(position, position.unitListPrice), {
      kind: 'money',
    }),
    discount: figure('discount', (position) => formatPercent(position.discountPercent, language), {
      kind: 'percent',
    }),
    netAmount: figure('netAmount', (position) => money(position, position.netAmount), {
      kind: 'money',
    }),
  };
}
