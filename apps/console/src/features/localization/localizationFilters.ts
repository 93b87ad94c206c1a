import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@adconsole/api';
import type { FilterDefinition, FilterValues, Option } from '@adconsole/ui';
import { languageNames } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import {
  defaultLocalizationState,
  LOCALIZATION_SORTS,
  type LocalizationListState,
  type LocalizationSort,
} from './localizationState.ts';

/** A language in its own words (DE → Deutsch). */
export const languageName = (language: TranslationLanguage): string =>
  languageNames[language.toLowerCase() as Lowercase<TranslationLanguage>];

const languageOption = (language: TranslationLanguage): Option => ({
  id: language,
  label: languageName(language),
});
const namespaceOption = (namespace: string): Option => ({ id: namespace, label: namespace });
const sortOption = (t: TFunction, sort: LocalizationSort): Option => ({
  id: sort,
  label: t(`localization.sort.${sort}`),
});

/**
 * The filters of the localisation list: key, text, namespace, language, missing only, and the
 * order. Few enough to show all of them at once.
 */
export function localizationFilters(
  t: TFunction,
  namespaces: readonly string[],
): FilterDefinition[] {
  return [
    { kind: 'search', key: 'KEY', label: t('localization.filters.key'), isAlwaysShown: true },
    { kind: 'search', key: 'TEXT', label: t('localization.filters.text'), isAlwaysShown: true },
    {
      kind: 'select',
      key: 'NAMESPACE',
      label: t('localization.filters.namespace'),
      isAlwaysShown: true,
      placeholder: t('localization.filters.allNamespaces'),
      options: namespaces.map(namespaceOption),
    },
    {
      kind: 'select',
      key: 'LANGUAGE',
      label: t('localization.filters.language'),
      isAlwaysShown: true,
      placeholder: t('localization.filters.allLanguages'),
      options: TRANSLATION_LANGUAGES.map(languageOption),
    },
    {
      kind: 'boolean',
      key: 'MISSING',
      label: t('localization.filters.missing'),
      isAlwaysShown: true,
    },
    {
      kind: 'select',
      key: 'SORT',
      label: t('localization.filters.sort'),
      isAlwaysShown: true,
      placeholder: sortOption(t, defaultLocalizationState.sort).label,
      options: (Object.keys(LOCALIZATION_SORTS) as LocalizationSort[]).map((sort) =>
        sortOption(t, sort),
      ),
    },
  ];
}

/** The filter bar's values of a list state. */
export function localizationFilterValues(t: TFunction, state: LocalizationListState): FilterValues {
  return {
    ...(state.key ? { KEY: state.key } : {}),
    ...(state.text ? { TEXT: state.text } : {}),
    ...(state.namespace ? { NAMESPACE: namespaceOption(state.namespace) } : {}),
    ...(state.language ? { LANGUAGE: languageOption(state.language) } : {}),
    ...(state.missing ? { MISSING: true } : {}),
    // The default order shows as the placeholder, so it is not counted as a filter.
    ...(state.sort !== defaultLocalizationState.sort ? { SORT: sortOption(t, state.sort) } : {}),
  };
}

const chosenId = (value: FilterValues[string]): string | undefined =>
  typeof value === 'object' && value !== null && 'id' in value ? String(value.id) : undefined;

/** What the filter bar's values change in the list state. */
export function localizationFilterChanges(
  values: FilterValues,
): Omit<LocalizationListState, 'page' | 'size'> {
  const language = chosenId(values.LANGUAGE);
  const sort = chosenId(values.SORT);
  return {
    key: typeof values.KEY === 'string' ? values.KEY : '',
    text: typeof values.TEXT === 'string' ? values.TEXT : '',
    namespace: chosenId(values.NAMESPACE),
    language: TRANSLATION_LANGUAGES.find((known) => known === language),
    missing: values.MISSING === true,
    sort:
      sort && sort in LOCALIZATION_SORTS
        ? (sort as LocalizationSort)
        : defaultLocalizationState.sort,
  };
}
