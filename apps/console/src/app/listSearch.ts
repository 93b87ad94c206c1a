import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef } from 'react';
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

/**
 * The state of a list screen in the URL (the source of truth) and in session storage per list
 * (ARCHITECTURE, spec 2 §3): opening the list without parameters brings back its last state of
 * this session; every change goes to both. A company switch clears the storage and the URL.
 */
export function useListSearch<Key extends string>(
  scope: string,
  keys: readonly Key[],
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

  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      if (Object.keys(values).length === 0) {
        const stored = readStoredListSearch(sessionStorage, scope, keys);
        if (Object.keys(stored).length > 0) {
          setValues(stored);
          return;
        }
      }
    }
    storeListSearch(sessionStorage, scope, values);
  }, [values, scope, keys, setValues]);

  return [values, setValues];
}
