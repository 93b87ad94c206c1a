import {
  APPROVAL_STATES,
  CAMPAIGN_MANAGEMENT_TABS,
  CHECK_TYPES,
  DISPATCH_TABS,
  PRINT_OPERATIONS_ROUTE_TABS,
} from '@adconsole/api';
import { group, indexTo, lazyScreen, page, tabPages } from './helpers.ts';
import type { Access, Area, RouteNode } from './types.ts';

const digitalCreatives: Access = { anyOf: ['MANAGE_DIGITAL_CREATIVES'] };
const printCreatives: Access = { anyOf: ['MANAGE_PRINT_CREATIVES'] };
const adServerCreatives: Access = { anyOf: ['ADSERVER_CREATIVES'] };

// The creatives' screens (issue 40), each with the creatives' texts.
const digitalCreativeForms = () => import('../../features/creatives/DigitalCreativeFormPage.tsx');
const printCreativePages = () => import('../../features/creatives/PrintCreativePages.tsx');
export const creativesPages = {
  adServer: page('$creativeId', 'routes.creative', {
    params: { creativeId: 'id' },
    screen: lazyScreen(
      () => import('../../features/creatives/AdServerCreativePage.tsx'),
      'AdServerCreativePage',
      ['creatives'],
    ),
  }),
  print: page('$creativeId', 'routes.creative', {
    params: { creativeId: 'id' },
    screen: lazyScreen(printCreativePages, 'PrintCreativePage', ['creatives']),
  }),
  // Issue 38: a creative's own page (details, checks, preview, history), its form beneath it.
  digital: page('$creativeId', 'routes.creative', {
    params: { creativeId: 'id' },
    screen: lazyScreen(
      () => import('../../features/creatives/DigitalCreativePage.tsx'),
      'DigitalCreativePage',
      ['creatives', 'sales'],
    ),
  }),
  // Issue 40: a campaign's page leads here with its campaign chosen (?campaignId).
  bulkUpload: page('bulk-upload', 'routes.bulkUpload', {
    access: { anyOf: ['ADMIN'] },
    search: ['campaignId', 'campaignName'],
    screen: lazyScreen(
      () => import('../../features/creatives/BulkUploadPage.tsx'),
      'BulkUploadPage',
      ['creatives'],
    ),
  }),
  digitalEdit: page('$creativeId/edit', 'routes.edit', {
    params: { creativeId: 'id' },
    screen: lazyScreen(digitalCreativeForms, 'DigitalCreativeEditPage', ['creatives']),
  }),
};

/** Spec 1 §2.9; the index redirects by role. */
export const creatives: Area = {
  path: 'creatives',
  title: 'routes.creatives',
  purpose: 'areas.creatives',
  access: { anyOf: ['MANAGE_DIGITAL_CREATIVES', 'MANAGE_PRINT_CREATIVES', 'ADSERVER_CREATIVES'] },
  children: [
    indexTo({ firstAllowed: ['/creatives/digital', '/creatives/print', '/creatives/ad-server'] }),
    group(
      'digital',
      'routes.digitalCreatives',
      [
        page('/', 'routes.digitalCreatives', {
          search: ['newCreativeId'],
          screen: lazyScreen(
            () => import('../../features/creatives/DigitalCreativesPage.tsx'),
            'DigitalCreativesPage',
            ['creatives'],
          ),
        }),
        page('create', 'routes.create', {
          screen: lazyScreen(digitalCreativeForms, 'DigitalCreativeCreatePage', ['creatives']),
        }),
        creativesPages.digital,
        creativesPages.digitalEdit,
        creativesPages.bulkUpload,
      ],
      { access: digitalCreatives },
    ),
    group(
      'print',
      'routes.printCreatives',
      [
        page('/', 'routes.printCreatives', {
          screen: lazyScreen(
            () => import('../../features/creatives/PrintCreativesPage.tsx'),
            'PrintCreativesPage',
            ['creatives'],
          ),
        }),
        page('create', 'routes.create', {
          screen: lazyScreen(printCreativePages, 'PrintCreativeCreatePage', ['creatives']),
        }),
        creativesPages.print,
      ],
      { access: printCreatives },
    ),
    group(
      'ad-server',
      'routes.adServerCreatives',
      [
        page('/', 'routes.adServerCreatives', {
          screen: lazyScreen(
            () => import('../../features/creatives/AdServerCreativesPage.tsx'),
            'AdServerCreativesPage',
            ['creatives'],
          ),
        }),
        creativesPages.adServer,
      ],
      { access: adServerCreatives },
    ),
  ],
};

