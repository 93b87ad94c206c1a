import { operationsCreativeCountsEndpoint, type Role, shellEndpoints } from '@adconsole/api';
import {
  BarChartIcon,
  ClipboardIcon,
  CoinsIcon,
  HomeIcon,
  ImageIcon,
  MailIcon,
  MeetingIcon,
  MessagesLink,
  type NavigationGroup,
  NewspaperIcon,
  SettingsIcon,
  ShieldIcon,
  SlidersIcon,
  SystemStatus,
  systemStatusOf,
  TagIcon,
  TargetIcon,
  TrendingUpIcon,
} from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactElement, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { selectedCompanyStore } from '../../app/storage.ts';
import { endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { areas } from '../../routes/table/index.ts';
import { unreadCommentsQuery } from '../mail/unreadComments.ts';
import { loadsPendingApprovalCount, type NavigationIcon, navigationFor } from './navigation.ts';

const navigationIcons: Record<NavigationIcon, () => ReactElement> = {
  dashboard: () => <HomeIcon />,
  orders: () => <ClipboardIcon />,
  crm: () => <MeetingIcon />,
  sales: () => <TrendingUpIcon />,
  creatives: () => <ImageIcon />,
  operations: () => <SlidersIcon />,
  finances: () => <CoinsIcon />,
  publishers: () => <NewspaperIcon />,
  reports: () => <BarChartIcon />,
  targeting: () => <TargetIcon />,
  tags: () => <TagIcon />,
  settings: () => <SettingsIcon />,
  admin: () => <ShieldIcon />,
  mail: () => <MailIcon />,
};

/** How often the footer asks the status page (spec 1 §4: "polled"; the interval is ours). */
export const STATUS_POLL_MS = 60_000;

/**
 * The navigation of these roles, in the interface language, with the approval badge. The badge
 * counts the acting company's creatives (`ownCompany`, or the one the user switched to), so its
 * legend names that company and the exact count (the badge itself stops at "99+"): a stranger
 * took the administrator's 48 (Adconsole AG) and the ops persona's 99+ (614, Adconsole Sales)
 * for counts that disagree (issue 40).
 */
export function useNavigationGroups(
  roles: ReadonlySet<Role>,
  ownCompany: string,
): NavigationGroup[] {
  const { t } = useTranslation();
  const company =
    useSyncExternalStore(selectedCompanyStore.subscribe, selectedCompanyStore.get)?.name ??
    ownCompany;
  // Keyed with the acting company (endpointQuery): a company switch loads that company's count.
  // The approval queue's own counts call (issue 38: one count of "waiting for approval" for the
  // badge, the home's tile and the queue's tab), so the queue's tab and the badge share a cache.
  const pending = useQuery({
    ...endpointQuery(
      operationsCreativeCountsEndpoint,
      { query: { kind: 'CREATIVE' } },
      useActingCompanyId(),
    ),
    select: (counts) => counts.PENDING_APPROVAL ?? 0,
    enabled: loadsPendingApprovalCount(roles),
    meta: { ignoreStatuses: [401, 403, 404, 500, 502, 503, -1] },
  });
  return navigationFor(areas, roles).map((section) => ({
    label: t(section.label),
    items: section.entries.map((entry) => ({
      label: t(entry.label),
      href: entry.href,
      icon: navigationIcons[entry.icon](),
      ...(entry.pendingApprovalBadge && pending.data !== undefined && pending.data > 0
        ? {
            badge: pending.data,
            badgeLabel: t('shell.pendingApproval', { count: pending.data, company }),
          }
        : {}),
    })),
  }));
}

/** The footer's system status, polled from the status page (spec 1 §4). */
export function StatusFooter() {
  const incidents = useQuery({
    ...endpointQuery(shellEndpoints.incidents, {}, useActingCompanyId()),
    refetchInterval: STATUS_POLL_MS,
    // The status page failing is no reason to bother the user with a toast.
    meta: { ignoreStatuses: [401, 403, 404, 500, 502, 503, -1] },
  });
  return <SystemStatus status={systemStatusOf(incidents.data?.incidents ?? [])} />;
}

/** The mail icon with the unread-comments badge (ADMIN only, spec 1 §6). */
export function HeaderMessages() {
  // The same query as the list it opens: the badge counts what that list shows.
  const unread = useQuery(unreadCommentsQuery(useActingCompanyId()));
  return (
    <MessagesLink
      href="/orders/comments"
      unreadCount={unread.data?.total ?? 0}
      isUnavailable={unread.isError}
    />
  );
}
