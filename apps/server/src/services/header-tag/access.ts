import type { AccessRule } from '../../http/access.ts';

/** Spec 1 §2.5: ADMIN or the header-tag role, on the acting company's rows. */
export const headerTagAccess: AccessRule = {
  roles: { anyOf: ['ADMIN', 'HEADER_TAG'] },
  company: 'actable',
};
