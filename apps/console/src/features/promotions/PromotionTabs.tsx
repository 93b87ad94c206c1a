import {
  callPath,
  endpoints,
  PROMOTION_ACCOUNT_SORT_FIELDS,
  PROMOTION_CONTACT_SORT_FIELDS,
  PROMOTION_MAIL_STATUSES,
  PROMOTION_PAGE_SIZES,
  type Promotion,
  type PromotionAccount,
  type PromotionCampaign,
  type PromotionContact,
  type PromotionDocument,
  type PromotionTab,
  promotionDetailEndpoints,
  promotionEndpoints,
  readDownload,
  uploadFile,
} from '@adconsole/api';
import { formatDateTime, type Language } from '@adconsole/i18n';
import {
  Button,
  ConfirmDialog,
  createDataTableColumns,
  DataTable,
  type DataTableColumn,
  Inline,
  Link,
  PaperclipIcon,
  Stack,
  StatusBadge,
  Text,
  useToast,
} from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { saveDownload } from '../../app/download.ts';
import { recordColumns } from '../../kit/columns.tsx';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import {
  choiceParam,
  defineList,
  type ListRules,
  type PagedState,
  textParam,
} from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { useSignedInContext } from '../../routes/useSignedInContext.ts';
import { CAMPAIGN_STATUS_TONES } from '../orders/campaignTones.ts';
import { promotionBulk } from './promotionBulk.ts';

const accountList = defineList({
  params: { nameFilter: textParam({ url: 'account', filter: 'promotions.filters.accountSearch' }) },
  sort: { fields: PROMOTION_ACCOUNT_SORT_FIELDS, field: 'name', order: 'ASC' },
  pageSizes: PROMOTION_PAGE_SIZES,
  pageSize: 50,
});

const contactList = defineList({
  params: {
    nameFilter: textParam({ url: 'contact', filter: 'promotions.filters.contactSearch' }),
    mailStatus: choiceParam(PROMOTION_MAIL_STATUSES, {
      filter: 'promotions.filters.mailStatus',
      labels: 'promotions.mailStatus',
    }),
  },
  sort: { fields: PROMOTION_CONTACT_SORT_FIELDS, field: 'name', order: 'ASC' },
  pageSizes: PROMOTION_PAGE_SIZES,
  pageSize: 50,
});

const campaignList = defineList({
  params: {},
  sort: { fields: ['startDate'] as const, field: 'startDate', order: 'DESC' },
  pageSizes: PROMOTION_PAGE_SIZES,
  pageSize: 50,
});

const MAIL_STATUS_TONES = { SENT: 'positive', BOUNCED: 'critical', NONE: 'neutral' } as const;

/** The admin's link to a user (spec 3 §6: shown to administrators only). */
function UserName({ user }: { user: { userId: number; name: string } | null }) {
  const { roles } = useSignedInContext();
  if (!user) return null;
  return roles.has('ADMIN') ? (
    <Link href={`/admin/users/${user.userId}`}>{user.name}</Link>
  ) : (
    user.name
  );
}

type Members = 'accounts' | 'contacts';

const memberCalls = {
  accounts: { list: promotionDetailEndpoints.accounts, add: promotionDetailEndpoints.addAccounts },
  contacts: { list: promotionDetailEndpoints.contacts, add: promotionDetailEndpoints.addContacts },
};

/**
 * The accounts or contacts tab's list: the promotion's members with their removal, and the way
 * to the screen that adds more.
 */
function MemberList<State extends PagedState, Item extends Record<string, unknown>>({
  promotion,
  members,
  definition,
  columns,
}: {
  promotion: Promotion;
  members: Members;
  definition: ListRules<State>;
  columns: DataTableColumn<Item>[];
}) {
  const { t } = useTranslation();
  const list = useList<State, Item>({
    definition,
    listKey: `promotion-${members}`,
    params: { promotionId: promotion.id },
    calls: {
      list: memberCalls[members].list,
      bulk: promotionBulk(memberCalls[members].add, promotion.id),
    },
    bulkActions: [{ action: 'remove', label: 'promotions.actions.remove' }],
  });
  return (
    <ListView
      list={list}
      columns={columns}
      embedded
      label={t(`promotions.lists.${members}`, { name: promotion.name })}
      actions={<AddMembersButton promotion={promotion} members={members} />}
    />
  );
}

