import type { ApiClient, RequestOptions } from '../client.ts';
import { healthSchema } from '../contracts/system.ts';

/** The server's health: status, database kind and reachability, deployed commit. */
export function getHealth(client: ApiClient, options?: RequestOptions) {
  return client.get('health', healthSchema, options);
}
