import type { CallAnswer, Endpoint } from '@adconsole/api';
import type { LoadOptionsContext, Option } from '@adconsole/ui';
import { callAny } from './endpointQuery.ts';

// A lookup (a ComboBox or MultiSelect that loads its options as the user types) is declared:
// the list endpoint of its records, the query parameter that takes the typed text, the fixed
// query and how a record becomes an option. The kit asks for the first page of `limit` records.

/** What a lookup of these options lists: the options themselves. */
export const asOption = (option: Option) => option;

/** A record the server names by id, as an option of a lookup. */
export const idOption = (id: number, label: string): Option => ({ id: String(id), label });

/**
 * An account as an option of every account picker (issue 38): its name, with its town and
 * number on the second line, so two accounts of one name can be told apart.
 */
export const accountOption = (account: {
  id: number;
  name: string;
  city?: string | null;
}): Option => ({
  ...idOption(account.id, account.name),
  ...(account.city ? { description: account.city } : {}),
  reference: String(account.id),
});

/** The ids of the chosen options, as the calls take them. */
export const idsOf = (options: readonly Option[]) => options.map((option) => Number(option.id));

type QueryValue = string | number | boolean | undefined;
type ItemOf<E extends Endpoint> =
  CallAnswer<E> extends { items: readonly (infer Item)[] } ? Item : never;

/** The options of a lookup for the typed text; `query` adds to the declared query of the call. */
export type LoadOptions = (
  search: string,
  context: LoadOptionsContext,
  query?: Record<string, QueryValue>,
) => Promise<Option[]>;

export interface LookupDeclaration<E extends Endpoint> {
  /** The list endpoint of the records. */
  endpoint: E;
  /** The query parameter that takes the typed text (left out while nothing is typed). */
  text: string;
  /** The fixed query of every call (role, type, sort, inactive ones too…). */
  query?: Record<string, QueryValue>;
  /** A record as an option. */
  option: (item: ItemOf<E>) => Option;
}

/** A lookup's option loader from its declaration. */
export function defineLookup<E extends Endpoint>(lookup: LookupDeclaration<E>): LoadOptions {
  return async (search, { signal, limit }, query) => {
    const text = search.trim();
    const answer = (await callAny(
      lookup.endpoint,
      {
        query: {
          ...lookup.query,
          ...query,
          ...(text === '' ? {} : { [lookup.text]: text }),
          page: 0,
          limit,
        },
      },
      { signal },
    )) as { items: readonly ItemOf<E>[] };
    return answer.items.map(lookup.option);
  };
}
