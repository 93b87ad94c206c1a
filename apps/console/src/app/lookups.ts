import { activityEndpoints, shellEndpoints } from '@adconsole/api';
import type { LoadOptionsContext } from '@adconsole/ui';
import { accountOption, defineLookup, idOption } from '../kit/lookups.ts';

// The lookups several areas share; the machinery is the kit's (kit/lookups.ts).
export { asOption, idOption, idsOf } from '../kit/lookups.ts';

/** Invoicing accounts by prefix (spec 2 §7: accounts with prefix, limit, page 0). */
export const loadAccountOptions = defineLookup({
  endpoint: activityEndpoints.activityAccounts,
  text: 'prefix',
  option: (account) => accountOption({ ...account, name: account.displayName }),
});

const contactLookup = defineLookup({
  endpoint: activityEndpoints.crmContacts,
  text: 'filter',
  option: (contact) => idOption(contact.contactId, contact.name),
});

/** Contacts, of one account when given (spec 2 §7: accountId, active true, filter). */
export const loadContactOptions = (
  search: string,
  context: LoadOptionsContext,
  accountId?: number,
) => contactLookup(search, context, accountId ? { accountId, active: true } : {});

/** Users holding SALES: the only possible participants (spec 2 §6). */
export const loadParticipantOptions = defineLookup({
  endpoint: activityEndpoints.usersSearch,
  text: 'filter',
  query: { role: 'SALES' },
  option: (user) => idOption(user.userId, user.name),
});

/** Sales-funnel labels by name (spec 2 §7: nameFilter, sort name, order asc, SALESFUNNEL). */
export const loadLabelOptions = defineLookup({
  endpoint: activityEndpoints.labels,
  text: 'nameFilter',
  query: { type: 'SALESFUNNEL', sort: 'name', order: 'ASC' },
  option: (label) => idOption(label.id, label.name),
});

/**
 * The companies the user may act for, by name (spec 1 §7 company search): every company for a
 * user who may switch company, else their own. The operations lists' company filter (spec 3 §3
 * companyId) reads that company's positions; the server refuses any other (403).
 */
export const loadCompanyOptions = defineLookup({
  endpoint: shellEndpoints.companySearch,
  text: 'search',
  option: (company) => idOption(company.id, company.name),
});