/** The tab's way to the screen that adds accounts or contacts to the promotion. */
function AddMembersButton({ promotion, members }: { promotion: Promotion; members: Members }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      onPress={() => void navigate({ href: `/sales/promotions/${promotion.id}/${members}/add` })}
    >
      {t(
        members === 'accounts'
          ? 'promotions.actions.addAccounts'
          : 'promotions.actions.addContacts',
      )}
    </Button>
  );
}

function AccountsTab({ promotion }: { promotion: Promotion }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const columns = useMemo(() => {
    const column = recordColumns<PromotionAccount>(t, 'promotions');
    const own = createDataTableColumns<PromotionAccount>();
    return [
      own.accessor('name', {
        id: 'name',
        header: t('promotions.columns.name'),
        cell: ({ row: { original } }) => (
          <Link href={`/crm/accounts/${original.id}`}>{original.name}</Link>
        ),
      }),
      column.text('city', (city) => city ?? ''),
      column.text('countryCode'),
      own.accessor('salesUser', {
        id: 'salesUser',
        header: t('promotions.columns.salesUser'),
        enableSorting: false,
        cell: ({ row: { original } }) => <UserName user={original.salesUser} />,
      }),
      column.number('contactsCount', language),
      column.date('addedAt'),
    ];
  }, [t, language]);
  return (
    <MemberList
      promotion={promotion}
      members="accounts"
      definition={accountList}
      columns={columns}
    />
  );
}

function ContactsTab({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const own = createDataTableColumns<PromotionContact>();
    return [
      own.accessor((row) => `${row.lastName} ${row.firstName}`, {
        id: 'name',
        header: t('promotions.columns.name'),
        cell: ({ row: { original } }) => (
          <Link href={`/crm/contacts/edit/${original.id}?accountId=${original.account.id}`}>
            {`${original.firstName} ${original.lastName}`}
          </Link>
        ),
      }),
      own.accessor((row) => row.email ?? '', {
        id: 'email',
        header: t('promotions.columns.email'),
        enableSorting: false,
      }),
      own.accessor((row) => row.language.toUpperCase(), {
        id: 'language',
        header: t('promotions.columns.language'),
        enableSorting: false,
      }),
      own.accessor((row) => row.account.name, {
        id: 'account',
        header: t('promotions.columns.account'),
        cell: ({ row: { original } }) => (
          <Link href={`/crm/accounts/${original.account.id}`}>{original.account.name}</Link>
        ),
      }),
      own.accessor('mailStatus', {
        id: 'mailStatus',
        header: t('promotions.columns.mailStatus'),
        enableSorting: false,
        cell: ({ row: { original } }) => (
          <StatusBadge tone={MAIL_STATUS_TONES[original.mailStatus]}>
            {t(`promotions.mailStatus.${original.mailStatus}`)}
          </StatusBadge>
        ),
      }),
      own.accessor('mailingTime', {
        id: 'mailingTime',
        header: t('promotions.columns.mailingTime'),
        cell: ({ row: { original } }) =>
          original.mailingTime ? formatDateTime(original.mailingTime) : '',
      }),
      own.accessor('sentBy', {
        id: 'sentBy',
        header: t('promotions.columns.sentBy'),
        enableSorting: false,
        cell: ({ row: { original } }) => <UserName user={original.sentBy} />,
      }),
    ];
  }, [t]);
  return (
    <MemberList
      promotion={promotion}
      members="contacts"
      definition={contactList}
      columns={columns}
    />
  );
}

function CampaignsTab({ promotion, kind }: { promotion: Promotion; kind: 'offers' | 'orders' }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const list = useList({
    definition: campaignList,
    listKey: `promotion-${kind}`,
    calls: { list: promotionDetailEndpoints.campaigns },
    params: { promotionId: promotion.id },
    query: (query: Record<string, unknown>) => {
      const { sort: _sort, order: _order, ...rest } = query;
      return { ...rest, kind };
    },
  });
  const columns = useMemo(() => {
    const column = recordColumns<PromotionCampaign>(t, 'promotions');
    const own = createDataTableColumns<PromotionCampaign>();
    return [
      column.text('name'),
      column.statusBadge('status', 'promotions.campaignStatus', CAMPAIGN_STATUS_TONES),
      own.accessor((row) => row.advertiser.name, {
        id: 'advertiser',
        header: t('promotions.columns.advertiser'),
        enableSorting: false,
        cell: ({ row: { original } }) => (
          <Link href={`/crm/accounts/${original.advertiser.id}`}>{original.advertiser.name}</Link>
        ),
      }),
      column.date('startDate'),
      column.date('endDate'),
      column.money('netTotal', language),
      column.text('currency'),
    ];
  }, [t, language]);
  return (
    <ListView
      list={list}
      columns={columns}
      embedded
      label={t(`promotions.lists.${kind}`, { name: promotion.name })}
      getRowHref={(campaign) => `/orders/campaigns/ALL/${campaign.id}`}
    />
  );
}

