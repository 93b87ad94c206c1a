import type { AccessRule } from '../../http/access.ts';

/** Spec 1 §2.12: the Yaleo area is the YALEO role's, on the acting company's rows. */
export const yaleoAccess: AccessRule = { roles: { anyOf: ['YALEO'] }, company: 'actable' };
