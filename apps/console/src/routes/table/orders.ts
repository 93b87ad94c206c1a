import { ordersLandingPath } from '../../app/landing.ts';
import { group, indexTo, lazyScreen, page, statusList } from './helpers.ts';
import {
  BROADCAST_STAGES,
  CAMPAIGN_STATUSES,
  ORDER_LIST_STATUSES,
  POSITION_LIST_TYPES,
  POST_POSITION_TYPES,
  PRINT_ORDER_STATUSES,
} from './statuses.ts';
import type { Access, Area } from './types.ts';

/**
 * Spec 1 §2.6 and §6: the order entries are for agencies and workflow staff but not the
 * post-ad-manager, who has post campaigns only.
 */
const orderDesk: Access = { anyOf: ['AGENCY', 'WORKFLOW'], noneOf: ['POSTADMANAGER'] };
const postAdManager: Access = { anyOf: ['POSTADMANAGER'] };

const campaignPages = [
  page('/', 'routes.campaignEdit'),
  page('edit-positions/{-$positionType}/{-$hasPositionConflict}', 'routes.editPositions'),
  page('preview-pdf', 'routes.previewPdf'),
  page('history', 'routes.history'),
  page('payment', 'routes.payment'),
  page('overview', 'routes.overview'),
];

// --- Post campaigns (issue 27; spec 3 §2.2): the post-ad-manager's postal bookings. ---
const postScreens = () => import('../../features/post/PostCampaignPages.tsx');
const postScreen = (name: PostScreenName) => lazyScreen(postScreens, name, ['post']);
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
  { params: { status: CAMPAIGN_STATUSES, campaignId: 'id' } },
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
      'RUNNING',
      '/orders',
      {
        access: orderDesk,
      },
    ),
    statusList('print', 'routes.printOrders', 'status', PRINT_ORDER_STATUSES, 'BOOKED', '/orders', {
      access: orderDesk,
    }),
    statusList('radio', 'routes.radioOrders', 'stage', BROADCAST_STAGES, 'ALL', '/orders', {
      access: orderDesk,
    }),
    statusList('tv', 'routes.tvOrders', 'stage', BROADCAST_STAGES, 'ALL', '/orders', {
      access: orderDesk,
    }),
    page('pos', 'routes.posOrders', { access: orderDesk }),
    page('programmatic-deals', 'routes.programmaticDeals', { access: { anyOf: ['ADMIN'] } }),
    page('campaign/$campaignId/position-history/{-$positionId}', 'routes.positionHistory', {
      access: orderDesk,
      params: { campaignId: 'id', positionId: 'id' },
    }),
    page('forecast', 'routes.forecast', { access: orderDesk }),
    page('booking', 'routes.booking', { access: orderDesk }),
    page('booking_v2', 'routes.bookingV2', { access: orderDesk }),
    page('comments', 'routes.orderComments', { access: { anyOf: ['ADMIN'] } }),
    group(
      'campaigns',
      'routes.campaigns',
      [
        page('/', 'routes.campaigns', { search: ['status'] }),
        group(
          'sb',
          'routes.selfBooking',
          [
            page('new-order/campaign', 'routes.newOrder'),
            group(
              '$campaignId',
              'routes.campaign',
              [
                page('/', 'routes.campaign'),
                page('position/create', 'routes.positionCreate'),
                page('position/$positionId', 'routes.position', { params: { positionId: 'id' } }),
                page('preview-pdf', 'routes.previewPdf'),
              ],
              { params: { campaignId: 'id' } },
            ),
          ],
          { access: { anyOf: ['SELF_BOOKING', 'ADMIN'] } },
        ),
        group(
          '$type',
          'routes.statusValue',
          [
            page('/', 'routes.statusValue'),
            // "new-order (only for the offered type)" (spec 1 §2.6).
            page('new-order', 'routes.newOrder', { params: { type: ['OFFERED'] } }),
            page('new-order/$accountId', 'routes.newOrder', {
              params: { type: ['OFFERED'], accountId: 'id' },
            }),
            page('tasks/$taskId/new-order', 'routes.newOrder', {
              params: { type: ['OFFERED'], taskId: 'id' },
            }),
            group('$campaignId', 'routes.campaign', campaignPages, {
              params: { campaignId: 'id' },
            }),
          ],
          { params: { type: ORDER_LIST_STATUSES } },
        ),
      ],
      { access: orderDesk },
    ),
    postCampaignsNode,
    // Position lists (spec 1 §2.6); `campaigns` is taken by the campaign pages above.
    page('$positionsType/$status', 'routes.positions', {
      access: orderDesk,
      params: {
        positionsType: POSITION_LIST_TYPES.filter((type) => type !== 'campaigns'),
        status: ORDER_LIST_STATUSES,
      },
    }),
  ],
};

/** Spec 1 §2.12: the agency dashboard. */
export const dashboard: Area = {
  path: 'dashboard',
  title: 'routes.dashboard',
  purpose: 'areas.dashboard',
  access: { anyOf: ['AGENCY'], noneOf: ['POSTADMANAGER'] },
  children: [page('/', 'routes.dashboard'), page('documents', 'routes.documents')],
};
