import {
  getLabels,
  getTouchpointCreators,
  searchAccounts,
  searchContacts,
  searchUsers,
} from '@adconsole/api';
import type { LoadOptionsContext, Option } from '@adconsole/ui';
import { apiClient } from '../../app/api.ts';

/** The text typed into a lookup, or nothing for the first page. */
const searchText = (search: string) => (search.trim() === '' ? undefined : search.trim());

/** Invoicing accounts by prefix (spec 2 §7: accounts with prefix, limit, page 0). */
export async function loadAccountOptions(
  search: string,
  { signal, limit }: LoadOptionsContext,
): Promise<Option[]> {
  const prefix = searchText(search);
  const accounts = await searchAccounts(
    apiClient,
    { ...(prefix ? { prefix } : {}), limit, page: 0 },
    { signal },
  );
  return accounts.items.map((account) => ({ id: String(account.id), label: account.displayName }));
}

/** Contacts, of one account when given (spec 2 §7: accountId, active true, filter). */
export async function loadContactOptions(
  search: string,
  { signal, limit }: LoadOptionsContext,
  accountId?: number,
): Promise<Option[]> {
  const filter = searchText(search);
  const contacts = await searchContacts(
    apiClient,
    {
      ...(accountId ? { accountId, active: true } : {}),
      ...(filter ? { filter } : {}),
      limit,
      page: 0,
    },
    { signal },
  );
  return contacts.items.map((contact) => ({ id: String(contact.contactId), label: contact.name }));
}

/** Users holding SALES: the only possible participants (spec 2 §6). */
export async function loadParticipantOptions(
  search: string,
  { signal, limit }: LoadOptionsContext,
): Promise<Option[]> {
  const filter = searchText(search);
  const users = await searchUsers(
    apiClient,
    { ...(filter ? { filter } : {}), role: 'SALES', page: 0, limit },
    { signal },
  );
  return users.items.map((user) => ({ id: String(user.userId), label: user.name }));
}

/** Sales-funnel labels by name (spec 2 §7: nameFilter, sort name, order asc, SALESFUNNEL). */
export async function loadLabelOptions(
  search: string,
  { signal, limit }: LoadOptionsContext,
): Promise<Option[]> {
  const nameFilter = searchText(search);
  const labels = await getLabels(
    apiClient,
    {
      type: 'SALESFUNNEL',
      ...(nameFilter ? { nameFilter } : {}),
      sort: 'name',
      order: 'ASC',
      page: 0,
      limit,
    },
    { signal },
  );
  return labels.items.map((label) => ({ id: String(label.id), label: label.name }));
}

/** The creators of touchpoints (the creator filter), matched by name as the user types. */
export async function loadCreatorOptions(
  search: string,
  { signal }: LoadOptionsContext,
): Promise<Option[]> {
  const creators = await getTouchpointCreators(apiClient, { signal });
  const typed = search.trim().toLowerCase();
  return creators.items
    .filter((creator) => creator.name.toLowerCase().includes(typed))
    .map((creator) => ({ id: String(creator.userId), label: creator.name }));
}
