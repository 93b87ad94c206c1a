import { z } from 'zod/mini';
import { tagCheckSchema } from './ad-tags.ts';
import { settingsAuditEntrySchema } from './audit-trail.ts';
import { CREATIVE_KINDS } from './creative-counts.ts';
import { accountChoiceSchema } from './crm.ts';
import { endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { idSchema, pageQueryShape } from './paging.ts';
import {
  countInt,
  multilineText,
  positiveInt,
  requiredText,
  timestamp,
  trimmedText,
} from './primitives.ts';
import { idParamsSchema, resourceEndpoints, versionSchema } from './resource.ts';
import { APPROVAL_STATES } from './values.ts';

// Creatives (issue 40; DOMAIN2 §3): digital creatives of an advertiser (image, HTML5 zip,
// third-party tag, VAST) with the checks of their files, bulk uploads matched by size, print
// creatives with their preflight and the ad server's creatives. The rules both sides read (the
// IAB weight table, the size pattern of a file name, the warnings) live here.

/** Below `/api/`: the creatives service (spec 1 §7 names `ws-creatives` for the count). */
export const CREATIVES_SERVICE = 'ws-creatives';

/** The formats of a digital creative the console creates (NATIVE stays the approval's). */
export const DIGITAL_CREATIVE_FORMATS = ['IMAGE', 'HTML5_ZIP', 'THIRD_PARTY_TAG', 'VAST'] as const;
export type DigitalCreativeFormat = (typeof DIGITAL_CREATIVE_FORMATS)[number];
/** The formats that are a file. */
export const FILE_CREATIVE_FORMATS = ['IMAGE', 'HTML5_ZIP', 'VAST'] as const;
export type FileCreativeFormat = (typeof FILE_CREATIVE_FORMATS)[number];

/** The largest creative file: CM360 takes HTML5 zips up to 9.5 MB (DOMAIN2 §3.2). */
export const CREATIVE_FILE_MAX_BYTES = 9_500_000;
/** The most files an HTML5 zip may hold (CM360). */
export const HTML5_MAX_FILES = 100;

/** A unit of the IAB New Ad Portfolio 2017 with its weights in kB (1 kB = 1000 bytes). */
export interface IabWeight {
  unit: string;
  sizes: readonly (readonly [number, number])[];
  initialKb: number;
  subloadKb: number;
}

/** DOMAIN2 §3.1: warn above the initial load, refuse above the subload [judgment]. */
export const IAB_WEIGHTS: readonly IabWeight[] = [
  { unit: 'Billboard', sizes: [[970, 250]], initialKb: 250, subloadKb: 500 },
  { unit: 'Super Leaderboard', sizes: [[970, 90]], initialKb: 200, subloadKb: 400 },
  { unit: 'Leaderboard', sizes: [[728, 90]], initialKb: 150, subloadKb: 300 },
  { unit: 'Medium Rectangle', sizes: [[300, 250]], initialKb: 150, subloadKb: 300 },
  { unit: 'Skyscraper', sizes: [[160, 600]], initialKb: 150, subloadKb: 300 },
  { unit: 'Portrait', sizes: [[300, 1050]], initialKb: 250, subloadKb: 500 },
  { unit: 'Smartphone Banner', sizes: [[320, 50]], initialKb: 50, subloadKb: 100 },
  {
    unit: 'Interstitial',
    sizes: [
      [640, 1136],
      [750, 1334],
      [1080, 1920],
    ],
    initialKb: 300,
    subloadKb: 600,
  },
];

/**
 * The weights of a size outside the IAB table (Wideboard 994×250, Halfpage 300×600): the
 * typical house cap for HTML5, 150 kB, and twice that as the refusal [judgment].
 */
export const HOUSE_WEIGHT: IabWeight = { unit: 'House', sizes: [], initialKb: 150, subloadKb: 300 };

/** The weights that apply to a size. */
export function weightOf(width: number, height: number): IabWeight {
  return (
    IAB_WEIGHTS.find((entry) => entry.sizes.some(([w, h]) => w === width && h === height)) ??
    HOUSE_WEIGHT
  );
}

/** A size in a file name: `300x250`, `728×90` (DOMAIN2 §3.4). */
export const SIZE_IN_NAME = /(\d{2,4})[x×](\d{2,4})/;

/** What a creative's checks warn of (the creative is taken). */
export const CREATIVE_WARNINGS = [
  'WEIGHT_ABOVE_INITIAL_LOAD',
  'HTML5_EXTERNAL_REQUESTS',
  'VAST_NO_SKIPOFFSET',
] as const;
export type CreativeWarning = (typeof CREATIVE_WARNINGS)[number];

/** Where a file's size was found. */
export const SIZE_SOURCES = ['PIXELS', 'RETINA', 'META', 'NAME'] as const;
export type SizeSource = (typeof SIZE_SOURCES)[number];

/** What the checks of an uploaded creative file found; the file is stored under `fileId`. */
export const creativeFileCheckSchema = z.object({
  fileId: z.uuid(),
  fileName: z.string(),
  format: z.enum(FILE_CREATIVE_FORMATS),
  width: z.nullable(positiveInt()),
  height: z.nullable(positiveInt()),
  sizeSource: z.nullable(z.enum(SIZE_SOURCES)),
  weightBytes: countInt(),
  warnings: z.array(z.enum(CREATIVE_WARNINGS)),
  /** VAST: the duration in seconds of its video, when it says. */
  durationSeconds: z.nullable(z.number()),
});
export type CreativeFileCheck = z.infer<typeof creativeFileCheckSchema>;

const ref = z.object({ id: positiveInt(), name: z.string() });

/** The longest name of a creative. */
export const CREATIVE_NAME_MAX = 200;
/** The longest third-party tag's code. */
export const TAG_CODE_MAX = 20_000;

/** A digital creative as its list and edit form show it. */
export const digitalCreativeItemSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  format: z.enum([...DIGITAL_CREATIVE_FORMATS, 'NATIVE']),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  fileName: z.nullable(z.string()),
  fileId: z.nullable(z.string()),
  fileVersion: positiveInt(),
  weightBytes: z.nullable(z.number()),
  tag: z.nullable(z.string()),
  /** A third-party tag's check (VALID / WARN / INVALID and why); null for a file. */
  tagCheck: z.nullable(tagCheckSchema),
  clickUrl: z.nullable(z.string()),
  landingDomain: z.nullable(z.string()),
  warnings: z.array(z.string()),
  durationSeconds: z.nullable(z.number()),
  status: z.string(),
  approvalState: z.nullable(z.enum(APPROVAL_STATES)),
  rejectionReason: z.nullable(z.string()),
  accountId: z.nullable(positiveInt()),
  account: z.nullable(ref),
  campaignPositionId: z.nullable(positiveInt()),
  /** The position, with its campaign's id: the record page links to the campaign. */
  position: z.nullable(z.extend(ref, { campaignId: positiveInt() })),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type DigitalCreativeItem = z.infer<typeof digitalCreativeItemSchema>;

/** An https address (a click URL): `http:` is refused. */
export const httpsUrl = (max = 2000) =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(max),
      z.regex(/^https:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/, serverMessage('httpsAddress')),
    );

