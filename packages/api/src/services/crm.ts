import type { ApiClient, RequestOptions } from '../client.ts';
import { activityEndpoints } from '../contracts/activity-endpoints.ts';
import type {
  Account,
  Contact,
  Contacts,
  ContactsQuery,
  Users,
  UsersByIds,
  UsersSearchQuery,
} from '../contracts/crm.ts';
import { fillPath } from '../contracts/endpoint.ts';
import { requireParams, searchParamsOf } from '../params.ts';

/** An account with its main facts (the account page). */
export function getAccount(
  client: ApiClient,
  params: { accountId: number },
  options?: RequestOptions,
): Promise<Account> {
  requireParams(params, 'accountId');
  const { path, response } = activityEndpoints.crmAccount;
  return client.get(fillPath(path, params), response, options);
}

/** Contacts, of one account if given (the form's lookup: accountId, active true, filter). */
export function searchContacts(
  client: ApiClient,
  query: ContactsQuery = {},
  options?: RequestOptions,
): Promise<Contacts> {
  const { path, response } = activityEndpoints.crmContacts;
  return client.get(path, response, { ...options, searchParams: searchParamsOf({ ...query }) });
}

export function getContact(
  client: ApiClient,
  params: { contactId: number },
  options?: RequestOptions,
): Promise<Contact> {
  requireParams(params, 'contactId');
  const { path, response } = activityEndpoints.crmContact;
  return client.get(fillPath(path, params), response, options);
}

/** Users of the acting company by name and role (participants: role SALES). */
export function searchUsers(
  client: ApiClient,
  query: UsersSearchQuery = {},
  options?: RequestOptions,
): Promise<Users> {
  const { path, response } = activityEndpoints.usersSearch;
  return client.get(path, response, { ...options, searchParams: searchParamsOf({ ...query }) });
}

/** Names of users by their ids. */
export function getUsersByIds(
  client: ApiClient,
  ids: readonly number[],
  options?: RequestOptions,
): Promise<UsersByIds> {
  if (!ids || ids.length === 0) throw new Error('Missing required parameter: ids');
  const { path, response } = activityEndpoints.usersByIds;
  return client.post(path, response, { ids }, options);
}
