import {
  DEFAULT_FINANCE_INVOICE_TAB,
  FINANCE_INVOICE_TABS,
  INVOICE_TABS,
  PAYMENT_ROLES,
} from '@adconsole/api';
import { group, indexTo, lazyScreen, page, statusList } from './helpers.ts';
import type { Access, Area, RouteNode } from './types.ts';

const invoicing: Access = { anyOf: ['ADMIN_INVOICE', 'ADMIN'] };
const payouts: Access = { anyOf: ['PAYOUT', 'ADMIN'] };
const payoutQuery = ['state', 'config'];

/** Invoices (issue 38): the list by state and an invoice's own page. */
const invoiceScreen = (name: 'InvoicesPage' | 'InvoicePage') =>
  name === 'InvoicesPage'
    ? lazyScreen(() => import('../../features/finances/InvoicesPage.tsx'), name, ['finances'])
    : lazyScreen(() => import('../../features/finances/InvoicePage.tsx'), name, ['finances']);
export const invoicePage = page('invoice/$invoiceId', 'routes.invoice', {
  access: invoicing,
  params: { invoiceId: 'id' },
  screen: invoiceScreen('InvoicePage'),
});

/** Company configs (issue 38 part 2): the list, create and one configuration. */
const configScreen = (
  name: 'CompanyConfigsPage' | 'CompanyConfigCreatePage' | 'CompanyConfigEditPage',
) =>
  name === 'CompanyConfigsPage'
    ? // The list apart from the form pages: it loads no form (issue 36).
      lazyScreen(() => import('../../features/finances/CompanyConfigsPage.tsx'), name, ['finances'])
    : lazyScreen(() => import('../../features/finances/CompanyConfigPages.tsx'), name, [
        'finances',
      ]);
export const companyConfigPage = page('$configId', 'routes.item', {
  params: { configId: 'id' },
  screen: configScreen('CompanyConfigEditPage'),
});

/** A manual invoice of a campaign's free lines (issue 38 part 2). */
export const manualInvoicePage = page('manual-invoice/$campaignId', 'routes.manualInvoice', {
  access: invoicing,
  params: { campaignId: 'id' },
  screen: lazyScreen(
    () => import('../../features/finances/ManualInvoicePage.tsx'),
    'ManualInvoicePage',
    ['finances'],
  ),
});

/** Payments (issue 38): the bank's credits, a payment's own page; credit-card receipts. */
const paymentAccess: Access = { anyOf: PAYMENT_ROLES };
export const paymentPage = page('$paymentId', 'routes.payment', {
  params: { paymentId: 'id' },
  screen: lazyScreen(() => import('../../features/finances/PaymentPage.tsx'), 'PaymentPage', [
    'finances',
  ]),
});
const cardReceiptsScreen = lazyScreen(
  () => import('../../features/finances/CardReceiptsPage.tsx'),
  'CardReceiptsPage',
  ['finances'],
);

/** Payouts (issue 39): the screens of a payout list, of the reports and of the statistics. */
type PayoutConfigScreen = 'PayoutConfigsPage' | 'PayoutConfigCreatePage' | 'PayoutConfigEditPage';
type PayoutWebsiteScreen =
  | 'PayoutWebsitesPage'
  | 'PayoutWebsiteCreatePage'
  | 'PayoutWebsiteEditPage';
type PayoutScreen = PayoutConfigScreen | PayoutWebsiteScreen;
const isConfigScreen = (name: PayoutScreen): name is PayoutConfigScreen =>
  name.startsWith('PayoutConfig');
const payoutScreen = (name: PayoutScreen) =>
  isConfigScreen(name)
    ? name === 'PayoutConfigsPage'
      ? // The list apart from the form pages: it loads no form (issue 36).
        lazyScreen(() => import('../../features/finances/PayoutConfigsPage.tsx'), name, ['payouts'])
      : lazyScreen(() => import('../../features/finances/PayoutConfigPages.tsx'), name, ['payouts'])
    : name === 'PayoutWebsitesPage'
      ? lazyScreen(() => import('../../features/finances/PayoutWebsitesPage.tsx'), name, [
          'payouts',
        ])
      : lazyScreen(() => import('../../features/finances/PayoutWebsitePages.tsx'), name, [
          'payouts',
        ]);
/** One item of a payout list, and a new one from a copy of another (`create/{cloneId}`). */
export const payoutItemPage = (screen: PayoutScreen) =>
  page('$id', 'routes.item', { params: { id: 'id' }, screen: payoutScreen(screen) });
export const payoutCopyPage = (screen: PayoutScreen) =>
  page('create/$cloneId', 'routes.create', {
    params: { cloneId: 'id' },
    screen: payoutScreen(screen),
  });

/** A payout list with create, create from a copy, and one item (spec 1 §2.11). */
const payoutItems = (
  path: string,
  title: string,
  [list, create, edit]: readonly [PayoutScreen, PayoutScreen, PayoutScreen],
): RouteNode =>
  group(path, title, [
    page('/', title, { search: payoutQuery, screen: payoutScreen(list) }),
    page('create', 'routes.create', { screen: payoutScreen(create) }),
    payoutCopyPage(create),
    payoutItemPage(edit),
  ]);