/**
 * What a digital creative is written with: a file format names the stored file of its upload
 * (`fileId`, kept when left out on an edit); a third-party tag its code and size.
 */
export const digitalCreativeWriteSchema = z.strictObject({
  name: requiredText(CREATIVE_NAME_MAX),
  accountId: idSchema,
  campaignPositionId: z.optional(z.nullable(idSchema)),
  // NATIVE only for a creative that is one already (its edit keeps it; the server refuses the
  // rest): the console creates the other four.
  format: z.enum([...DIGITAL_CREATIVE_FORMATS, 'NATIVE']),
  fileId: z.optional(z.nullable(z.uuid())),
  tag: z.optional(z.nullable(multilineText(TAG_CODE_MAX))),
  width: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(4000)))),
  height: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(4000)))),
  clickUrl: z.optional(z.nullable(httpsUrl())),
});
export type DigitalCreativeWrite = z.infer<typeof digitalCreativeWriteSchema>;

export const DIGITAL_CREATIVE_SORT_FIELDS = ['name', 'createdAt', 'updatedAt'] as const;

export const digitalCreativeEndpoints = resourceEndpoints({
  path: `${CREATIVES_SERVICE}/digital-creatives`,
  noun: 'digital creative',
  item: digitalCreativeItemSchema,
  write: digitalCreativeWriteSchema,
  filters: z.strictObject({
    /** The creatives by default; the approval's drafts on asking. */
    kind: z._default(z.enum(CREATIVE_KINDS), 'CREATIVE'),
    searchQuery: z.optional(trimmedText(100)),
    format: z.optional(z.enum([...DIGITAL_CREATIVE_FORMATS, 'NATIVE'])),
    approvalState: z.optional(z.enum(APPROVAL_STATES)),
    accountId: z.optional(idSchema),
    sort: z._default(z.enum(DIGITAL_CREATIVE_SORT_FIELDS), 'createdAt'),
    order: z._default(sortOrderSchema, 'DESC'),
  }),
  bulkActions: [] as const,
});

