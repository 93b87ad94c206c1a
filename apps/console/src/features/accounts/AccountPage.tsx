import { type CrmAccount, crmAccountEndpoints } from '@adconsole/api';
import { formatAmount, formatDisplayDate, type Language } from '@adconsole/i18n';
import {
  Box,
  Button,
  Card,
  ErrorBlock,
  Loader,
  PageLayout,
  Stack,
  StatusBadge,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import type { accountPages } from '../../routes/table/crm.ts';
import { useTableParams, useTableSearch } from '../../routes/useTableParams.ts';
import { ActivityList } from '../activities/ActivityList.tsx';
import { CommentList } from '../activities/CommentList.tsx';

// The CRM's tabs load when first opened: the overview with its activities stays light.
const ContactList = lazy(() =>
  import('../crm/ContactsPage.tsx').then((module) => ({ default: module.ContactList })),
);
const DiscountList = lazy(() =>
  import('../crm/DiscountsPage.tsx').then((module) => ({ default: module.DiscountList })),
);
const TrackerList = lazy(() =>
  import('../crm/TrackerList.tsx').then((module) => ({ default: module.TrackerList })),
);
const FieldChanges = lazy(() =>
  import('../crm/FieldChanges.tsx').then((module) => ({ default: module.FieldChanges })),
);

/** The main facts of an account, each left out while it is not known. */
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
    [t('accounts.facts.phone'), account.phone],
    [t('accounts.facts.email'), account.email],
    [t('accounts.facts.website'), account.website],
    [
      t('crm.accounts.form.creditLimit'),
      account.creditLimit &&
        `${account.creditLimit.currency} ${formatAmount(account.creditLimit.amount, language)}`,
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

const TABS = ['activity', 'comments', 'contacts', 'discounts', 'trackers', 'history'] as const;

/**
 * /crm/accounts/{accountId} (spec 2 §2, issue 20): the account's name and main facts, then its
 * activities and comments (each list keeps its state per account, the invoicing-account filter
 * locked to the account), its contacts, discounts and conversion trackers. The selected tab is
 * the URL's `tab`, so a form can send the user back to it. Tasks and campaigns come with their
 * issues.
 */
export function AccountPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const companyId = useActingCompanyId();
  const { accountId } = useTableParams<typeof accountPages>();
  const { tab } = useTableSearch<(typeof accountPages)['children'][0]>() as { tab?: string };
  const account = useQuery(
    endpointQuery(crmAccountEndpoints.get, { params: { id: accountId } }, companyId),
  );
  const crumbs = [
    { label: t('routes.crm'), href: '/crm' },
    { label: t('routes.accounts'), href: '/crm/accounts' },
  ];
  if (!account.data) {
    return (
      <PageLayout title={t('routes.account')} breadcrumbs={crumbs}>
        {account.isError ? (
          <ErrorBlock
            message={account.error.message}
            onRetry={() => account.refetch()}
            isRetrying={account.isFetching}
          />
        ) : (
          <Loader />
        )}
      </PageLayout>
    );
  }
  const { data } = account;
  const locked = { id: String(data.id), label: data.displayName };
  const ref = { id: data.id, name: data.displayName };
  const selected = TABS.find((id) => id === tab) ?? 'activity';
  return (
    <PageLayout
      title={data.displayName}
      breadcrumbs={[...crumbs, { label: data.displayName }]}
      actions={
        <Button
          variant="secondary"
          onPress={() => void navigate({ href: `/crm/accounts/edit/${data.id}` })}
        >
          {t('crm.accounts.actions.edit')}
        </Button>
      }
    >
      <Stack space="xlarge">
        <Card as="section">
          <Box
            as="dl"
            display="flex"
            flexWrap="wrap"
            gap="large"
            aria-label={t('accounts.factsLabel')}
          >
            {accountFacts(t, i18n.language as Language, data).map(([label, value]) => (
              <div key={label}>
                <Text as="dt" size="small" tone="muted">
                  {label}
                </Text>
                <Text as="dd">{value}</Text>
              </div>
            ))}
          </Box>
        </Card>
        <Tabs
          selectedKey={selected}
          onSelectionChange={(key) =>
            void navigate({
              to: '.',
              // A tab starts from its lists' remembered state: the other tab's parameters go.
              search: { tab: String(key) },
              replace: true,
            } as never)
          }
        >
          <TabList aria-label={t('crm.tabs.label')}>
            <Tab id="activity">{t('activities.tabs.activity')}</Tab>
            <Tab id="comments">{t('activities.tabs.comments')}</Tab>
            <Tab id="contacts">{t('crm.tabs.contacts')}</Tab>
            <Tab id="discounts">{t('crm.tabs.discounts')}</Tab>
            <Tab id="trackers">{t('crm.tabs.trackers')}</Tab>
            <Tab id="history">{t('crm.tabs.history')}</Tab>
          </TabList>
          <TabPanel id="activity" shouldForceMount>
            <ActivityList
              scope={`account-${data.id}-activities`}
              prefix="activity"
              account={locked}
            />
          </TabPanel>
          <TabPanel id="comments" shouldForceMount>
            <CommentList scope={`account-${data.id}-comments`} prefix="comment" account={locked} />
          </TabPanel>
          <TabPanel id="contacts">
            <Suspense fallback={<Loader />}>
              {selected === 'contacts' && <ContactList account={ref} />}
            </Suspense>
          </TabPanel>
          <TabPanel id="discounts">
            <Suspense fallback={<Loader />}>
              {selected === 'discounts' && <DiscountList account={ref} />}
            </Suspense>
          </TabPanel>
          <TabPanel id="history">
            <Suspense fallback={<Loader />}>
              {selected === 'history' && (
                <FieldChanges
                  record="account"
                  id={data.id}
                  texts="crm.accounts"
                  label={t('crm.history.title', { name: data.displayName })}
                />
              )}
            </Suspense>
          </TabPanel>
          <TabPanel id="trackers">
            <Suspense fallback={<Loader />}>
              {selected === 'trackers' && <TrackerList account={ref} />}
            </Suspense>
          </TabPanel>
        </Tabs>
      </Stack>
    </PageLayout>
  );
}