const opsPush: Access = { anyOf: ['OPS_PUSH'] };
const screenshotTabs = ['campaigns', 'approvals', 'done', 'hidden'];
// Digital operations (issue 25): the screens of the four queues.
const approvalScreen = lazyScreen(
  () => import('../../features/digital/ApprovalPage.tsx'),
  'ApprovalPage',
  ['digital'],
);
const screenshotScreen = lazyScreen(
  () => import('../../features/digital/ScreenshotManagementPage.tsx'),
  'ScreenshotManagementPage',
  ['digital'],
);

/**
 * The page of a status list's status (`$<param>`), its value one of `statuses`; optional when
 * the same screen also shows on pages without one (the approval's creatives and drafts).
 */
type StatusPage<
  TParam extends string,
  TStatuses extends readonly string[],
  TPath extends string = `$${TParam}`,
> = RouteNode & { path: TPath; params: Readonly<Record<TParam, TStatuses>> };

/** A list with a status in its path (spec 1 §4), the status one of `statuses`, with its screen. */
const statusScreen = <const TParam extends string, const TStatuses extends readonly string[]>(
  path: string,
  title: string,
  param: TParam,
  statuses: TStatuses,
  fallback: TStatuses[number],
  screen: ReturnType<typeof lazyScreen>,
  access: Access,
) => {
  const statusPage: StatusPage<TParam, TStatuses> = {
    path: `$${param}`,
    title: 'routes.statusValue',
    // A computed key is typed by any name; it is the one `param` names.
    params: { [param]: statuses } as Readonly<Record<TParam, TStatuses>>,
    screen,
  };
  return group(path, title, [indexTo(`/digital-operations/${path}/${fallback}`), statusPage], {
    access,
  });
};

/** Spec 1 §2.10, spec 3 §2: manage digital products. */
export const digitalOperations: Area = {
  path: 'digital-operations',
  title: 'routes.digitalOperations',
  purpose: 'areas.digitalOperations',
  access: { anyOf: ['MANAGE_DIGITAL_PRODUCTS'] },
  children: [
    indexTo({
      firstAllowed: [
        '/digital-operations/approval',
        '/digital-operations/campaign-management',
        '/digital-operations/screenshot-management',
        '/digital-operations/quality-assurance',
      ],
    }),
    group(
      'approval',
      'routes.approval',
      [
        indexTo('/digital-operations/approval/PENDING_APPROVAL'),
        page('creatives', 'routes.approvalCreatives', { screen: approvalScreen }),
        page('creative-drafts', 'routes.creativeDrafts', { screen: approvalScreen }),
        // Issue 42: the crawled articles waiting for the admin's approval.
        page('crawler-articles', 'routes.crawlerArticles', {
          access: { anyOf: ['ADMIN'] },
          screen: lazyScreen(
            () => import('../../features/semantiq/CrawlerArticlesPage.tsx'),
            'CrawlerArticlesPage',
            ['targeting'],
          ),
        }),
        page('$status', 'routes.statusValue', {
          params: { status: APPROVAL_STATES },
          screen: approvalScreen,
        }),
      ],
      { access: { anyOf: ['OPS_PUSH'], noneOf: ['CUSTOMER'] } },
    ),
    statusScreen(
      'campaign-management',
      'routes.campaignManagement',
      'status',
      CAMPAIGN_MANAGEMENT_TABS,
      'READY_TO_PUSH',
      lazyScreen(
        () => import('../../features/digital/CampaignManagementPage.tsx'),
        'CampaignManagementPage',
        ['digital'],
      ),
      opsPush,
    ),
    group(
      'screenshot-management',
      'routes.screenshotManagement',
      [
        indexTo('/digital-operations/screenshot-management/campaigns'),
        ...tabPages(screenshotTabs).map((tab) => ({ ...tab, screen: screenshotScreen })),
      ],
      { access: { anyOf: ['OPS_SCREENSHOTS'] } },
    ),
    statusScreen(
      'quality-assurance',
      'routes.qualityAssurance',
      'checkType',
      CHECK_TYPES,
      'START',
      lazyScreen(
        () => import('../../features/digital/QualityAssurancePage.tsx'),
        'QualityAssurancePage',
        ['digital'],
      ),
      { anyOf: ['OPS_CHECKS'] },
    ),
  ],
};

/** Spec 1 §2.10: POSTNETZ. The dispatch states of the analog operations (the contracts' DISPATCH_TABS). */

const stockScreens = () => import('../../features/analog-operations/StockPage.tsx');
const inventoryScreens = () => import('../../features/analog-operations/InventoryPages.tsx');

