import { type CurrentUser, type HomeCountKey, homeEndpoints } from '@adconsole/api';
import { formatNumber, type Language } from '@adconsole/i18n';
import {
  Card,
  EmptyState,
  ErrorBlock,
  Heading,
  Link,
  Loader,
  PageLayout,
  Stack,
  Text,
} from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserQuery } from '../../app/session.ts';
import { asLinkedHref } from '../../kit/asLinked.ts';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useSignedInContext } from '../../routes/useSignedInContext.ts';

// The sales day (the task lists with their table and forms) is for sales-funnel staff only: it
// loads when shown, so the home of ops, print ops and postal logistics stays light.
const SalesDay = lazy(() =>
  import('../tasks/SalesHomePage.tsx').then((module) => ({ default: module.SalesDay })),
);

type Group = 'tasks' | 'digital' | 'print' | 'dispatch' | 'finances';

/** A count's link that is the same for everyone. */
const fixedLink = (group: Group, href: string) => ({ group, href: () => href });

/**
 * Where each count of the home leads: the list, on the tab and with the filters its count was
 * taken with (the server counts with the same list's tab-count call), so the list shows the
 * same number, never with what the list remembers (`asLinkedHref`). The assignee filter reads
 * `id:name`, as the task list writes it.
 */
export const HOME_LINKS: Record<
  HomeCountKey,
  { group: Group; href: (me: CurrentUser | undefined) => string }
> = {
  myTasksInProgress: { group: 'tasks', href: (me) => `/sales/tasks?status=IN_PROGRESS${mine(me)}` },
  mySnoozedTasks: { group: 'tasks', href: (me) => `/sales/tasks?status=SNOOZED${mine(me)}` },
  unassignedTasks: fixedLink('tasks', '/sales/tasks?status=NEW'),
  creativesToApprove: fixedLink('digital', '/digital-operations/approval/PENDING_APPROVAL'),
  digitalPositionsToPush: fixedLink(
    'digital',
    '/digital-operations/campaign-management/READY_TO_PUSH',
  ),
  printPositionsToPush: fixedLink('print', '/print-operations/print/READY_TO_PUSH'),
  printCreativesToRequest: fixedLink('print', '/print-operations/print/CREATIVE_PENDING'),
  printProofsToSend: fixedLink('print', '/print-operations/print/CREATIVE_RECEIVED'),
  dispatchesToConfirm: fixedLink(
    'dispatch',
    '/analog-operations/inventory-management/dispatch/PLANNED',
  ),
  dispatchesToSend: fixedLink(
    'dispatch',
    '/analog-operations/inventory-management/dispatch/CONFIRMED',
  ),
  overdueInvoices: fixedLink('finances', '/finances/invoices/OVERDUE'),
  draftInvoices: fixedLink('finances', '/finances/invoices/DRAFT'),
  unmatchedPayments: fixedLink('finances', '/finances/payments?status=UNMATCHED'),
  // The list opens on the waiting notes (its first tab).
  creditNotesToApprove: fixedLink('finances', '/compliance/credit-notes'),
};

function mine(me: CurrentUser | undefined): string {
  if (!me) return '';
  return `&assignee=${encodeURIComponent(`${me.userId}:${me.firstName} ${me.lastName}`)}`;
}

const GROUPS: readonly Group[] = ['tasks', 'digital', 'print', 'dispatch', 'finances'];

/** What the user must do today, for the roles they hold: each count a link into its list. */
function TodayCounts() {
  const { t, i18n } = useTranslation();
  const me = useQuery(currentUserQuery).data;
  const counts = useEndpoint(homeEndpoints.homeCounts, {});
  if (counts.isPending) return <Loader />;
  if (counts.isError) {
    return (
      <ErrorBlock
        message={counts.error.message}
        onRetry={() => counts.refetch()}
        isRetrying={counts.isFetching}
      />
    );
  }
  const items = counts.data.items;
  if (items.length === 0) return <EmptyState message={t('home.nothing')} />;
  return (
    <Stack space="large">
      {GROUPS.map((group) => {
        const shown = items.filter((item) => HOME_LINKS[item.key].group === group);
        if (shown.length === 0) return null;
        const headingId = `home-${group}`;
        return (
          <Card key={group} as="section" aria-labelledby={headingId}>
            <Stack space="medium">
              <Heading level={3} id={headingId}>
                {t(`home.groups.${group}`)}
              </Heading>
              <Stack as="ul" space="small">
                {shown.map((item) => (
                  <li key={item.key}>
                    <Link href={asLinkedHref(HOME_LINKS[item.key].href(me))}>
                      {t(`home.counts.${item.key}`, {
                        count: item.count,
                        number: formatNumber(item.count, i18n.language as Language),
                      })}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

/**
 * /sales, where every workflow user lands (spec 1 §2.1): their home. On top what waits today in
 * the lists their roles open; for sales-funnel staff their day's tasks, activities and promotions.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { title, crumbs } = usePageHeading();
  const { roles } = useSignedInContext();
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Stack space="xlarge">
        <Stack space="medium" as="section" aria-labelledby="home-today">
          <Heading level={2} id="home-today">
            {t('home.today')}
          </Heading>
          <Text tone="muted">{t('home.todayHint')}</Text>
          <TodayCounts />
        </Stack>
        {roles.has('SALESFUNNEL') && (
          <Suspense fallback={null}>
            <SalesDay />
          </Suspense>
        )}
      </Stack>
    </PageLayout>
  );
}
