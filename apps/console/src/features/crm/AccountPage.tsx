import { type CrmAccount, crmAccountEndpoints, satisfiesRoles } from '@adconsole/api';
import { formatDisplayDate, formatMoney, type Language } from '@adconsole/i18n';
import { Button, Inline, Loader, StatusBadge } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../kit/RecordPage.tsx';
import { contactsAccess, funnelTasksAccess, salesRecordsAccess } from '../../routes/access.ts';
import { useSignedInContext } from '../../routes/useSignedInContext.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { ActivityList } from '../activities/ActivityList.tsx';
import { CommentList } from '../activities/CommentList.tsx';
import { EmailLink, PhoneLink } from './contactLinks.tsx';
import { AccountMerges } from './mergeNotices.tsx';

// The CRM's tabs load when first opened: the overview with its activities stays light.
const ContactList = lazy(() =>
  import('./ContactsPage.tsx').then((module) => ({ default: module.ContactList })),
);
const DiscountList = lazy(() =>
  import('./DiscountsPage.tsx').then((module) => ({ default: module.DiscountList })),
);
const TrackerList = lazy(() =>
  import('./TrackerList.tsx').then((module) => ({ default: module.TrackerList })),
);
const CampaignList = lazy(() =>
  import('../orders/CampaignList.tsx').then((module) => ({ default: module.CampaignList })),
);
const AccountTasks = lazy(() =>
  import('../tasks/AccountTasks.tsx').then((module) => ({ default: module.AccountTasks })),
);
const FieldChanges = lazy(() =>
  import('./FieldChanges.tsx').then((module) => ({ default: module.FieldChanges })),
);

/** The main facts of an account, each left out while it is not known. */
/** The account's timeline tabs: its activities and its comments, each list under its own key. */
const timelineTabs = [
  { id: 'activity', List: ActivityList, scope: 'activities', prefix: 'activity' },
  { id: 'comments', List: CommentList, scope: 'comments', prefix: 'comment' },
] as const;

/** The account's lists of other records, each loaded with its tab. */
const accountLists: readonly {
  id: string;
  List: ComponentType<{ account: { id: number; name: string } }>;
  access?: typeof contactsAccess;
}[] = [
  { id: 'contacts', List: ContactList, access: contactsAccess },
  { id: 'campaigns', List: CampaignList },
  // Issue 37: the account's sales tasks, for those who work the sales funnel.
  { id: 'tasks', List: AccountTasks, access: funnelTasksAccess },
  { id: 'discounts', List: DiscountList },
  { id: 'trackers', List: TrackerList },
];

function accountFacts(
  t: TFunction,
  language: Language,
  account: CrmAccount,
): [string, ReactNode][] {
  const town = [account.postalCode, account.city].filter(Boolean).join(' ');
  const address = [account.street, town].filter(Boolean).join(', ');
  const region = [account.canton, account.countryCode].filter(Boolean).join(', ');
  const facts: [string, ReactNode][] = [
    [t('accounts.facts.name'), account.name],
    [
      t('crm.accounts.form.legalForm'),
      account.legalForm && t(`crm.legalForm.${account.legalForm}`),
    ],
    [t('crm.accounts.form.accountType'), t(`crm.accountType.${account.accountType}`)],
    [t('accounts.facts.address'), address ? `${address} (${region})` : region],
    [t('crm.accounts.form.uidNumber'), account.uidNumber],
    [t('accounts.facts.industry'), account.industry?.name],
    [t('crm.accounts.form.language'), t(`crm.language.${account.language}`)],
    [t('accounts.facts.salesPerson'), account.salesOwner?.name],
    [t('crm.accounts.form.agencyAccountId'), account.agency?.name],
    [t('crm.accounts.form.brokerAccountId'), account.broker?.name],
    [t('crm.accounts.form.labelIds'), account.labels.map((label) => label.name).join(', ')],
    [t('accounts.facts.phone'), account.phone && <PhoneLink key="phone" phone={account.phone} />],
    [t('accounts.facts.email'), account.email && <EmailLink key="email" email={account.email} />],
    [t('accounts.facts.website'), account.website],
    [
      t('crm.accounts.form.creditLimit'),
      account.creditLimit &&
        formatMoney(account.creditLimit.amount, language, account.creditLimit.currency),
    ],
    [
      t('crm.accounts.form.paymentTermsDays'),
      t('crm.accounts.days', { count: account.paymentTermsDays }),
    ],
    [t('accounts.facts.createdAt'), formatDisplayDate(account.createdAt)],
    [
      t('accounts.facts.status'),
      <StatusBadge key="status" tone={account.active ? 'positive' : 'neutral'}>
        {account.active ? t('accounts.status.active') : t('accounts.status.inactive')}
      </StatusBadge>,
    ],
  ];
  return facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
}

