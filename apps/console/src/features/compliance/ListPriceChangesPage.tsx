import {
  LIST_PRICE_CHANGE_ACTIONS,
  LIST_PRICE_CHANGE_SORT_FIELDS,
  type ListPriceChange,
  listPriceChangeEndpoints,
} from '@adconsole/api';
import { formatDateTime, type Language } from '@adconsole/i18n';
import { createDataTableColumns } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { dateRangeParam } from '../../kit/dateRangeParam.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { minorMoney } from '../finances/invoiceParts.tsx';
import { percentText } from './complianceParts.ts';

// /compliance/list-price-changes (spec 1 §2.12; DOMAIN2 §8.3): every change and removal of a
// list price, as the database's trigger recorded it (who, when, old → new); the rows cannot be
// changed by anyone, so the screen only reads, filters and exports them.

const changeList = defineList({
  params: {
    search: textParam({
      query: 'searchFilter',
      filter: 'compliance.listPriceChanges.filters.search',
    }),
    action: choiceParam(LIST_PRICE_CHANGE_ACTIONS, {
      filter: 'compliance.listPriceChanges.filters.action',
      labels: 'compliance.listPriceChanges.actions',
      all: 'compliance.listPriceChanges.filters.all',
    }),
    changed: dateRangeParam({
      from: 'changedFrom',
      to: 'changedTo',
      filter: 'compliance.listPriceChanges.filters.changed',
    }),
  },
  sort: { fields: LIST_PRICE_CHANGE_SORT_FIELDS, field: 'changedAt', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

function changeColumns(t: TFunction, language: Language) {
  const column = recordColumns<ListPriceChange>(t, 'compliance.listPriceChanges');
  const helper = createDataTableColumns<ListPriceChange>();
  const money = (id: 'oldPrice' | 'newPrice') =>
    helper.accessor((row) => row[id], {
      id,
      header: t(`compliance.listPriceChanges.columns.${id}`),
      cell: (info) => {
        const value = info.getValue();
        return value === null ? '' : minorMoney(value, language, info.row.original.currency);
      },
      meta: { kind: 'money' },
    });
  return [
    helper.accessor((row) => row.changedAt, {
      id: 'changedAt',
      header: t('compliance.listPriceChanges.columns.changedAt'),
      cell: (info) => formatDateTime(info.getValue()),
      meta: { kind: 'date' },
    }),
    column.text('action', (action) => t(`compliance.listPriceChanges.actions.${action}`)),
    column.name('productName'),
    column.text('priceListName'),
    money('oldPrice'),
    money('newPrice'),
    helper.accessor((row) => row.changePercent, {
      id: 'changePercent',
      header: t('compliance.listPriceChanges.columns.changePercent'),
      cell: (info) => percentText(info.getValue(), language),
      meta: { kind: 'percent' },
    }),
    column.text('actorName', (name) => name ?? t('compliance.listPriceChanges.system')),
  ];
}

export function ListPriceChangesPage() {
  const { t, i18n } = useTranslation();
  const list = useList({
    definition: changeList,
    listKey: 'compliance-list-price-changes',
    calls: listPriceChangeEndpoints,
  });
  const columns = useMemo(() => changeColumns(t, i18n.language as Language), [t, i18n.language]);
  return <ListView list={list} columns={columns} />;
}
