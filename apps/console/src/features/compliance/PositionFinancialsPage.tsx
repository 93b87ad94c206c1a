import {
  INVOICE_CURRENCIES,
  POSITION_DEVIATION_THRESHOLDS,
  POSITION_FINANCIAL_SORT_FIELDS,
  type PositionFinancial,
  positionFinancialEndpoints,
} from '@adconsole/api';
import { formatDisplayDate, type Language } from '@adconsole/i18n';
import { createDataTableColumns } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { minorMoney } from '../finances/invoiceParts.tsx';
import { percentText } from './complianceParts.ts';

// /compliance/position-financials (spec 1 §2.12; DOMAIN2 §8.4 check 2): each booked position's
// net against the list price of its own snapshot (the price at booking, never today's list
// price), the furthest under list first; a threshold keeps the positions sold at least so far
// under list.

const positionList = defineList({
  params: {
    search: textParam({
      query: 'searchFilter',
      filter: 'compliance.positionFinancials.filters.search',
    }),
    minUnderList: choiceParam(POSITION_DEVIATION_THRESHOLDS, {
      filter: 'compliance.positionFinancials.filters.threshold',
      labels: 'compliance.positionFinancials.thresholds',
      all: 'compliance.positionFinancials.filters.all',
    }),
    currency: choiceParam(INVOICE_CURRENCIES, {
      filter: 'compliance.positionFinancials.filters.currency',
      all: 'compliance.positionFinancials.filters.allCurrencies',
    }),
  },
  sort: { fields: POSITION_FINANCIAL_SORT_FIELDS, field: 'deviationPercent', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

function positionColumns(t: TFunction, language: Language) {
  const column = recordColumns<PositionFinancial>(t, 'compliance.positionFinancials');
  const helper = createDataTableColumns<PositionFinancial>();
  const money = (id: 'listAmount' | 'netAmount' | 'deviationAmount') =>
    helper.accessor((row) => row[id], {
      id,
      header: t(`compliance.positionFinancials.columns.${id}`),
      cell: (info) => minorMoney(info.getValue(), language, info.row.original.currency),
      meta: { kind: 'money' },
    });
  return [
    column.name('name'),
    column.name('campaignName'),
    column.text('startDate', (day) => formatDisplayDate(day)),
    column.text('endDate', (day) => formatDisplayDate(day)),
    money('listAmount'),
    money('netAmount'),
    money('deviationAmount'),
    helper.accessor((row) => row.deviationPercent, {
      id: 'deviationPercent',
      header: t('compliance.positionFinancials.columns.deviationPercent'),
      cell: (info) => percentText(info.getValue(), language),
      meta: { kind: 'percent' },
    }),
  ];
}

export function PositionFinancialsPage() {
  const { t, i18n } = useTranslation();
  const list = useList({
    definition: positionList,
    listKey: 'compliance-position-financials',
    calls: positionFinancialEndpoints,
  });
  const columns = useMemo(() => positionColumns(t, i18n.language as Language), [t, i18n.language]);
  return <ListView list={list} columns={columns} />;
}
