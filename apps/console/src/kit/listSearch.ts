import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LIST_FILTERS_PREFIX } from '../app/storage.ts';
import { useRouteSearch } from '../routes/useTableParams.ts';
import { AS_LINKED_PARAM } from './asLinked.ts';

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

/** Where a list notes that its first-visit defaults were applied in this session. */
const firstVisitKey = (scope: string) => `${listStorageKey(scope)}:firstVisit`;

function readFirstVisitDone(storage: Pick<Storage, 'getItem'>, scope: string): boolean {
  try {
    return storage.getItem(firstVisitKey(scope)) !== null;
  } catch {
    return false;
  }
}

function markFirstVisitDone(storage: Pick<Storage, 'setItem'>, scope: string): void {
  try {
    storage.setItem(firstVisitKey(scope), 'true');
  } catch {
    // Full or disabled storage: the defaults apply again on the next visit.
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

/** A list's URL state and how it came about. */
export interface ListSearchState<Key extends string> {
  values: ListSearch<Key>;
  setValues: (next: ListSearch<Key>) => void;
  /**
   * The state was brought back from this session's memory (the list was opened without
   * parameters): the screen says so and offers to go back to the list's defaults.
   */
  isRestored: boolean;
  /** Forgets the remembered state: the list's defaults, in the URL and in storage. */
  reset: () => void;
  /** The screen's first-visit defaults are not known yet: the list waits for them. */
  isDeciding: boolean;
}

/**
 * A screen's own starting filters for a list on its first visit in this session (tasks:
 * "assigned to me"): `values` is asked when `isReady` (it must have no side effects: a render
 * may be dropped), and what it gives is added to the URL's. The kit notes the first visit, so
 * a user who removes the defaults keeps them removed; a company switch forgets it.
 */
export interface FirstVisit<Key extends string> {
  isReady: boolean;
  /**
   * Asked on every opening of the list (the URL's or the remembered state given), not only on
   * the session's first: the tasks' "when filters are empty, the signed-in user is pre-selected"
   * (spec 3 §2.5) holds each time the list opens with empty filters.
   */
  everyOpening?: boolean;
  /** What to add to the URL's parameters (given), if anything. */
  values: (current: ListSearch<Key>) => ListSearch<Key> | undefined;
}

/**
 * The state of a list screen in the URL (the source of truth) and in session storage per list
 * (ARCHITECTURE, spec 2 §3): opening the list without parameters brings back its last state of
 * this session; every change goes to both. A company switch clears the storage and the URL.
 *
 * The remembered state is read during the first render, so the first list call already has
 * the final parameters (writing them into the URL afterwards changes no query: one call, not
 * a call with the defaults and another with the remembered state).
 */
export function useListSearch<Key extends string>(
  scope: string,
  keys: readonly Key[],
  firstVisit?: FirstVisit<Key>,
): ListSearchState<Key> {
  const search = useRouteSearch();
  const navigate = useNavigate();
  const urlValues = useMemo(() => pickListSearch(search, keys), [search, keys]);
  // Decided once, as soon as the screen's first-visit defaults are known: the state the list
  // starts from when the URL names none of its parameters (what this list showed last in this
  // session, else the screen's first-visit defaults).
  const start = useRef<{ values: ListSearch<Key>; isRemembered: boolean } | null | undefined>(
    undefined,
  );
  // The URL when the start was decided: the start state holds until the URL changes.
  const startUrl = useRef('');
  const isAsLinked = search[AS_LINKED_PARAM] !== undefined;
  if (start.current === undefined && (isAsLinked || (firstVisit?.isReady ?? true))) {
    const hasUrlState = Object.keys(urlValues).length > 0 || isAsLinked;
    const stored = hasUrlState ? {} : readStoredListSearch(sessionStorage, scope, keys);
    const hasStored = Object.keys(stored).length > 0;
    const applies = isAsLinked
      ? false
      : firstVisit?.everyOpening
        ? true
        : !hasStored && !readFirstVisitDone(sessionStorage, scope);
    const from = hasStored ? stored : urlValues;
    const additions = applies ? (firstVisit?.values(from) ?? {}) : {};
    startUrl.current = JSON.stringify(urlValues);
    start.current =
      Object.keys(additions).length > 0
        ? { values: { ...from, ...additions }, isRemembered: hasStored }
        : hasStored
          ? { values: stored, isRemembered: true }
          : null;
  }
  const isDeciding = start.current === undefined;
  const [isReset, setReset] = useState(false);
  // Until the URL carries the start state, the start state is the state.
  // Once the URL has moved on from where the list started (the start state written into it, or
  // any change of the user's), the URL alone is the state: clearing every filter later must not
  // bring the remembered ones back just because the URL is empty again.
  const hasLeftStart = useRef(false);
  if (start.current !== undefined && JSON.stringify(urlValues) !== startUrl.current) {
    hasLeftStart.current = true;
  }
  const pending =
    !isReset &&
    !hasLeftStart.current &&
    start.current &&
    JSON.stringify(urlValues) === startUrl.current
      ? start.current
      : undefined;
  const values = pending ? pending.values : urlValues;

  const setValues = useCallback(
    (next: ListSearch<Key>) => {
      const cleared = Object.fromEntries([...keys, AS_LINKED_PARAM].map((key) => [key, undefined]));
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
      });
    },
    [navigate, keys],
  );

  const isWritten = useRef(false);
  useEffect(() => {
    if (isDeciding) return;
    if (!isWritten.current) {
      isWritten.current = true;
      // The first-visit defaults apply once a session: a user who removes them keeps them removed.
      if (firstVisit) markFirstVisitDone(sessionStorage, scope);
      // The start state into the URL; a link's `asLinked` off it (its filters stay).
      if (pending || isAsLinked) {
        setValues(values);
        if (pending) return;
      }
    }
    storeListSearch(sessionStorage, scope, values);
  }, [values, pending, isDeciding, isAsLinked, scope, setValues, firstVisit]);

  const reset = useCallback(() => {
    setReset(true);
    storeListSearch(sessionStorage, scope, {});
    setValues({});
  }, [scope, setValues]);

  // Remembered until the user changes a filter or resets: then the state is what they asked for.
  const remembered = start.current?.isRemembered && !isReset ? start.current.values : undefined;
  const isRestored =
    remembered !== undefined && JSON.stringify(values) === JSON.stringify(remembered);
  return { values, setValues, isRestored, reset, isDeciding };
}
