import {
  TRANSLATION_LANGUAGES,
  TRANSLATION_SORT_FIELDS,
  type TranslationLanguage,
} from '@adconsole/api';
import { languageNames } from '@adconsole/ui';
import {
  choiceParam,
  defineList,
  flagParam,
  openChoiceParam,
  textParam,
} from '../../kit/listDefinition.ts';

/** A language in its own words (DE → Deutsch). */
export const languageName = (language: TranslationLanguage): string =>
  languageNames[language.toLowerCase() as Lowercase<TranslationLanguage>];

/**
 * The localisation list (spec 2 §7: the list call's query): key, text, namespace, language,
 * missing only, and its orders as a filter (the list shows entries, not a table).
 */
export const localizationList = defineList({
  params: {
    key: textParam({ query: 'keyFilter', filter: 'localization.filters.key' }),
    text: textParam({ query: 'valueFilter', filter: 'localization.filters.text' }),
    namespace: openChoiceParam({
      filter: 'localization.filters.namespace',
      all: 'localization.filters.allNamespaces',
    }),
    language: choiceParam(TRANSLATION_LANGUAGES, {
      filter: 'localization.filters.language',
      all: 'localization.filters.allLanguages',
      optionText: languageName,
    }),
    // Off is left out of the call: `missing=false` would ask for complete translations only.
    missing: flagParam({ filter: 'localization.filters.missing', sendsOff: false }),
  },
  sort: {
    fields: TRANSLATION_SORT_FIELDS,
    field: 'key',
    order: 'ASC',
    filter: {
      label: 'localization.filters.sort',
      orders: {
        keyAsc: ['key', 'ASC'],
        keyDesc: ['key', 'DESC'],
        namespace: ['namespace', 'ASC'],
        updatedDesc: ['updatedAt', 'DESC'],
        createdDesc: ['createdAt', 'DESC'],
      },
      labels: 'localization.sort',
    },
  },
  // The list call answers 20 by default.
  pageSizes: [20, 50, 100],
});
