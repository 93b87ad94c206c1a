import type { OrderPosition } from '@adconsole/api';
import { formatMoney, type Language } from '@adconsole/i18n';
import { createDataTableColumns } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { positionDates, positionQuantity } from './positionTexts.ts';

/**
 * The columns every positions table of a campaign shows alike: product, medium, days, quantity,
 * net amount.
 */
export function positionFigureColumns(t: TFunction, language: Language) {
  const column = createDataTableColumns<OrderPosition>();
  const product = column.accessor((position) => position.product.name, {
    id: 'product',
    header: t('orders.positions.columns.product'),
    meta: { width: 'minmax(8rem, 2fr)' },
  });
  const adMedium = column.accessor((position) => position.adMedium.name, {
    id: 'adMedium',
    header: t('orders.positions.columns.adMedium'),
    meta: { width: 'minmax(6rem, 1fr)' },
  });
  const dates = column.accessor(positionDates, {
    id: 'dates',
    header: t('orders.positions.columns.dates'),
    meta: { kind: 'date' },
  });
  const quantity = column.accessor((position) => positionQuantity(t, language, position), {
    id: 'quantity',
    header: t('orders.positions.columns.quantity'),
    meta: { kind: 'number' },
  });
  const netAmount = column.accessor(
    (position) => formatMoney(position.netAmount, language, position.currency),
    { id: 'netAmount', header: t('orders.positions.columns.netAmount'), meta: { kind: 'money' } },
  );
  // `lead`: the first four, in their order; the tables put their own between them and the net.
  return { lead: [product, adMedium, dates, quantity], netAmount };
}