/** Payout reports and statistics per day; the date must pass a date check (spec 1 §5). */
export const payoutDayPage = (screen: 'PayoutReportsPage' | 'PayoutMonthStatisticsPage') =>
  page('$date', 'routes.dateValue', {
    params: { date: 'date' },
    search: payoutQuery,
    screen:
      screen === 'PayoutReportsPage'
        ? lazyScreen(() => import('../../features/finances/PayoutReportsPage.tsx'), screen, [
            'payouts',
          ])
        : lazyScreen(
            () => import('../../features/finances/PayoutMonthStatisticsPage.tsx'),
            screen,
            ['payouts'],
          ),
  });
const payoutDay = (
  path: string,
  title: string,
  screen: 'PayoutReportsPage' | 'PayoutMonthStatisticsPage',
): RouteNode =>
  group(path, title, [
    {
      path: '/',
      redirect: () => `/finances/payouts/${path}/${new Date().toISOString().slice(0, 10)}`,
    },
    payoutDayPage(screen),
  ]);

/** Spec 1 §2.11: the finances menu needs ADMIN_INVOICE, ADMIN, PAYOUT, POSTADMANAGER or PAYMENTS. */
export const finances: Area = {
  path: 'finances',
  title: 'routes.finances',
  purpose: 'areas.finances',
  access: { anyOf: ['ADMIN_INVOICE', 'ADMIN', 'PAYOUT', 'POSTADMANAGER', 'PAYMENTS'] },
  children: [
    indexTo({
      firstAllowed: [
        '/finances/invoices',
        '/finances/post-invoices',
        '/finances/payouts',
        '/finances/payments',
      ],
    }),
    // Post invoices (issue 27): the post-ad-manager's campaigns by invoice state, as a status
    // list whose state page is a screen.
    group(
      'post-invoices',
      'routes.postInvoices',
      [
        indexTo('/finances/post-invoices/OPEN'),
        page('$state', 'routes.statusValue', {
          params: { state: INVOICE_TABS },
          screen: lazyScreen(
            () => import('../../features/post/PostInvoicesPage.tsx'),
            'PostInvoicesPage',
            ['post'],
          ),
        }),
      ],
      { access: { anyOf: ['POSTADMANAGER'] } },
    ),
    statusList(
      'invoices',
      'routes.invoices',
      'invoiceState',
      FINANCE_INVOICE_TABS,
      DEFAULT_FINANCE_INVOICE_TAB,
      '/finances',
      // The tabs' own names: OVERDUE, PAID and CANCELLED are no order statuses (a new user
      // read "Rechnungen: statuses.OVERDUE", session 8).
      { access: invoicing, screen: invoiceScreen('InvoicesPage'), valueLabels: 'finances.tabs' },
    ),
    invoicePage,
    manualInvoicePage,
    group(
      'company-configs',
      'routes.companyConfigs',
      [
        page('/', 'routes.companyConfigs', { screen: configScreen('CompanyConfigsPage') }),
        page('create', 'routes.create', { screen: configScreen('CompanyConfigCreatePage') }),
        companyConfigPage,
      ],
      { access: { anyOf: ['ADMIN'] } },
    ),
    group(
      'payouts',
      'routes.payouts',
      [
        indexTo('/finances/payouts/reports'),
        payoutDay('reports', 'routes.payoutReports', 'PayoutReportsPage'),
        payoutDay('statistics', 'routes.payoutStatistics', 'PayoutMonthStatisticsPage'),
        payoutItems('websites', 'routes.websites', [
          'PayoutWebsitesPage',
          'PayoutWebsiteCreatePage',
          'PayoutWebsiteEditPage',
        ]),
        payoutItems('payout-configs', 'routes.payoutConfigs', [
          'PayoutConfigsPage',
          'PayoutConfigCreatePage',
          'PayoutConfigEditPage',
        ]),
      ],
      { access: payouts },
    ),
    group(
      'credit-card-receipts',
      'routes.creditCardReceipts',
      [
        indexTo('/finances/credit-card-receipts/payments'),
        page('payments', 'routes.tab.payments', { screen: cardReceiptsScreen }),
        page('payouts', 'routes.tab.payouts', { screen: cardReceiptsScreen }),
      ],
      { access: { anyOf: ['ADMIN'] } },
    ),
    group(
      'payments',
      'routes.payments',
      [
        page('/', 'routes.payments', {
          screen: lazyScreen(
            () => import('../../features/finances/PaymentsPage.tsx'),
            'PaymentsPage',
            ['finances'],
          ),
        }),
        paymentPage,
      ],
      { access: paymentAccess },
    ),
  ],
};

// The nodes whose parameters a screen reads, by id (useTableParams).
declare module '../useTableParams.ts' {
  interface TableNodes {
    'finances.invoice': typeof invoicePage;
    'finances.companyConfig': typeof companyConfigPage;
    'finances.manualInvoice': typeof manualInvoicePage;
    'finances.payment': typeof paymentPage;
    'finances.payoutItem': ReturnType<typeof payoutItemPage>;
    'finances.payoutCopy': ReturnType<typeof payoutCopyPage>;
    'finances.payoutDay': ReturnType<typeof payoutDayPage>;
  }
}
