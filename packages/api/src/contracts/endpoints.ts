import { activityEndpoints } from './activity-endpoints.ts';
import type { Endpoint } from './endpoint.ts';
import { shellEndpoints } from './shell-endpoints.ts';
import { translationEndpoints } from './translation-endpoints.ts';

/**
 * Every call of the API, for the server's routes and the OpenAPI document. The client's
 * services import their own group instead, so a page loads only the contracts it calls.
 */
export const endpoints = {
  ...shellEndpoints,
  ...translationEndpoints,
  ...activityEndpoints,
} as const satisfies Record<string, Endpoint>;

export { fillPath } from './endpoint.ts';
export type { Endpoint };
export type EndpointName = keyof typeof endpoints;
