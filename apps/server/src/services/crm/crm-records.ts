import type { ServiceContext } from '../context.ts';
import { registerAccountMerge } from './account-merge.ts';
import { registerCrmAccounts } from './crm-accounts.ts';
import { registerCrmContacts } from './crm-contacts.ts';
import { registerCrmRecordQueries } from './crm-record-queries.ts';
import { registerCrmTerms } from './crm-terms.ts';

/** Accounts, contacts, discounts and conversion trackers (issue 20), in their order of old. */
export function registerCrmRecordsService(context: ServiceContext): void {
  registerCrmAccounts(context);
  registerCrmContacts(context);
  registerCrmTerms(context);
  registerCrmRecordQueries(context);
  // issue 46: merging duplicate accounts
  registerAccountMerge(context);
}
