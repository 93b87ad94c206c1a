import { effectiveRoles, type Role } from '@adconsole/api';
import { describe, expect, test } from 'vitest';
import type { AppRouter } from '../app/router.ts';
import { settled, testRouter } from '../app/testRouter.ts';
import { currentUserOf, PERSONA_IDENTITIES } from './personas.ts';

/*
 * The route × persona test (issue 7): every route of spec 1 §2, every persona of
 * PERSONAS.md and the anonymous visitor. Each row says who may open a path (the spec's
 * rule, written here on its own, not read from the route table) and what they get: the page
 * itself or where it redirects. Everyone else sees not-found; the visitor goes to /login.
 */

type Roles = ReadonlySet<Role>;
type Who = (roles: Roles) => boolean;
type Then = undefined | string | ((roles: Roles) => string | undefined);
type Row = readonly [path: string, who: Who, then?: Then];

const anyone: Who = () => true;
const nobody: Who = () => false;
const any =
  (...names: Role[]): Who =>
  (roles) =>
    names.some((name) => roles.has(name));
const not =
  (...names: Role[]): Who =>
  (roles) =>
    !names.some((name) => roles.has(name));
const and =
  (...rules: Who[]): Who =>
  (roles) =>
    rules.every((rule) => rule(roles));

// Spec 1 §2 and §6, rule by rule.
const admin = any('ADMIN');
const orderDesk = and(any('AGENCY', 'WORKFLOW'), not('POSTADMANAGER'));
const postAdManager = any('POSTADMANAGER');
const crm = any('ADMIN', 'MANAGE_ACCOUNTS', 'SELF_BOOKING');
const contacts = any('ADMIN', 'MANAGE_ACCOUNTS');
const companyAdmin = any('ADMIN', 'COMPANY_ADMIN');
const companyUsers = and(companyAdmin, not('POSTADMANAGER'));
const sales = any('WORKFLOW');
const funnel = and(sales, any('SALESFUNNEL'));
const activities = and(sales, any('SALES', 'SALESFUNNEL'));
const digitalOps = any('MANAGE_DIGITAL_PRODUCTS');
const approval = and(digitalOps, any('OPS_PUSH'), not('CUSTOMER'));
const finances = any('ADMIN_INVOICE', 'ADMIN', 'PAYOUT', 'POSTADMANAGER', 'PAYMENTS');
const invoices = any('ADMIN_INVOICE', 'ADMIN');
const payouts = any('PAYOUT', 'ADMIN');
// Spec 1 §2.11 names no roles of its own for payments: the PAYMENTS role and the invoicing
// roles (whose invoices payments settle; issue 38, controlling's home count led to not-found).
const payments = any('PAYMENTS', 'ADMIN_INVOICE', 'ADMIN');
const publishers = any('PUBLISHER');
const role = (name: Role) => any(name);

/** Where `/orders` sends a user (spec 1 §2.6). */
const ordersIndex = (roles: Roles) =>
  roles.has('POSTADMANAGER')
    ? '/orders/post-campaigns'
    : roles.has('AGENCY')
      ? '/orders/campaigns'
      : undefined;
const firstOf =
  (...targets: (readonly [string, Who])[]) =>
  (roles: Roles) =>
    targets.find(([, who]) => who(roles))?.[0];
const today = new Date().toISOString().slice(0, 10);

