import type { Endpoint } from './endpoint.ts';

/** Activities, comments, labels and files (spec 2 §7). */
export const activityEndpoints = {} as const satisfies Record<string, Endpoint>;
