import { group, lazyScreen, page } from './helpers.ts';
import type { Area } from './types.ts';

const accountScreens = () => import('../../features/account/AccountUsersPage.tsx');
// The edit page apart from the list: with it, the list loaded the form kit (issue 36).
const accountUserEditScreen = () => import('../../features/account/AccountUserEditPage.tsx');

/** The account area's pages whose screens read their parameters from here. */
export const accountPages = {
  userEdit: page('$userId/edit', 'routes.userEdit', {
    params: { userId: 'id' },
    screen: lazyScreen(accountUserEditScreen, 'AccountUserEditPage', ['admin']),
  }),
};

/** Spec 1 §2.2. The activation link is a sign-in screen (see authentication.ts). */
export const account: Area = {
  path: 'account',
  title: 'routes.account',
  purpose: 'areas.account',
  children: [
    page('editSettings', 'routes.editSettings', {
      screen: lazyScreen(
        () => import('../../features/account/AccountSettingsPage.tsx'),
        'AccountSettingsPage',
        ['admin'],
      ),
    }),
    page('company', 'routes.companyEdit', {
      // Spec 3 §6: "Account users and company pages exclude post-ad-manager".
      access: { anyOf: ['ADMIN', 'COMPANY_ADMIN'], noneOf: ['POSTADMANAGER'] },
      screen: lazyScreen(
        () => import('../../features/account/AccountCompanyPage.tsx'),
        'AccountCompanyPage',
        ['admin'],
      ),
    }),
    group(
      'users',
      'routes.companyUsers',
      [
        page('/', 'routes.companyUsers', {
          screen: lazyScreen(accountScreens, 'AccountUsersPage', ['admin']),
        }),
        accountPages.userEdit,
      ],
      { access: { anyOf: ['ADMIN', 'COMPANY_ADMIN'], noneOf: ['POSTADMANAGER'] } },
    ),
  ],
};

// The nodes whose parameters a screen reads, by id: a screen names its route
// (`useTableParams<'account.userEdit'>()`) and imports nothing of the table (issue 34).
declare module '../useTableParams.ts' {
  interface TableNodes {
    'account.userEdit': typeof accountPages.userEdit;
  }
}
