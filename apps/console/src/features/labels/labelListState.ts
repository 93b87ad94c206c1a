import {
  LABEL_SORT_FIELDS,
  type LabelsQuery,
  type LabelType,
  labelTypeSchema,
  SORT_ORDERS,
  type SortOrder,
} from '@adconsole/api';
import { z } from 'zod/mini';
import { flagParam, pageParam, pageSizeParam } from '../../app/listParams.ts';
import type { ListSearch } from '../../app/listSearch.ts';

/** The page sizes offered; the labels call answers at most 100 per page. */
export const LABEL_PAGE_SIZES = [10, 50, 100] as const;
export const DEFAULT_LABEL_PAGE_SIZE = 10;

/** The URL parameters of a label list. */
export const LABEL_LIST_KEYS = [
  'page',
  'size',
  'sort',
  'order',
  'name',
  'type',
  'inactive',
] as const;
export type LabelListKey = (typeof LABEL_LIST_KEYS)[number];

export type LabelSortField = (typeof LABEL_SORT_FIELDS)[number];

/** Everything the list shows: which page, how sorted, which labels. */
export interface LabelListState {
  /** Counted from 1, as the pager shows it. */
  page: number;
  size: number;
  sort: LabelSortField;
  order: SortOrder;
  /** Part of the name, as typed. */
  name: string;
  type: LabelType | undefined;
  includeInactive: boolean;
}

export const defaultLabelListState: LabelListState = {
  page: 1,
  size: DEFAULT_LABEL_PAGE_SIZE,
  sort: 'name',
  order: 'ASC',
  name: '',
  type: undefined,
  includeInactive: false,
};

/** Each parameter on its own: one that does not fit falls back to its default. */
const searchSchema = z.object({
  page: pageParam(),
  size: pageSizeParam(LABEL_PAGE_SIZES, defaultLabelListState.size),
  sort: z.catch(z.enum(LABEL_SORT_FIELDS), defaultLabelListState.sort),
  order: z.catch(z.enum(SORT_ORDERS), defaultLabelListState.order),
  name: z.catch(z.string(), defaultLabelListState.name),
  type: z.catch(z.optional(labelTypeSchema), undefined),
  inactive: flagParam(),
});

/** The list's state read from its URL parameters (spec 1 §5: query parameters are optional). */
export function labelListStateOf(search: ListSearch<LabelListKey>): LabelListState {
  const { inactive, type, ...state } = searchSchema.parse(search);
  return { ...state, type, includeInactive: inactive };
}

/** The URL parameters of a state: defaults are left out, so a fresh list has a clean URL. */
export function labelListSearchOf(state: LabelListState): ListSearch<LabelListKey> {
  const search: ListSearch<LabelListKey> = {};
  if (state.page !== defaultLabelListState.page) search.page = String(state.page);
  if (state.size !== defaultLabelListState.size) search.size = String(state.size);
  if (state.sort !== defaultLabelListState.sort || state.order !== defaultLabelListState.order) {
    search.sort = state.sort;
    search.order = state.order;
  }
  if (state.name.trim() !== '') search.name = state.name;
  if (state.type) search.type = state.type;
  if (state.includeInactive) search.inactive = 'true';
  return search;
}

/** The labels call for a state; `fixedType` is the type a screen is bound to (/sales/tags). */
export function labelsQueryOf(state: LabelListState, fixedType?: LabelType): LabelsQuery {
  const name = state.name.trim();
  return {
    type: fixedType ?? state.type,
    page: state.page - 1,
    limit: state.size,
    sort: state.sort,
    order: state.order,
    ...(name ? { nameFilter: name } : {}),
    includeInactive: state.includeInactive,
  };
}
