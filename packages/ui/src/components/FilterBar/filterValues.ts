import { isDayText } from '../DatePicker/dayText.ts';
import type { Option, OptionSourceProps } from '../Options/options.ts';

/** The kinds of filter a FilterBar shows, each with the input that edits it. */
export const filterKinds = ['search', 'select', 'multiSelect', 'dateRange', 'boolean'] as const;
export type FilterKind = (typeof filterKinds)[number];

/**
 * What each kind of filter holds. Every value is plain data (strings, booleans, `{ id, label }`
 * options), so an app keeps the values in the URL and in session storage as they are.
 */
export interface FilterValueOfKind {
  /** The search text. */
  search: string;
  /** The chosen option; its label travels with it, so it shows without a lookup. */
  select: Option;
  multiSelect: readonly Option[];
  /** Two 'YYYY-MM-DD' days joined by a comma (spec 2 §3); the end may be missing. */
  dateRange: string;
  boolean: boolean;
}
export type FilterValue = FilterValueOfKind[FilterKind];

interface FilterBase<Kind extends FilterKind> {
  kind: Kind;
  /** The key of the value in `FilterValues`, e.g. 'CONTACT'. */
  key: string;
  label: string;
  /** Shown whether or not it is picked, e.g. the sorting (spec 2 §2). */
  isAlwaysShown?: boolean;
}

export interface SearchFilter extends FilterBase<'search'> {
  /** The pause after the last keystroke before the value changes. */
  debounceMs?: number;
}
export interface SelectFilter extends FilterBase<'select'>, OptionSourceProps {
  /** Shown while nothing is chosen (e.g. the default sorting). */
  placeholder?: string;
}
export interface MultiSelectFilter extends FilterBase<'multiSelect'>, OptionSourceProps {}
export interface DateRangeFilter extends FilterBase<'dateRange'> {}
export interface BooleanFilter extends FilterBase<'boolean'> {}

export type FilterDefinition =
  | SearchFilter
  | SelectFilter
  | MultiSelectFilter
  | DateRangeFilter
  | BooleanFilter;

/** The values of a filter bar by filter key; a filter without a value is not set. */
export type FilterValues = Readonly<Record<string, FilterValue | undefined>>;

/**
 * The typed values of a list of definitions declared `as const`:
 * `FilterValuesOf<typeof activityFilters>` gives `{ CONTACT?: Option; DATE?: string; … }`.
 */
export type FilterValuesOf<Definitions extends readonly FilterDefinition[]> = {
  readonly [Definition in Definitions[number] as Definition['key']]?: FilterValueOfKind[Definition['kind']];
};

/** Clear all appears from this many set filters on (spec 2 §9). */
export const CLEAR_ALL_THRESHOLD = 3;

/** A day range read from a date filter: the start is always a valid day, the end may be absent. */
export interface DateRangeFilterValue {
  start: string;
  end?: string;
}

/**
 * Reads a date filter's text 'YYYY-MM-DD,YYYY-MM-DD'. Each day must be YYYY-MM-DD and
 * re-format to the identical text, otherwise it is ignored; a range needs at least a valid
 * first value (spec 2 §5), so without one the whole filter is ignored (null).
 */
export function parseDateRangeFilter(text: string): DateRangeFilterValue | null {
  const [startText = '', endText = ''] = text.split(',');
  const start = startText.trim();
  if (!isDayText(start)) return null;
  const end = endText.trim();
  return isDayText(end) ? { start, end } : { start };
}

/** Writes a day range as the date filter's text: 'start,end', or 'start' without an end. */
export function formatDateRangeFilter({ start, end }: DateRangeFilterValue): string {
  return end ? `${start},${end}` : start;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseOption(value: unknown): Option | undefined {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.label !== 'string') {
    return undefined;
  }
  return { id: value.id, label: value.label };
}

/** One stored value checked against its filter's kind; anything else is no value. */
function parseFilterValue(definition: FilterDefinition, value: unknown): FilterValue | undefined {
  switch (definition.kind) {
    case 'search':
      return typeof value === 'string' && value.trim() !== '' ? value : undefined;
    case 'select':
      return parseOption(value);
    case 'multiSelect': {
      if (!Array.isArray(value)) return undefined;
      const options = value.map(parseOption).filter((option) => option !== undefined);
      return options.length > 0 ? options : undefined;
    }
    case 'dateRange': {
      const range = typeof value === 'string' ? parseDateRangeFilter(value) : null;
      return range ? formatDateRangeFilter(range) : undefined;
    }
    case 'boolean':
      // A URL may carry the flag as text.
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      return undefined;
  }
}

/**
 * The filter values found in stored data (parsed URL search parameters, session storage):
 * only the defined filters, each only with a value of its kind. Unknown keys, values of the
 * wrong shape and invalid dates are dropped, so stale or hand-edited data never reaches a call.
 */
export function parseFilterValues(
  definitions: readonly FilterDefinition[],
  stored: unknown,
): Record<string, FilterValue> {
  if (!isRecord(stored)) return {};
  const values: Record<string, FilterValue> = {};
  for (const definition of definitions) {
    const value = parseFilterValue(definition, stored[definition.key]);
    if (value !== undefined) values[definition.key] = value;
  }
  return values;
}

/**
 * The values to store: the same check as `parseFilterValues`, so what is written is exactly
 * what will be read back, and unset filters leave no empty keys behind in the URL.
 */
export function serializeFilterValues(
  definitions: readonly FilterDefinition[],
  values: FilterValues,
): Record<string, FilterValue> {
  return parseFilterValues(definitions, values);
}

/** Whether a filter holds a value (a switched-off boolean filter counts as set). */
export function isFilterSet(value: FilterValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** How many of the given filters are set. */
export function countSetFilters(keys: readonly string[], values: FilterValues): number {
  return keys.filter((key) => isFilterSet(values[key])).length;
}