const rows: readonly Row[] = [
  // §2.1 Root: `/` by role, checked per persona below. Error pages.
  ['/403', anyone],
  ['/404', anyone],
  ['/no/such/page', nobody],

  // §2.2 Account
  ['/account', nobody],
  ['/account/editSettings', anyone],
  ['/account/company', companyUsers],
  ['/account/users', companyUsers],
  ['/account/users/7/edit', companyUsers],
  ['/account/users/seven/edit', nobody],

  // §2.3 Admin (ADMIN only)
  ['/admin', admin, '/admin/users'],
  ['/admin/users', admin],
  ['/admin/users/create', admin],
  ['/admin/users/12', admin],
  ['/admin/companies', admin],
  // Issue 37: beside users/create (spec 1 §2.3 names no create path for companies).
  ['/admin/companies/create', admin],
  ['/admin/companies/3', admin],
  ...['websites', 'accounts', 'contacts', 'programmatic-seats', 'permissions', 'email-sync'].map(
    (tab): Row => [`/admin/companies/3/${tab}`, admin],
  ),
  ['/admin/companies-v2', admin],
  ['/admin/companies-v2/3', admin, '/admin/companies-v2/3/websites'],
  ...['websites', 'accounts', 'programmatic-seats', 'email-sync', 'user-roles', 'permissions'].map(
    (tab): Row => [`/admin/companies-v2/3/${tab}`, admin],
  ),
  ['/admin/companies-v2/edit/3', admin],
  ['/admin/companies-v2/edit/3?tab=websites', admin],
  ['/admin/companies-v2/edit', admin, '/admin/companies'],
  ['/admin/companies-v2/edit/3/old', admin, '/admin/companies'],
  ['/admin/localization', admin],
  ['/admin/batch-k8s', admin, '/admin/batch-k8s/list'],
  ['/admin/batch-k8s/list', admin],
  ['/admin/batch', admin, '/admin/batch/list'],
  ['/admin/batch/list', admin],
  ['/admin/batch/log/4/9', admin],
  ['/admin/mail', admin, '/admin/mail/console'],
  ['/admin/mail/console', admin],
  ['/admin/mail/sales-promotions', admin],
  ['/admin/xandr-credentials', admin],
  // Issue 44: the feedback and the page views, administrators' pages of our own.
  ['/admin/feedback', admin],
  ['/admin/page-views', admin],
  ['/admin/permalead', admin],
  ['/admin/chat', admin],

  // §2.4 Ad tags (ADMIN)
  ['/ad-tags', admin, '/ad-tags/1st-party/tags'],
  ['/ad-tags/1st-party', admin, '/ad-tags/1st-party/tags'],
  ['/ad-tags/1st-party/tags', admin],
  ['/ad-tags/3rd-party', admin],
  ['/ad-tags/3rd-party/add', admin],
  ['/ad-tags/3rd-party/5', admin],
  ['/ad-tags/3rd-party/edit/5', admin],

  // §2.5 Header tag (ADMIN or HEADER_TAG)
  ...(() => {
    const headerTag = any('ADMIN', 'HEADER_TAG');
    return [
      ['/header-tag', headerTag, '/header-tag/tags'],
      ['/header-tag/tags', headerTag],
      ['/header-tag/tags/create', headerTag],
      ['/header-tag/tags/edit/8?tab=placements', headerTag],
      ['/header-tag/tags/8', headerTag, '/header-tag/tags/8/placements'],
      ...['placements', 'raw-scripts', 'disable-rules', 'dynamic-placements', 'floor-rule'].map(
        (tab): Row => [`/header-tag/tags/8/${tab}`, headerTag],
      ),
      ['/header-tag/tags/8/floor-rule/create', headerTag],
      ['/header-tag/tags/8/floor-rule/edit/2', headerTag],
      ['/header-tag/tags/8/bidders-assign', headerTag],
      ['/header-tag/tags/8/placement', headerTag],
      ['/header-tag/tags/8/placement?cloneId=3', headerTag],
      ['/header-tag/tags/8/placement/3', headerTag],
      ['/header-tag/raw-scripts', headerTag],
      ['/header-tag/floor-rules', headerTag],
      ['/header-tag/floor-rules?headerTagId=8', headerTag],
      ['/header-tag/floor-rules/create', headerTag],
      ['/header-tag/floor-rules/edit/2', headerTag],
      ['/header-tag/bidders-configs', headerTag],
      ['/header-tag/bidders-configs/create', headerTag],
      ['/header-tag/bidders-configs/edit/6', headerTag],
    ] satisfies Row[];
  })(),

  // §2.6 Orders
  ['/orders', (roles) => ordersIndex(roles) !== undefined, ordersIndex],
  ['/orders/digital', orderDesk, '/orders/digital/RUNNING'],
  ['/orders/digital/RUNNING', orderDesk],
  ['/orders/digital/ARCHIVED', orderDesk],
  ['/orders/digital/NOPE', nobody],
  ['/orders/print', orderDesk, '/orders/print/BOOKED'],
  ['/orders/print/BOOKED', orderDesk],
  ['/orders/print/NOPE', nobody],
  ['/orders/print/RUNNING', nobody],
  ['/orders/radio', orderDesk, '/orders/radio/ALL'],
  ['/orders/radio/PREPAYMENT', orderDesk],
  ['/orders/radio/DRAFTS', nobody],
  ['/orders/tv', orderDesk, '/orders/tv/ALL'],
  ['/orders/tv/ARCHIVED', orderDesk],
  ['/orders/pos', orderDesk],
  ['/orders/programmatic-deals', admin],
  ['/orders/programmatic-deals/create', admin],
  ['/orders/programmatic-deals/7', admin],
  ['/orders/programmatic-deals/edit/7', admin],
  ['/orders/campaign/11/position-history', orderDesk],
  ['/orders/campaign/11/position-history/4', orderDesk],
  ['/orders/forecast', orderDesk],
  ['/orders/booking', orderDesk],
  ['/orders/booking_v2', orderDesk],
  ['/orders/comments', admin],
  ['/orders/campaigns', orderDesk],
  ['/orders/campaigns/OFFERED', orderDesk],
  ['/orders/campaigns/UNKNOWN', nobody],
  ['/orders/campaigns/OFFERED/new-order', orderDesk],
  ['/orders/campaigns/BOOKED/new-order', nobody],
  ['/orders/campaigns/OFFERED/new-order/21', orderDesk],
  ['/orders/campaigns/OFFERED/tasks/5/new-order', orderDesk],
  ['/orders/campaigns/BOOKED/11', orderDesk],
  ['/orders/campaigns/BOOKED/11/edit-positions', orderDesk],
  ['/orders/campaigns/BOOKED/11/edit-positions/DIGITAL/true', orderDesk],
  ['/orders/campaigns/BOOKED/11/preview-pdf', orderDesk],
  ['/orders/campaigns/BOOKED/11/history', orderDesk],
  ['/orders/campaigns/BOOKED/11/payment', orderDesk],
  ['/orders/campaigns/BOOKED/11/overview', orderDesk],
  ['/orders/campaigns/ALL/11', orderDesk],
  ['/orders/campaigns/sb', nobody],
  ['/orders/campaigns/sb/new-order/campaign', and(orderDesk, any('SELF_BOOKING', 'ADMIN'))],
  ['/orders/campaigns/sb/11', and(orderDesk, any('SELF_BOOKING', 'ADMIN'))],
  ['/orders/campaigns/sb/11/position/create', and(orderDesk, any('SELF_BOOKING', 'ADMIN'))],
  ['/orders/campaigns/sb/11/position/3', and(orderDesk, any('SELF_BOOKING', 'ADMIN'))],
  ['/orders/campaigns/sb/11/preview-pdf', and(orderDesk, any('SELF_BOOKING', 'ADMIN'))],
  ['/orders/print-positions/BOOKED', orderDesk],
  ['/orders/digital-positions/ALL', orderDesk],
  ['/orders/radio-positions/RUNNING', orderDesk],
  ['/orders/tv-positions/OFFERED', orderDesk],
  ['/orders/point-of-sale-positions/ARCHIVED', orderDesk],
  ['/orders/banner-positions/ALL', nobody],
  ['/orders/post-campaigns', postAdManager],
  ['/orders/post-campaigns/BOOKED/31', postAdManager],
  ...[
    'history',
    'new-order',
    'new-order/21',
    'edit',
    'information',
    'information/2',
    'target-group-settings',
    'target-group-settings/5',
    'calculation',
    'edit-positions',
    'edit-positions/UNADDRESSED_MAILING',
    'document-preview',
  ].map((page): Row => [`/orders/post-campaigns/BOOKED/31/${page}`, postAdManager]),
  ['/orders/post-campaigns/NOPE/31', nobody],
  // Issue 27: a new post campaign from the list, for an account when the path names one.
  ['/orders/post-campaigns/new-order', postAdManager],
  ['/orders/post-campaigns/new-order/21', postAdManager],

  // §2.7 CRM
  ['/crm', crm, '/crm/accounts'],
  ['/crm/discounts', crm],
  ['/crm/accounts', crm],
  ['/crm/accounts/create', crm],
  ['/crm/accounts/42', crm],
  // Issue 46: merging a duplicate into the account, as the server allows (not SELF_BOOKING).
  ['/crm/accounts/42/merge', contacts],
  ['/crm/accounts/42/conversion-tracker/create', crm],
  ['/crm/accounts/42/conversion-tracker/edit/3', crm],
  ['/crm/accounts/edit/42', crm],
  ['/crm/contacts', contacts],
  ['/crm/contacts/create', contacts],
  ['/crm/contacts/edit/9?accountId=42&redirectTo=/crm/accounts/42', contacts],
  ['/crm/contacts/history/9', contacts],

  // §2.8 Sales
  ['/sales', sales],
  ['/sales/tags', funnel],
  ['/sales/sources', funnel],
  ['/sales/task-topics', funnel],
  ['/sales/promotions', funnel],
  ['/sales/promotions/typeConfig/list', funnel],
  ['/sales/promotions/new', funnel],
  ['/sales/promotions/14', funnel, '/sales/promotions/14/accounts'],
  ...[
    'accounts',
    'contacts',
    'offers',
    'orders',
    'documents',
    'accounts/add',
    'contacts/add',
    'edit',
    'mailTemplate',
  ].map((page): Row => [`/sales/promotions/14/${page}`, funnel]),
  ['/sales/promotions-v2', funnel],
  ['/sales/promotions-v2/14?tableType=OFFERS', funnel],
  ['/mail/promotion/14', any('SALESFUNNEL')],
  ['/mail', nobody],
  ['/sales/activities', activities],
  // Spec 2 §2: the Activity and Comments tabs.
  ['/sales/activities/activity', activities],
  ['/sales/activities/comments', activities],
  ['/sales/touchpoints', activities, '/sales/activities'],
  ['/sales/tasks', funnel],
  ['/sales/tasks?status=IN_PROGRESS', funnel],
  ['/sales/tasks/create', funnel],
  ['/sales/tasks/edit/5', funnel],
  ['/sales/tasks/details/5', funnel],

  // §2.9 Creatives: the index by role.
  [
    '/creatives',
    any('MANAGE_DIGITAL_CREATIVES', 'MANAGE_PRINT_CREATIVES', 'ADSERVER_CREATIVES'),
    firstOf(
      ['/creatives/digital', role('MANAGE_DIGITAL_CREATIVES')],
      ['/creatives/print', role('MANAGE_PRINT_CREATIVES')],
      ['/creatives/ad-server', role('ADSERVER_CREATIVES')],
    ),
  ],
  ['/creatives/digital', role('MANAGE_DIGITAL_CREATIVES')],
  ['/creatives/digital/create', role('MANAGE_DIGITAL_CREATIVES')],
  ['/creatives/digital/3', role('MANAGE_DIGITAL_CREATIVES')],
  ['/creatives/digital/3/edit', role('MANAGE_DIGITAL_CREATIVES')],
  ['/creatives/digital/bulk-upload', and(role('MANAGE_DIGITAL_CREATIVES'), admin)],
  ['/creatives/print', role('MANAGE_PRINT_CREATIVES')],
  ['/creatives/print/create', role('MANAGE_PRINT_CREATIVES')],
  ['/creatives/print/3', role('MANAGE_PRINT_CREATIVES')],
  ['/creatives/ad-server', role('ADSERVER_CREATIVES')],
  ['/creatives/ad-server/3', role('ADSERVER_CREATIVES')],

  // §2.10 Operations
  [
    '/digital-operations',
    digitalOps,
    firstOf(
      ['/digital-operations/approval/PENDING_APPROVAL', approval],
      ['/digital-operations/campaign-management/READY_TO_PUSH', role('OPS_PUSH')],
      ['/digital-operations/screenshot-management/campaigns', role('OPS_SCREENSHOTS')],
      ['/digital-operations/quality-assurance/START', role('OPS_CHECKS')],
    ),
  ],
  ['/digital-operations/approval', approval, '/digital-operations/approval/PENDING_APPROVAL'],
  ['/digital-operations/approval/PENDING_APPROVAL', approval],
  ['/digital-operations/approval/REJECTED', approval],
  ['/digital-operations/approval/READY', nobody],
  ['/digital-operations/approval/creatives', approval],
  ['/digital-operations/approval/creative-drafts', approval],
  ['/digital-operations/approval/crawler-articles', and(approval, admin)],
  [
    '/digital-operations/campaign-management',
    and(digitalOps, role('OPS_PUSH')),
    '/digital-operations/campaign-management/READY_TO_PUSH',
  ],
  ['/digital-operations/campaign-management/ISSUES', and(digitalOps, role('OPS_PUSH'))],
  ['/digital-operations/campaign-management/PENDING_APPROVAL', nobody],
  [
    '/digital-operations/screenshot-management',
    and(digitalOps, role('OPS_SCREENSHOTS')),
    '/digital-operations/screenshot-management/campaigns',
  ],
  ...['campaigns', 'approvals', 'done', 'hidden'].map(
    (tab): Row => [
      `/digital-operations/screenshot-management/${tab}`,
      and(digitalOps, role('OPS_SCREENSHOTS')),
    ],
  ),
  [
    '/digital-operations/quality-assurance',
    and(digitalOps, role('OPS_CHECKS')),
    '/digital-operations/quality-assurance/START',
  ],
  ['/digital-operations/quality-assurance/CTR', and(digitalOps, role('OPS_CHECKS'))],
  ['/digital-operations/quality-assurance/SLOW', nobody],
  ['/analog-operations', role('POSTNETZ'), '/analog-operations/campaign-management'],
  ['/analog-operations/campaign-management', role('POSTNETZ')],
  [
    '/analog-operations/inventory-management',
    role('POSTNETZ'),
    '/analog-operations/inventory-management/stock',
  ],
  ['/analog-operations/inventory-management/stock', role('POSTNETZ')],
  // Issue 37: the movements a page of the inventory's tabs.
  ['/analog-operations/inventory-management/movements', role('POSTNETZ')],
  // Issue 37: the inventory's items and warehouses beside the stock.
  ['/analog-operations/inventory-management/items', role('POSTNETZ')],
  ['/analog-operations/inventory-management/warehouses', role('POSTNETZ')],
  ['/analog-operations/inventory-management/dispatch', role('POSTNETZ')],
  ['/analog-operations/inventory-management/dispatch/SENT', role('POSTNETZ')],
  [
    '/analog-operations/send-dispatch',
    role('POSTNETZ'),
    '/analog-operations/inventory-management/dispatch',
  ],
  ['/analog-operations/send-dispatch/4,5,6', role('POSTNETZ')],
  ['/print-operations', role('PRINT_OPS_PUSH'), '/print-operations/print/READY_TO_PUSH'],
  ['/print-operations/print', role('PRINT_OPS_PUSH'), '/print-operations/print/READY_TO_PUSH'],
  ['/print-operations/print/PROOFS', role('PRINT_OPS_PUSH')],
  ['/print-operations/print/PHYSICAL_PROOFS', role('PRINT_OPS_PUSH')],
  ['/print-operations/print/NOPE', nobody],
  ['/print-operations/publication-upload', role('PRINT_OPS_PUSH')],

  // §2.11 Finances
  [
    '/finances',
    finances,
    firstOf(
      ['/finances/invoices/OPEN', invoices],
      ['/finances/post-invoices/OPEN', postAdManager],
      [`/finances/payouts/reports/${today}`, payouts],
      ['/finances/payments', payments],
    ),
  ],
  ['/finances/post-invoices', and(finances, postAdManager), '/finances/post-invoices/OPEN'],
  ['/finances/post-invoices/CHARGED', and(finances, postAdManager)],
  ['/finances/invoices', and(finances, invoices), '/finances/invoices/OPEN'],
  ['/finances/invoices/OVERDUE', and(finances, invoices)],
  ['/finances/invoices/MANUALLY_CHARGED', nobody],
  ['/finances/invoice/12', and(finances, invoices)],
  ['/finances/invoices/LOST', nobody],
  ['/finances/manual-invoice/11', and(finances, invoices)],
  ['/finances/company-configs', admin],
  ['/finances/company-configs/create', admin],
  ['/finances/company-configs/2', admin],
  ['/finances/payouts', and(finances, payouts), `/finances/payouts/reports/${today}`],
  ['/finances/payouts/reports', and(finances, payouts), `/finances/payouts/reports/${today}`],
  ['/finances/payouts/statistics', and(finances, payouts), `/finances/payouts/statistics/${today}`],
  ['/finances/payouts/reports/2026-10-31', and(finances, payouts)],
  ['/finances/payouts/reports/2026-02-30', nobody],
  ['/finances/payouts/reports/31.10.2026', nobody],
  ['/finances/payouts/statistics/2026-10-31?state=OPEN&config=7', and(finances, payouts)],
  ['/finances/payouts/statistics/2026-13-01', nobody],
  ...['websites', 'payout-configs'].flatMap((list): Row[] => [
    [`/finances/payouts/${list}`, and(finances, payouts)],
    [`/finances/payouts/${list}/create`, and(finances, payouts)],
    [`/finances/payouts/${list}/create/4`, and(finances, payouts)],
    [`/finances/payouts/${list}/4`, and(finances, payouts)],
  ]),
  ['/finances/credit-card-receipts', admin, '/finances/credit-card-receipts/payments'],
  ['/finances/credit-card-receipts/payments', admin],
  ['/finances/credit-card-receipts/payouts', admin],
  ['/finances/payments', and(finances, payments)],
  ['/finances/payments/7', and(finances, payments)],

  // §2.12 Other areas
  ['/reporting', role('REPORT_BUILDER'), '/reporting/campaign/list'],
  ['/reporting/campaign', role('REPORT_BUILDER')],
  ['/reporting/campaign/list', role('REPORT_BUILDER')],
  ['/reporting/campaign/3', role('REPORT_BUILDER')],
  ['/compliance', role('ACCESS_COMPLIANCE'), '/compliance/list-price-changes'],
  ...['list-price-changes', 'position-financials', 'account-financials', 'credit-notes'].map(
    (page): Row => [`/compliance/${page}`, role('ACCESS_COMPLIANCE')],
  ),
  ['/dashboard', and(role('AGENCY'), not('POSTADMANAGER'))],
  ['/dashboard/documents', and(role('AGENCY'), not('POSTADMANAGER'))],
  ['/publishers', publishers],
  ['/publishers/overview', publishers],
  ['/publishers/campaigns', publishers],
  ['/publishers/payouts', publishers, '/publishers/payouts/statistics'],
  ...['statistics', 'documents', 'multi-payouts'].map(
    (page): Row => [`/publishers/payouts/${page}`, publishers],
  ),
  ['/publishers/exclusions', publishers, '/publishers/exclusions/excluded-campaigns'],
  ['/publishers/exclusions/excluded-campaigns', publishers],
  ['/publishers/exclusions/excluded-customers', publishers],
  ['/publishers/traffic', and(publishers, admin), '/publishers/traffic/dashboard'],
  ['/publishers/traffic/dashboard', and(publishers, admin)],
  ['/publishers/traffic/dashboard?view=table', and(publishers, admin)],
  ['/publishers/traffic/placement-groups', and(publishers, admin)],
  ['/publishers/ads-config', publishers],
  ['/semantiq', role('SEMANTIQ')],
  ...['dashboard', 'custom-audiences', 'config/2', 'iab-audiences', 'domains'].map(
    (page): Row => [`/semantiq/${page}`, role('SEMANTIQ')],
  ),
  ['/targeting', role('CONTEXTUAL'), '/targeting/keywords'],
  ['/targeting/keywords', role('CONTEXTUAL')],
  ['/targeting/keywords/config/2', role('CONTEXTUAL')],
  ['/targeting/default-values', role('CONTEXTUAL')],
  ['/targeting/segments', and(role('CONTEXTUAL'), admin)],
  ['/targeting/visitor-segments', and(role('CONTEXTUAL'), admin)],
  ['/yaleo', role('YALEO'), '/yaleo/placements'],
  ...[
    'placements',
    'placements-v2',
    'crawler-configuration',
    'bta-feed',
    'collect',
    'algorithms-config',
    'settings',
  ].map((page): Row => [`/yaleo/${page}`, role('YALEO')]),
  ...settingsRows(),
];

