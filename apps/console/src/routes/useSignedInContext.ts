import { useRouteContext } from '@tanstack/react-router';
import type { SignedInContext } from './guards.ts';

/**
 * The signed-in user and their roles, for any component under the signed-in layout route.
 * The router types the context of a tree with routes built at run time as `any`, so this
 * checks what `requireUser` put there instead of trusting a cast.
 */
export function useSignedInContext(): SignedInContext {
  const { user, roles }: Partial<SignedInContext> = useRouteContext({ strict: false });
  if (!user || !roles) throw new Error('useSignedInContext is for the signed-in routes only');
  return { user, roles };
}
