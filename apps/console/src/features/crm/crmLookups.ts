import {
  type AccountType,
  type CrmLookups,
  crmAccountEndpoints,
  crmExtraEndpoints,
  type NamedRef,
} from '@adconsole/api';
import type { Option } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { call, endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';

/** The sales owners, industries, labels and ad media the CRM's filters and forms choose from. */
export function useCrmLookups(): CrmLookups | undefined {
  const companyId = useActingCompanyId();
  return useQuery({
    ...endpointQuery(crmExtraEndpoints.crmLookups, {}, companyId),
    staleTime: 60_000,
  }).data;
}

/** Records as options of a select: the id as text, the name as label. */
export const recordOptions = (records: readonly NamedRef[] | undefined): Option[] =>
  (records ?? []).map((record) => ({ id: String(record.id), label: record.name }));

/** The sales owners as options. */
export const ownerOptions = (lookups: CrmLookups | undefined): Option[] =>
  (lookups?.salesOwners ?? []).map((user) => ({ id: String(user.userId), label: user.name }));

/** Values of a list as options named by `<prefix>.<value>`. */
export const valueOptions = (t: TFunction, prefix: string, values: readonly string[]): Option[] =>
  values.map((value) => ({ id: value, label: t(`${prefix}.${value}`) }));

/** An option's id as a record id, or null. */
export const idOf = (value: string | Option | null | undefined): number | null => {
  const id = typeof value === 'object' && value ? value.id : value;
  return id ? Number(id) : null;
};

/** Accounts whose name contains the text, for a lookup field (of a type, if given). */
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
      .flatMap((page) => (page as { items: { id: number; displayName: string }[] }).items)
      .map((account) => ({ id: String(account.id), label: account.displayName }));
  };
