import {
  authenticationIndexRoute,
  authenticationRoute,
  loginRoute,
  loginShortcutRoute,
} from './authentication.tsx';
import { rootRoute } from './root.tsx';
import { indexRoute, ordersIndexRoute, signedInRoute } from './signedIn.tsx';

export const routeTree = rootRoute.addChildren([
  loginShortcutRoute,
  authenticationRoute.addChildren([authenticationIndexRoute, loginRoute]),
  signedInRoute.addChildren([indexRoute, ordersIndexRoute]),
]);
