import type { Dispatch } from '@adconsole/api';
import type { TFunction } from 'i18next';
import { dateColumn } from '../../kit/columns.tsx';
import { analogColumns } from './analogParts.tsx';

/** The columns of a dispatch, on the dispatch list and on the send page. */
export function dispatchColumns(t: TFunction, language: string) {
  const columns = analogColumns<Dispatch>(t, language);
  const { column, header } = columns;
  return [
    column.accessor('id', {
      id: 'id',
      header: header('dispatch'),
      cell: (info) => `#${info.getValue()}`,
      meta: { width: '5rem' },
    }),
    columns.campaign(
      'campaign',
      (row) => row.postalCampaign.name,
      (row) =>
        `${row.postalCampaign.customerName} · ${t(`analogOps.channel.${row.postalCampaign.channel}`)}`,
    ),
    columns.item(),
    columns.warehouse((row) => row.warehouse.name),
    dateColumn(column, 'dispatchDate', header('dispatchDate')),
    columns.count('quantity', (row) => row.quantity),
    columns.count('stock', (row) => row.stock, {
      isShort: (row) => row.state !== 'SENT' && row.stock < row.quantity,
    }),
    columns.state('state', (row) => row.state, 'analogOps.state'),
    column.accessor((row) => row.deliveryNoteNumber ?? '', {
      id: 'deliveryNote',
      header: header('deliveryNote'),
    }),
  ];
}
