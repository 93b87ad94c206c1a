import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import {
  BIDDER_CODES,
  bucketIssues,
  GRANULARITIES,
  type PriceBucket,
  priceBucketSchema,
} from './header-tag-rules.ts';
import { sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { idSchema } from './paging.ts';
import {
  countInt,
  multilineText,
  positiveInt,
  requiredText,
  text,
  timestamp,
  trimmedText,
} from './primitives.ts';
import { idParamsSchema, resourceEndpoints, versionSchema } from './resource.ts';

// Header tag (issue 41, spec 1 §2.5, DOMAIN §7, DOMAIN2 §4; ADMIN or HEADER_TAG): a
// Prebid.js wrapper per website, its placements with their bidders' params, the company's
// bidder configurations, floor rules, disable rules, dynamic placements and raw scripts;
// published as immutable versions that the server serves as one JavaScript file each.

const SERVICE = 'ws-header-tag';

export const HEADER_TAG_MODULES = ['TCF', 'GPP', 'PRICE_FLOORS', 'CURRENCY', 'USER_ID'] as const;
export const MEDIA_TYPES = ['BANNER', 'VIDEO'] as const;
export const VIDEO_CONTEXTS = ['instream', 'outstream'] as const;
export const DISABLE_SCOPES = ['ALL', 'PLACEMENT'] as const;
export const RULE_DEVICES = ['ALL', 'DESKTOP', 'MOBILE'] as const;
export const INSERT_POSITIONS = ['BEFORE', 'AFTER', 'INSIDE'] as const;
export const SCRIPT_PRIORITIES = ['VERY_HIGH', 'HIGH', 'LOW'] as const;
export const BIDDER_MODES = ['CLIENT', 'S2S'] as const;
export const FLOOR_FIELDS = ['mediaType', 'size', 'adUnitCode', 'domain', 'deviceType'] as const;

/** Prebid's defaults (DOMAIN2 §4.1), which a new header tag starts with. */
export const HEADER_TAG_DEFAULTS = {
  timeoutMs: 3000,
  consentTimeoutMs: 10_000,
  syncsPerBidder: 5,
  syncDelayMs: 3000,
} as const;

/** A size as publishers write it: `300x250`. */
export const sizeText = () => z.string().check(z.regex(/^[1-9]\d{0,3}x[1-9]\d{0,3}$/));
/** A regular expression as text; refused when JavaScript cannot compile it. */
const regexText = () =>
  text(500).check(
    z.minLength(1),
    z.refine((value) => {
      try {
        new RegExp(value);
        return true;
      } catch {
        return false;
      }
    }, serverMessage('regexInvalid')),
  );
const identifier = (max: number) =>
  z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[A-Za-z][A-Za-z0-9_-]*$/));

const granularitySchema = /* @__PURE__ */ z.strictObject({
  preset: z.enum(GRANULARITIES),
  /** Only for `custom`: the buckets, ascending. */
  buckets: z._default(z.array(priceBucketSchema).check(z.maxLength(20)), []),
});
export type GranularitySetting = z.infer<typeof granularitySchema>;

export const headerTagSettingsSchema = /* @__PURE__ */ z.strictObject({
  timeoutMs: z.int().check(z.gte(100), z.lte(10_000)),
  sendAllBids: z.boolean(),
  granularity: granularitySchema,
  /** `mediaTypePriceGranularity.video`: none takes the granularity above. */
  videoGranularity: z.nullable(granularitySchema),
  currency: /* @__PURE__ */ z.strictObject({
    adServerCurrency: z.enum(['CHF', 'EUR', 'USD']),
    granularityMultiplier: z.number().check(z.gt(0), z.lte(100)),
  }),
  userSync: /* @__PURE__ */ z.strictObject({
    enabled: z.boolean(),
    iframe: z.boolean(),
    syncsPerBidder: z.int().check(z.gte(0), z.lte(50)),
    syncDelayMs: z.int().check(z.gte(0), z.lte(60_000)),
  }),
  consent: /* @__PURE__ */ z.strictObject({
    enabled: z.boolean(),
    timeoutMs: z.int().check(z.gte(0), z.lte(30_000)),
    defaultGdprScope: z.boolean(),
  }),
  modules: z.array(z.enum(HEADER_TAG_MODULES)).check(z.maxLength(HEADER_TAG_MODULES.length)),
  /** Groups of placements that run their own auction with their own timeout (DOMAIN2 §4.3). */
  preloadGroups: z
    .array(
      z.strictObject({ name: identifier(40), timeoutMs: z.int().check(z.gte(100), z.lte(10_000)) }),
    )
    .check(z.maxLength(10)),
});
export type HeaderTagSettings = z.infer<typeof headerTagSettingsSchema>;

