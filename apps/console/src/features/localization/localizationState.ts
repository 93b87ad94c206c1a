import {
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  type TranslationListQuery,
} from '@adconsole/api';
import { z } from 'zod/mini';
import { flagParam, pageParam, pageSizeParam } from '../../app/listParams.ts';
import type { ListSearch } from '../../app/listSearch.ts';

/** The page sizes offered (the list call answers 20 by default). */
export const LOCALIZATION_PAGE_SIZES = [20, 50, 100] as const;

/** The URL parameters of the localisation list (spec 2 §7: the list call's query). */
export const LOCALIZATION_LIST_KEYS = [
  'page',
  'size',
  'sort',
  'key',
  'text',
  'namespace',
  'language',
  'missing',
] as const;
export type LocalizationListKey = (typeof LOCALIZATION_LIST_KEYS)[number];

/** The orders the list offers: a sort field and its direction under one name. */
export const LOCALIZATION_SORTS = {
  keyAsc: { sort: 'key', order: 'ASC' },
  keyDesc: { sort: 'key', order: 'DESC' },
  namespace: { sort: 'namespace', order: 'ASC' },
  updatedDesc: { sort: 'updatedAt', order: 'DESC' },
  createdDesc: { sort: 'createdAt', order: 'DESC' },
} as const satisfies Record<string, Pick<TranslationListQuery, 'sort' | 'order'>>;
export type LocalizationSort = keyof typeof LOCALIZATION_SORTS;
const sortNames = Object.keys(LOCALIZATION_SORTS) as [LocalizationSort, ...LocalizationSort[]];

export interface LocalizationListState {
  /** Counted from 1, as the pager shows it. */
  page: number;
  size: number;
  sort: LocalizationSort;
  /** Part of the key, as typed. */
  key: string;
  /** Part of a text (of `language` when one is chosen). */
  text: string;
  namespace: string | undefined;
  language: TranslationLanguage | undefined;
  /** Only translations without a text (in `language` when one is chosen, else in any). */
  missing: boolean;
}

export const defaultLocalizationState: LocalizationListState = {
  page: 1,
  size: LOCALIZATION_PAGE_SIZES[0],
  sort: 'keyAsc',
  key: '',
  text: '',
  namespace: undefined,
  language: undefined,
  missing: false,
};

/** Each parameter on its own: one that does not fit falls back to its default. */
const searchSchema = z.object({
  page: pageParam(),
  size: pageSizeParam(LOCALIZATION_PAGE_SIZES, defaultLocalizationState.size),
  sort: z.catch(z.enum(sortNames), defaultLocalizationState.sort),
  key: z.catch(z.string(), ''),
  text: z.catch(z.string(), ''),
  namespace: z.catch(z.optional(z.string()), undefined),
  language: z.catch(z.optional(z.enum(TRANSLATION_LANGUAGES)), undefined),
  missing: flagParam(),
});

export function localizationStateOf(
  search: ListSearch<LocalizationListKey>,
): LocalizationListState {
  const { namespace, language, ...state } = searchSchema.parse(search);
  return { ...state, namespace, language };
}

/** The URL parameters of a state; defaults are left out, so a fresh list has a clean URL. */
export function localizationSearchOf(
  state: LocalizationListState,
): ListSearch<LocalizationListKey> {
  const search: ListSearch<LocalizationListKey> = {};
  const fallback = defaultLocalizationState;
  if (state.page !== fallback.page) search.page = String(state.page);
  if (state.size !== fallback.size) search.size = String(state.size);
  if (state.sort !== fallback.sort) search.sort = state.sort;
  if (state.key.trim()) search.key = state.key;
  if (state.text.trim()) search.text = state.text;
  if (state.namespace) search.namespace = state.namespace;
  if (state.language) search.language = state.language;
  if (state.missing) search.missing = 'true';
  return search;
}

/** The list call of a state (spec 2 §7: page counted from 0). */
export function translationsQueryOf(state: LocalizationListState): TranslationListQuery {
  const key = state.key.trim();
  const text = state.text.trim();
  return {
    page: state.page - 1,
    limit: state.size,
    ...LOCALIZATION_SORTS[state.sort],
    ...(key ? { keyFilter: key } : {}),
    ...(text ? { valueFilter: text } : {}),
    ...(state.namespace ? { namespace: state.namespace } : {}),
    ...(state.language ? { language: state.language } : {}),
    ...(state.missing ? { missing: true } : {}),
  };
}
