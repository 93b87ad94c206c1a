import {
  CANTONS,
  CRM_ACCOUNT_SORT_FIELDS,
  CRM_CONTACT_SORT_FIELDS,
  CRM_LANGUAGES,
  type CrmAccount,
  type CrmContact,
  crmAccountEndpoints,
  crmContactEndpoints,
  type Promotion,
  promotionDetailEndpoints,
  promotionEndpoints,
} from '@adconsole/api';
import { Button, createDataTableColumns, type DataTableColumn } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import {
  choiceParam,
  defineList,
  type ListRules,
  type PagedState,
  textParam,
} from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { promotionBulk } from './promotionBulk.ts';

// Add accounts and contacts (spec 3 §2.6): the CRM's lists with their filters, the rows chosen,
// a dry run that says what will be added and what is refused, then a result per row.

const accountList = defineList({
  params: {
    search: textParam({ filter: 'crm.accounts.filters.search' }),
    canton: choiceParam(CANTONS, { filter: 'crm.accounts.form.canton' }),
  },
  sort: { fields: CRM_ACCOUNT_SORT_FIELDS, field: 'name', order: 'ASC' },
  pageSizes: [50, 100, 1000],
});

const contactList = defineList({
  params: {
    search: textParam({ filter: 'crm.contacts.filters.search' }),
    language: choiceParam(CRM_LANGUAGES, {
      filter: 'crm.contacts.filters.language',
      labels: 'crm.language',
    }),
  },
  sort: { fields: CRM_CONTACT_SORT_FIELDS, field: 'name', order: 'ASC' },
  pageSizes: [50, 100, 1000],
});

function usePromotion(promotionId: number) {
  return useEndpoint(promotionEndpoints.get, { params: { id: promotionId } }).data as
    | Promotion
    | undefined;
}

function Back({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      onPress={() => void navigate({ href: `/sales/promotions/${promotionId}` })}
    >
      {t('promotions.actions.back')}
    </Button>
  );
}

/** The CRM's list of each kind of member, and the promotion's call that adds them. */
const memberCalls = {
  Accounts: { list: crmAccountEndpoints.list, add: promotionDetailEndpoints.addAccounts },
  Contacts: { list: crmContactEndpoints.list, add: promotionDetailEndpoints.addContacts },
};

/**
 * The CRM's records offered to a promotion (`kind`: its accounts or contacts): chosen rows are
 * added by the promotion's bulk action `add`.
 */
function AddToPromotion<Item extends Record<string, unknown>, State extends PagedState>({
  kind,
  definition,
  columns,
}: {
  kind: keyof typeof memberCalls;
  definition: ListRules<State>;
  columns: readonly DataTableColumn<Item>[];
}) {
  const { list, add } = memberCalls[kind];
  const { t } = useTranslation();
  const { promotionId } = useTableParams<'crm.promotion'>();
  const promotion = usePromotion(promotionId);
  const records = useList({
    definition,
    listKey: `promotion-add-${kind.toLowerCase()}`,
    calls: { list, bulk: promotionBulk(add, promotionId) },
    bulkActions: [{ action: 'add', label: 'promotions.actions.add' }],
  });
  return (
    <ListView
      list={records}
      columns={columns}
      label={t(`promotions.lists.add${kind}`, { name: promotion?.name ?? '' })}
      actions={<Back promotionId={promotionId} />}
    />
  );
}

/** /sales/promotions/{promotionId}/accounts/add */
export function AddAccountsPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const column = recordColumns<CrmAccount>(t, 'crm.accounts');
    return [
      column.text('displayName'),
      column.text('city', (city) => city ?? ''),
      column.text('countryCode'),
      column.text('salesOwner', (owner) => owner?.name ?? ''),
    ];
  }, [t]);
  return <AddToPromotion kind="Accounts" definition={accountList} columns={columns} />;
}

/** /sales/promotions/{promotionId}/contacts/add */
export function AddContactsPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const column = recordColumns<CrmContact>(t, 'crm.contacts');
    const own = createDataTableColumns<CrmContact>();
    return [
      own.accessor((row) => `${row.lastName} ${row.firstName}`, {
        id: 'name',
        header: t('crm.contacts.columns.name'),
      }),
      column.text('email', (email) => email ?? ''),
      column.text('language', (language) => language.toUpperCase()),
      column.text('account', (account) => account.name),
    ];
  }, [t]);
  return <AddToPromotion kind="Contacts" definition={contactList} columns={columns} />;
}
