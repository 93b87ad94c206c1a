import { createRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthenticationLayout } from '../features/auth/AuthenticationLayout.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { requireAnonymous } from './guards.ts';
import { rootRoute } from './root.tsx';

const redirectSearch = z.object({
  redirectTo: z.string().startsWith('/').optional().catch(undefined),
});

/** /login → /authentication (spec 1 §2.1), keeping where the user wanted to go. */
export const loginShortcutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: redirectSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/authentication/login', search });
  },
});

/** The anonymous-only group. */
export const authenticationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'authentication',
  beforeLoad: requireAnonymous,
  component: AuthenticationLayout,
});

/** The /authentication index is a redirector to the sign-in form. */
export const authenticationIndexRoute = createRoute({
  getParentRoute: () => authenticationRoute,
  path: '/',
  validateSearch: redirectSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/authentication/login', search });
  },
});

export const loginRoute = createRoute({
  getParentRoute: () => authenticationRoute,
  path: 'login',
  validateSearch: redirectSearch,
  component: LoginPage,
});
