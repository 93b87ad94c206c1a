import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { ScreenName } from '../routes/table/types.ts';
import type { RouteComponents } from '../routes/tree.ts';

const auth = () => import('../features/auth/AuthScreens.tsx');
const shell = () => import('../features/shell/NotFoundPage.tsx');
const system = () => import('../features/shell/SystemScreens.tsx');
const labels = () => import('../features/labels/LabelListScreen.tsx');
const activities = () => import('../features/activities/ActivitiesPage.tsx');
const accounts = () => import('../features/accounts/AccountPage.tsx');

/** Each screen in its own chunk, loaded when its route is (code splitting per area, issue 7). */
const screens: Record<ScreenName, RouteComponent> = {
  login: lazyRouteComponent(() => import('../features/auth/LoginPage.tsx'), 'LoginPage'),
  restorePassword: lazyRouteComponent(auth, 'RestorePasswordPage'),
  changePassword: lazyRouteComponent(auth, 'ChangePasswordPage'),
  activateAccount: lazyRouteComponent(auth, 'ActivateAccountPage'),
  verification: lazyRouteComponent(auth, 'VerificationPage'),
  sso: lazyRouteComponent(auth, 'SsoPage'),
  autologin: lazyRouteComponent(auth, 'AutologinPage'),
  forbidden: lazyRouteComponent(shell, 'ForbiddenPage'),
  notFound: lazyRouteComponent(shell, 'NotFoundPage'),
  maintenance: lazyRouteComponent(system, 'MaintenancePage'),
  salesTags: lazyRouteComponent(labels, 'SalesTagsPage'),
  settingsLabels: lazyRouteComponent(labels, 'SettingsLabelsPage'),
  localization: lazyRouteComponent(
    () => import('../features/localization/LocalizationPage.tsx'),
    'LocalizationPage',
  ),
  salesActivities: lazyRouteComponent(activities, 'ActivitiesPage'),
  crmAccount: lazyRouteComponent(accounts, 'AccountPage'),
  salesSources: lazyRouteComponent(
    () => import('../features/sources/SourcesPage.tsx'),
    'SourcesPage',
  ),
};

export const routeComponents: RouteComponents = {
  screen: (name) => screens[name],
  areaPage: lazyRouteComponent(() => import('../features/shell/AreaPage.tsx'), 'AreaPage'),
  signedInLayout: lazyRouteComponent(
    () => import('../features/shell/SignedInLayout.tsx'),
    'SignedInLayout',
  ),
  authenticationLayout: lazyRouteComponent(
    () => import('../features/auth/AuthenticationLayout.tsx'),
    'AuthenticationLayout',
  ),
  notFound: lazyRouteComponent(
    () => import('../features/shell/NotFoundScreen.tsx'),
    'NotFoundScreen',
  ),
  appError: lazyRouteComponent(system, 'AppErrorScreen'),
};
