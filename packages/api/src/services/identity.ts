import type { ApiClient, RequestOptions } from '../client.ts';
import { fillPath } from '../contracts/endpoint.ts';
import type { CurrentUser, SignInRequest, Token } from '../contracts/identity.ts';
import { shellEndpoints } from '../contracts/shell-endpoints.ts';
import { requireParams } from '../params.ts';

/** Sign in with e-mail and password; answers the bearer token (spec 1 §2.1). */
export function signIn(client: ApiClient, credentials: SignInRequest): Promise<Token> {
  requireParams({ ...credentials }, 'email', 'password');
  const { path, response } = shellEndpoints.signIn;
  // The server validates the body and answers 422 with the field errors.
  return client.post(path, response, credentials);
}

/** Revoke the token of this client's requests. */
export function signOut(client: ApiClient, options?: RequestOptions): Promise<void> {
  return client.postNoContent(shellEndpoints.signOut.path, undefined, options);
}

/** The signed-in user: names, e-mail, company, user role, company role and permissions. */
export function getCurrentUser(client: ApiClient, options?: RequestOptions): Promise<CurrentUser> {
  const { path, response } = shellEndpoints.currentUser;
  return client.get(path, response, options);
}

/** Mail a change-password link to the address (the answer is the same for unknown ones). */
export function restorePassword(client: ApiClient, request: { email: string }): Promise<void> {
  requireParams({ ...request }, 'email');
  return client.postNoContent(shellEndpoints.restorePassword.path, { email: request.email });
}

/** Set a new password with the hash of a restore-password mail. */
export function changePassword(
  client: ApiClient,
  request: { hash: string; password: string },
): Promise<void> {
  requireParams({ ...request }, 'hash', 'password');
  const path = fillPath(shellEndpoints.changePassword.path, { hash: request.hash });
  return client.postNoContent(path, { password: request.password });
}

/** Confirm a new e-mail address with the hash of the mail sent to it (issue 35). */
export function confirmEmail(client: ApiClient, request: { hash: string }): Promise<void> {
  requireParams({ ...request }, 'hash');
  const path = fillPath(shellEndpoints.confirmEmail.path, { hash: request.hash });
  // The call takes no body: the server refuses one (422 "This call takes no body").
  return client.postNoContent(path);
}

/** Activate an account and set its password with the hash of an activation mail. */
export function activateAccount(
  client: ApiClient,
  request: { hash: string; password: string },
): Promise<void> {
  requireParams({ ...request }, 'hash', 'password');
  const path = fillPath(shellEndpoints.activateAccount.path, { hash: request.hash });
  return client.postNoContent(path, { password: request.password });
}
