import { z } from 'zod/mini';
import { serverMessage } from './messages.ts';
import { bodyIdSchema, positiveInt, requiredText, text, timestamp } from './primitives.ts';
import { resourceEndpoints, versionSchema } from './resource.ts';
import { ACTIVE_BULK_ACTIONS, namedRecordFilters } from './targeting.ts';

// Segments and visitor segments (issue 42; spec 1 §2.12: ADMIN only; DOMAIN §8 after Xandr's
// Segment service): a segment is what the ad server targets (a short name, a code unique per
// member, an advertiser it belongs to, how long a visitor stays in it, its pixel); a visitor
// segment is the rules that put a visitor into a segment (URL, referrer, visits, look-back).

const SERVICE = 'ws-targeting';

/** Xandr's segment expiry: 0 never expires, at most 180 days in minutes. */
export const SEGMENT_EXPIRE_MAX_MINUTES = 259_200;

/** A segment's code: letters, digits, `_ . -`, unique per company in any case (Xandr's code). */
export const segmentCode = () =>
  requiredText(50).check(z.regex(/^[A-Za-z0-9_.-]+$/, serverMessage('segmentCodeFormat')));

export const segmentWriteSchema = /* @__PURE__ */ z.strictObject({
  name: requiredText(100),
  code: segmentCode(),
  advertiserId: z.nullable(bodyIdSchema),
  expireMinutes: z.int().check(z.gte(0), z.lte(SEGMENT_EXPIRE_MAX_MINUTES)),
  active: z._default(z.boolean(), true),
});
export type SegmentWrite = z.input<typeof segmentWriteSchema>;

export const segmentSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  name: z.string(),
  code: z.string(),
  advertiserId: z.nullable(positiveInt()),
  advertiserName: z.nullable(z.string()),
  expireMinutes: z.int(),
  /** The pixel an advertiser's page loads to put its visitor into the segment. */
  pixel: z.string(),
  /** The visitor segments that feed it. */
  visitorSegments: z.int(),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const segmentEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/segments`,
  noun: 'segment',
  item: segmentSchema,
  write: segmentWriteSchema,
  filters: namedRecordFilters(),
  bulkActions: ACTIVE_BULK_ACTIONS,
});

/** Whether a pattern is a regular expression JavaScript (and so the ad tag) can run. */
export const isRegex = (pattern: string) => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};

const regexText = (max: number) =>
  text(max).check(z.refine(isRegex, serverMessage('regexInvalid')));

/** One rule: a visitor whose visits match it `minVisits` times in `lookbackDays` joins. */
export const visitorRuleSchema = /* @__PURE__ */ z.strictObject({
  /** A regular expression over the page's URL (required). */
  urlPattern: z.pipe(regexText(300), requiredText(300)),
  /** A regular expression over the referrer; empty: any. */
  referrerPattern: regexText(300),
  minVisits: z.int().check(z.gte(1), z.lte(100)),
  lookbackDays: z.int().check(z.gte(1), z.lte(180)),
});
export type VisitorRule = z.infer<typeof visitorRuleSchema>;

export const VISITOR_RULES_MAX = 20;

export const visitorSegmentWriteSchema = /* @__PURE__ */ z.strictObject({
  name: requiredText(100),
  segmentId: bodyIdSchema,
  rules: z
    .array(visitorRuleSchema)
    .check(z.minLength(1, serverMessage('required')), z.maxLength(VISITOR_RULES_MAX)),
  active: z._default(z.boolean(), true),
});
export type VisitorSegmentWrite = z.input<typeof visitorSegmentWriteSchema>;

export const visitorSegmentSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  name: z.string(),
  segmentId: positiveInt(),
  segmentName: z.nullable(z.string()),
  segmentCode: z.nullable(z.string()),
  rules: z.array(visitorRuleSchema),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type VisitorSegment = z.infer<typeof visitorSegmentSchema>;

export const visitorSegmentEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/visitor-segments`,
  noun: 'visitor segment',
  item: visitorSegmentSchema,
  write: visitorSegmentWriteSchema,
  filters: namedRecordFilters(),
  bulkActions: ACTIVE_BULK_ACTIONS,
});
