import type { AccessRule } from '../../http/access.ts';

/** Spec 1 §2.12: the Semantiq area is the SEMANTIQ role's, on the acting company's rows. */
export const semantiqAccess: AccessRule = { roles: { anyOf: ['SEMANTIQ'] }, company: 'actable' };

/** The taxonomy is the product's, no company's. */
export const taxonomyAccess: AccessRule = { roles: { anyOf: ['SEMANTIQ'] }, company: 'none' };

/**
 * Spec 3 §2.3/§6: the crawler-articles approval is ADMIN's (platform staff, who approve the
 * articles of every customer's crawls before they are recommended).
 */
export const crawlerArticlesAccess: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'all' };