export const disableRuleSchema = /* @__PURE__ */ z.strictObject({
  scope: z.enum(DISABLE_SCOPES),
  /** For scope PLACEMENT: the placement's code. */
  placementCode: z._default(z.nullable(identifier(100)), null),
  /** Checked against both the canonical and the actual URL (as adnz's Htag does). */
  urlPattern: regexText(),
  device: z.enum(RULE_DEVICES),
  active: z.boolean(),
});
export type DisableRule = z.infer<typeof disableRuleSchema>;

export const dynamicPlacementSchema = /* @__PURE__ */ z.strictObject({
  urlPattern: regexText(),
  cssSelector: text(300).check(z.minLength(1)),
  insert: z.enum(INSERT_POSITIONS),
  /** Every nth match of the selector (1: each). */
  every: z.int().check(z.gte(1), z.lte(50)),
  limit: z.int().check(z.gte(1), z.lte(50)),
  /** The code of the placement whose ad unit each inserted slot copies. */
  templatePlacementCode: identifier(100),
  active: z.boolean(),
});
export type DynamicPlacement = z.infer<typeof dynamicPlacementSchema>;

export const rawScriptSchema = /* @__PURE__ */ z.strictObject({
  name: requiredText(100),
  code: multilineText(20_000, z.minLength(1)),
  priority: z.enum(SCRIPT_PRIORITIES),
  /** TCF vendors whose consent the script waits for. */
  vendorIds: z.array(z.int().check(z.gte(1), z.lte(5000))).check(z.maxLength(20)),
  active: z.boolean(),
});
export type RawScript = z.infer<typeof rawScriptSchema>;

/** Field errors of custom buckets under their field: `settings.granularity.buckets.1.min`. */
function granularityCheck(path: string[]) {
  return (
    granularity: { preset: string; buckets: PriceBucket[] } | null,
    context: { addIssue: (issue: z.core.$ZodRawIssue) => void },
  ) => {
    if (granularity?.preset !== 'custom' || !granularity) return;
    if (granularity.buckets.length === 0)
      context.addIssue({
        code: 'custom',
        message: serverMessage('required'),
        path: [...path, 'buckets'],
        input: granularity.buckets,
      });
    for (const issue of bucketIssues(granularity.buckets))
      context.addIssue({
        code: 'custom',
        message: issue.message,
        path: [...path, 'buckets', issue.index, issue.field],
        input: granularity.buckets[issue.index],
      });
  };
}

export const headerTagWriteSchema = /* @__PURE__ */ z.strictObject({
  websiteId: idSchema,
  name: requiredText(200),
  settings: headerTagSettingsSchema,
  disableRules: z.array(disableRuleSchema).check(z.maxLength(100)),
  dynamicPlacements: z.array(dynamicPlacementSchema).check(z.maxLength(50)),
  rawScripts: z.array(rawScriptSchema).check(z.maxLength(30)),
});
export type HeaderTagWrite = z.input<typeof headerTagWriteSchema>;

const headerTagWriteCheck = /* @__PURE__ */ z.superRefine<{ settings: HeaderTagSettings }>(
  (value, context) => {
    granularityCheck(['settings', 'granularity'])(value.settings.granularity, context);
    granularityCheck(['settings', 'videoGranularity'])(value.settings.videoGranularity, context);
  },
);

