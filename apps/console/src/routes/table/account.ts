import { group, page } from './helpers.ts';
import type { Area } from './types.ts';

/** Spec 1 §2.2. The activation link is a sign-in screen (see authentication.ts). */
export const account: Area = {
  path: 'account',
  title: 'routes.account',
  purpose: 'areas.account',
  children: [
    page('editSettings', 'routes.editSettings'),
    page('company', 'routes.companyEdit', { access: { anyOf: ['ADMIN', 'COMPANY_ADMIN'] } }),
    group(
      'users',
      'routes.companyUsers',
      [
        page('/', 'routes.companyUsers'),
        page('$userId/edit', 'routes.userEdit', { params: { userId: 'id' } }),
      ],
      { access: { anyOf: ['ADMIN', 'COMPANY_ADMIN'], noneOf: ['POSTADMANAGER'] } },
    ),
  ],
};
