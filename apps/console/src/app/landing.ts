import type { Role } from '@adconsole/api';

/**
 * Where `/` sends a signed-in user (spec 1 §2.1): the first area their roles open, in the
 * spec's order; undefined for anyone else, who sees not-found.
 */
export function landingPath(roles: ReadonlySet<Role>): string | undefined {
  if (roles.has('AGENCY')) return '/orders';
  if (roles.has('PUBLISHER')) return '/publishers';
  if (roles.has('WORKFLOW')) return '/sales';
  if (roles.has('CONTEXTUAL')) return '/targeting/keywords';
  if (roles.has('SEMANTIQ')) return '/semantiq';
  return undefined;
}

/** Where `/orders` sends a user (spec 1 §2.6): the post-ad-manager to post campaigns, agencies to campaigns. */
export function ordersLandingPath(roles: ReadonlySet<Role>): string | undefined {
  if (roles.has('POSTADMANAGER')) return '/orders/post-campaigns';
  if (roles.has('AGENCY')) return '/orders/campaigns';
  return undefined;
}