/** Settings (spec 1 §2.12): each page by the role of its area; the index opens the first. */
function settingsRows(): Row[] {
  const pages: [string, Who][] = [
    ['data-import', admin],
    ['digital-products', role('MANAGE_DIGITAL_PRODUCTS')],
    ['tv', role('MANAGE_TV_PRODUCTS')],
    ['radio', role('MANAGE_RADIO_PRODUCTS')],
    ['print-products', role('MANAGE_PRINT_PRODUCTS')],
    ['point-of-sale-products', role('MANAGE_POS_PRODUCTS')],
    ...[
      'analog-products',
      'position-groups',
      'price-lists',
      'sales-units',
      'websites',
      'brands',
      'labels',
    ].map((page): [string, Who] => [page, admin]),
    ['campaign-types', role('MANAGE_CAMPAIGN_TYPES')],
    ['industries', admin],
    ['partner-filial-management', admin],
    ['company-settings', companyAdmin],
    ['adsense', admin],
    ['xandr', admin],
    ['google', admin],
    ['adomik', admin],
    ['passendo', admin],
  ];
  const index = (roles: Roles) => pages.find(([, who]) => who(roles))?.[0];
  const target = (page: string) =>
    ({
      'digital-products': '/settings/digital-products/items',
      tv: '/settings/tv/items',
      radio: '/settings/radio/items',
      'print-products': '/settings/print-products/items',
      'company-settings': '/settings/company-settings/emails',
      adsense: '/settings/adsense/mappings',
      passendo: '/settings/passendo/websites-mapping',
    })[page] ?? `/settings/${page}`;
  const digitalProducts = role('MANAGE_DIGITAL_PRODUCTS');
  return [
    // Issue 40: the settings' own page lists the settings pages the user may open (it was a
    // redirect to the first of them) and opens for whoever may open one.
    ['/settings', (roles) => index(roles) !== undefined],
    ...pages
      .filter(([page]) => target(page) === `/settings/${page}`)
      .map(([page, who]): Row => [`/settings/${page}`, who]),
    ['/settings/digital-products', digitalProducts, '/settings/digital-products/items'],
    ...['items', 'ad-media', 'price', 'ad-type', 'placement', 'mapping'].map(
      (tab): Row => [`/settings/digital-products/${tab}`, digitalProducts],
    ),
    // Issue 37: print, tv and radio in tabs (products, ad media and the stations' dayparts).
    ...[
      ['tv', role('MANAGE_TV_PRODUCTS'), ['items', 'ad-media', 'dayparts']],
      ['radio', role('MANAGE_RADIO_PRODUCTS'), ['items', 'ad-media', 'dayparts']],
      ['print-products', role('MANAGE_PRINT_PRODUCTS'), ['items', 'ad-media']],
    ].flatMap(([page, who, tabs]): Row[] => [
      [`/settings/${page}`, who as Who, `/settings/${page}/items`],
      ...(tabs as string[]).map((tab): Row => [`/settings/${page}/${tab}`, who as Who]),
    ]),
    ['/settings/print-products/dayparts', nobody],
    ['/settings/price-lists/42', admin],
    ['/settings/price-lists/x', nobody],
    ['/settings/cinema', nobody],
    ['/settings/company-settings', companyAdmin, '/settings/company-settings/emails'],
    ...['emails', 'pdf-footer', 'payment-details', 'pdf-styles', 'pdf-type-config', 'changes'].map(
      (tab): Row => [`/settings/company-settings/${tab}`, companyAdmin],
    ),
    ['/settings/company-settings/coop-weeks', and(companyAdmin, any('ADMIN', 'MANAGE_COOP_WEEKS'))],
    ['/settings/adsense', admin, '/settings/adsense/mappings'],
    ['/settings/adsense/mappings', admin],
    ['/settings/passendo', admin, '/settings/passendo/websites-mapping'],
    ['/settings/passendo/websites-mapping', admin],
    ['/settings/correspondence', companyAdmin, '/settings/company-settings/emails'],
    ['/settings/correspondence/old/letters', companyAdmin, '/settings/company-settings/emails'],
  ];
}