/** The other calls of digital creatives: the upload of a file, and a creative's file. */
/** The formats whose preview is an image (`creativePreview`); a video and a tag show otherwise. */
export const CREATIVE_PREVIEW_FORMATS: ReadonlySet<string> = new Set([
  'IMAGE',
  'HTML5_ZIP',
  'NATIVE',
]);

export const creativeFileEndpoints = {
  uploadCreativeFile: endpoint({
    method: 'POST',
    path: `${CREATIVES_SERVICE}/digital-creatives/files`,
    summary: 'Upload a creative file (multipart, field file): checked, stored, its findings',
    response: creativeFileCheckSchema,
  }),
  /** The advertisers a creative may be for: the company's accounts by name (a lookup). */
  creativeAdvertisers: endpoint({
    method: 'GET',
    path: `${CREATIVES_SERVICE}/advertisers`,
    summary: 'Advertisers by every word of the search, for the creative form',
    query: z.strictObject({ search: z.optional(trimmedText(100)) }),
    response: z.array(accountChoiceSchema),
  }),
  /** An advertiser's digital positions (a lookup). */
  creativePositions: endpoint({
    method: 'GET',
    path: `${CREATIVES_SERVICE}/digital-positions`,
    summary: "An advertiser's digital positions by name, with their campaign and size",
    query: z.strictObject({ accountId: idSchema, search: z.optional(trimmedText(100)) }),
    response: z.array(z.object({ id: positiveInt(), name: z.string(), campaign: z.string() })),
  }),
  creativeFile: endpoint({
    method: 'GET',
    path: `${CREATIVES_SERVICE}/digital-creatives/{id}/file`,
    summary: "A digital creative's file (an image shows as its thumbnail)",
    params: idParamsSchema,
  }),
  /**
   * What a digital creative looks like, as an image (issue 37, a stranger saw no preview): an
   * image creative's own file, an HTML5 zip's image (its backup image), a native ad's main image;
   * no content (204) for a video or a tag, which the record page shows otherwise.
   */
  creativePreview: endpoint({
    method: 'GET',
    path: `${CREATIVES_SERVICE}/digital-creatives/{id}/preview`,
    summary: 'What a digital creative looks like, as an image (204 when it has none)',
    params: idParamsSchema,
  }),
  /**
   * A digital creative's history (its record page, issue 40): each change of an edit, an
   * approval, a rejection or an undo, field by field from → to, newest first.
   */
  creativeHistory: endpoint({
    method: 'GET',
    path: `${CREATIVES_SERVICE}/digital-creatives/{id}/history`,
    summary: "What changed on a digital creative, newest first: each edit's and decision's fields",
    params: idParamsSchema,
    response: z.object({ items: z.array(settingsAuditEntrySchema) }),
  }),
};

// --- Bulk upload (DOMAIN2 §3.4) ---

/** What became of a file of a bulk upload: one position, several to choose, none, or refused. */
export const BULK_MATCHES = ['ASSIGNED', 'CHOOSE', 'UNMATCHED', 'REFUSED'] as const;
export type BulkMatch = (typeof BULK_MATCHES)[number];
/** The most files one bulk upload takes (GAM takes 260 creatives per line item). */
export const BULK_UPLOAD_MAX_FILES = 300;
/** The largest body of a bulk upload: its files together. */
export const BULK_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

export const bulkFileSchema = z.object({
  id: positiveInt(),
  fileName: z.string(),
  format: z.nullable(z.enum(FILE_CREATIVE_FORMATS)),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  sizeSource: z.nullable(z.enum(SIZE_SOURCES)),
  weightBytes: countInt(),
  match: z.enum(BULK_MATCHES),
  /** The campaign's positions whose sizes take the file's size. */
  candidates: z.array(ref),
  /** The position it is assigned to (pre-assigned when there is one candidate). */
  positionId: z.nullable(positiveInt()),
  /** Why it is refused, in the reader's language. */
  reason: z.nullable(z.string()),
  translationKey: z.nullable(z.string()),
  warnings: z.array(z.enum(CREATIVE_WARNINGS)),
  outcome: z.nullable(z.enum(['CREATED', 'REFUSED'])),
  creativeId: z.nullable(positiveInt()),
});
export type BulkFile = z.infer<typeof bulkFileSchema>;

