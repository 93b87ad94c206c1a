import type { Area } from '../context.ts';
import { registerTargeting } from './keys.ts';

/** Targeting (issue 42): key-value keys, keyword configurations, the URL tester. */
export const targetingArea: Area = { name: 'targeting', registrations: [registerTargeting] };
