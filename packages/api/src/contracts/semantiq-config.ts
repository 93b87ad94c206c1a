import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { pageOf, pageQueryShape } from './paging.ts';
import { bodyIdSchema, positiveInt, requiredText, timestamp, trimmedText } from './primitives.ts';
import {
  bulkRequestSchema,
  bulkResultSchema,
  countsEndpoint,
  queryFlag,
  resourceEndpoints,
  versionSchema,
} from './resource.ts';
import { ARTICLE_LANGUAGES } from './semantiq.ts';
import { ACTIVE_BULK_ACTIONS, keyName, namedRecordFilters } from './targeting.ts';

// A Semantiq customer's configuration and its IAB audiences (issue 42; spec 1 §2.12
// config/{configId} and iab-audiences; DOMAIN §8 Tenant and IabAudience). A configuration is a
// tenant of the Semantiq tag (the header tag's semantiqTenantIds, DOMAIN §7): its tenant ID, the
// domains whose articles it classifies, the key-values the tag sends (the categories' key and the
// keywords' key, how many of each), the languages, how often the tag fetches again. The IAB
// Audience Taxonomy 1.1 ships with the product; a customer enables the audiences it offers.

const SERVICE = 'ws-semantiq';

/** A tenant ID as the Semantiq tag takes it: lower-case letters, digits and `-`, 3 to 40. */
export const tenantId = () =>
  requiredText(40).check(z.regex(/^[a-z0-9][a-z0-9-]{2,39}$/, serverMessage('tenantIdFormat')));

export const SEMANTIQ_REFRESH_MINUTES = { min: 5, max: 1440 } as const;

export const semantiqConfigWriteSchema = /* @__PURE__ */ z.strictObject({
  name: requiredText(100),
  tenantId: tenantId(),
  domainIds: z.array(bodyIdSchema).check(z.maxLength(100)),
  categoriesKey: keyName(),
  maxCategories: z.int().check(z.gte(1), z.lte(10)),
  keywordsKey: keyName(),
  maxKeywords: z.int().check(z.gte(0), z.lte(50)),
  languages: z.array(z.enum(ARTICLE_LANGUAGES)).check(z.maxLength(4)),
  refreshMinutes: z
    .int()
    .check(z.gte(SEMANTIQ_REFRESH_MINUTES.min), z.lte(SEMANTIQ_REFRESH_MINUTES.max)),
  active: z._default(z.boolean(), true),
});
export type SemantiqConfigWrite = z.input<typeof semantiqConfigWriteSchema>;

export const semantiqConfigSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  name: z.string(),
  tenantId: z.string(),
  domainIds: z.array(positiveInt()),
  domains: z.array(z.string()),
  categoriesKey: z.string(),
  maxCategories: z.int(),
  keywordsKey: z.string(),
  maxKeywords: z.int(),
  languages: z.array(z.enum(ARTICLE_LANGUAGES)),
  refreshMinutes: z.int(),
  /**
   * What the tag would send for the newest classified article of the configuration's domains
   * (in its languages): the categories' and the keywords' key-values; none without one.
   */
  sample: z.nullable(
    z.object({
      url: z.string(),
      title: z.string(),
      keyValues: z.array(z.object({ key: z.string(), values: z.array(z.string()) })),
    }),
  ),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type SemantiqConfig = z.infer<typeof semantiqConfigSchema>;

export const semantiqConfigEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/configs`,
  noun: 'Semantiq configuration',
  item: semantiqConfigSchema,
  write: semantiqConfigWriteSchema,
  filters: namedRecordFilters(),
  bulkActions: ACTIVE_BULK_ACTIONS,
});

// --- IAB audiences ---

/** The taxonomy's first tier, as the list's tabs. */
export const IAB_AUDIENCE_SECTIONS = ['DEMOGRAPHIC', 'INTEREST', 'PURCHASE_INTENT'] as const;
export type IabAudienceSection = (typeof IAB_AUDIENCE_SECTIONS)[number];
export const IAB_AUDIENCE_BULK_ACTIONS = ['enable', 'disable'] as const;

export const iabAudienceSchema = /* @__PURE__ */ z.object({
  /** IAB's unique ID. */
  id: positiveInt(),
  name: z.string(),
  parentId: z.nullable(positiveInt()),
  section: z.enum(IAB_AUDIENCE_SECTIONS),
  tier: z.int(),
  /** The names from tier 1 down, as IAB writes them. */
  path: z.array(z.string()),
  /** Offered by the customer (sent as the audience key-value). */
  enabled: z.boolean(),
  enabledAt: z.nullable(timestamp()),
});
export type IabAudience = z.infer<typeof iabAudienceSchema>;

const iabAudienceFilters = /* @__PURE__ */ z.strictObject({
  section: z._default(z.enum(IAB_AUDIENCE_SECTIONS), 'DEMOGRAPHIC'),
  searchQuery: z.optional(trimmedText(100)),
  enabledOnly: queryFlag(),
  sort: z._default(z.enum(['id', 'name']), 'id'),
  order: z._default(sortOrderSchema, 'ASC'),
});

export const iabAudienceEndpoints = {
  list: /* @__PURE__ */ endpoint({
    method: 'GET',
    path: `${SERVICE}/iab-audiences`,
    summary: 'A page of the IAB Audience Taxonomy 1.1 with what the company offers',
    query: z.extend(iabAudienceFilters, pageQueryShape(20, 500)),
    response: z.extend(pageOf(iabAudienceSchema), { version: z.string() }),
  }),
  counts: /* @__PURE__ */ countsEndpoint({
    path: `${SERVICE}/iab-audiences`,
    noun: 'IAB audience',
    filters: iabAudienceFilters,
    by: 'section',
  }),
  bulk: /* @__PURE__ */ endpoint({
    method: 'POST',
    path: `${SERVICE}/iab-audiences/bulk/{action}`,
    summary: 'Offer IAB audiences or stop offering them, or the dry run',
    params: z.strictObject({ action: z.enum(IAB_AUDIENCE_BULK_ACTIONS) }),
    body: bulkRequestSchema,
    response: bulkResultSchema,
  }),
};
