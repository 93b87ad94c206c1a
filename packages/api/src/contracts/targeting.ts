import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import {
  bodyIdSchema,
  positiveInt,
  requiredText,
  text,
  timestamp,
  trimmedText,
} from './primitives.ts';
import { queryFlag, resourceEndpoints, versionSchema } from './resource.ts';

// Targeting (issue 42; spec 1 §2.12, DOMAIN §8, DOMAIN2 §6.1; the CONTEXTUAL role): the ad
// server's key-value keys and their values under GAM's limits, and keyword configurations per
// website whose URL rules decide which key-values a page sends.

const SERVICE = 'ws-targeting';

/** GAM's key-value limits (DOMAIN2 §6.1, GAM answers 10020177 and 1628457). */
export const KEY_VALUE_LIMITS = {
  keyMax: 20,
  valueMax: 40,
  keysPerNetwork: 200,
  valuesPerKey: 100_000,
} as const;
/** Characters a key or a value may not hold (DOMAIN2 §6.1). */
export const RESERVED_KEY_VALUE_CHARACTERS = [
  '"',
  "'",
  '=',
  '!',
  '+',
  '#',
  '*',
  '~',
  ';',
  '^',
  '(',
  ')',
  '<',
  '>',
  '[',
  ']',
] as const;
export const KEY_TYPES = ['PREDEFINED', 'FREEFORM'] as const;
export const KEYWORD_RULE_MODES = ['STATIC', 'FROM_PATH'] as const;

const reservedIn = (value: string) =>
  RESERVED_KEY_VALUE_CHARACTERS.find((character) => value.includes(character));

/** Why a key name is refused (the first rule it breaks), or nothing. */
export function keyNameIssue(name: string) {
  if (name.length > KEY_VALUE_LIMITS.keyMax)
    return serverMessage('tooLong', { max: KEY_VALUE_LIMITS.keyMax });
  if (/\s/.test(name)) return serverMessage('keyValueNoSpaces');
  if (/^\d/.test(name)) return serverMessage('keyLeadingDigit');
  const reserved = reservedIn(name);
  if (reserved) return serverMessage('keyValueReserved', { character: reserved });
  return undefined;
}

/** Why a value is refused, or nothing (spaces are allowed: the ad server quotes them). */
export function keyValueIssue(value: string) {
  if (value.length > KEY_VALUE_LIMITS.valueMax)
    return serverMessage('keyValueTooLong', { value, max: KEY_VALUE_LIMITS.valueMax });
  const reserved = reservedIn(value);
  if (reserved) return serverMessage('keyValueValueReserved', { value, character: reserved });
  return undefined;
}

/** A key's name under the ad server's rules (DOMAIN2 §6.1), refused on its field. */
export const keyName = () =>
  requiredText(100).check(
    z.superRefine((name, context) => {
      const issue = keyNameIssue(name);
      if (issue) context.addIssue({ code: 'custom', message: issue, input: name });
    }),
  );

/** One value under the ad server's rules, refused on its field. */
export const keyValue = () =>
  requiredText(KEY_VALUE_LIMITS.valueMax).check(
    z.superRefine((value, context) => {
      const issue = keyValueIssue(value);
      if (issue) context.addIssue({ code: 'custom', message: issue, input: value });
    }),
  );

/** Values, one per entry: each checked, none twice (case-insensitive, as the ad server). */
const valueList = () =>
  z.array(text(200)).check(
    z.maxLength(
      KEY_VALUE_LIMITS.valuesPerKey,
      serverMessage('keyValueTooMany', { max: KEY_VALUE_LIMITS.valuesPerKey }),
    ),
    z.superRefine((values, context) => {
      const seen = new Set<string>();
      for (const value of values) {
        const issue =
          value.trim() === ''
            ? serverMessage('required')
            : (keyValueIssue(value) ??
              (seen.has(value.toLowerCase())
                ? serverMessage('keyValueTwice', { value })
                : undefined));
        if (issue) {
          context.addIssue({ code: 'custom', message: issue, path: [], input: value });
          return;
        }
        seen.add(value.toLowerCase());
      }
    }),
  );

export const targetingKeyWriteSchema = /* @__PURE__ */ z.strictObject({
  name: keyName(),
  displayName: requiredText(100),
  keyType: z.enum(KEY_TYPES),
  reportable: z._default(z.boolean(), false),
  values: valueList(),
  active: z._default(z.boolean(), true),
});
export type TargetingKeyWrite = z.input<typeof targetingKeyWriteSchema>;

