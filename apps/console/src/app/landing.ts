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

/**
 * Where the brand (logo) leads (the stranger's "the admin has no home page"): the home for a
 * workflow user (`/sales`, also for an admin, whose company role adds WORKFLOW), else the first
 * page the user's navigation offers. Undefined when it offers none (the brand is then no link).
 */
export function startPath(
  roles: ReadonlySet<Role>,
  navigation: readonly { items: readonly { href: string }[] }[],
): string | undefined {
  if (roles.has('WORKFLOW')) return '/sales';
  return navigation.find((group) => group.items.length > 0)?.items[0]?.href;
}