/** Sign-in screens (spec 1 §2.1): anonymous only; a signed-in user is sent to /. */
const anonymousRows = [
  '/authentication/login',
  '/authentication/verification',
  '/authentication/restore-password',
  '/authentication/change-password/5f2a9c',
  '/authentication/sso',
  '/authentication/sso/adconsole-azure',
  '/authentication/autologin',
  '/account/activate/5f2a9c',
];

function routerAt(path: string, user: ReturnType<typeof currentUserOf> | undefined): AppRouter {
  return testRouter(path, { session: { loadUser: async () => user } });
}

/** Where a user ends up: the href after redirects, and whether not-found shows. */
const routers = new Map<unknown, AppRouter>();

async function visit(path: string, user: ReturnType<typeof currentUserOf> | undefined) {
  let router = routers.get(user);
  if (router) {
    router.history.push(path);
  } else {
    router = routerAt(path, user);
    routers.set(user, router);
  }
  await router.load();
  await settled(router);
  const { matches, location } = router.state;
  const last = matches.at(-1);
  const notFound =
    matches.some((match) => (match.error as { isNotFound?: boolean } | undefined)?.isNotFound) ||
    !last ||
    last.routeId === '__root__' ||
    (router.routesById[last.routeId as keyof typeof router.routesById]?.children?.length ?? 0) > 0;
  return { href: decodeURIComponent(location.href), notFound };
}

