import type { AccessRule } from '../../http/access.ts';

/** Spec 1 §2.12: the targeting area is the CONTEXTUAL role's, on the acting company's rows. */
export const targetingAccess: AccessRule = {
  roles: { anyOf: ['CONTEXTUAL'] },
  company: 'actable',
};

/** The URL tester reads no table: the rules come with the call. */
export const urlTestAccess: AccessRule = { roles: { anyOf: ['CONTEXTUAL'] }, company: 'none' };

/**
 * Spec 1 §2.12: segments and visitor segments are ADMIN's, in the targeting area (the route asks
 * both roles, and so does the server), on the acting company's rows.
 */
export const segmentAccess: AccessRule = {
  roles: { allOf: ['CONTEXTUAL', 'ADMIN'] },
  company: 'actable',
};