function DocumentsTab({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const toast = useToast();
  const invalidate = useInvalidatePath();
  const input = useRef<HTMLInputElement>(null);
  const documents = useEndpoint(promotionDetailEndpoints.documents, {
    params: { promotionId: promotion.id },
  });
  const refresh = () => invalidate(promotionEndpoints.list.path);
  const upload = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const stored = await uploadFile(apiClient, file, file.name);
      await call(promotionDetailEndpoints.addDocument, {
        params: { promotionId: promotion.id },
        body: { fileId: stored.fileId },
      });
      toast({ title: t('promotions.toast.documentAdded', { name: file.name }), tone: 'positive' });
    }
    await refresh();
  };
  const download = async (document: PromotionDocument) => {
    const response = await apiClient.getResponse(
      callPath(endpoints.downloadFile, { params: { fileId: document.fileId } }),
    );
    const file = await readDownload(response);
    if (file) saveDownload(file);
  };
  // Issue 37: a document is removed only after the user confirms it.
  const [removing, setRemoving] = useState<PromotionDocument>();
  const remove = async (document: PromotionDocument) => {
    await call(promotionDetailEndpoints.removeDocument, {
      params: { promotionId: promotion.id, fileId: document.fileId },
    });
    setRemoving(undefined);
    toast({ title: t('promotions.toast.documentRemoved', { name: document.fileName }) });
    await refresh();
  };
  const columns = (() => {
    const own = createDataTableColumns<PromotionDocument>();
    return [
      own.accessor('fileName', {
        id: 'fileName',
        header: t('promotions.columns.fileName'),
        cell: ({ row: { original } }) => (
          <Button variant="ghost" size="small" onPress={() => void download(original)}>
            {original.fileName}
          </Button>
        ),
      }),
      own.accessor('addedAt', {
        id: 'addedAt',
        header: t('promotions.columns.addedAt'),
        cell: ({ row: { original } }) => formatDateTime(original.addedAt),
      }),
      own.accessor('addedBy', {
        id: 'addedBy',
        header: t('promotions.columns.addedBy'),
        cell: ({ row: { original } }) => <UserName user={original.addedBy} />,
      }),
      own.display({
        id: 'actions',
        header: t('promotions.columns.actions'),
        cell: ({ row: { original } }) => (
          <Button variant="ghost" size="small" onPress={() => setRemoving(original)}>
            {t('promotions.actions.deleteNamed', { name: original.fileName })}
          </Button>
        ),
      }),
    ];
  })();
  return (
    <Stack space="medium">
      <Inline space="small">
        <input
          ref={input}
          type="file"
          hidden
          multiple
          aria-label={t('promotions.actions.upload')}
          onChange={(event) => void upload(event.currentTarget.files)}
        />
        <Button variant="secondary" icon={<PaperclipIcon />} onPress={() => input.current?.click()}>
          {t('promotions.actions.upload')}
        </Button>
      </Inline>
      {documents.data && documents.data.items.length === 0 ? (
        <Text>{t('promotions.lists.noDocuments')}</Text>
      ) : (
        <DataTable
          aria-label={t('promotions.lists.documents', { name: promotion.name })}
          columns={columns}
          rows={documents.data?.items ?? []}
          getRowId={(row) => row.fileId}
        />
      )}
      <ConfirmDialog
        isOpen={removing !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen) setRemoving(undefined);
        }}
        title={t('promotions.documentDelete.title')}
        text={t('promotions.documentDelete.text', { name: removing?.fileName ?? '' })}
        confirmLabel={t('promotions.documentDelete.confirm')}
        tone="critical"
        onConfirm={() => (removing ? remove(removing) : undefined)}
      />
    </Stack>
  );
}

/** The content of one tab of a promotion's page. */
export function PromotionTabContent({
  promotion,
  tab,
}: {
  promotion: Promotion;
  tab: PromotionTab;
  v2?: boolean;
}) {
  switch (tab) {
    case 'accounts':
      return <AccountsTab promotion={promotion} />;
    case 'contacts':
      return <ContactsTab promotion={promotion} />;
    case 'offers':
      return <CampaignsTab key="offers" promotion={promotion} kind="offers" />;
    case 'orders':
      return <CampaignsTab key="orders" promotion={promotion} kind="orders" />;
    default:
      return <DocumentsTab promotion={promotion} />;
  }
}
