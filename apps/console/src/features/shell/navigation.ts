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

/** An entry: its label's key, where it leads, its icon and any rule it adds. */
const entry = (
  label: string,
  href: string,
  icon: NavigationIcon,
  more: Pick<NavigationEntry, 'only' | 'pendingApprovalBadge'> = {},
): NavigationEntry => ({ label, href, icon, ...more });

const section = (label: string, entries: readonly NavigationEntry[]): NavigationSection => ({
  label,
  entries,
});

/** The left navigation (spec 1 §1, §6). Each entry shows when its route opens for the user. */
export const navigation: readonly NavigationSection[] = [
  section('nav.orders', [
    entry('routes.dashboard', '/dashboard', 'dashboard'),
    // Issue 39: the agency's archived documents.
    entry('routes.documents', '/dashboard/documents', 'dashboard'),
    entry('routes.campaigns', '/orders/campaigns', 'orders'),
    entry('routes.postCampaigns', '/orders/post-campaigns', 'mail', { only: postAdManagerOnly }),
    entry('routes.digitalOrders', '/orders/digital', 'orders'),
    entry('routes.printOrders', '/orders/print', 'orders', { only: notForCustomers }),
    entry('routes.radioOrders', '/orders/radio', 'orders', { only: notForCustomers }),
    entry('routes.tvOrders', '/orders/tv', 'orders', { only: notForCustomers }),
    entry('routes.posOrders', '/orders/pos', 'orders', { only: notForCustomers }),
    entry('routes.programmaticDeals', '/orders/programmatic-deals', 'orders'),
    entry('routes.booking', '/orders/booking', 'orders'),
    // The s15 stranger found the new booking calendar, the new promotions and Permalead only
    // through Ctrl+K: each has its entry beside its older page.
    entry('routes.bookingV2', '/orders/booking_v2', 'orders'),
    entry('routes.forecast', '/orders/forecast', 'reports'),
  ]),
  section('nav.customers', [
    entry('routes.accounts', '/crm/accounts', 'crm'),
    entry('routes.contacts', '/crm/contacts', 'crm'),
    entry('routes.discounts', '/crm/discounts', 'crm'),
    entry('routes.activities', '/sales/activities', 'sales'),
    // "The nav entry opens with IN_PROGRESS" (spec 3 §2).
    entry('routes.tasks', '/sales/tasks?status=IN_PROGRESS', 'sales'),
    entry('routes.promotions', '/sales/promotions', 'sales'),
    entry('routes.promotionsV2', '/sales/promotions-v2', 'sales'),
    entry('routes.salesTags', '/sales/tags', 'tags'),
    entry('routes.sources', '/sales/sources', 'sales'),
    entry('routes.taskTopics', '/sales/task-topics', 'sales'),
  ]),
  section('nav.creativesAndOperations', [
    entry('routes.digitalCreatives', '/creatives/digital', 'creatives'),
    entry('routes.printCreatives', '/creatives/print', 'creatives'),
    entry('routes.adServerCreatives', '/creatives/ad-server', 'creatives'),
    entry('routes.approval', '/digital-operations/approval', 'operations', {
      pendingApprovalBadge: true,
    }),
    entry('routes.campaignManagement', '/digital-operations/campaign-management', 'operations'),
    entry('routes.screenshotManagement', '/digital-operations/screenshot-management', 'operations'),
    entry('routes.qualityAssurance', '/digital-operations/quality-assurance', 'operations'),
    entry('routes.analogOperations', '/analog-operations', 'operations'),
    // Issue 37: the inventory (stock, movements, items, warehouses, dispatch in its tabs).
    entry('routes.inventoryManagement', '/analog-operations/inventory-management', 'operations'),
    entry('routes.printOperations', '/print-operations', 'operations'),
    // Spec 3 §2.4 "/print-operations/publication-upload" (issue 33: no entry led there).
    entry('routes.publicationUpload', '/print-operations/publication-upload', 'operations'),
  ]),
  section('nav.finances', [
    entry('routes.invoices', '/finances/invoices', 'finances'),
    entry('routes.postInvoices', '/finances/post-invoices', 'finances'),
    entry('routes.payouts', '/finances/payouts', 'finances'),
    entry('routes.payments', '/finances/payments', 'finances'),
    entry('routes.companyConfigs', '/finances/company-configs', 'finances'),
    entry('routes.creditCardReceipts', '/finances/credit-card-receipts', 'finances'),
    entry('routes.compliance', '/compliance', 'finances'),
  ]),
  section('nav.publishing', [
    entry('routes.publishers', '/publishers', 'publishers'),
    // The s13 stranger found no way to a publisher's exclusions and credit notes from the menu.
    entry('routes.exclusions', '/publishers/exclusions', 'publishers'),
    entry('nav.payoutDocuments', '/publishers/payouts/documents', 'publishers'),
    // Issues 39 and 42: pages of their areas that no menu reached (a stranger found none of
    // them from the menus): each shows for whoever may open it.
    entry('routes.traffic', '/publishers/traffic/dashboard', 'publishers'),
    entry('routes.placementGroups', '/publishers/traffic/placement-groups', 'publishers'),
    entry('routes.reporting', '/reporting', 'reports'),
    entry('routes.targeting', '/targeting', 'targeting'),
    entry('routes.defaultValues', '/targeting/default-values', 'targeting'),
    entry('routes.segments', '/targeting/segments', 'targeting'),
    entry('routes.visitorSegments', '/targeting/visitor-segments', 'targeting'),
    entry('routes.semantiq', '/semantiq', 'targeting'),
    entry('routes.customAudiences', '/semantiq/custom-audiences', 'targeting'),
    entry('routes.iabAudiences', '/semantiq/iab-audiences', 'targeting'),
    entry('routes.domains', '/semantiq/domains', 'targeting'),
    entry('routes.yaleo', '/yaleo', 'targeting'),
    entry('routes.headerTag', '/header-tag', 'tags'),
    entry('routes.adTags', '/ad-tags', 'tags'),
  ]),
  section('nav.administration', [
    entry('routes.settings', '/settings', 'settings'),
    // "admin menu: ADMIN only" (spec 1 §6).
    entry('routes.users', '/admin/users', 'admin'),
    entry('routes.companies', '/admin/companies', 'admin'),
    entry('routes.localization', '/admin/localization', 'admin'),
    entry('routes.batch', '/admin/batch/list', 'admin'),
    entry('routes.mailConsole', '/admin/mail/console', 'admin'),
    entry('routes.feedback', '/admin/feedback', 'admin'),
    entry('routes.pageViews', '/admin/page-views', 'admin'),
    entry('routes.chat', '/admin/chat', 'admin'),
    entry('routes.permalead', '/admin/permalead', 'admin'),
  ]),
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
