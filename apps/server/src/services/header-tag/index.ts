import type { Area } from '../context.ts';
import { registerBiddersAndFloors } from './bidders.ts';
import { registerDealDelivery } from './deal-delivery.ts';
import { registerDeals } from './deals.ts';
import { registerPlacements } from './placements.ts';
import type { SecretBox } from './secret-box.ts';
import { registerServing } from './serving.ts';
import { registerHeaderTags } from './tags.ts';
import { registerVersions } from './versions.ts';
import { type XandrApiUrls, xandrClient } from './xandr-client.ts';
import { registerXandrCredentials } from './xandr-credentials.ts';

/**
 * Header tag (issue 41): tags, placements, bidders, floor rules, versions, the served files,
 * programmatic deals and Xandr credentials (sealed by `secrets`, tested at `xandrApiUrls`).
 */
export function headerTagArea({
  secrets,
  xandrApiUrls,
}: {
  secrets: SecretBox;
  xandrApiUrls: XandrApiUrls;
}): Area {
  const xandr = xandrClient(xandrApiUrls);
  return {
    name: 'header-tag',
    registrations: [
      registerHeaderTags,
      registerPlacements,
      registerBiddersAndFloors,
      registerVersions,
      registerServing,
      registerDeals,
      registerDealDelivery,
      (context) => registerXandrCredentials(context, secrets, xandr),
    ],
  };
}
