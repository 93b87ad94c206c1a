import type { LoadOptionsContext, Option } from '@adconsole/ui';

/** The first page of a lookup's call, as large as the lookup asks for. */
export interface FirstPage {
  page: 0;
  limit: number;
}

/**
 * A lookup's loader (`load` of a FormLookup, FormCombobox or filter): the typed text, trimmed
 * (undefined when empty, for the first page of everything), goes to `search` with the first
 * page; the answer's items become options by `toOption`.
 */
export function optionLoader<Item>(
  search: (
    text: string | undefined,
    page: FirstPage,
    signal: AbortSignal,
  ) => Promise<{ items: Item[] }>,
  toOption: (item: Item) => Option,
) {
  return async (typed: string, { signal, limit }: LoadOptionsContext): Promise<Option[]> => {
    const text = typed.trim() === '' ? undefined : typed.trim();
    const answer = await search(text, { page: 0, limit }, signal);
    return answer.items.map(toOption);
  };
}