export const headerTagSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  name: z.string(),
  websiteId: positiveInt(),
  website: z.nullable(z.object({ id: positiveInt(), name: z.string(), domain: z.string() })),
  settings: headerTagSettingsSchema,
  disableRules: z.array(disableRuleSchema),
  dynamicPlacements: z.array(dynamicPlacementSchema),
  rawScripts: z.array(rawScriptSchema),
  /** The version the tag file serves; null until the first publish. */
  liveVersion: z.nullable(positiveInt()),
  latestVersion: z.nullable(positiveInt()),
  placementCount: countInt(),
  /** Where the published file is served (a path of this server). */
  tagPath: z.string(),
  demoPath: z.string(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type HeaderTag = z.infer<typeof headerTagSchema>;

export const HEADER_TAG_SORT_FIELDS = ['name', 'updatedAt'] as const;
export const headerTagEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/header-tags`,
  noun: 'header tag',
  item: headerTagSchema,
  write: headerTagWriteSchema,
  writeCheck: headerTagWriteCheck,
  filters: /* @__PURE__ */ z.strictObject({
    searchQuery: z.optional(trimmedText(100)),
    sort: z._default(z.enum(HEADER_TAG_SORT_FIELDS), 'name'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: [] as const,
});

/** The company's websites for a tag's form: which has a tag already. */
export const headerTagWebsitesEndpoint = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: `${SERVICE}/websites`,
  summary: 'The websites a header tag can be made for, and the tag each has',
  response: z.object({
    items: z.array(
      z.object({
        id: positiveInt(),
        name: z.string(),
        domain: z.string(),
        headerTagId: z.nullable(positiveInt()),
      }),
    ),
  }),
});

// --- Bidder configurations (the company's, assigned to placements with their params) ---

export const bidderConfigWriteSchema = /* @__PURE__ */ z.strictObject({
  bidderCode: z.enum(BIDDER_CODES as [string, ...string[]]),
  /** The name the bidder bids under (`pbjs.aliasBidder`); none: its code. */
  alias: z._default(z.nullable(identifier(40)), null),
  mode: z.enum(BIDDER_MODES),
  /** Applied to its bids (`bidderSettings.<code>.bidCpmAdjustment`), -50 … +50 %. */
  cpmAdjustmentPercent: z.number().check(z.gte(-50), z.lte(50)),
  storageAllowed: z.boolean(),
  userSync: z.boolean(),
  gvlId: z._default(z.nullable(z.int().check(z.gte(1), z.lte(5000))), null),
  active: z._default(z.boolean(), true),
});
export type BidderConfigWrite = z.input<typeof bidderConfigWriteSchema>;

export const bidderConfigSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  bidderCode: z.enum(BIDDER_CODES as [string, ...string[]]),
  alias: z.nullable(z.string()),
  /** The alias, else the code: how the bidder is named in the tag. */
  name: z.string(),
  mode: z.enum(BIDDER_MODES),
  cpmAdjustmentPercent: z.number(),
  storageAllowed: z.boolean(),
  userSync: z.boolean(),
  gvlId: z.nullable(z.int()),
  active: z.boolean(),
  placementCount: countInt(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type BidderConfig = z.infer<typeof bidderConfigSchema>;

export const bidderConfigEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/bidders`,
  noun: 'bidder configuration',
  item: bidderConfigSchema,
  write: bidderConfigWriteSchema,
  filters: /* @__PURE__ */ z.strictObject({
    searchQuery: z.optional(trimmedText(100)),
    sort: z._default(z.enum(['name', 'updatedAt']), 'name'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: [] as const,
});

// --- Placements: an ad unit with its bidders' params ---

export const placementBidSchema = /* @__PURE__ */ z.strictObject({
  bidderId: idSchema,
  /** Checked against the bidder's schema (`BIDDER_PARAMS`) on the server. */
  params: z.record(
    text(100),
    z.union([text(500), z.number(), z.boolean(), z.array(z.union([text(100), z.number()]))]),
  ),
});

export const headerTagPlacementWriteSchema = /* @__PURE__ */ z.strictObject({
  headerTagId: idSchema,
  /** The ad unit's code and the id of its element on the page. */
  code: identifier(100),
  name: requiredText(200),
  mediaType: z.enum(MEDIA_TYPES),
  sizes: z.array(sizeText()).check(z.minLength(1), z.maxLength(10)),
  video: z._default(
    z.nullable(
      z.strictObject({
        context: z.enum(VIDEO_CONTEXTS),
        playerSize: sizeText(),
        mimes: z.array(z.enum(['video/mp4', 'video/webm', 'application/javascript'])),
        protocols: z.array(z.int().check(z.gte(1), z.lte(10))),
        skip: z.boolean(),
      }),
    ),
    null,
  ),
  /** `sizeConfig` labels (any of them shows the unit). */
  labels: z._default(z.array(identifier(40)).check(z.maxLength(10)), []),
  preloadGroup: z._default(z.nullable(identifier(40)), null),
  /** The unit's own floor (CPM in the tag's currency), over the floor rules. */
  floor: z._default(z.nullable(z.number().check(z.gte(0), z.lte(1000))), null),
  active: z._default(z.boolean(), true),
  bids: z.array(placementBidSchema).check(z.maxLength(30)),
});
export type HeaderTagPlacementWrite = z.input<typeof headerTagPlacementWriteSchema>;

export const headerTagPlacementSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  headerTagId: positiveInt(),
  code: z.string(),
  name: z.string(),
  mediaType: z.enum(MEDIA_TYPES),
  sizes: z.array(z.string()),
  video: z.nullable(z.record(z.string(), z.unknown())),
  labels: z.array(z.string()),
  preloadGroup: z.nullable(z.string()),
  floor: z.nullable(z.number()),
  active: z.boolean(),
  bids: z.array(
    z.object({
      bidderId: positiveInt(),
      bidderName: z.string(),
      params: z.record(z.string(), z.unknown()),
    }),
  ),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type HeaderTagPlacement = z.infer<typeof headerTagPlacementSchema>;

export const headerTagPlacementEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/placements`,
  noun: 'header-tag placement',
  item: headerTagPlacementSchema,
  write: headerTagPlacementWriteSchema,
  filters: /* @__PURE__ */ z.strictObject({
    headerTagId: z.optional(idSchema),
    searchQuery: z.optional(trimmedText(100)),
    sort: z._default(z.enum(['code', 'name', 'updatedAt']), 'code'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: [] as const,
});

// --- Floor rules (Prebid's floors module schema) ---

export const floorRuleWriteSchema = /* @__PURE__ */ z.strictObject({
  headerTagId: idSchema,
  name: requiredText(200),
  fields: z.array(z.enum(FLOOR_FIELDS)).check(z.minLength(1), z.maxLength(FLOOR_FIELDS.length)),
  /** `{ key: 'banner|300x250', floor: 1.2 }`: one value per field, `*` for any. */
  values: z
    .array(
      z.strictObject({
        key: text(300).check(z.minLength(1)),
        floor: z.number().check(z.gte(0), z.lte(1000)),
      }),
    )
    .check(z.maxLength(500)),
  defaultFloor: z._default(z.nullable(z.number().check(z.gte(0), z.lte(1000))), null),
  enforceJS: z.boolean(),
  floorDeals: z.boolean(),
  bidAdjustment: z.boolean(),
  /** Bidders whose bids the floors leave alone (Prebid.js #10410). */
  excludedBidders: z.array(identifier(40)).check(z.maxLength(30)),
  active: z._default(z.boolean(), true),
});
export type FloorRuleWrite = z.input<typeof floorRuleWriteSchema>;

const floorRuleWriteCheck = /* @__PURE__ */ z.superRefine<{
  fields: string[];
  values: { key: string }[];
}>((value, context) => {
  value.values.forEach((entry, index) => {
    if (entry.key.split('|').length !== value.fields.length)
      context.addIssue({
        code: 'custom',
        message: serverMessage('floorValueKey'),
        path: ['values', index, 'key'],
        input: entry.key,
      });
  });
});

export const floorRuleSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  headerTagId: positiveInt(),
  headerTagName: z.string(),
  name: z.string(),
  fields: z.array(z.enum(FLOOR_FIELDS)),
  values: z.array(z.object({ key: z.string(), floor: z.number() })),
  defaultFloor: z.nullable(z.number()),
  enforceJS: z.boolean(),
  floorDeals: z.boolean(),
  bidAdjustment: z.boolean(),
  excludedBidders: z.array(z.string()),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type FloorRule = z.infer<typeof floorRuleSchema>;

export const floorRuleEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/floor-rules`,
  noun: 'floor rule',
  item: floorRuleSchema,
  write: floorRuleWriteSchema,
  writeCheck: floorRuleWriteCheck,
  filters: /* @__PURE__ */ z.strictObject({
    headerTagId: z.optional(idSchema),
    searchQuery: z.optional(trimmedText(100)),
    sort: z._default(z.enum(['name', 'updatedAt']), 'name'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: [] as const,
});

// --- Versions: publish, the list with its diffs, rollback ---

export const configChangeSchema = /* @__PURE__ */ z.object({
  path: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type ConfigChange = z.infer<typeof configChangeSchema>;

export const headerTagVersionSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  number: positiveInt(),
  live: z.boolean(),
  /** The generated configuration's changes against the version before. */
  changes: z.array(configChangeSchema),
  etag: z.string(),
  bytes: countInt(),
  /** Whether a rollback to it restores the tag's working copy (versions since migration 0055). */
  restoresWorkingCopy: z.boolean(),
  publishedBy: z.nullable(z.string()),
  publishedAt: timestamp(),
});
export type HeaderTagVersion = z.infer<typeof headerTagVersionSchema>;

export const headerTagEventSchema = /* @__PURE__ */ z.object({
  action: z.enum(['PUBLISHED', 'ROLLED_BACK']),
  versionNumber: positiveInt(),
  fromVersionNumber: z.nullable(positiveInt()),
  actor: z.nullable(z.string()),
  at: timestamp(),
});
export type HeaderTagEvent = z.infer<typeof headerTagEventSchema>;

export const headerTagVersionEndpoints = {
  list: /* @__PURE__ */ endpoint({
    method: 'GET',
    path: `${SERVICE}/header-tags/{id}/versions`,
    summary: 'The published versions of a header tag, newest first, and its audit',
    params: idParamsSchema,
    response: z.object({
      items: z.array(headerTagVersionSchema),
      events: z.array(headerTagEventSchema),
      /** What a publish now would change against the live version. */
      pending: z.array(configChangeSchema),
    }),
  }),
  publish: /* @__PURE__ */ endpoint({
    method: 'POST',
    path: `${SERVICE}/header-tags/{id}/publish`,
    summary: 'Publish the header tag as a new immutable version and serve it',
    params: idParamsSchema,
    response: headerTagVersionSchema,
  }),
  rollback: /* @__PURE__ */ endpoint({
    method: 'POST',
    path: `${SERVICE}/header-tags/{id}/versions/{versionId}/rollback`,
    summary: 'Serve an earlier version again, byte for byte',
    params: z.strictObject({ id: idSchema, versionId: idSchema }),
    response: headerTagVersionSchema,
  }),
};

/**
 * Where a website's published tag is served, and its demo page: under the company, whose rows
 * the public file is read from (the scope of a call no one signs in to).
 */
export const headerTagFilePath = (companyId: number, websiteId: number) =>
  `/htag/${companyId}/${websiteId}/htag.js`;
export const headerTagDemoPath = (companyId: number, websiteId: number) =>
  `/htag/${companyId}/${websiteId}/demo`;
