import { type Account, getAccount } from '@adconsole/api';
import { formatDisplayDate } from '@adconsole/i18n';
import {
  Box,
  Card,
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
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import type { accountPages } from '../../routes/table/crm.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { ActivityList } from '../activities/ActivityList.tsx';
import { CommentList } from '../activities/CommentList.tsx';

/** The main facts of an account, each left out while it is not known. */
function accountFacts(t: TFunction, account: Account): [string, ReactNode][] {
  const address = [account.street, [account.postalCode, account.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const facts: [string, ReactNode][] = [
    [t('accounts.facts.name'), account.name],
    [
      t('accounts.facts.address'),
      address ? `${address} (${account.countryCode})` : account.countryCode,
    ],
    [t('accounts.facts.industry'), account.industry],
    [t('accounts.facts.salesPerson'), account.salesPerson?.name],
    [t('accounts.facts.phone'), account.phone],
    [t('accounts.facts.email'), account.email],
    [t('accounts.facts.website'), account.website],
    [t('accounts.facts.contacts'), String(account.contactCount)],
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
 * /crm/accounts/{accountId} (spec 2 §2): the account's name and main facts, then its
 * activities and comments (a tab each; each list keeps its state per account), each list with the invoicing-account filter locked to the account.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { accountId } = useTableParams<typeof accountPages>();
  const account = useQuery({
    queryKey: ['crm', 'account', accountId],
    queryFn: ({ signal }) => getAccount(apiClient, { accountId }, { signal }),
  });
  const crumbs = [
    { label: t('routes.crm'), href: '/crm' },
    { label: t('routes.accounts'), href: '/crm/accounts' },
  ];
  if (!account.data) {
    return (
      <PageLayout title={t('routes.account')} breadcrumbs={crumbs}>
        {account.isPending && <Loader />}
      </PageLayout>
    );
  }
  const { data } = account;
  const locked = { id: String(data.id), label: data.displayName };
  return (
    <PageLayout title={data.displayName} breadcrumbs={[...crumbs, { label: data.displayName }]}>
      <Stack space="xlarge">
        <Card as="section">
          <Box
            as="dl"
            display="flex"
            flexWrap="wrap"
            gap="large"
            aria-label={t('accounts.factsLabel')}
          >
            {accountFacts(t, data).map(([label, value]) => (
              <div key={label}>
                <Text as="dt" size="small" tone="muted">
                  {label}
                </Text>
                <Text as="dd">{value}</Text>
              </div>
            ))}
          </Box>
        </Card>
        <Tabs>
          <TabList aria-label={t('accounts.lists')}>
            <Tab id="activity">{t('activities.tabs.activity')}</Tab>
            <Tab id="comments">{t('activities.tabs.comments')}</Tab>
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
        </Tabs>
      </Stack>
    </PageLayout>
  );
}
