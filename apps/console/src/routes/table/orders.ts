import {
  BROADCAST_STAGES,
  CAMPAIGN_STATUS_TABS,
  ORDER_LIST_STATUSES,
  POSITION_DEFAULT_TABS,
  POSITION_LIST_TYPES,
  POST_POSITION_TYPES,
  PRINT_ORDER_TABS,
} from '@adconsole/api';
import { ordersLandingPath } from '../../app/landing.ts';
import { group, indexTo, lazyScreen, page, statusList } from './helpers.ts';
import type { Access, Area } from './types.ts';

/**
 * Spec 1 §2.6 and §6: the order entries are for agencies and workflow staff but not the
 * post-ad-manager, who has post campaigns only.
 */
const orderDesk: Access = { anyOf: ['AGENCY', 'WORKFLOW'], noneOf: ['POSTADMANAGER'] };
const postAdManager: Access = { anyOf: ['POSTADMANAGER'] };

// Programmatic deals (issue 41; spec 1 §2.6, ADMIN): the list, a deal's page and its form, with
// the header tag's texts (the deals are sold on the header tags' placements).
const dealForms = () => import('../../features/header-tag/DealFormPage.tsx');
const dealPages = {
  deal: page('$dealId', 'routes.programmaticDeal', {
    params: { dealId: 'id' },
    screen: lazyScreen(() => import('../../features/header-tag/DealPage.tsx'), 'DealPage', [
      'header-tag',
      // The deal's delivery (DealDelivery.tsx).
      'publishers',
    ]),
  }),
  edit: page('edit/$dealId', 'routes.edit', {
    params: { dealId: 'id' },
    screen: lazyScreen(dealForms, 'DealEditPage', ['header-tag']),
  }),
};

const positionScreens = () => import('../../features/orders/PositionsPage.tsx');
const mediumOrders = lazyScreen(positionScreens, 'MediumOrdersPage', ['orders']);
const orderScreens = () => import('../../features/orders/CampaignPages.tsx');

const campaignScreen = (
  name:
    | 'CampaignEditPage'
    | 'CampaignPositionsPage'
    | 'CampaignPdfPage'
    | 'CampaignHistoryPage'
    | 'CampaignPaymentPage'
    | 'CampaignOverviewPage'
    | 'NewOrderPage',
) => lazyScreen(orderScreens, name, ['orders']);
const planningScreens = () => import('../../features/orders/PlanningPages.tsx');
const sbScreens = () => import('../../features/orders/SelfBookingPages.tsx');
const sbScreen = (
  name:
    | 'SelfBookingNewPage'
    | 'SelfBookingCampaignPage'
    | 'SelfBookingPositionPage'
    | 'SelfBookingPdfPage',
) => lazyScreen(sbScreens, name, ['orders']);
/** The positions editor of a campaign, opened on a position type and on a conflict, if given. */
export const campaignPositionsPage = page(
  'edit-positions/{-$positionType}/{-$hasPositionConflict}',
  'routes.editPositions',
  {
    params: { positionType: 'text', hasPositionConflict: 'text' },
    screen: campaignScreen('CampaignPositionsPage'),
  },
);
const campaignPages = [
  page('/', 'routes.campaignEdit', { screen: campaignScreen('CampaignEditPage') }),
  campaignPositionsPage,
  page('preview-pdf', 'routes.previewPdf', { screen: campaignScreen('CampaignPdfPage') }),
  page('history', 'routes.history', { screen: campaignScreen('CampaignHistoryPage') }),
  page('payment', 'routes.payment', { screen: campaignScreen('CampaignPaymentPage') }),
  page('overview', 'routes.overview', { screen: campaignScreen('CampaignOverviewPage') }),
];

