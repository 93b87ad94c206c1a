import { lazyScreen } from './helpers.ts';
import type { RouteNode } from './types.ts';

const authScreens = () => import('../../features/auth/AuthScreens.tsx');

/**
 * The sign-in screens (spec 1 §2.1) as nodes: `routes/tree.ts` builds their routes (anonymous
 * only, outside the areas), their screens read params and search through them.
 */
export const signInPages = {
  login: {
    path: 'login',
    search: ['redirectTo'],
    screen: lazyScreen(() => import('../../features/auth/LoginPage.tsx'), 'LoginPage'),
  },
  verification: { path: 'verification', screen: lazyScreen(authScreens, 'VerificationPage') },
  restorePassword: {
    path: 'restore-password',
    screen: lazyScreen(authScreens, 'RestorePasswordPage'),
  },
  changePassword: {
    path: 'change-password/$hash',
    params: { hash: 'text' },
    screen: lazyScreen(authScreens, 'ChangePasswordPage'),
  },
  /** The activation link of a new account's mail. */
  activateAccount: {
    path: 'account/activate/$hash',
    params: { hash: 'text' },
    screen: lazyScreen(authScreens, 'ActivateAccountPage'),
  },
  /**
   * The confirmation link mailed to a new e-mail address (issue 35). It opens signed in or not:
   * the link itself proves the mailbox, and whoever follows it from another browser or with a
   * stale session should not be stopped by a sign-in first.
   */
  confirmEmail: {
    path: 'account/confirm-email/$hash',
    params: { hash: 'text' },
    screen: lazyScreen(authScreens, 'ConfirmEmailPage'),
  },
  sso: {
    path: 'sso/{-$issuerName}',
    params: { issuerName: 'text' },
    screen: lazyScreen(authScreens, 'SsoPage'),
  },
  autologin: {
    path: 'autologin',
    search: ['token', 'redirectTo'],
    screen: lazyScreen(authScreens, 'AutologinPage'),
  },
} as const satisfies Record<string, RouteNode>;

// The nodes whose parameters a screen reads, by id: a screen names its route
// (`useTableParams<'signIn.activateAccount'>()`) and imports nothing of the table (issue 34).
declare module '../useTableParams.ts' {
  interface TableNodes {
    'signIn.activateAccount': typeof signInPages.activateAccount;
    'signIn.autologin': typeof signInPages.autologin;
    'signIn.changePassword': typeof signInPages.changePassword;
    'signIn.confirmEmail': typeof signInPages.confirmEmail;
    'signIn.login': typeof signInPages.login;
    'signIn.sso': typeof signInPages.sso;
  }
}
