import type { Area } from '../context.ts';
import { registerTargeting } from './keys.ts';
import { registerSegments } from './segments.ts';

/**
 * Targeting (issue 42): key-value keys, keyword configurations, the URL tester; segments and
 * visitor segments (ADMIN).
 */
export const targetingArea: Area = {
  name: 'targeting',
  registrations: [registerTargeting, registerSegments],
};