// --- Post campaigns (issue 27; spec 3 §2.2): the post-ad-manager's postal bookings. ---
const postScreens = () => import('../../features/post/PostCampaignPages.tsx');
// The post screens send offers through the orders' offer dialog (its texts are the orders').
const postScreen = (name: PostScreenName) => lazyScreen(postScreens, name, ['post', 'orders']);
type PostScreenName =
  | 'PostCampaignOverviewPage'
  | 'PostCampaignHistoryPage'
  | 'PostCampaignGeneralPage'
  | 'PostCampaignInformationPage'
  | 'PostCampaignTargetGroupPage'
  | 'PostCampaignCalculationPage'
  | 'PostCampaignPositionsPage'
  | 'PostCampaignPreviewPage'
  | 'PostCampaignCreatePage';

/** The pages of one post campaign: its overview, history and the steps of spec 3 §2.2. */
export const postCampaignPages = group(
  '$status/$campaignId',
  'routes.campaign',
  [
    page('/', 'routes.overview', { screen: postScreen('PostCampaignOverviewPage') }),
    page('history', 'routes.history', { screen: postScreen('PostCampaignHistoryPage') }),
    // Spec 3 §2.2 "new-order/{accountId?}" under a campaign: another campaign for its account
    // (or the account the path names).
    page('new-order/{-$accountId}', 'routes.newOrder', {
      params: { accountId: 'id' },
      search: ['redirectTo', 'contactIds'],
      screen: postScreen('PostCampaignCreatePage'),
    }),
    page('edit', 'routes.edit', { screen: postScreen('PostCampaignGeneralPage') }),
    page('information/{-$informationId}', 'routes.information', {
      params: { informationId: 'id' },
      screen: postScreen('PostCampaignInformationPage'),
    }),
    page('target-group-settings/{-$targetGroupId}', 'routes.targetGroupSettings', {
      params: { targetGroupId: 'id' },
      screen: postScreen('PostCampaignTargetGroupPage'),
    }),
    page('calculation', 'routes.calculation', {
      screen: postScreen('PostCampaignCalculationPage'),
    }),
    page('edit-positions/{-$positionType}', 'routes.editPositions', {
      params: { positionType: POST_POSITION_TYPES },
      screen: postScreen('PostCampaignPositionsPage'),
    }),
    page('document-preview', 'routes.documentPreview', {
      screen: postScreen('PostCampaignPreviewPage'),
    }),
  ],
  { params: { status: CAMPAIGN_STATUS_TABS, campaignId: 'id' } },
);

/** A new post campaign, for an account when the path names one; contacts and a return path in the query. */
export const postCampaignCreatePage = page('new-order/{-$accountId}', 'routes.newOrder', {
  params: { accountId: 'id' },
  search: ['redirectTo', 'contactIds'],
  screen: postScreen('PostCampaignCreatePage'),
});

const postCampaignsNode = group(
  'post-campaigns',
  'routes.postCampaigns',
  [
    page('/', 'routes.postCampaigns', {
      search: ['status'],
      screen: lazyScreen(
        () => import('../../features/post/PostCampaignsPage.tsx'),
        'PostCampaignsPage',
        ['post'],
      ),
    }),
    postCampaignCreatePage,
    postCampaignPages,
  ],
  { access: postAdManager },
);
// --- end of post campaigns ---

/** A campaign's position history, of one position if the path names it. */
export const positionHistoryPage = page(
  'campaign/$campaignId/position-history/{-$positionId}',
  'routes.positionHistory',
  {
    access: orderDesk,
    params: { campaignId: 'id', positionId: 'id' },
    screen: lazyScreen(
      () => import('../../features/orders/PositionHistoryPage.tsx'),
      'PositionHistoryPage',
      ['orders'],
    ),
  },
);

/** A self-booked campaign's position by its id (`position/create` is the same screen, empty). */
export const selfBookingPositionEditPage = page('position/$positionId', 'routes.position', {
  params: { positionId: 'id' },
  screen: sbScreen('SelfBookingPositionPage'),
});

