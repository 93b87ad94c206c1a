import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LIST_FILTERS_PREFIX } from './storage.ts';

/** A list's own search parameters: only its keys, only non-empty text. */
export type ListSearch<Key extends string> = Partial<Record<Key, string>>;

/** Where a list keeps its state in session storage; a company switch clears the prefix. */
export const listStorageKey = (scope: string): string => `${LIST_FILTERS_PREFIX}${scope}`;

/** The list's parameters out of a search object (a URL's, or what storage held). */
export function pickListSearch<Key extends string>(
  search: unknown,
  keys: readonly Key[],
): ListSearch<Key> {
  if (typeof search !== 'object' || search === null) return {};
  const picked: ListSearch<Key> = {};
  for (const key of keys) {
    const value = (search as Record<string, unknown>)[key];
    // The router reads `2` and `true` of a URL as a number and a boolean.
    const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
    if (typeof text === 'string' && text !== '') picked[key] = text;
  }
  return picked;
}

export function readStoredListSearch<Key extends string>(
  storage: Pick<Storage, 'getItem'>,
  scope: string,
  keys: readonly Key[],
): ListSearch<Key> {
  try {
    return pickListSearch(JSON.parse(storage.getItem(listStorageKey(scope)) ?? 'null'), keys);
  } catch {
    return {};
  }
}

/**
 * A value as the router writes it: a number or a boolean plainly (`page=2`, not `page="2"`),
 * when reading it back gives the same text.
 */
function urlValue(text: string): string | number | boolean {
  if (text === 'true') return true;
  if (text === 'false') return false;
  const number = Number(text);
  return text.trim() !== '' && String(number) === text ? number : text;
}

/** Keeps the state for the next visit of the list; an empty state leaves no entry behind. */
export function storeListSearch(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  scope: string,
  values: ListSearch<string>,
): void {
  try {
    if (Object.keys(values).length === 0) storage.removeItem(listStorageKey(scope));
    else storage.setItem(listStorageKey(scope), JSON.stringify(values));
  } catch {
    // Full or disabled storage: the URL still holds the state.
  }
}

/** Whether two list searches hold the same parameters. */
function sameListSearch(a: ListSearch<string>, b: ListSearch<string>): boolean {
  const keysOf = (search: ListSearch<string>) => Object.keys(search).sort().join('&');
  return keysOf(a) === keysOf(b) && Object.keys(a).every((key) => a[key] === b[key]);
}

/**
 * The state of a list screen in the URL (the source of truth) and in session storage per list
 * (ARCHITECTURE, spec 2 §3): opening the list without parameters brings back its last state of
 * this session; every change goes to both. A company switch clears the storage and the URL.
 *
 * The state the list opens with (the stored one, and the screen's `initial` defaults such as
 * the signed-in user as assignee) is the list's state from its first render on, while it is
 * written into the URL: the list is called once with it, not first without and then again with
 * it (issue 33 §21: every list fetched twice when its default filters applied).
 */
export function useListSearch<Key extends string>(
  scope: string,
  keys: readonly Key[],
  initial?: (search: ListSearch<Key>) => ListSearch<Key>,
): [ListSearch<Key>, (next: ListSearch<Key>) => void] {
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const values = useMemo(() => pickListSearch(search, keys), [search, keys]);

  const setValues = useCallback(
    (next: ListSearch<Key>) => {
      const cleared = Object.fromEntries(keys.map((key) => [key, undefined]));
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({
          ...previous,
          ...cleared,
          ...Object.fromEntries(
            Object.entries(pickListSearch(next, keys)).map(([key, text]) => [
              key,
              urlValue(text as string),
            ]),
          ),
        }),
        replace: true,
      } as never);
    },
    [navigate, keys],
  );

  // The state to open with, decided once: the URL's, else the stored one; then the defaults.
  const opening = useRef<ListSearch<Key> | undefined>(undefined);
  if (opening.current === undefined) {
    const start =
      Object.keys(values).length === 0 ? readStoredListSearch(sessionStorage, scope, keys) : values;
    opening.current = initial ? initial(start) : start;
  }
  // Until the URL holds it, the opening state stands for the URL's.
  const [isOpened, setOpened] = useState(() => sameListSearch(opening.current ?? {}, values));
  const current = isOpened ? values : (opening.current ?? values);

  const requested = useRef(false);
  useEffect(() => {
    if (!isOpened) {
      // Written into the URL once; the URL's next state is the list's from then on.
      if (!requested.current && !sameListSearch(opening.current ?? {}, values)) {
        requested.current = true;
        setValues(opening.current ?? {});
      } else setOpened(true);
      return;
    }
    storeListSearch(sessionStorage, scope, values);
  }, [isOpened, values, scope, setValues]);

  return [current, setValues];
}
