import { getLabels, searchAccounts, searchContacts, searchUsers } from '@adconsole/api';
import type { LoadOptionsContext, Option } from '@adconsole/ui';
import { apiClient } from './api.ts';

/** What a lookup of these options lists: the options themselves. */
export const asOption = (option: Option) => option;

/** A record the server names by id, as an option of a lookup. */
export const idOption = (id: number, label: string): Option => ({ id: String(id), label });

/** The ids of the chosen options, as the calls take them. */
export const idsOf = (options: readonly Option[]) => options.map((option) => Number(option.id));

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
  return accounts.items.map((account) => idOption(account.id, account.displayName));
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
  return contacts.items.map((contact) => idOption(contact.contactId, contact.name));
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
  return users.items.map((user) => idOption(user.userId, user.name));
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
  return labels.items.map((label) => idOption(label.id, label.name));
}
