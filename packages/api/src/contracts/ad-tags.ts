import { z } from 'zod/mini';
import { settingsAuditEntrySchema } from './audit-trail.ts';
import { endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { idSchema, pageQueryShape } from './paging.ts';
import { multilineText, positiveInt, requiredText, timestamp, trimmedText } from './primitives.ts';
import { idParamsSchema, resourceEndpoints, versionSchema } from './resource.ts';

// Ad tags (issue 40, DOMAIN2 §5, spec 1 §2.4, ADMIN): first-party tags generated per website
// and placement, and third-party tags stored exactly as entered, checked for their vendor,
// macros and sources, previewed in a sandboxed frame on another origin.

const SERVICE = 'ws-creatives';

export const FIRST_PARTY_TAG_KINDS = ['HTAG', 'XANDR_AST'] as const;
export type FirstPartyTagKind = (typeof FIRST_PARTY_TAG_KINDS)[number];

/** The Xandr member whose seller tag the AST snippets call (the demo's). */
export const XANDR_MEMBER_ID = 9325;

export const firstPartyTagSchema = z.object({
  /** The placement's id: a tag is generated per website and placement. */
  id: positiveInt(),
  website: z.object({ id: positiveInt(), name: z.string(), domain: z.string() }),
  placement: z.object({ id: positiveInt(), name: z.string() }),
  sizes: z.array(z.string()),
  kind: z.enum(FIRST_PARTY_TAG_KINDS),
  snippet: z.string(),
  /** The website's page with `adnz_debug=1` (spec 1 §9): the tag's debug view. */
  debugUrl: z.string(),
  version: versionSchema,
});
export type FirstPartyTag = z.infer<typeof firstPartyTagSchema>;

export const firstPartyTagEndpoints = {
  list: endpoint({
    method: 'GET',
    path: `${SERVICE}/first-party-tags`,
    summary: 'The tags of the websites’ placements, generated in a kind',
    query: z.strictObject({
      ...pageQueryShape(20, 100),
      kind: z._default(z.enum(FIRST_PARTY_TAG_KINDS), 'HTAG'),
      websiteId: z.optional(idSchema),
      searchQuery: z.optional(trimmedText(100)),
      sort: z._default(z.enum(['website']), 'website'),
      order: z._default(sortOrderSchema, 'ASC'),
    }),
    response: z.object({ items: z.array(firstPartyTagSchema), total: z.int() }),
  }),
};

export const THIRD_PARTY_TAG_FORMATS = ['JS', 'IFRAME', 'IMG_REDIRECT', 'VAST_URL'] as const;
export const TAG_VENDORS = ['CM360', 'ADFORM', 'FLASHTALKING', 'OTHER'] as const;
export const THIRD_PARTY_TAG_STATUSES = ['DRAFT', 'VALID', 'WARN', 'INVALID'] as const;
export type ThirdPartyTagStatus = (typeof THIRD_PARTY_TAG_STATUSES)[number];
/** What a tag's check finds. */
export const TAG_FINDINGS = ['NO_CLICK_MACRO', 'NO_CACHEBUSTER', 'FORMAT_MISMATCH'] as const;
export type TagFinding = (typeof TAG_FINDINGS)[number];
export const THIRD_PARTY_TAG_CODE_MAX = 20_000;

/** A tag's check as every screen showing the tag shows it: its status and the reasons. */
export const tagCheckSchema = z.object({
  status: z.enum(THIRD_PARTY_TAG_STATUSES),
  findings: z.array(z.enum(TAG_FINDINGS)),
});
export type TagCheckSummary = z.infer<typeof tagCheckSchema>;

export const thirdPartyTagSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  advertiserAccountId: positiveInt(),
  advertiser: z.nullable(z.object({ id: positiveInt(), name: z.string() })),
  format: z.enum(THIRD_PARTY_TAG_FORMATS),
  width: positiveInt(),
  height: positiveInt(),
  /** Exactly as entered. */
  code: z.string(),
  vendorDetected: z.enum(TAG_VENDORS),
  clickMacroPresent: z.boolean(),
  cachebusterPresent: z.boolean(),
  status: z.enum(THIRD_PARTY_TAG_STATUSES),
  findings: z.array(z.enum(TAG_FINDINGS)),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type ThirdPartyTag = z.infer<typeof thirdPartyTagSchema>;

export const thirdPartyTagWriteSchema = z.strictObject({
  name: requiredText(200),
  advertiserAccountId: idSchema,
  format: z.enum(THIRD_PARTY_TAG_FORMATS),
  width: z.int().check(z.minimum(1), z.maximum(4000)),
  height: z.int().check(z.minimum(1), z.maximum(4000)),
  /** Not trimmed, not changed: stored exactly as entered. */
  code: multilineText(THIRD_PARTY_TAG_CODE_MAX, z.minLength(1)),
  /** A draft is kept without its check's verdict. */
  draft: z._default(z.boolean(), false),
});
export type ThirdPartyTagWrite = z.infer<typeof thirdPartyTagWriteSchema>;

export const THIRD_PARTY_TAG_SORT_FIELDS = ['name', 'createdAt', 'updatedAt'] as const;

export const thirdPartyTagEndpoints = resourceEndpoints({
  path: `${SERVICE}/third-party-tags`,
  noun: 'third-party tag',
  item: thirdPartyTagSchema,
  write: thirdPartyTagWriteSchema,
  filters: z.strictObject({
    searchQuery: z.optional(trimmedText(100)),
    status: z.optional(z.enum(THIRD_PARTY_TAG_STATUSES)),
    vendorDetected: z.optional(z.enum(TAG_VENDORS)),
    sort: z._default(z.enum(THIRD_PARTY_TAG_SORT_FIELDS), 'updatedAt'),
    order: z._default(sortOrderSchema, 'DESC'),
  }),
  bulkActions: [] as const,
});

/** Where a tag's preview is served: a port of the server's, another origin than the console's. */
export const tagPreviewSchema = z.object({ port: positiveInt(), path: z.string() });
export type TagPreview = z.infer<typeof tagPreviewSchema>;

export const tagPreviewEndpoints = {
  preview: endpoint({
    method: 'POST',
    path: `${SERVICE}/third-party-tags/{id}/preview`,
    summary: 'A short-lived address of the tag’s preview on the preview origin',
    params: idParamsSchema,
    response: tagPreviewSchema,
  }),
};

/** Issue 37 (a stranger's finding): a tag's history, written with each create and edit. */
export const thirdPartyTagHistoryEndpoints = {
  history: endpoint({
    method: 'GET',
    path: `${SERVICE}/third-party-tags/{id}/history`,
    summary:
      'What changed on a third-party tag, newest first: its creation’s values and each edit’s fields',
    params: idParamsSchema,
    response: z.object({ items: z.array(settingsAuditEntrySchema) }),
  }),
};
