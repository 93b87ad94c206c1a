import {
  COMPANY_CONFIG_SORT_FIELDS,
  type CompanyConfig,
  companyConfigEndpoints,
} from '@adconsole/api';
import { Link } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';

// /finances/company-configs (issue 38): the list of the acting company's configurations, a
// module apart from their form pages (CompanyConfigPages.tsx), so it loads no form (issue 36).

const TEXTS = 'companyConfigs';
const LIST = '/finances/company-configs';

const configList = defineList({
  params: {},
  sort: { fields: COMPANY_CONFIG_SORT_FIELDS, field: 'currency', order: 'ASC' },
  pageSizes: [10, 50],
});

/** /finances/company-configs: the acting company's configurations, one per currency. */
export function CompanyConfigsPage() {
  const { t } = useTranslation();
  const list = useList({
    definition: configList,
    listKey: 'finance-company-configs',
    calls: companyConfigEndpoints,
  });
  const columns = useMemo(() => {
    const column = recordColumns<CompanyConfig>(t, TEXTS);
    return [
      column.name('legalName'),
      column.text('currency'),
      column.text('city'),
      column.text('vatNumber', (value) => value ?? ''),
      column.text('qrIban', (value) => value ?? ''),
      column.text('iban', (value) => value ?? ''),
      column.text('referenceType', (value) => t(`companyConfigs.referenceTypes.${value}`)),
      column.text('invoicePattern'),
      column.text('paymentTermsDays', (value) => t('companyConfigs.days', { count: value })),
    ];
  }, [t]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(config) => `${LIST}/${config.id}`}
      actions={<Link href={`${LIST}/create`}>{t('companyConfigs.actions.create')}</Link>}
    />
  );
}
