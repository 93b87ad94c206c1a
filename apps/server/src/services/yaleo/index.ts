import type { Area } from '../context.ts';
import { registerCollect } from './collect.ts';
import { registerCrawlerConfigs } from './crawler-configs.ts';
import { registerPlacements } from './placements.ts';
import { registerSettings } from './settings.ts';

/**
 * Yaleo (issue 42): the recommended-content engine's crawler configuration (on the Semantiq
 * crawler), algorithms, placements v1 and v2, BTA feeds, collected events and settings.
 */
export const yaleoArea: Area = {
  name: 'yaleo',
  registrations: [registerCrawlerConfigs, registerPlacements, registerCollect, registerSettings],
};
