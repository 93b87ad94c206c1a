import type { FilterDefinition, FilterValue, FilterValues, Option } from '@adconsole/ui';
import type { ListSearch } from '../../kit/listSearch.ts';

/** The page sizes a timeline offers; the calls answer at most 100 per page. */
export const TIMELINE_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_TIMELINE_PAGE_SIZE = 20;

/** Which URL parameter holds which filter (e.g. CONTACT → contact). */
export type FilterParams = Readonly<Record<string, string>>;

/**
 * The URL parameters of a filtered list: paging, the picked filters and one per filter.
 * Two lists on one page (an account's activities and comments) keep theirs apart by a prefix.
 */
export function filteredListKeys(params: FilterParams, prefix = ''): string[] {
  const named = (name: string) =>
    prefix ? `${prefix}${name[0]?.toUpperCase()}${name.slice(1)}` : name;
  return ['page', 'size', 'shown', ...Object.values(params)].map(named);
}

/** The state of a filtered list: page from 1, page size, the filter values, the picked filters. */
export interface FilteredListState {
  page: number;
  size: number;
  values: FilterValues;
  shown: readonly string[];
}

export const emptyFilteredListState: FilteredListState = {
  page: 1,
  size: DEFAULT_TIMELINE_PAGE_SIZE,
  values: {},
  shown: [],
};

/** A day as YYYY-MM-DD that re-formats to the identical text (spec 2 §5). */
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/**
 * A date filter's days ('start,end'): a day that does not fit is ignored, and a range needs
 * at least a valid first day (spec 2 §5), so without one there is no filter.
 */
export function dayRangeOf(text: string): { start: string; end?: string } | undefined {
  const [start = '', end = ''] = text.split(',').map((part) => part.trim());
  if (!isDay(start)) return undefined;
  return isDay(end) ? { start, end } : { start };
}

const positive = (text: string | undefined) => {
  const number = Number(text);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
};

/**
 * A chosen option as URL text: the id alone when the filter has a fixed list (its label comes
 * from the list), else `id:label`, so a looked-up contact or account shows without a call.
 */
function optionText(definition: FilterDefinition, option: Option): string {
  return definition.kind === 'select' && definition.options && !definition.loadOptions
    ? option.id
    : `${option.id}:${option.label}`;
}

function optionOf(definition: FilterDefinition, text: string): Option | undefined {
  if (definition.kind !== 'select') return undefined;
  if (definition.options && !definition.loadOptions) {
    return definition.options.find((option) => option.id === text);
  }
  const separator = text.indexOf(':');
  const id = separator > 0 ? text.slice(0, separator) : '';
  const label = text.slice(separator + 1);
  return positive(id) && label.trim() !== '' ? { id, label } : undefined;
}

function filterValueOf(definition: FilterDefinition, text: string): FilterValue | undefined {
  switch (definition.kind) {
    case 'select':
      return optionOf(definition, text);
    case 'dateRange': {
      const range = dayRangeOf(text);
      return range && (range.end ? `${range.start},${range.end}` : range.start);
    }
    case 'search':
      return text.trim() === '' ? undefined : text;
    case 'boolean':
      return text === 'true' ? true : undefined;
    case 'multiSelect':
      return undefined;
  }
}

function textOf(definition: FilterDefinition, value: FilterValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  switch (definition.kind) {
    case 'select':
      return typeof value === 'object' && !Array.isArray(value)
        ? optionText(definition, value as Option)
        : undefined;
    case 'dateRange':
    case 'search':
      return typeof value === 'string' && value !== '' ? value : undefined;
    case 'boolean':
      return value === true ? 'true' : undefined;
    case 'multiSelect':
      return undefined;
  }
}

/** Reads a list's state from its URL parameters; a parameter that does not fit is dropped. */
export function filteredListStateOf(
  search: ListSearch<string>,
  definitions: readonly FilterDefinition[],
  params: FilterParams,
  prefix = '',
  pageSizes: readonly number[] = TIMELINE_PAGE_SIZES,
): FilteredListState {
  const [pageKey, sizeKey, shownKey] = filteredListKeys({}, prefix) as [string, string, string];
  const named = filteredListKeys(params, prefix).slice(3);
  const values: Record<string, FilterValue> = {};
  definitions.forEach((definition) => {
    const index = Object.keys(params).indexOf(definition.key);
    const text = index >= 0 ? search[named[index] ?? ''] : undefined;
    const value = text === undefined ? undefined : filterValueOf(definition, text);
    if (value !== undefined) values[definition.key] = value;
  });
  const size = positive(search[sizeKey]);
  const paramNames = Object.entries(params);
  return {
    page: positive(search[pageKey]) ?? 1,
    size: size && pageSizes.includes(size) ? size : DEFAULT_TIMELINE_PAGE_SIZE,
    values,
    shown: (search[shownKey] ?? '')
      .split(',')
      .map((name) => paramNames.find(([, param]) => param === name)?.[0])
      .filter((key): key is string => key !== undefined),
  };
}

/** The URL parameters of a state; defaults are left out, so a fresh list has a clean URL. */
export function filteredListSearchOf(
  state: FilteredListState,
  definitions: readonly FilterDefinition[],
  params: FilterParams,
  prefix = '',
): ListSearch<string> {
  const [pageKey, sizeKey, shownKey] = filteredListKeys({}, prefix) as [string, string, string];
  const named = filteredListKeys(params, prefix).slice(3);
  const search: Record<string, string> = {};
  if (state.page !== 1) search[pageKey] = String(state.page);
  if (state.size !== DEFAULT_TIMELINE_PAGE_SIZE) search[sizeKey] = String(state.size);
  const shown = state.shown.map((key) => params[key]).filter(Boolean);
  if (shown.length > 0) search[shownKey] = shown.join(',');
  definitions.forEach((definition) => {
    const index = Object.keys(params).indexOf(definition.key);
    const text = textOf(definition, state.values[definition.key]);
    const key = named[index];
    if (key && text !== undefined) search[key] = text;
  });
  return search;
}

/** The id of a chosen option as a number, for a call's query. */
export function optionId(value: FilterValue | undefined): number | undefined {
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  return positive((value as Option).id);
}

/** The chosen option's id as it is. */
export function optionKey(value: FilterValue | undefined): string | undefined {
  return typeof value === 'object' && !Array.isArray(value) ? (value as Option).id : undefined;
}

/** The days of a date filter as a call's dateFrom and dateTo. */
export function dateRangeOf(value: FilterValue | undefined): {
  dateFrom?: string;
  dateTo?: string;
} {
  const range = typeof value === 'string' ? dayRangeOf(value) : undefined;
  if (!range) return {};
  return range.end ? { dateFrom: range.start, dateTo: range.end } : { dateFrom: range.start };
}
