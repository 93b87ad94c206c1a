import { z } from 'zod/mini';
import { sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import { multilineText, positiveInt, timestamp, trimmedText, upperCased } from './primitives.ts';

// The translate service (spec 2 §3, §5, §7): interface texts in four languages, grouped by
// namespace, edited by administrators at run time.

/** The languages of a translation (spec 2 §3); the interface languages de/en/fr/it. */
export const TRANSLATION_LANGUAGES = ['DE', 'EN', 'FR', 'IT'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** A language in a query: upper case, or the interface's lower case (de → DE). */
export const translationLanguageSchema = upperCased(TRANSLATION_LANGUAGES);

/** Spec 2 §5: a key saved must be upper-case letters, digits, dash and underscore. */
export const TRANSLATION_KEY_PATTERN = /^[A-Z0-9_-]+$/;
export const TRANSLATION_KEY_MESSAGE =
  'Only upper-case letters, digits, dash and underscore are allowed';
export const translationKeySchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, serverMessage('required')),
    z.maxLength(200),
    z.regex(TRANSLATION_KEY_PATTERN, TRANSLATION_KEY_MESSAGE),
  );

/**
 * A key as code asks i18next for it: the rule above, or a dotted path of the bundled texts
 * (`auth.login.title`, segments of letters, digits, dash and underscore). Missing-key reports
 * and the seeded bundled texts use this form; keys an administrator creates use the rule.
 */
export const TEXT_KEY_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
export const textKeySchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, serverMessage('required')),
    z.maxLength(200),
    z.regex(TEXT_KEY_PATTERN, serverMessage('notTextKey')),
  );

/** A namespace: one per area of the console, lower-case letters, digits and dashes. */
export const TRANSLATION_NAMESPACE_PATTERN = /^[a-z][a-z0-9-]*$/;
export const translationNamespaceSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, serverMessage('required')),
    z.maxLength(50),
    z.regex(
      TRANSLATION_NAMESPACE_PATTERN,
      'Only lower-case letters, digits and dashes are allowed',
    ),
  );

/** The longest text. */
export const MAX_TRANSLATION_TEXT = 5000;

/** A text in a write: null or empty clears it (the bundled text shows again). */
const textInputSchema = z.optional(z.nullable(multilineText(MAX_TRANSLATION_TEXT)));

/** The texts of a write, per language; a language left out stays as it is. */
export const translationValuesInputSchema = z.strictObject({
  DE: textInputSchema,
  EN: textInputSchema,
  FR: textInputSchema,
  IT: textInputSchema,
});
export type TranslationValuesInput = z.input<typeof translationValuesInputSchema>;

/** The texts of a translation per language; null where none is written yet (missing). */
export const translationValuesSchema = z.object({
  DE: z.nullable(z.string()),
  EN: z.nullable(z.string()),
  FR: z.nullable(z.string()),
  IT: z.nullable(z.string()),
});
export type TranslationValues = z.infer<typeof translationValuesSchema>;

/** A translation (spec 2 §3): id, key, namespace and the per-language values. */
export const translationSchema = z.object({
  id: positiveInt(),
  key: z.string(),
  namespace: z.string(),
  values: translationValuesSchema,
  /** The languages without a text. */
  missingLanguages: z.array(z.enum(TRANSLATION_LANGUAGES)),
  /** Where the key was first reported missing, if it was. */
  pageRef: z.nullable(z.string()),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type Translation = z.infer<typeof translationSchema>;

export const TRANSLATION_SORT_FIELDS = [
  'key',
  'namespace',
  'createdAt',
  'updatedAt',
  ...TRANSLATION_LANGUAGES,
] as const;
export type TranslationSortField = (typeof TRANSLATION_SORT_FIELDS)[number];

/**
 * The list (spec 2 §7): keyFilter and valueFilter match parts of the key and of the texts
 * (of `language` when given, else of any language), case-insensitive; missing keeps the
 * translations without a text (in `language` when given, else in any language).
 */
export const translationListQuerySchema = z.strictObject({
  ...pageQueryShape(20),
  sort: z._default(z.enum(TRANSLATION_SORT_FIELDS), 'key'),
  order: z._default(sortOrderSchema, 'ASC'),
  keyFilter: z.optional(trimmedText(200)),
  valueFilter: z.optional(trimmedText(200)),
  namespace: z.optional(translationNamespaceSchema),
  missing: z.optional(z.stringbool()),
  language: z.optional(translationLanguageSchema),
});
/** What a caller passes; the server fills in the defaults. */
export interface TranslationListQuery {
  page?: number;
  limit?: number;
  sort?: TranslationSortField;
  order?: 'ASC' | 'DESC';
  keyFilter?: string;
  valueFilter?: string;
  namespace?: string;
  missing?: boolean;
  language?: TranslationLanguage | 'de' | 'en' | 'fr' | 'it';
}
export const translationListSchema = pageOf(translationSchema);
export type TranslationList = z.infer<typeof translationListSchema>;

/** Aggregated texts of one language, in one namespace or all of them. */
export const aggregatedTranslationsQuerySchema = z.strictObject({
  language: translationLanguageSchema,
  namespace: z.optional(translationNamespaceSchema),
});
export interface AggregatedTranslationsQuery {
  language: TranslationLanguage | 'de' | 'en' | 'fr' | 'it';
  namespace?: string;
}

/**
 * Spec 2 §3: the values map (key → text, only keys with a text) inside the first namespace of
 * the first data element. One data element per language asked for, one namespace element per
 * namespace; a namespace asked for by name is there even without texts.
 */
export const aggregatedTranslationsSchema = z.object({
  data: z.array(
    z.object({
      language: z.enum(TRANSLATION_LANGUAGES),
      namespaces: z.array(
        z.object({ namespace: z.string(), values: z.record(z.string(), z.string()) }),
      ),
    }),
  ),
});
export type AggregatedTranslations = z.infer<typeof aggregatedTranslationsSchema>;

/** A new translation (admin): its key must follow the rule of spec 2 §5. */
export const createTranslationSchema = z.strictObject({
  namespace: translationNamespaceSchema,
  key: translationKeySchema,
  values: z._default(translationValuesInputSchema, {}),
});
export type CreateTranslation = z.input<typeof createTranslationSchema>;

/**
 * An edit (admin): the texts given change, those left out stay. A new key or namespace must
 * follow the rules; an unchanged key may keep the dotted form of a bundled text.
 */
export const updateTranslationSchema = z.strictObject({
  namespace: z.optional(translationNamespaceSchema),
  key: z.optional(textKeySchema),
  values: z._default(translationValuesInputSchema, {}),
});
export type UpdateTranslation = z.input<typeof updateTranslationSchema>;

/** A missing-key report (spec 2 §3): namespace, key and the page it was missed on. */
export const addMissingTranslationSchema = z.strictObject({
  namespace: translationNamespaceSchema,
  key: textKeySchema,
  pageRef: z.optional(trimmedText(500)),
});
export type AddMissingTranslation = z.input<typeof addMissingTranslationSchema>;

export const translationIdParamsSchema = z.strictObject({ id: idSchema });

/** The namespaces, filtered by a part of their name. */
export const translationNamespacesQuerySchema = z.strictObject({
  filter: z.optional(trimmedText(50)),
});
export const translationNamespacesSchema = z.object({ items: z.array(z.string()) });
export type TranslationNamespaces = z.infer<typeof translationNamespacesSchema>;
