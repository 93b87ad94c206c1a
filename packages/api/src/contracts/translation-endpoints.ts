import { type Endpoint, endpoint } from './endpoint.ts';
import {
  addMissingTranslationSchema,
  aggregatedTranslationsQuerySchema,
  aggregatedTranslationsSchema,
  createTranslationSchema,
  translationIdParamsSchema,
  translationListQuerySchema,
  translationListSchema,
  translationNamespacesQuerySchema,
  translationNamespacesSchema,
  translationSchema,
  updateTranslationSchema,
} from './translations.ts';

/** The translate service (spec 2 §7): translations, namespaces, missing keys. */
export const translationEndpoints = {
  translations: endpoint({
    method: 'GET',
    path: 'ws-translate/translations',
    summary:
      'Translations by page, sorted, filtered by key, text, namespace, language and missing texts',
    query: translationListQuerySchema,
    response: translationListSchema,
  }),
  translationsAggregated: endpoint({
    method: 'GET',
    path: 'ws-translate/translations-aggregated',
    summary: 'The texts of a language per namespace, as flat key → text maps',
    query: aggregatedTranslationsQuerySchema,
    response: aggregatedTranslationsSchema,
  }),
  createTranslation: endpoint({
    method: 'POST',
    path: 'ws-translate/translation',
    summary: 'Create a translation; its key is upper-case letters, digits, dash and underscore',
    body: createTranslationSchema,
    response: translationSchema,
  }),
  addMissingTranslation: endpoint({
    method: 'POST',
    path: 'ws-translate/translation/add-missing',
    summary: 'Report a key the console asked for and found no text for',
    body: addMissingTranslationSchema,
  }),
  updateTranslation: endpoint({
    method: 'PUT',
    path: 'ws-translate/translation/{id}',
    summary: 'Change the texts, and the key or namespace, of a translation',
    params: translationIdParamsSchema,
    body: updateTranslationSchema,
    response: translationSchema,
  }),
  deleteTranslation: endpoint({
    method: 'DELETE',
    path: 'ws-translate/translation/{id}',
    summary: 'Delete a translation',
    params: translationIdParamsSchema,
  }),
  translationNamespaces: endpoint({
    method: 'GET',
    path: 'ws-translate/translations/namespaces',
    summary: 'The namespaces, filtered by a part of their name',
    query: translationNamespacesQuerySchema,
    response: translationNamespacesSchema,
  }),
} as const satisfies Record<string, Endpoint>;
