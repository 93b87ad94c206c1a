import {
  companiesByPermissionParamsSchema,
  companiesByPermissionSchema,
  companyIdParamsSchema,
  companySchema,
  companySearchQuerySchema,
  companySearchResultSchema,
} from './company.ts';
import { type Endpoint, endpoint } from './endpoint.ts';
import {
  accountHashParamsSchema,
  currentUserSchema,
  newPasswordRequestSchema,
  restorePasswordRequestSchema,
  signInRequestSchema,
  tokenSchema,
} from './identity.ts';
import {
  creativeCountQuerySchema,
  creativeCountSchema,
  incidentsSchema,
  orderCommentsQuerySchema,
  orderCommentsSchema,
} from './shell.ts';
import { healthSchema } from './system.ts';

/**
 * The calls of the shell (spec 1 §7): health, sign-in and the account hashes, the current user,
 * companies, and the header's counts and status. Their own module, so the sign-in page's
 * calls do not bring every feature's contracts along.
 */
export const shellEndpoints = {
  health: endpoint({
    method: 'GET',
    path: 'health',
    summary: 'Health of the server: database kind and reachability, deployed commit',
    response: healthSchema,
  }),
  signIn: endpoint({
    method: 'POST',
    path: 'ws-auth/token',
    summary: 'Sign in with e-mail and password; answers a bearer token',
    body: signInRequestSchema,
    response: tokenSchema,
  }),
  signOut: endpoint({
    method: 'POST',
    path: 'ws-auth/logout',
    summary: 'Revoke the bearer token of this request',
  }),
  restorePassword: endpoint({
    method: 'POST',
    path: 'ws-auth/restore-password',
    summary: 'Mail a single-use change-password link to the address, if it has an account',
    body: restorePasswordRequestSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: 'ws-auth/change-password/{hash}',
    summary: 'Set a new password with the hash of a restore-password mail',
    params: accountHashParamsSchema,
    body: newPasswordRequestSchema,
  }),
  activateAccount: endpoint({
    method: 'POST',
    path: 'ws-auth/activate/{hash}',
    summary: 'Activate an account and set its password with the hash of an activation mail',
    params: accountHashParamsSchema,
    body: newPasswordRequestSchema,
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: 'ws-auth/confirm-email/{hash}',
    summary:
      "Confirm a new e-mail address with the hash of the mail sent to it: the change applies, the user's sessions end and the old address is told",
    params: accountHashParamsSchema,
  }),
  currentUser: endpoint({
    method: 'GET',
    path: 'ws-users/current',
    summary: 'The signed-in user: names, e-mail, company, roles and permissions',
    response: currentUserSchema,
  }),
  companySearch: endpoint({
    method: 'GET',
    path: 'ws-companies/companies',
    summary: 'Companies the caller may act for, filtered by name',
    query: companySearchQuerySchema,
    response: companySearchResultSchema,
  }),
  company: endpoint({
    method: 'GET',
    path: 'ws-companies/companies/{id}',
    summary: 'One company the caller may act for',
    params: companyIdParamsSchema,
    response: companySchema,
  }),
  companiesByPermission: endpoint({
    method: 'GET',
    path: 'ws-companies/permissions/{permission}/companies',
    summary: 'Companies with a user who holds the permission',
    params: companiesByPermissionParamsSchema,
    response: companiesByPermissionSchema,
  }),
  orderComments: endpoint({
    method: 'GET',
    path: 'ws-orders/comments',
    summary: 'Order comments, unread ones only unless showRead',
    query: orderCommentsQuerySchema,
    response: orderCommentsSchema,
  }),
  creativeCount: endpoint({
    method: 'GET',
    path: 'ws-creatives/creatives/count',
    summary: 'How many creatives have the status',
    query: creativeCountQuerySchema,
    response: creativeCountSchema,
  }),
  incidents: endpoint({
    method: 'GET',
    path: 'ws-status/incidents',
    summary: 'Unresolved incidents of the status page',
    response: incidentsSchema,
  }),
} as const satisfies Record<string, Endpoint>;
