import type { Area } from '../context.ts';
import { registerAdsTxt } from './ads-txt.ts';
import { registerExclusions } from './exclusions.ts';
import { registerImpressionAggregates } from './impressions.ts';
import { registerPlacementGroups } from './placement-groups.ts';
import { registerPortalCampaigns } from './portal-campaigns.ts';
import { registerFactPreparation } from './preparation.ts';
import { registerRevenueAggregates } from './revenue.ts';
import { registerRevenueExport } from './revenue-export.ts';

/**
 * Publishers (issue 39; DOMAIN2 §2): their websites' facts, the impression analytics call, and
 * the portal's campaigns and exclusions, placement groups and ads.txt.
 */
export const publishersArea: Area = {
  name: 'publishers',
  registrations: [
    registerFactPreparation,
    registerImpressionAggregates,
    registerRevenueAggregates,
    registerRevenueExport,
    registerPortalCampaigns,
    registerExclusions,
    registerPlacementGroups,
    registerAdsTxt,
  ],
};
