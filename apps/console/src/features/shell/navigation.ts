import type { Role } from '@adconsole/api';
import { chainAllows, matchTable } from '../../routes/table/match.ts';
import type { Area } from '../../routes/table/types.ts';

export type NavigationIcon =
  | 'dashboard'
  | 'orders'
  | 'crm'
  | 'sales'
  | 'creatives'
  | 'operations'
  | 'finances'
  | 'publishers'
  | 'reports'
  | 'targeting'
  | 'tags'
  | 'settings'
  | 'admin'
  | 'mail';

export interface NavigationEntry {
  /** The i18n key of the entry's label. */
  label: string;
  href: string;
  icon: NavigationIcon;
  /** A rule the entry adds to its route's (spec 1 §6: e.g. post campaigns for the post-ad-manager only). */
  only?: (roles: ReadonlySet<Role>) => boolean;
  /** The entry shows the count of creatives pending approval. */
  pendingApprovalBadge?: boolean;
}

export interface NavigationSection {
  label: string;
  entries: readonly NavigationEntry[];
}

const postAdManagerOnly = (roles: ReadonlySet<Role>) => roles.has('POSTADMANAGER');
/**
 * A self-booking customer (CUSTOMER) books digital only: the self-booking price lists and
 * campaign type hold digital products, so print, radio, TV and POS lists are never theirs to use.
 */
const notForCustomers = (roles: ReadonlySet<Role>) => !roles.has('CUSTOMER');

/** The left navigation (spec 1 §1, §6). Each entry shows when its route opens for the user. */
export const navigation: readonly NavigationSection[] = [
  {
    label: 'nav.orders',
    entries: [
      { label: 'routes.dashboard', href: '/dashboard', icon: 'dashboard' },
      { label: 'routes.campaigns', href: '/orders/campaigns', icon: 'orders' },
      {
        label: 'routes.postCampaigns',
        href: '/orders/post-campaigns',
        icon: 'mail',
        only: postAdManagerOnly,
      },
      { label: 'routes.digitalOrders', href: '/orders/digital', icon: 'orders' },
      {
        label: 'routes.printOrders',
        href: '/orders/print',
        icon: 'orders',
        only: notForCustomers,
      },
      {
        label: 'routes.radioOrders',
        href: '/orders/radio',
        icon: 'orders',
        only: notForCustomers,
      },
      {
        label: 'routes.tvOrders',
        href: '/orders/tv',
        icon: 'orders',
        only: notForCustomers,
      },
      {
        label: 'routes.posOrders',
        href: '/orders/pos',
        icon: 'orders',
        only: notForCustomers,
      },
      { label: 'routes.programmaticDeals', href: '/orders/programmatic-deals', icon: 'orders' },
      { label: 'routes.booking', href: '/orders/booking', icon: 'orders' },
      { label: 'routes.forecast', href: '/orders/forecast', icon: 'reports' },
    ],
  },
  {
    label: 'nav.customers',
    entries: [
      { label: 'routes.accounts', href: '/crm/accounts', icon: 'crm' },
      { label: 'routes.contacts', href: '/crm/contacts', icon: 'crm' },
      { label: 'routes.discounts', href: '/crm/discounts', icon: 'crm' },
      { label: 'routes.activities', href: '/sales/activities', icon: 'sales' },
      // "The nav entry opens with IN_PROGRESS" (spec 3 §2).
      { label: 'routes.tasks', href: '/sales/tasks?status=IN_PROGRESS', icon: 'sales' },
      { label: 'routes.promotions', href: '/sales/promotions', icon: 'sales' },
      { label: 'routes.salesTags', href: '/sales/tags', icon: 'tags' },
      { label: 'routes.sources', href: '/sales/sources', icon: 'sales' },
      { label: 'routes.taskTopics', href: '/sales/task-topics', icon: 'sales' },
    ],
  },
  {
    label: 'nav.creativesAndOperations',
    entries: [
      { label: 'routes.digitalCreatives', href: '/creatives/digital', icon: 'creatives' },
      { label: 'routes.printCreatives', href: '/creatives/print', icon: 'creatives' },
      { label: 'routes.adServerCreatives', href: '/creatives/ad-server', icon: 'creatives' },
      {
        label: 'routes.approval',
        href: '/digital-operations/approval',
        icon: 'operations',
        pendingApprovalBadge: true,
      },
      {
        label: 'routes.campaignManagement',
        href: '/digital-operations/campaign-management',
        icon: 'operations',
      },
      {
        label: 'routes.screenshotManagement',
        href: '/digital-operations/screenshot-management',
        icon: 'operations',
      },
      {
        label: 'routes.qualityAssurance',
        href: '/digital-operations/quality-assurance',
        icon: 'operations',
      },
      { label: 'routes.analogOperations', href: '/analog-operations', icon: 'operations' },
      { label: 'routes.printOperations', href: '/print-operations', icon: 'operations' },
    ],
  },
  {
    label: 'nav.finances',
    entries: [
      { label: 'routes.invoices', href: '/finances/invoices', icon: 'finances' },
      { label: 'routes.postInvoices', href: '/finances/post-invoices', icon: 'finances' },
      { label: 'routes.payouts', href: '/finances/payouts', icon: 'finances' },
      { label: 'routes.payments', href: '/finances/payments', icon: 'finances' },
      { label: 'routes.companyConfigs', href: '/finances/company-configs', icon: 'finances' },
      {
        label: 'routes.creditCardReceipts',
        href: '/finances/credit-card-receipts',
        icon: 'finances',
      },
      { label: 'routes.compliance', href: '/compliance', icon: 'finances' },
    ],
  },
  {
    label: 'nav.publishing',
    entries: [
      { label: 'routes.publishers', href: '/publishers', icon: 'publishers' },
      { label: 'routes.reporting', href: '/reporting', icon: 'reports' },
      { label: 'routes.targeting', href: '/targeting', icon: 'targeting' },
      { label: 'routes.semantiq', href: '/semantiq', icon: 'targeting' },
      { label: 'routes.yaleo', href: '/yaleo', icon: 'targeting' },
      { label: 'routes.headerTag', href: '/header-tag', icon: 'tags' },
      { label: 'routes.adTags', href: '/ad-tags', icon: 'tags' },
    ],
  },
  {
    label: 'nav.administration',
    entries: [
      { label: 'routes.settings', href: '/settings', icon: 'settings' },
      // "admin menu: ADMIN only" (spec 1 §6).
      { label: 'routes.users', href: '/admin/users', icon: 'admin' },
      { label: 'routes.companies', href: '/admin/companies', icon: 'admin' },
      { label: 'routes.localization', href: '/admin/localization', icon: 'admin' },
      { label: 'routes.batch', href: '/admin/batch/list', icon: 'admin' },
      { label: 'routes.mailConsole', href: '/admin/mail/console', icon: 'admin' },
      { label: 'routes.chat', href: '/admin/chat', icon: 'admin' },
    ],
  },
];