/** A self-booked campaign's pages (spec 1 §2.6 "sb"). */
export const selfBookingCampaignPages = group(
  '$campaignId',
  'routes.campaign',
  [
    page('/', 'routes.campaign', { screen: sbScreen('SelfBookingCampaignPage') }),
    page('position/create', 'routes.positionCreate', {
      screen: sbScreen('SelfBookingPositionPage'),
    }),
    selfBookingPositionEditPage,
    page('preview-pdf', 'routes.previewPdf', { screen: sbScreen('SelfBookingPdfPage') }),
  ],
  { params: { campaignId: 'id' } },
);
/** A new offer, for an account or from a task (spec 1 §2.6 "new-order (only for the offered type)"). */
export const newOrderPages = [
  page('new-order', 'routes.newOrder', {
    params: { type: ['OFFERED'] },
    screen: campaignScreen('NewOrderPage'),
  }),
  page('new-order/$accountId', 'routes.newOrder', {
    params: { type: ['OFFERED'], accountId: 'id' },
    screen: campaignScreen('NewOrderPage'),
  }),
  page('tasks/$taskId/new-order', 'routes.newOrder', {
    params: { type: ['OFFERED'], taskId: 'id' },
    screen: campaignScreen('NewOrderPage'),
  }),
] as const;

/** A campaign under a list type: `/orders/campaigns/{type}/{campaignId}/…`. */
export const campaignRecordPages = group('$campaignId', 'routes.campaign', campaignPages, {
  params: { campaignId: 'id' },
});

/** The campaigns of a list type (spec 1 §2.6): the type's tab, new offers, the campaign pages. */
export const campaignTypePages = group(
  '$type',
  'routes.statusValue',
  [
    page('/', 'routes.statusValue', {
      screen: lazyScreen(
        () => import('../../features/orders/CampaignsPage.tsx'),
        'CampaignTypePage',
      ),
    }),
    ...newOrderPages,
    campaignRecordPages,
  ],
  { params: { type: ORDER_LIST_STATUSES } },
);

/** Position lists (spec 1 §2.6); `campaigns` is taken by the campaign pages. */
export const positionListPage = page('$positionsType/$status', 'routes.positions', {
  access: orderDesk,
  screen: lazyScreen(positionScreens, 'PositionsPage', ['orders']),
  params: {
    positionsType: POSITION_LIST_TYPES,
    status: ORDER_LIST_STATUSES,
  },
});