/**
 * /crm/accounts/{accountId} (spec 2 §2, issue 20): the account's name and main facts, then its
 * activities and comments (each list keeps its state per account, the invoicing-account filter
 * locked to the account), its contacts, discounts, conversion trackers, campaigns and field history. The
 * selected tab is the URL's `tab`, so a form can send the user back to it. Sales-funnel staff
 * create a task for the account from here (back here after saving).
 */
export function AccountPage() {
  const { t, i18n } = useTranslation();
  const { roles } = useSignedInContext();
  const navigate = useNavigate();
  const { accountId } = useTableParams<'crm.account'>();
  const lazyTab = (content: ReactNode) => <Suspense fallback={<Loader />}>{content}</Suspense>;
  return (
    <RecordPage<CrmAccount>
      calls={crmAccountEndpoints}
      id={accountId}
      title={(account) => account.displayName}
      facts={(account) => accountFacts(t, i18n.language as Language, account)}
      actions={(account) => (
        <Inline space="small">
          {roles.has('SALESFUNNEL') && (
            <Button
              variant="secondary"
              onPress={() =>
                void navigate({
                  href: `/sales/tasks/create?accountId=${account.id}&redirectTo=${encodeURIComponent(`/crm/accounts/${account.id}?tab=activity`)}`,
                })
              }
            >
              {t('crm.accounts.actions.createTask')}
            </Button>
          )}
          <Button
            variant="secondary"
            onPress={() => void navigate({ href: `/crm/accounts/edit/${account.id}` })}
          >
            {t('crm.accounts.actions.edit')}
          </Button>
          {/* Issue 46: merge a duplicate into this account (the contacts' roles, as the server). */}
          {satisfiesRoles(roles, contactsAccess) && (
            <Button
              variant="secondary"
              onPress={() => void navigate({ href: `/crm/accounts/${account.id}/merge` })}
            >
              {t('crm.merge.action')}
            </Button>
          )}
        </Inline>
      )}
      tabs={(account) => {
        const locked = { id: String(account.id), label: account.displayName };
        const ref = { id: account.id, name: account.displayName };
        return [
          // The activity and comment forms keep their drafts while the other tab is looked at.
          ...timelineTabs.map(({ id, List, scope, prefix }) => ({
            id,
            label: t(`activities.tabs.${id}`),
            access: salesRecordsAccess,
            keepMounted: true,
            render: () => (
              <List scope={`account-${account.id}-${scope}`} prefix={prefix} account={locked} />
            ),
          })),
          ...accountLists.map(({ id, List, access }) => ({
            id,
            label: t(`crm.tabs.${id}`),
            ...(access ? { access } : {}),
            render: () => lazyTab(<List account={ref} />),
          })),
          {
            id: 'history',
            label: t('crm.tabs.history'),
            render: () =>
              lazyTab(
                <FieldChanges
                  record="account"
                  id={account.id}
                  texts="crm.accounts"
                  label={t('crm.history.title', { name: account.displayName })}
                />,
              ),
          },
        ];
      }}
    >
      {(account) => <AccountMerges accountId={account.id} />}
    </RecordPage>
  );
}