/**
 * Does the route behind an entry open for these roles on a built screen? Index redirects count
 * when they lead to one (e.g. /settings for anyone with one settings page). A page without a
 * `screen` shows only the area frame: its route still answers, but no entry leads there.
 */
export function opensBuiltScreen(
  areas: readonly Area[],
  href: string,
  roles: ReadonlySet<Role>,
): boolean {
  const match = matchTable(areas, href);
  if (!match || !chainAllows(match, roles)) return false;
  const last = match.nodes.at(-1);
  const redirect = last?.redirect;
  if (redirect && typeof redirect === 'object') {
    return redirect.firstAllowed.some((target) => opensBuiltScreen(areas, target, roles));
  }
  if (typeof redirect === 'function') {
    const target = redirect(roles);
    return target !== undefined && opensBuiltScreen(areas, target, roles);
  }
  if (typeof redirect === 'string') {
    return !redirect.includes('$') && opensBuiltScreen(areas, redirect, roles);
  }
  return last?.screen !== undefined;
}

/**
 * The navigation a user sees: the entries whose routes open for them on a built screen, empty
 * sections dropped.
 */
export function navigationFor(
  areas: readonly Area[],
  roles: ReadonlySet<Role>,
): NavigationSection[] {
  return navigation
    .map((section) => ({
      ...section,
      entries: section.entries.filter(
        (entry) => opensBuiltScreen(areas, entry.href, roles) && (entry.only?.(roles) ?? true),
      ),
    }))
    .filter((section) => section.entries.length > 0);
}

/**
 * "its pending-count badge loads only for a non-anonymous, non-customer user holding
 * WORKFLOW, MANAGE_DIGITAL_PRODUCTS and OPS_PUSH" (spec 1 §6).
 */
export function loadsPendingApprovalCount(roles: ReadonlySet<Role>): boolean {
  return (
    !roles.has('ANONYMOUS') &&
    !roles.has('CUSTOMER') &&
    roles.has('WORKFLOW') &&
    roles.has('MANAGE_DIGITAL_PRODUCTS') &&
    roles.has('OPS_PUSH')
  );
}
