import type { AccessRule } from '../../http/access.ts';

/** Spec 1 §2.12: the compliance area is ACCESS_COMPLIANCE's, on the acting company's rows. */
export const complianceAccess: AccessRule = {
  roles: { anyOf: ['ACCESS_COMPLIANCE'] },
  company: 'actable',
};
