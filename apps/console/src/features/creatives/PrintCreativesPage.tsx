import {
  PRINT_CREATIVE_SORT_FIELDS,
  PRINT_CREATIVE_STATUSES,
  type PrintCreative,
  printCreativeEndpoints,
} from '@adconsole/api';
import { Button, createDataTableColumns, formatFileSize, Inline, PlusIcon } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { PrintStatusBadge, positionLine } from './printCreativeParts.tsx';

/** /creatives/print (spec 1 §2.9): the print PDFs with their preflight, newest first. */
const printList = defineList({
  params: {
    searchQuery: textParam({ filter: 'creatives.print.filters.search' }),
    status: choiceParam(PRINT_CREATIVE_STATUSES, {
      filter: 'creatives.print.filters.status',
      labels: 'creatives.print.status',
    }),
  },
  sort: { fields: PRINT_CREATIVE_SORT_FIELDS, field: 'createdAt', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

export function PrintCreativesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useList({
    definition: printList,
    listKey: 'creatives-print',
    calls: { list: printCreativeEndpoints.list },
  });
  const columns = useMemo(() => {
    const column = createDataTableColumns<PrintCreative>();
    return [
      column.accessor('name', {
        header: t('creatives.print.columns.name'),
        meta: { kind: 'name' },
      }),
      column.accessor((row) => positionLine(row), {
        id: 'position',
        header: t('creatives.print.columns.position'),
      }),
      column.accessor((row) => row.advertiser.name, {
        id: 'advertiser',
        header: t('creatives.print.columns.advertiser'),
      }),
      column.accessor('weightBytes', {
        header: t('creatives.print.columns.weight'),
        cell: (info) => formatFileSize(info.getValue(), i18n.language),
        meta: { kind: 'number' },
      }),
      column.accessor('status', {
        header: t('creatives.print.columns.status'),
        cell: (info) => <PrintStatusBadge status={info.getValue()} />,
        meta: { kind: 'status' },
      }),
      dateTimeColumn(column, 'createdAt', t('creatives.print.columns.createdAt')),
    ];
  }, [t, i18n.language]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(creative) => `/creatives/print/${creative.id}`}
      actions={
        <Inline space="small">
          <Button
            icon={<PlusIcon />}
            onPress={() => void navigate({ href: '/creatives/print/create' })}
          >
            {t('creatives.print.actions.create')}
          </Button>
        </Inline>
      }
    />
  );
}