const expected = (path: string, roles: Roles, who: Who, then: Then) => {
  if (!who(roles)) return { href: path, notFound: true };
  const target = typeof then === 'function' ? then(roles) : then;
  return { href: target ?? path, notFound: false };
};

describe.each(PERSONA_IDENTITIES.map((persona) => [persona.email, persona] as const))(
  'routes as %s',
  (_email, persona) => {
    const user = currentUserOf(persona);
    const roles = effectiveRoles(user);

    test('/ lands where PERSONAS.md says', async () => {
      const result = await visit('/', user);
      expect(result).toEqual(
        persona.landsOn
          ? { href: persona.landsOn, notFound: false }
          : { href: '/', notFound: true },
      );
    });

    test('every route of spec 1 §2 shows the page, redirects, or shows not-found', async () => {
      const failures: string[] = [];
      for (const [path, who, then] of rows) {
        const want = expected(path, roles, who, then);
        const got = await visit(path, user);
        if (got.href !== want.href || got.notFound !== want.notFound) {
          failures.push(`${path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
        }
      }
      expect(failures).toEqual([]);
    });

    test('the e-mail confirmation link opens signed in too (issue 35)', async () => {
      expect(await visit('/account/confirm-email/5f2a9c', user)).toEqual({
        href: '/account/confirm-email/5f2a9c',
        notFound: false,
      });
    });

    test('the sign-in screens send a signed-in user to /', async () => {
      for (const path of anonymousRows) {
        const result = await visit(path, user);
        expect(result.href, path).toBe(persona.landsOn ?? '/');
      }
    });
  },
);

describe('routes as an anonymous visitor', () => {
  // Every row in one test: on a loaded CI machine the first visits load the route table's
  // modules and took more than the default 5 s (ci37: timed out beside the other runners).
  test('every signed-in route sends the visitor to /login and back afterwards', async () => {
    for (const [path] of rows) {
      const result = await visit(path, undefined);
      // The way back carries the path with its own query, encoded once more inside redirectTo.
      expect(decodeURIComponent(result.href), path).toBe(
        `/authentication/login?redirectTo=${path}`,
      );
    }
  }, 60_000);

  test('the sign-in screens open; /login and /authentication lead to the form', async () => {
    for (const path of anonymousRows) {
      expect(await visit(path, undefined), path).toEqual({ href: path, notFound: false });
    }
    expect((await visit('/login', undefined)).href).toBe('/authentication/login');
    expect((await visit('/authentication', undefined)).href).toBe('/authentication/login');
  });

  test('the e-mail confirmation link opens without a sign-in (issue 35)', async () => {
    expect(await visit('/account/confirm-email/5f2a9c', undefined)).toEqual({
      href: '/account/confirm-email/5f2a9c',
      notFound: false,
    });
  });

  test('the maintenance page needs no sign-in', async () => {
    expect(await visit('/maintenance', undefined)).toEqual({
      href: '/maintenance',
      notFound: false,
    });
  });
});

test('the rows reach every route of the tree', () => {
  const router = routerAt('/', undefined);
  const reached = new Set<string>();
  for (const path of [
    ...rows.map(([path]) => path),
    ...anonymousRows,
    '/',
    '/login',
    '/authentication',
    '/maintenance',
    '/account/confirm-email/5f2a9c',
  ]) {
    for (const match of router.matchRoutes(path.split('?')[0] ?? path)) reached.add(match.routeId);
  }
  const leaves = Object.values(router.routesById)
    .filter((route) => !route.children || (route.children as unknown[]).length === 0)
    .map((route) => route.id);
  expect(leaves.filter((id) => !reached.has(id))).toEqual([]);
});
