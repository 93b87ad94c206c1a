import { type CurrentUser, effectiveRoles, type Role } from '@adconsole/api';
import type { QueryClient } from '@tanstack/react-query';
import { type ParsedLocation, redirect } from '@tanstack/react-router';

/** Who is signed in, if anyone: the console reads the stored token, tests hand in a persona. */
export interface Session {
  loadUser(): Promise<CurrentUser | undefined>;
  /**
   * Whether a sign-in is stored (a token): a signed-in page may start loading what it needs
   * beside the user's call instead of after it (issue 36, the largest paint of a cold page).
   */
  hasSignIn?(): boolean;
}

/** What the signed-in layout route puts into the context of every route below it. */
export interface SignedInContext {
  user: CurrentUser;
  roles: ReadonlySet<Role>;
}

export interface RouterContext {
  queryClient: QueryClient;
  session: Session;
  /** What signed-in pages need before they show: the texts of every namespace (the console's). */
  loadSignedInTexts?: () => Promise<void>;
  /**
   * Puts the signed-in areas' routes into the tree if the router started without them (on a
   * sign-in screen, issue 36); true when it just did, so the path is matched again.
   */
  loadSignedInRoutes?: () => Promise<boolean>;
}

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

/** Everything but the sign-in screens needs a signed-in user, else /login and back afterwards. */
export async function requireUser({ context, location }: GuardArgs): Promise<SignedInContext> {
  // The signed-in texts load beside the user's call when a sign-in is stored (not after it):
  // needed before the frame renders (the sign-in screens have only `common`); at once once
  // loaded. An anonymous visitor's way to sign-in loads none.
  const earlyTexts = context.session.hasSignIn?.() ? context.loadSignedInTexts?.() : undefined;
  void earlyTexts?.catch(() => undefined); // a failure shows where it is awaited below
  const user = await context.session.loadUser();
  if (!user) throw redirect({ to: '/login', search: { redirectTo: location.href } });
  const [, routesAdded] = await Promise.all([
    earlyTexts ?? context.loadSignedInTexts?.(),
    context.loadSignedInRoutes?.(),
  ]);
  // The path was matched without the areas' routes: match it again with them.
  if (routesAdded) throw redirect({ href: location.href, replace: true });
  return { user, roles: effectiveRoles(user) };
}

/**
 * Paths an anonymous visitor may open: the sign-in screens, activation, the e-mail confirmation,
 * maintenance.
 */
const anonymousPaths =
  /^\/(login|authentication|account\/activate|account\/confirm-email|maintenance)(\/|$)/;

/** A path an anonymous visitor may open: its page needs none of the signed-in areas' routes. */
export const isAnonymousPath = (pathname: string) => anonymousPaths.test(pathname);

/**
 * For every path but those, known or not: no signed-in user, no console. Runs at the root,
 * so an unknown path sends an anonymous visitor to /login like any other.
 */
export async function requireUserOutsideSignIn(args: GuardArgs): Promise<void> {
  if (!isAnonymousPath(args.location.pathname)) await requireUser(args);
}

/** The sign-in screens are for anonymous visitors only: a signed-in user is sent to / (spec 1 §2.1). */
export async function requireAnonymous({ context }: GuardArgs): Promise<void> {
  if (await context.session.loadUser()) throw redirect({ to: '/' });
}
