import type { ApiClient, RequestOptions } from '../client.ts';
import { fillPath } from '../contracts/endpoint.ts';
import { translationEndpoints } from '../contracts/translation-endpoints.ts';
import type {
  AddMissingTranslation,
  AggregatedTranslations,
  AggregatedTranslationsQuery,
  CreateTranslation,
  Translation,
  TranslationList,
  TranslationListQuery,
  TranslationNamespaces,
  UpdateTranslation,
} from '../contracts/translations.ts';
import { requireParams } from '../params.ts';

/** Query parameters as text, without the ones left out. */
const queryOf = (query: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );

/** Translations by page for the localisation screen, sorted and filtered (spec 2 §7). */
export function getTranslations(
  client: ApiClient,
  query: TranslationListQuery = {},
  options?: RequestOptions,
): Promise<TranslationList> {
  const { path, response } = translationEndpoints.translations;
  return client.get(path, response, { ...options, searchParams: queryOf(query) });
}

/** The texts of a language per namespace, as the server answers them. */
export function getAggregatedTranslations(
  client: ApiClient,
  query: AggregatedTranslationsQuery,
  options?: RequestOptions,
): Promise<AggregatedTranslations> {
  requireParams({ ...query }, 'language');
  const { path, response } = translationEndpoints.translationsAggregated;
  return client.get(path, response, { ...options, searchParams: queryOf(query) });
}

/**
 * The texts of one language and namespace as a flat key → text map: the values inside the
 * first namespace of the first data element (spec 2 §3).
 */
export async function getTranslationTexts(
  client: ApiClient,
  query: Required<AggregatedTranslationsQuery>,
  options?: RequestOptions,
): Promise<Record<string, string>> {
  requireParams({ ...query }, 'language', 'namespace');
  const { data } = await getAggregatedTranslations(client, query, options);
  return data[0]?.namespaces[0]?.values ?? {};
}

/** Create a translation (ADMIN); a key outside the rule answers 422. */
export function createTranslation(
  client: ApiClient,
  translation: CreateTranslation,
  options?: RequestOptions,
): Promise<Translation> {
  requireParams({ ...translation }, 'namespace', 'key');
  const { path, response } = translationEndpoints.createTranslation;
  return client.post(path, response, translation, options);
}

/** Report a key the console found no text for, once per namespace and key (any signed-in user). */
export function addMissingTranslation(
  client: ApiClient,
  report: AddMissingTranslation,
  options?: RequestOptions,
): Promise<void> {
  requireParams({ ...report }, 'namespace', 'key');
  return client.postNoContent(translationEndpoints.addMissingTranslation.path, report, options);
}

/** Change the texts (and the key or namespace) of a translation (ADMIN). */
export function updateTranslation(
  client: ApiClient,
  params: { id: number },
  form: UpdateTranslation,
  options?: RequestOptions,
): Promise<Translation> {
  requireParams(params, 'id');
  const { path, response } = translationEndpoints.updateTranslation;
  return client.put(fillPath(path, params), response, form, options);
}

/** Delete a translation (ADMIN). */
export function deleteTranslation(
  client: ApiClient,
  params: { id: number },
  options?: RequestOptions,
): Promise<void> {
  requireParams(params, 'id');
  return client.delete(fillPath(translationEndpoints.deleteTranslation.path, params), options);
}

/** The namespaces, filtered by a part of their name. */
export function getTranslationNamespaces(
  client: ApiClient,
  query: { filter?: string } = {},
  options?: RequestOptions,
): Promise<TranslationNamespaces> {
  const { path, response } = translationEndpoints.translationNamespaces;
  return client.get(path, response, { ...options, searchParams: queryOf(query) });
}
