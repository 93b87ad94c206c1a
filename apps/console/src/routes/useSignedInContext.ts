import { useRouteContext } from '@tanstack/react-router';
import type { SignedInContext } from './guards.ts';

/**
 * The signed-in user and their roles, for any component under the signed-in layout route
 * (`signed-in` in the route tree, whose `requireUser` puts them into the context).
 */
export function useSignedInContext(): SignedInContext {
  const { user, roles } = useRouteContext({ from: '/signed-in' });
  return { user, roles };
}
