import {
  ACCOUNT_TYPES,
  COUNTRY_CODES,
  CRM_ACCOUNT_SORT_FIELDS,
  type CrmAccount,
  crmAccountEndpoints,
  RECORD_STATUSES,
} from '@adconsole/api';
import { Button, PlusIcon } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, recordParam, textParam } from '../../kit/listDefinition.ts';
import { usePageActions } from '../../kit/pageActions.ts';
import { useList } from '../../kit/useList.ts';
import { ownerOptions, recordOptions, useCrmLookups } from './crmLookups.ts';

/** /crm/accounts: the invoicing accounts of the acting company (spec 1 §2.7). */
const accountList = defineList({
  params: {
    search: textParam({ filter: 'crm.accounts.filters.search' }),
    salesOwnerId: recordParam({ url: 'owner', filter: 'crm.accounts.filters.salesOwner' }),
    industryId: recordParam({ url: 'industry', filter: 'crm.accounts.filters.industry' }),
    countryCode: choiceParam(COUNTRY_CODES, {
      url: 'country',
      filter: 'crm.accounts.filters.country',
      labels: 'crm.country',
    }),
    labelId: recordParam({ url: 'label', filter: 'crm.accounts.filters.label' }),
    accountType: choiceParam(ACCOUNT_TYPES, {
      url: 'type',
      filter: 'crm.accounts.filters.accountType',
      labels: 'crm.accountType',
    }),
    status: choiceParam(RECORD_STATUSES, {
      filter: 'crm.filters.status',
      labels: 'crm.recordStatus',
    }),
  },
  sort: { fields: CRM_ACCOUNT_SORT_FIELDS, field: 'name', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

export function AccountsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lookups = useCrmLookups();
  const choices = useMemo(
    () => ({
      salesOwnerId: ownerOptions(lookups),
      industryId: recordOptions(lookups?.industries),
      labelId: recordOptions(lookups?.accountLabels),
    }),
    [lookups],
  );
  const list = useList({
    definition: accountList,
    listKey: 'crm-accounts',
    calls: crmAccountEndpoints,
    choices,
    bulkActions: [
      { action: 'deactivate', label: 'crm.actions.deactivate' },
      { action: 'activate', label: 'crm.actions.activate' },
    ],
  });
  const columns = useMemo(() => {
    const column = recordColumns<CrmAccount>(t, 'crm.accounts');
    return [
      column.text('name'),
      column.text('city', (city) => city ?? ''),
      column.text('canton', (canton) => canton ?? ''),
      column.text('countryCode'),
      column.text('industry', (industry) => industry?.name ?? ''),
      column.text('salesOwner', (owner) => owner?.name ?? ''),
      column.text('accountType', (type) => t(`crm.accountType.${type}`)),
      column.text('labels', (labels) => labels.map((label) => label.name).join(', ')),
      column.status(),
      column.date('updatedAt'),
    ];
  }, [t]);
  const create = () => void navigate({ to: '/crm/accounts/create' });
  usePageActions([{ id: 'create', label: t('crm.accounts.actions.create'), run: create }]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(account) => `/crm/accounts/${account.id}`}
      actions={
        <Button icon={<PlusIcon />} onPress={create}>
          {t('crm.accounts.actions.create')}
        </Button>
      }
    />
  );
}
