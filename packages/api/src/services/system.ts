import type { ApiClient, RequestOptions } from '../client.ts';
import type { CreativeStatus, Incidents } from '../contracts/shell.ts';
import { shellEndpoints } from '../contracts/shell-endpoints.ts';
import { requireParams } from '../params.ts';

/** The server's health: status, database kind and reachability, deployed commit. */
export function getHealth(client: ApiClient, options?: RequestOptions) {
  const { path, response } = shellEndpoints.health;
  return client.get(path, response, options);
}

/** The deployed commit hash, compared with the loaded one every 60 s (spec 1 §4). */
export function getCommitHash(client: ApiClient, options?: RequestOptions): Promise<string> {
  return client.text('../COMMITHASH.txt', options);
}

/** Unresolved incidents of the status page (no credentials needed). */
export function getIncidents(client: ApiClient, options?: RequestOptions): Promise<Incidents> {
  const { path, response } = shellEndpoints.incidents;
  return client.get(path, response, options);
}

/**
 * The number of unread order comments, for the administrators' mail badge: showRead false,
 * page 0, limit 10 (spec 1 §7).
 */
export async function getUnreadCommentsCount(
  client: ApiClient,
  options?: RequestOptions,
): Promise<number> {
  const { path, response } = shellEndpoints.orderComments;
  const searchParams = { showRead: false, page: 0, limit: 10 };
  const { total } = await client.get(path, response, { ...options, searchParams });
  return total;
}

/** How many creatives have the status (PENDING_APPROVAL for the ad-approval badge). */
export async function getCreativeCount(
  client: ApiClient,
  params: { creativeStatus: CreativeStatus },
  options?: RequestOptions,
): Promise<number> {
  requireParams(params, 'creativeStatus');
  const { path, response } = shellEndpoints.creativeCount;
  const { count } = await client.get(path, response, { ...options, searchParams: params });
  return count;
}
