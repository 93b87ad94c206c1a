// merging duplicate accounts (issue 46)
import { accountMergeEndpoints } from './account-merge.ts';
import { activityEndpoints } from './activity-endpoints.ts';
import { accountEndpoints, adminEndpoints } from './admin.ts';
import {
  dispatchEndpoints,
  postalCampaignEndpoints,
  stockEndpoints,
  stockMovementEndpoints,
} from './analog-operations.ts';
import { campaignEndpoints } from './campaigns.ts';
// the Gen AI chat (issue 44)
import { chatEndpoints } from './chat.ts';
import {
  conversionTrackerEndpoints,
  crmAccountEndpoints,
  crmContactEndpoints,
  crmExtraEndpoints,
  discountEndpoints,
} from './crm-records.ts';
// Digital operations (issue 25).
import { digitalOperationsEndpoints } from './digital-operations.ts';
import type { Endpoint } from './endpoint.ts';
import { feedbackEndpoints } from './feedback.ts';
import { homeEndpoints } from './home.ts';
import { jobEndpoints } from './jobs.ts';
// live lists (issue 46)
import { liveEndpoints } from './live.ts';
import { orderCommentEndpoints } from './order-comments.ts';
// orders (issue 22)
import { orderEndpoints } from './orders.ts';
import { pageViewEndpoints } from './page-views.ts';
import { permaleadEndpoints } from './permalead.ts';
import { postCampaignEndpoints, postInvoiceEndpoints } from './post-campaigns.ts';
import { printOperationsEndpoints, printPositionEndpoints } from './print-operations.ts';
import {
  promotionDetailEndpoints,
  promotionEndpoints,
  promotionTypeEndpoints,
} from './promotions.ts';
import {
  adMediumEndpoints,
  brandEndpoints,
  coopWeekEndpoints,
  industryEndpoints,
  partnerFilialEndpoints,
  placementEndpoints,
  positionGroupEndpoints,
  priceEndpoints,
  priceListEndpoints,
  programmaticMappingEndpoints,
  salesUnitEndpoints,
  settingsCampaignTypeEndpoints,
  settingsEndpoints,
  settingsProductEndpoints,
  settingsWebsiteEndpoints,
} from './settings.ts';
import { shellEndpoints } from './shell-endpoints.ts';
import { sourceEndpoints } from './sources.ts';
import { taskEndpoints, topicEndpoints } from './tasks.ts';
import { translationEndpoints } from './translation-endpoints.ts';
import { viewEndpoints } from './views.ts';

/**
 * Every call of the API, for the server's routes and the OpenAPI document. The client's
 * services import their own group instead, so a page loads only the contracts it calls.
 */
export const endpoints = {
  ...shellEndpoints,
  ...orderCommentEndpoints,
  ...feedbackEndpoints,
  ...chatEndpoints,
  ...liveEndpoints,
  ...pageViewEndpoints,
  ...permaleadEndpoints,
  ...homeEndpoints,
  ...translationEndpoints,
  ...activityEndpoints,
  ...viewEndpoints,
  ...jobEndpoints,
  ...adminEndpoints,
  ...accountEndpoints,
  .../* @__PURE__ */ resourceGroup('sources', sourceEndpoints),
  .../* @__PURE__ */ resourceGroup('campaigns', campaignEndpoints),
  .../* @__PURE__ */ resourceGroup('crmAccounts', crmAccountEndpoints),
  .../* @__PURE__ */ resourceGroup('crmContacts', crmContactEndpoints),
  .../* @__PURE__ */ resourceGroup('discounts', discountEndpoints),
  .../* @__PURE__ */ resourceGroup('conversionTrackers', conversionTrackerEndpoints),
  ...crmExtraEndpoints,
  ...accountMergeEndpoints,
  .../* @__PURE__ */ resourceGroup('tasks', taskEndpoints),
  .../* @__PURE__ */ resourceGroup('topics', topicEndpoints),
  // settings (issue 28)
  ...settingsEndpoints,
  .../* @__PURE__ */ resourceGroup('settingsProducts', settingsProductEndpoints),
  .../* @__PURE__ */ resourceGroup('adMedia', adMediumEndpoints),
  .../* @__PURE__ */ resourceGroup('placements', placementEndpoints),
  .../* @__PURE__ */ resourceGroup('settingsWebsites', settingsWebsiteEndpoints),
  .../* @__PURE__ */ resourceGroup('brands', brandEndpoints),
  .../* @__PURE__ */ resourceGroup('industries', industryEndpoints),
  .../* @__PURE__ */ resourceGroup('salesUnits', salesUnitEndpoints),
  .../* @__PURE__ */ resourceGroup('positionGroups', positionGroupEndpoints),
  .../* @__PURE__ */ resourceGroup('settingsCampaignTypes', settingsCampaignTypeEndpoints),
  .../* @__PURE__ */ resourceGroup('priceLists', priceListEndpoints),
  .../* @__PURE__ */ resourceGroup('prices', priceEndpoints),
  .../* @__PURE__ */ resourceGroup('coopWeeks', coopWeekEndpoints),
  .../* @__PURE__ */ resourceGroup('partnerFilials', partnerFilialEndpoints),
  .../* @__PURE__ */ resourceGroup('programmaticMappings', programmaticMappingEndpoints),
  // Sales promotions (issue 24).
  .../* @__PURE__ */ resourceGroup('promotions', promotionEndpoints),
  .../* @__PURE__ */ resourceGroup('promotionTypes', promotionTypeEndpoints),
  .../* @__PURE__ */ resourceGroup('promotion', promotionDetailEndpoints),
  // Digital operations (issue 25).
  ...digitalOperationsEndpoints,
  // Print and analog operations (issue 26).
  .../* @__PURE__ */ resourceGroup('printPositions', printPositionEndpoints),
  .../* @__PURE__ */ resourceGroup('printOps', printOperationsEndpoints),
  .../* @__PURE__ */ resourceGroup('postalCampaigns', postalCampaignEndpoints),
  .../* @__PURE__ */ resourceGroup('stock', stockEndpoints),
  .../* @__PURE__ */ resourceGroup('stockMovements', stockMovementEndpoints),
  .../* @__PURE__ */ resourceGroup('dispatches', dispatchEndpoints),
  .../* @__PURE__ */ resourceGroup('postCampaigns', postCampaignEndpoints),
  .../* @__PURE__ */ resourceGroup('postInvoices', postInvoiceEndpoints),
  // orders (issue 22)
  ...orderEndpoints,
} as const satisfies Record<string, Endpoint>;

/** A resource's calls under its name: `sourcesList`, `sourcesGet`, … */
function resourceGroup<const Name extends string, Group extends Record<string, Endpoint>>(
  name: Name,
  group: Group,
) {
  return Object.fromEntries(
    Object.entries(group).map(([call, endpoint]) => [
      `${name}${call[0]?.toUpperCase()}${call.slice(1)}`,
      endpoint,
    ]),
  ) as { [Call in keyof Group & string as `${Name}${Capitalize<Call>}`]: Group[Call] };
}

export { fillPath } from './endpoint.ts';
export type { Endpoint };
export type EndpointName = keyof typeof endpoints;