/** The analog operations' pages that read their parameters (issue 26). */
export const analogOperationsPages = {
  // The state is optional (spec 1 §2.10: the index of send-dispatch goes to dispatch, which
  // shows every state); titled by the screen's name, as dispatch states are no order statuses.
  dispatch: page('dispatch/{-$state}', 'routes.dispatch', {
    params: { state: DISPATCH_TABS },
    screen: lazyScreen(
      () => import('../../features/analog-operations/DispatchesPage.tsx'),
      'DispatchesPage',
      ['print'],
    ),
  }),
  send: page('$ids', 'routes.sendDispatch', {
    params: { ids: 'text' },
    screen: lazyScreen(
      () => import('../../features/analog-operations/SendDispatchPage.tsx'),
      'SendDispatchPage',
      ['print'],
    ),
  }),
};

export const analogOperations: Area = {
  path: 'analog-operations',
  title: 'routes.analogOperations',
  purpose: 'areas.analogOperations',
  access: { anyOf: ['POSTNETZ'] },
  children: [
    indexTo('/analog-operations/campaign-management'),
    page('campaign-management', 'routes.campaignManagement', {
      screen: lazyScreen(
        () => import('../../features/analog-operations/PostalCampaignsPage.tsx'),
        'PostalCampaignsPage',
        ['print'],
      ),
    }),
    group(
      'inventory-management',
      'routes.inventoryManagement',
      [
        indexTo('/analog-operations/inventory-management/stock'),
        page('stock', 'routes.stock', {
          screen: lazyScreen(stockScreens, 'StockPage', ['print']),
        }),
        // Issue 37: the movements a page of the inventory's tabs (were a tab of the stock page).
        page('movements', 'routes.stockMovements', {
          screen: lazyScreen(stockScreens, 'StockMovementsPage', ['print']),
        }),
        analogOperationsPages.dispatch,
        // Issue 37: the inventory's records beside its stock (spec 1 §2.10 names stock and
        // dispatch; the items and warehouses they count sit with them).
        page('items', 'routes.analogItems', {
          screen: lazyScreen(inventoryScreens, 'AnalogItemsPage', ['print']),
        }),
        page('warehouses', 'routes.warehouses', {
          screen: lazyScreen(inventoryScreens, 'WarehousesPage', ['print']),
        }),
      ],
      // Issue 37: one sub-navigation reaches every page of the inventory.
      { sections: ['stock', 'movements', 'items', 'warehouses', 'dispatch'] },
    ),
    group('send-dispatch', 'routes.sendDispatch', [
      indexTo('/analog-operations/inventory-management/dispatch'),
      analogOperationsPages.send,
    ]),
  ],
};

/** Spec 1 §2.10, spec 3 §2: print operations. */
const printScreens = () => import('../../features/print-operations/PrintPositionsPage.tsx');

/** The print operations' pages that read their parameters (issue 26). */
export const printOperationsPages = {
  status: page('$status', 'routes.statusValue', {
    params: { status: PRINT_OPERATIONS_ROUTE_TABS },
    valueLabels: 'printOps.tabs',
    search: ['labelReference'],
    screen: lazyScreen(printScreens, 'PrintPositionsPage', ['print', 'admin']),
  }),
};

export const printOperations: Area = {
  path: 'print-operations',
  title: 'routes.printOperations',
  purpose: 'areas.printOperations',
  access: { anyOf: ['PRINT_OPS_PUSH'] },
  children: [
    indexTo('/print-operations/print'),
    group('print', 'routes.printPositions', [
      indexTo('/print-operations/print/READY_TO_PUSH'),
      printOperationsPages.status,
    ]),
    page('publication-upload', 'routes.publicationUpload', {
      screen: lazyScreen(
        () => import('../../features/print-operations/PublicationUploadPage.tsx'),
        'PublicationUploadPage',
        ['print'],
      ),
    }),
  ],
};

// The nodes whose parameters a screen reads, by id: a screen names its route
// (`useTableParams<'operations.dispatches'>()`) and imports nothing of the table (issue 34).
declare module '../useTableParams.ts' {
  interface TableNodes {
    'operations.approval': StatusPage<'status', typeof APPROVAL_STATES, '{-$status}'>;
    'operations.campaignManagement': StatusPage<'status', typeof CAMPAIGN_MANAGEMENT_TABS>;
    'operations.dispatches': typeof analogOperationsPages.dispatch;
    'operations.printPositions': typeof printOperationsPages.status;
    'operations.qualityAssurance': StatusPage<'checkType', typeof CHECK_TYPES>;
    'operations.sendDispatch': typeof analogOperationsPages.send;
    'creatives.digital': typeof creativesPages.digital;
    'creatives.digitalEdit': typeof creativesPages.digitalEdit;
    'creatives.bulkUpload': typeof creativesPages.bulkUpload;
    'creatives.print': typeof creativesPages.print;
    'creatives.adServer': typeof creativesPages.adServer;
  }
}
