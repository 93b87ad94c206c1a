import {
  CRM_CONTACT_SORT_FIELDS,
  CRM_LANGUAGES,
  type CrmContact,
  crmContactEndpoints,
  RECORD_STATUSES,
} from '@adconsole/api';
import { Button, createDataTableColumns, Inline, Link, PlusIcon } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, recordParam, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { EmailLink, PhoneLink } from './contactLinks.tsx';
import { recordOptions, useCrmLookups } from './crmLookups.ts';

/** /crm/contacts and an account's contacts tab: the people at the company's accounts. */
const contactList = defineList({
  params: {
    search: textParam({ filter: 'crm.contacts.filters.search' }),
    labelId: recordParam({ url: 'label', filter: 'crm.contacts.filters.label' }),
    language: choiceParam(CRM_LANGUAGES, {
      filter: 'crm.contacts.filters.language',
      labels: 'crm.language',
    }),
    status: choiceParam(RECORD_STATUSES, {
      filter: 'crm.filters.status',
      labels: 'crm.recordStatus',
    }),
  },
  sort: { fields: CRM_CONTACT_SORT_FIELDS, field: 'name', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

/** The contacts list; with an account, only that account's (a tab of its page). */
export function ContactList({ account }: { account?: { id: number; name: string } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lookups = useCrmLookups();
  const choices = useMemo(() => ({ labelId: recordOptions(lookups?.contactLabels) }), [lookups]);
  const list = useList({
    definition: contactList,
    listKey: account ? 'crm-account-contacts' : 'crm-contacts',
    calls: crmContactEndpoints,
    choices,
    ...(account && {
      query: (query: Record<string, unknown>) => ({ ...query, accountId: account.id }),
    }),
    bulkActions: [
      { action: 'deactivate', label: 'crm.actions.deactivate' },
      { action: 'activate', label: 'crm.actions.activate' },
    ],
  });
  const back = account ? `/crm/accounts/${account.id}?tab=contacts` : '/crm/contacts';
  const columns = useMemo(() => {
    const column = recordColumns<CrmContact>(t, 'crm.contacts');
    return [
      column.text('name'),
      column.text('jobTitle', (jobTitle) => jobTitle ?? ''),
      createDataTableColumns<CrmContact>().accessor('email', {
        header: t('crm.contacts.columns.email'),
        cell: (info) => <EmailLink email={info.getValue()} />,
      }),
      createDataTableColumns<CrmContact>().accessor('phone', {
        header: t('crm.contacts.columns.phone'),
        cell: (info) => <PhoneLink phone={info.getValue()} />,
      }),
      ...(account ? [] : [column.text('account', (ref) => ref.name)]),
      column.text('language', (language) => t(`crm.language.${language}`)),
      column.text('labels', (labels) => labels.map((label) => label.name).join(', ')),
      column.status(),
      createDataTableColumns<CrmContact>().display({
        id: 'history',
        header: t('crm.contacts.columns.history'),
        enableHiding: false,
        cell: ({ row: { original: contact } }) => (
          <Link
            href={`/crm/contacts/history/${contact.id}`}
            aria-label={t('crm.contacts.actions.historyNamed', { name: contact.name })}
          >
            {t('crm.contacts.actions.history')}
          </Link>
        ),
      }),
    ];
  }, [t, account]);
  const create = account
    ? `/crm/contacts/create?accountId=${account.id}&redirectTo=${encodeURIComponent(back)}`
    : '/crm/contacts/create';
  return (
    <ListView
      list={list}
      columns={columns}
      {...(account && { embedded: true, label: t('crm.contacts.listOf', { name: account.name }) })}
      getRowHref={(contact) =>
        `/crm/contacts/edit/${contact.id}?accountId=${contact.account.id}&redirectTo=${encodeURIComponent(back)}`
      }
      actions={
        <Inline space="small">
          <Button icon={<PlusIcon />} onPress={() => void navigate({ href: create })}>
            {t('crm.contacts.actions.create')}
          </Button>
        </Inline>
      }
    />
  );
}

export function ContactsPage() {
  return <ContactList />;
}
