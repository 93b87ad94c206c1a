import {
  ACCOUNT_FINANCIAL_SORT_FIELDS,
  type AccountFinancial,
  accountFinancialEndpoints,
  INVOICE_CURRENCIES,
} from '@adconsole/api';
import { formatDisplayDate, type Language } from '@adconsole/i18n';
import { createDataTableColumns, StatusBadge } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, flagParam, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { accountInvoicesHref, minorMoney } from '../finances/invoiceParts.tsx';

// /compliance/account-financials (spec 1 §2.12): per invoicing account and currency what was
// invoiced, paid, is open and overdue (CHF and EUR never added up), the approved credit notes,
// the credit left by overpayments, the highest reminder level and the booking block; the
// largest open amounts first. A row opens its account's invoices (issue 38, the s13 stranger:
// the rows led nowhere); the description says what "blocked" means.

const accountList = defineList({
  params: {
    search: textParam({
      query: 'searchFilter',
      filter: 'compliance.accountFinancials.filters.search',
    }),
    currency: choiceParam(INVOICE_CURRENCIES, {
      filter: 'compliance.accountFinancials.filters.currency',
      all: 'compliance.accountFinancials.filters.allCurrencies',
    }),
    overdueOnly: flagParam({
      url: 'overdue',
      filter: 'compliance.accountFinancials.filters.overdueOnly',
    }),
  },
  sort: { fields: ACCOUNT_FINANCIAL_SORT_FIELDS, field: 'open', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

type MoneyColumn = 'invoiced' | 'paid' | 'open' | 'overdue' | 'credited' | 'credit';

function accountColumns(t: TFunction, language: Language) {
  const column = recordColumns<AccountFinancial>(t, 'compliance.accountFinancials');
  const helper = createDataTableColumns<AccountFinancial>();
  const money = (id: MoneyColumn) =>
    helper.accessor((row) => row[id], {
      id,
      header: t(`compliance.accountFinancials.columns.${id}`),
      cell: (info) => minorMoney(info.getValue(), language, info.row.original.currency),
      meta: { kind: 'money' },
    });
  return [
    column.name('accountName'),
    column.text('currency'),
    column.number('invoiceCount', language),
    money('invoiced'),
    money('paid'),
    money('open'),
    money('overdue'),
    money('credited'),
    money('credit'),
    helper.accessor((row) => row.dunningLevel, {
      id: 'dunningLevel',
      header: t('compliance.accountFinancials.columns.dunningLevel'),
      cell: (info) =>
        info.row.original.bookingBlocked ? (
          <StatusBadge tone="critical">
            {`${info.getValue()} · ${t('compliance.accountFinancials.blocked')}`}
          </StatusBadge>
        ) : info.getValue() > 0 ? (
          String(info.getValue())
        ) : (
          t('compliance.accountFinancials.none')
        ),
      meta: { kind: 'status' },
    }),
    column.text('oldestDueDate', (day) => (day ? formatDisplayDate(day) : '')),
  ];
}

export function AccountFinancialsPage() {
  const { t, i18n } = useTranslation();
  const list = useList({
    definition: accountList,
    listKey: 'compliance-account-financials',
    calls: accountFinancialEndpoints,
  });
  const columns = useMemo(() => accountColumns(t, i18n.language as Language), [t, i18n.language]);
  // 1440 px hold the account, its currency, its amounts and its reminder level (wide-desk.e2e);
  // the invoices' number, the credits and the oldest due day are in the columns menu.
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={accountInvoicesHref}
      description={t('compliance.accountFinancials.description')}
      defaultHiddenColumns={['invoiceCount', 'credited', 'credit', 'oldestDueDate']}
    />
  );
}
