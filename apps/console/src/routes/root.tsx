import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundScreen } from '../features/shell/NotFoundScreen.tsx';
import { requireUserOutsideSignIn } from './guards.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: requireUserOutsideSignIn,
  component: Outlet,
  notFoundComponent: NotFoundScreen,
});