export const orders: Area = {
  path: 'orders',
  title: 'routes.orders',
  purpose: 'areas.orders',
  children: [
    // "/orders index: post-ad-manager goes to /orders/post-campaigns; agency goes to /orders/campaigns."
    indexTo(ordersLandingPath),
    statusList(
      'digital',
      'routes.digitalOrders',
      'status',
      ORDER_LIST_STATUSES,
      POSITION_DEFAULT_TABS['digital-positions'],
      '/orders',
      { access: orderDesk, screen: mediumOrders },
    ),
    statusList(
      'print',
      'routes.printOrders',
      'status',
      PRINT_ORDER_TABS,
      POSITION_DEFAULT_TABS['print-positions'],
      '/orders',
      {
        access: orderDesk,
        screen: mediumOrders,
      },
    ),
    statusList(
      'radio',
      'routes.radioOrders',
      'stage',
      BROADCAST_STAGES,
      POSITION_DEFAULT_TABS['radio-positions'],
      '/orders',
      {
        access: orderDesk,
        screen: mediumOrders,
      },
    ),
    statusList(
      'tv',
      'routes.tvOrders',
      'stage',
      BROADCAST_STAGES,
      POSITION_DEFAULT_TABS['tv-positions'],
      '/orders',
      {
        access: orderDesk,
        screen: mediumOrders,
      },
    ),
    page('pos', 'routes.posOrders', {
      access: orderDesk,
      screen: lazyScreen(positionScreens, 'PosOrdersPage', ['orders']),
    }),
    group(
      'programmatic-deals',
      'routes.programmaticDeals',
      [
        page('/', 'routes.programmaticDeals', {
          screen: lazyScreen(() => import('../../features/header-tag/DealsPage.tsx'), 'DealsPage', [
            'header-tag',
          ]),
        }),
        page('create', 'routes.create', {
          screen: lazyScreen(dealForms, 'DealCreatePage', ['header-tag']),
        }),
        dealPages.edit,
        dealPages.deal,
      ],
      { access: { anyOf: ['ADMIN'] } },
    ),
    positionHistoryPage,
    page('forecast', 'routes.forecast', {
      access: orderDesk,
      screen: lazyScreen(planningScreens, 'ForecastPage', ['orders']),
    }),
    page('booking', 'routes.booking', {
      access: orderDesk,
      screen: lazyScreen(planningScreens, 'BookingCalendarPage', ['orders']),
    }),
    page('booking_v2', 'routes.bookingV2', {
      access: orderDesk,
      screen: lazyScreen(
        () => import('../../features/orders/BookingTimelinePage.tsx'),
        'BookingTimelinePage',
        ['orders'],
      ),
    }),
    page('comments', 'routes.orderComments', {
      access: { anyOf: ['ADMIN'] },
      screen: lazyScreen(
        () => import('../../features/mail/OrderCommentsPage.tsx'),
        'OrderCommentsPage',
        ['admin'],
      ),
    }),
    group(
      'campaigns',
      'routes.campaigns',
      [
        page('/', 'routes.campaigns', {
          search: ['status'],
          screen: lazyScreen(
            () => import('../../features/orders/CampaignsPage.tsx'),
            'CampaignsPage',
            ['orders'],
          ),
        }),
        group(
          'sb',
          'routes.selfBooking',
          [
            page('new-order/campaign', 'routes.newOrder', {
              screen: sbScreen('SelfBookingNewPage'),
            }),
            selfBookingCampaignPages,
          ],
          { access: { anyOf: ['SELF_BOOKING', 'ADMIN'] } },
        ),
        campaignTypePages,
      ],
      { access: orderDesk },
    ),
    postCampaignsNode,
    positionListPage,
  ],
};

/** Spec 1 §2.12: the agency dashboard. */
export const dashboard: Area = {
  path: 'dashboard',
  title: 'routes.dashboard',
  purpose: 'areas.dashboard',
  access: { anyOf: ['AGENCY'], noneOf: ['POSTADMANAGER'] },
  children: [
    page('/', 'routes.dashboard', {
      screen: lazyScreen(
        () => import('../../features/home/AgencyDashboardPage.tsx'),
        'AgencyDashboardPage',
        ['home'],
      ),
    }),
    page('documents', 'routes.documents', {
      screen: lazyScreen(
        () => import('../../features/home/AgencyDocumentsPage.tsx'),
        'AgencyDocumentsPage',
        ['home'],
      ),
    }),
  ],
};

// The nodes whose parameters a screen reads, by id: a screen names its route
// (`useTableParams<'orders.campaign'>()`) and imports nothing of the table (issue 34).
declare module '../useTableParams.ts' {
  interface TableNodes {
    'orders.campaign': typeof campaignRecordPages;
    'orders.programmaticDeal': typeof dealPages.deal;
    'orders.programmaticDealEdit': typeof dealPages.edit;
    'orders.campaignPositions': typeof campaignPositionsPage;
    'orders.campaignType': typeof campaignTypePages;
    'orders.newOrderForAccount': (typeof newOrderPages)[1];
    'orders.newOrderFromTask': (typeof newOrderPages)[2];
    'orders.positionHistory': typeof positionHistoryPage;
    'orders.positionList': typeof positionListPage;
    'orders.postCampaign': typeof postCampaignPages;
    'orders.postCampaignCreate': typeof postCampaignCreatePage;
    'orders.selfBookingCampaign': typeof selfBookingCampaignPages;
    'orders.selfBookingPosition': typeof selfBookingPositionEditPage;
  }
}