export const targetingKeySchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  name: z.string(),
  displayName: z.string(),
  keyType: z.enum(KEY_TYPES),
  reportable: z.boolean(),
  values: z.array(z.string()),
  valueCount: z.int(),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type TargetingKey = z.infer<typeof targetingKeySchema>;

export const TARGETING_KEY_SORT_FIELDS = ['name', 'updatedAt'] as const;

/** The filters of a list of named records that can be deactivated: search, inactive, sort. */
export const namedRecordFilters = () =>
  z.strictObject({
    searchQuery: z.optional(trimmedText(100)),
    includeInactive: queryFlag(),
    sort: z._default(z.enum(TARGETING_KEY_SORT_FIELDS), 'name'),
    order: z._default(sortOrderSchema, 'ASC'),
  });
export const ACTIVE_BULK_ACTIONS = ['activate', 'deactivate'] as const;

export const targetingKeyEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/keys`,
  noun: 'key-value key',
  item: targetingKeySchema,
  write: targetingKeyWriteSchema,
  filters: namedRecordFilters(),
  maxLimit: 200,
  bulkActions: ACTIVE_BULK_ACTIONS,
});

// --- Keyword configurations per website, and the URL tester ---

/**
 * A URL rule: where the path matches `pathPattern` (`*` one segment, `**` any rest, `:name` a
 * segment by name), `STATIC` sends `key` with `values`; `FROM_PATH` sends `key` with the path's
 * segment of the key's name (`/:rubrik/**` sends `rubrik=sport` for `/sport/…`).
 */
export const keywordRuleSchema = /* @__PURE__ */ z.strictObject({
  pathPattern: text(300).check(z.regex(/^\/[^\s]*$/, serverMessage('pathPatternInvalid'))),
  key: keyName(),
  mode: z.enum(KEYWORD_RULE_MODES),
  values: valueList(),
});
export type KeywordRule = z.infer<typeof keywordRuleSchema>;

export const defaultValueSchema = /* @__PURE__ */ z.strictObject({
  key: keyName(),
  values: valueList(),
});
export type DefaultValue = z.infer<typeof defaultValueSchema>;

export const keywordConfigWriteSchema = /* @__PURE__ */ z.strictObject({
  name: requiredText(100),
  websiteId: z.nullable(bodyIdSchema),
  rules: z.array(keywordRuleSchema).check(z.maxLength(200)),
  defaultValues: z.array(defaultValueSchema).check(z.maxLength(50)),
  active: z._default(z.boolean(), true),
});
export type KeywordConfigWrite = z.input<typeof keywordConfigWriteSchema>;

export const keywordConfigSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  name: z.string(),
  websiteId: z.nullable(positiveInt()),
  websiteName: z.nullable(z.string()),
  rules: z.array(keywordRuleSchema),
  defaultValues: z.array(defaultValueSchema),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type KeywordConfig = z.infer<typeof keywordConfigSchema>;

export const keywordConfigEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/keyword-configs`,
  noun: 'keyword configuration',
  item: keywordConfigSchema,
  write: keywordConfigWriteSchema,
  filters: namedRecordFilters(),
  bulkActions: ACTIVE_BULK_ACTIONS,
});

export const urlTestResultSchema = /* @__PURE__ */ z.object({
  path: z.string(),
  /** The rules that fire, by their place in the configuration (0-based), in order. */
  fired: z.array(
    z.object({ index: z.int(), rule: keywordRuleSchema, values: z.array(z.string()) }),
  ),
  /** What the page would send: the rules' key-values, else the default values. */
  keyValues: z.array(z.object({ key: z.string(), values: z.array(z.string()) })),
  usedDefaults: z.boolean(),
});
export type UrlTestResult = z.infer<typeof urlTestResultSchema>;

export const targetingEndpoints = {
  /** The URL tester: which rule of a configuration (saved or not) fires for a URL. */
  testUrl: /* @__PURE__ */ endpoint({
    method: 'POST',
    path: `${SERVICE}/url-test`,
    summary: 'Which keyword rules fire for a URL and which key-values the page would send',
    body: z.strictObject({
      url: requiredText(2000),
      rules: z.array(keywordRuleSchema).check(z.maxLength(200)),
      defaultValues: z.array(defaultValueSchema).check(z.maxLength(50)),
    }),
    response: urlTestResultSchema,
  }),
};

export const targetingWebsitesEndpoint = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: `${SERVICE}/websites`,
  summary: 'The websites of the acting company a keyword configuration may be for',
  response: z.object({
    items: z.array(z.object({ id: positiveInt(), name: z.string(), domain: z.string() })),
  }),
});