export const bulkUploadSchema = z.object({
  id: positiveInt(),
  campaign: ref,
  state: z.enum(['ANALYSED', 'CONFIRMED', 'DONE']),
  jobId: z.nullable(positiveInt()),
  /** The campaign's digital positions with their sizes (`300x250`). */
  positions: z.array(z.object({ id: positiveInt(), name: z.string(), sizes: z.array(z.string()) })),
  files: z.array(bulkFileSchema),
  createdAt: timestamp(),
});
export type BulkUpload = z.infer<typeof bulkUploadSchema>;

export const bulkConfirmSchema = z.strictObject({
  /** The position of each file to create (files left out or without one are not created). */
  assignments: z
    .array(z.strictObject({ fileId: idSchema, positionId: idSchema }))
    .check(z.maxLength(BULK_UPLOAD_MAX_FILES)),
  clickUrl: httpsUrl(),
});

export const bulkUploadEndpoints = {
  analyse: endpoint({
    method: 'POST',
    path: `${CREATIVES_SERVICE}/bulk-uploads`,
    summary:
      'Analyse files for a campaign (multipart, field file, a zip or many files): sizes, checks, proposed positions; nothing is created',
    query: z.strictObject({ campaignId: idSchema }),
    response: bulkUploadSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: `${CREATIVES_SERVICE}/bulk-uploads/{id}`,
    summary: 'A bulk upload with its files and, once created, their results',
    params: idParamsSchema,
    response: bulkUploadSchema,
  }),
  confirm: endpoint({
    method: 'POST',
    path: `${CREATIVES_SERVICE}/bulk-uploads/{id}/confirm`,
    summary: 'Create the assigned files as creatives, as a background job',
    params: idParamsSchema,
    body: bulkConfirmSchema,
    response: bulkUploadSchema,
  }),
  campaigns: endpoint({
    method: 'GET',
    path: `${CREATIVES_SERVICE}/bulk-campaigns`,
    summary:
      'Booked and running campaigns with digital positions, by every word (the bulk upload picks one)',
    query: z.strictObject({ search: z.optional(trimmedText(100)) }),
    // The booked and running campaigns (BOOKED, PERFORMANCE) with a live digital position,
    // every word of `search` in the name or the advertiser's; `sizes` those positions need.
    response: z.array(
      z.object({
        id: positiveInt(),
        name: z.string(),
        advertiser: z.string(),
        sizes: z.array(z.string()),
      }),
    ),
  }),
};

// --- Print creatives (DOMAIN2 §3.3) ---

/** What a print PDF's preflight finds; the ERROR ones make the creative ERROR. */
export const PREFLIGHT_FINDINGS = [
  'NOT_PDFX',
  'NO_OUTPUT_INTENT',
  'NO_TRIM_BOX',
  'NO_BLEED_BOX',
  'BLEED_TOO_SMALL',
  'RGB',
  'SPOT_COLOURS',
  'LOW_RESOLUTION',
  'RESOLUTION_BELOW_300',
  'FONTS_NOT_EMBEDDED',
  'MORE_THAN_ONE_PAGE',
  'INK_ABOVE_LIMIT',
] as const;
export type PreflightFinding = (typeof PREFLIGHT_FINDINGS)[number];
export const PRINT_CREATIVE_STATUSES = ['ERROR', 'READY'] as const;

export const preflightSchema = z.object({
  status: z.enum(PRINT_CREATIVE_STATUSES),
  pages: countInt(),
  pdfxVersion: z.nullable(z.string()),
  outputIntent: z.nullable(z.string()),
  trimBox: z.boolean(),
  bleedBox: z.boolean(),
  bleedMm: z.nullable(z.number()),
  rgb: z.boolean(),
  spotColours: z.array(z.string()),
  minEffectiveDpi: z.nullable(z.number()),
  fontsNotEmbedded: z.array(z.string()),
  /** null: not checked (no Ghostscript on the server). */
  maxInkPercent: z.nullable(z.number()),
  inkChecked: z.boolean(),
  findings: z.array(
    z.object({ code: z.enum(PREFLIGHT_FINDINGS), severity: z.enum(['ERROR', 'WARNING']) }),
  ),
});
export type Preflight = z.infer<typeof preflightSchema>;

