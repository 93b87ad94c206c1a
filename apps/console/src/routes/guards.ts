import { ApiError, type CurrentUser } from '@adconsole/api';
import type { QueryClient } from '@tanstack/react-query';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { currentUserQuery, tokenStore } from '../app/session.ts';

interface GuardArgs {
  context: { queryClient: QueryClient };
  location: ParsedLocation;
}

async function loadUser(queryClient: QueryClient): Promise<CurrentUser | undefined> {
  if (!tokenStore.get()) return undefined;
  try {
    return await queryClient.ensureQueryData(currentUserQuery);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      tokenStore.clear();
      queryClient.removeQueries({ queryKey: currentUserQuery.queryKey });
      return undefined;
    }
    throw error;
  }
}

/** Everything but the sign-in screens needs a signed-in user, else /login and back afterwards. */
export async function requireUser({
  context,
  location,
}: GuardArgs): Promise<{ user: CurrentUser }> {
  const user = await loadUser(context.queryClient);
  if (!user) throw redirect({ to: '/login', search: { redirectTo: location.href } });
  return { user };
}

const anonymousPaths = /^\/(login|authentication)(\/|$)/;

/**
 * For every path but the sign-in screens, known or not: no signed-in user, no console. Runs
 * at the root, so an unknown path sends an anonymous visitor to /login like any other.
 */
export async function requireUserOutsideSignIn(args: GuardArgs): Promise<void> {
  if (!anonymousPaths.test(args.location.pathname)) await requireUser(args);
}

/** The sign-in screens are for anonymous visitors only: a signed-in user is sent to /. */
export async function requireAnonymous({ context }: GuardArgs): Promise<void> {
  if (await loadUser(context.queryClient)) throw redirect({ to: '/' });
}
