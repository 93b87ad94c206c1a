import { effectiveRoles } from '@adconsole/api';
import { createRoute, notFound, redirect } from '@tanstack/react-router';
import { landingPath, ordersLandingPath } from '../app/landing.ts';
import { SignedInLayout } from '../features/shell/SignedInLayout.tsx';
import { requireUser } from './guards.ts';
import { rootRoute } from './root.tsx';

/** Every screen but the sign-in ones: a signed-in user, in the console's frame. */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: requireUser,
  component: SignedInLayout,
});

/** `/` redirects by role (spec 1 §2.1); any other user sees not-found. */
export const indexRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    const target = landingPath(effectiveRoles(context.user));
    if (!target) throw notFound();
    throw redirect({ to: target });
  },
});

/** `/orders` sends the post-ad-manager to post campaigns and agencies to campaigns (spec 1 §2.6). */
export const ordersIndexRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'orders',
  beforeLoad: ({ context }) => {
    const target = ordersLandingPath(effectiveRoles(context.user));
    if (!target) throw notFound();
    throw redirect({ to: target });
  },
});