export const printCreativeSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  fileName: z.string(),
  weightBytes: countInt(),
  status: z.enum(PRINT_CREATIVE_STATUSES),
  preflight: preflightSchema,
  position: z.object({
    id: positiveInt(),
    name: z.string(),
    status: z.string(),
    publication: z.string(),
    publicationDate: z.nullable(z.string()),
  }),
  campaign: ref,
  advertiser: ref,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type PrintCreative = z.infer<typeof printCreativeSchema>;

export const PRINT_CREATIVE_SORT_FIELDS = ['createdAt', 'name'] as const;

export const printCreativeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: `${CREATIVES_SERVICE}/print-creatives`,
    summary: 'A page of print creatives by filter and sort',
    query: z.strictObject({
      ...pageQueryShape(20, 100),
      searchQuery: z.optional(trimmedText(100)),
      status: z.optional(z.enum(PRINT_CREATIVE_STATUSES)),
      sort: z._default(z.enum(PRINT_CREATIVE_SORT_FIELDS), 'createdAt'),
      order: z._default(sortOrderSchema, 'DESC'),
    }),
    response: z.object({ items: z.array(printCreativeSchema), total: countInt() }),
  }),
  get: endpoint({
    method: 'GET',
    path: `${CREATIVES_SERVICE}/print-creatives/{id}`,
    summary: 'One print creative with its preflight',
    params: idParamsSchema,
    response: printCreativeSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: `${CREATIVES_SERVICE}/print-creatives`,
    summary:
      "Upload a print position's PDF (multipart, field file): scanned, preflighted, ERROR or READY",
    query: z.strictObject({
      positionId: idSchema,
      name: z.optional(trimmedText(CREATIVE_NAME_MAX)),
    }),
    response: printCreativeSchema,
  }),
  file: endpoint({
    method: 'GET',
    path: `${CREATIVES_SERVICE}/print-creatives/{id}/file`,
    summary: "A print creative's PDF",
    params: idParamsSchema,
  }),
  positions: endpoint({
    method: 'GET',
    path: `${CREATIVES_SERVICE}/print-positions`,
    summary:
      'Print positions by every word of name, campaign or publication, coming issues first (the create form picks one)',
    query: z.strictObject({ search: z.optional(trimmedText(100)) }),
    response: z.array(
      z.object({
        id: positiveInt(),
        name: z.string(),
        campaign: z.string(),
        publication: z.string(),
        /** The day (ISO date), shown beside the position. */
        publicationDate: z.nullable(z.string()),
      }),
    ),
  }),
};

// --- Ad-server creatives ---

/** A creative as the built-in ad server holds it, with its line item's delivery. */
export const adServerCreativeSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  externalId: z.string(),
  format: z.string(),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  approvalState: z.nullable(z.enum(APPROVAL_STATES)),
  position: ref,
  campaign: ref,
  lineItem: z.object({
    externalId: z.string(),
    state: z.string(),
    pushCount: countInt(),
    adServer: z.string(),
  }),
  pushedAt: timestamp(),
  /** The creative changed after it was last pushed: a re-sync brings the change over. */
  changedSincePush: z.boolean(),
  /** The line item's delivery (the built-in ad server reports per line item). */
  impressions: countInt(),
  clicks: countInt(),
  viewableImpressions: countInt(),
  daysReported: countInt(),
});
export type AdServerCreative = z.infer<typeof adServerCreativeSchema>;

export const AD_SERVER_CREATIVE_SORT_FIELDS = ['pushedAt', 'name'] as const;

export const adServerCreativeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: `${CREATIVES_SERVICE}/ad-server-creatives`,
    summary: 'A page of the creatives on the ad server, with their delivery',
    query: z.strictObject({
      ...pageQueryShape(20, 100),
      searchQuery: z.optional(trimmedText(100)),
      sort: z._default(z.enum(AD_SERVER_CREATIVE_SORT_FIELDS), 'pushedAt'),
      order: z._default(sortOrderSchema, 'DESC'),
    }),
    response: z.object({ items: z.array(adServerCreativeSchema), total: countInt() }),
  }),
  get: endpoint({
    method: 'GET',
    path: `${CREATIVES_SERVICE}/ad-server-creatives/{id}`,
    summary: 'One creative on the ad server',
    params: idParamsSchema,
    response: adServerCreativeSchema,
  }),
  resync: endpoint({
    method: 'POST',
    path: `${CREATIVES_SERVICE}/ad-server-creatives/{id}/resync`,
    summary: "Push the creative's line item again with its approved creatives",
    params: idParamsSchema,
    response: adServerCreativeSchema,
  }),
};
