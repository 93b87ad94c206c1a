import {
  type AccountType,
  type CrmLookups,
  crmAccountEndpoints,
  crmExtraEndpoints,
} from '@adconsole/api';
import type { Option } from '@adconsole/ui';
import { call, useEndpoint } from '../../kit/endpointQuery.ts';
import { accountOption } from '../../kit/lookups.ts';

// The options every CRM form and filter builds (kept here for the CRM's screens).
export { idOf, recordOptions, valueOptions } from '../../kit/options.ts';

/** The sales owners, industries, labels and ad media the CRM's filters and forms choose from. */
export function useCrmLookups(): CrmLookups | undefined {
  return useEndpoint(crmExtraEndpoints.crmLookups, {}, { staleTime: 60_000 }).data;
}

/** The sales owners as options. */
export const ownerOptions = (lookups: CrmLookups | undefined): Option[] =>
  (lookups?.salesOwners ?? []).map((user) => ({ id: String(user.userId), label: user.name }));

/** Accounts holding every word of the text (with town and number), for a lookup field (of a type, if given). */
export const loadAccountOptions =
  (accountTypes?: readonly AccountType[]) =>
  async (text: string, { signal }: { signal: AbortSignal }): Promise<Option[]> => {
    const pages = await Promise.all(
      (accountTypes ?? [undefined]).map((accountType) =>
        call(
          crmAccountEndpoints.list,
          {
            query: {
              ...(text.trim() ? { search: text.trim() } : {}),
              ...(accountType ? { accountType } : {}),
              limit: 20,
            },
          },
          { signal },
        ),
      ),
    );
    return pages
      .flatMap(
        (page) =>
          (page as { items: { id: number; displayName: string; city: string | null }[] }).items,
      )
      .map((account) => accountOption({ ...account, name: account.displayName }));
  };
