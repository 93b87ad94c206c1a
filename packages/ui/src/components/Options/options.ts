import { useEffect, useMemo, useRef, useState } from 'react';
import { useFilter } from 'react-aria-components';

/** How long a search waits after the last keystroke before it loads (spec 1 §9). */
export const SEARCH_DEBOUNCE_MS = 500;
/** The contact filter's search waits a little longer (spec 1 §9). */
export const CONTACT_SEARCH_DEBOUNCE_MS = 600;
/** Option list page size and default lookup limit (spec 1 §9). */
export const OPTION_LIMIT = 100;

/** One choice in a Select, Combobox or MultiSelect. */
export interface Option {
  id: string;
  label: string;
  /** A second line, e.g. the city of an account. */
  description?: string;
  /**
   * The record's number, shown on the second line after the description ("No. 4711"): with
   * the description it tells apart two records of one name (two accounts "Jaquet Bau").
   */
  reference?: string;
  isDisabled?: boolean;
}

export interface LoadOptionsContext {
  /** Aborted once the search has moved on; pass it to the request. */
  signal: AbortSignal;
  /** How many options to ask for; more are not shown. */
  limit: number;
}

/** Loads the options matching a search (the empty search: the first page). */
export type LoadOptions = (
  search: string,
  context: LoadOptionsContext,
) => Promise<readonly Option[]>;

/** Where a field's options come from: a fixed list, or loaded as the user searches. */
export interface OptionSourceProps {
  /** A fixed list, filtered as the user types. */
  options?: readonly Option[];
  /** Loads options for a search; a newer search aborts the older load. */
  loadOptions?: LoadOptions;
  /** The pause after typing before a search loads. */
  debounceMs?: number;
}

/** The fields filter their options themselves, so react-aria's own filter lets all through. */
export const acceptAll = () => true;

/** No options: a multiple choice's empty value, one array for every render. */
export const noOptions: readonly Option[] = [];

export type OptionStatus = 'loading' | 'ready' | 'failed';

interface Loaded {
  status: OptionStatus;
  options: readonly Option[];
}

/**
 * The options for a search. A fixed list is filtered at once. A loader runs while the field
 * is active: the first page at once, later searches after the debounce; a newer search
 * cancels the pending one and aborts its request, so a stale answer never shows.
 */
export function useOptions(
  { options, loadOptions, debounceMs = SEARCH_DEBOUNCE_MS }: OptionSourceProps,
  search: string,
  isActive: boolean,
): Loaded {
  const { contains } = useFilter({ sensitivity: 'base' });
  // Every typed word somewhere in the label or the second line ("Jaquet Bau" finds "Bau Jaquet SA").
  const filtered = useMemo(() => {
    const words = search.split(/\s+/).filter(Boolean);
    return (options ?? []).filter((option) => {
      const text = [option.label, option.description, option.reference].join(' ');
      return words.every((word) => contains(text, word));
    });
  }, [options, contains, search]);

  // The latest loader, so an inline function does not restart the load on every render.
  const loaderRef = useRef(loadOptions);
  useEffect(() => {
    loaderRef.current = loadOptions;
  });
  const hasLoader = loadOptions !== undefined;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading', options: [] });

  useEffect(() => {
    const load = loaderRef.current;
    if (!hasLoader || !load || !isActive) return;
    const controller = new AbortController();
    setLoaded((previous) => ({ ...previous, status: 'loading' }));
    const timer = setTimeout(
      () => {
        load(search, { signal: controller.signal, limit: OPTION_LIMIT }).then(
          (result) => {
            if (!controller.signal.aborted)
              setLoaded({ status: 'ready', options: result.slice(0, OPTION_LIMIT) });
          },
          () => {
            if (!controller.signal.aborted) setLoaded({ status: 'failed', options: [] });
          },
        );
      },
      search === '' ? 0 : debounceMs,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [hasLoader, isActive, search, debounceMs]);

  return hasLoader ? loaded : { status: 'ready', options: filtered };
}
