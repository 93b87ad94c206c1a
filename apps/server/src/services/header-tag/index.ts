import type { Area } from '../context.ts';
import { registerBiddersAndFloors } from './bidders.ts';
import { registerPlacements } from './placements.ts';
import { registerServing } from './serving.ts';
import { registerHeaderTags } from './tags.ts';
import { registerVersions } from './versions.ts';

/** Header tag (issue 41): tags, placements, bidders, floor rules, versions, the served files. */
export const headerTagArea: Area = {
  name: 'header-tag',
  registrations: [
    registerHeaderTags,
    registerPlacements,
    registerBiddersAndFloors,
    registerVersions,
    registerServing,
  ],
};
