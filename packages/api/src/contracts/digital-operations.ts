import { z } from 'zod/mini';
import { tagCheckSchema } from './ad-tags.ts';
import { POSITION_CREATIVE_STATUSES } from './campaigns.ts';
import { CREATIVE_KINDS, operationsCreativeCountsEndpoint } from './creative-counts.ts';
import { endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { idSchema, pageOf } from './paging.ts';
import {
  bodyIdSchema,
  countInt,
  day,
  MAX_INTEGER,
  positiveInt,
  requiredMultilineText,
  requiredText,
  timestamp,
  trimmedMultilineText,
  trimmedText,
  wholeNumber,
} from './primitives.ts';
import { bulkRowResultSchema, countsSchema } from './resource.ts';
import {
  APPROVAL_STATES,
  CHECK_TYPES,
  DIGITAL_POSITION_STATUSES,
  OPERATIONS_STATUSES,
} from './values.ts';

export {
  APPROVAL_STATES,
  type ApprovalState,
  CHECK_TYPES,
  type CheckType,
  OPERATIONS_STATUSES,
  type OperationsStatus,
} from './values.ts';

// Digital operations (spec 3 §2.3, §3, §7 "Digital operations"; issue 25): the positions
// operations staff push to the ad server and watch, their creatives' approval, quality checks
// and screenshots.

export type DigitalPositionStatus = (typeof DIGITAL_POSITION_STATUSES)[number];

export const CHECK_RESULTS = ['OK', 'ERROR'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];

/**
 * A digital position's state on the ad server (spec 3 §3 "State enum: NONE, INACTIVE, ACTIVE"):
 * NONE before its first push, then its line item's state, INACTIVE while paused (hidden).
 */
export const DIGITAL_STATES = ['NONE', 'INACTIVE', 'ACTIVE'] as const;
export type DigitalState = (typeof DIGITAL_STATES)[number];
/** The states a pushed line item can have: every state but NONE. */
export const LINE_ITEM_STATES = ['INACTIVE', 'ACTIVE'] as const satisfies readonly DigitalState[];

export const OPTIMIZATION_EVENTS = [
  'START_CHECK_SUCCESSFUL',
  'INVENTORY_OPTIMIZED',
  'FREQUENCY_CAPPING_OPTIMIZED',
  'GEO_LOCATION_OPTIMIZED',
  'SEGMENT_OPTIMIZED',
  'DELIVERY_RATE_OPTIMIZED',
  'CTR_OPTIMIZED',
  'VIEWABILITY_OPTIMIZED',
  'DELIVERY_CHECKED',
  'CTR_CHECKED',
  'VIEWABILITY_CHECKED',
] as const;
export type OptimizationEvent = (typeof OPTIMIZATION_EVENTS)[number];

export const CREATIVE_FORMATS = [
  'IMAGE',
  'HTML5_ZIP',
  'THIRD_PARTY_TAG',
  'VAST',
  'NATIVE',
] as const;

export const SCREENSHOT_STATUSES = ['NEW', 'PENDING', 'APPROVED', 'DECLINED', 'HIDDEN'] as const;
export type ScreenshotStatus = (typeof SCREENSHOT_STATUSES)[number];
/** The screenshot tabs and the statuses each shows (spec 3 §4). */
export const SCREENSHOT_VIEWS = {
  campaigns: ['NEW', 'DECLINED'],
  approvals: ['PENDING'],
  done: ['APPROVED'],
  hidden: ['HIDDEN'],
} as const satisfies Record<string, readonly ScreenshotStatus[]>;
export type ScreenshotView = keyof typeof SCREENSHOT_VIEWS;
export const SCREENSHOT_VIEW_NAMES = ['campaigns', 'approvals', 'done', 'hidden'] as const;

/** The position actions of spec 3 §7, each `PUT ws-operations/campaigns/campaign-positions/{action}`. */
export const POSITION_ACTIONS = [
  'push-to-adserver',
  'clear-update',
  'change-status',
  'check-stage',
  'unhide',
  'toggle-creatives-uploaded',
] as const;
export type PositionAction = (typeof POSITION_ACTIONS)[number];

/** A bulk action of more positions than this runs as a background job. */
export const POSITION_ACTION_INLINE_LIMIT = 50;
/** The most positions one action takes. */
export const POSITION_ACTION_MAX = 20_000;

const ref = z.object({ id: positiveInt(), name: z.string() });
const deliverySchema = z.object({
  impressions: countInt(),
  clicks: countInt(),
  viewableImpressions: countInt(),
});

/** A digital position as the operations lists show it. */
export const operationsPositionSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  companyId: positiveInt(),
  campaign: ref,
  advertiser: ref,
  adMedium: ref,
  status: z.enum(DIGITAL_POSITION_STATUSES),
  creativeStatus: z.nullable(z.enum(POSITION_CREATIVE_STATUSES)),
  startDate: day(),
  endDate: day(),
  /** Not on the ad server although its start passed (the list marks it). */
  overdue: z.boolean(),
  quantity: z.number(),
  unit: z.string(),
  creativesUploaded: z.boolean(),
  /** Its state on the ad server: NONE until pushed, else its line item's. */
  state: z.enum(DIGITAL_STATES),
  /** What the ad server holds for the position, once pushed. */
  lineItem: z.nullable(
    z.object({
      adServer: z.string(),
      externalId: z.string(),
      state: z.enum(LINE_ITEM_STATES),
      pushCount: positiveInt(),
      pushedAt: timestamp(),
    }),
  ),
  delivered: deliverySchema,
  /** The position's latest activity entry: who did what, when. */
  lastActivity: z.nullable(
    z.object({ activityType: z.string(), creatorName: z.string(), creationDate: timestamp() }),
  ),
  /** The statuses it may move to by change-status (the transition table, for the caller). */
  targets: z.array(z.enum(DIGITAL_POSITION_STATUSES)),
  version: countInt(),
});
export type OperationsPosition = z.infer<typeof operationsPositionSchema>;

export const OPERATIONS_SORT_FIELDS = [
  'startDate',
  'endDate',
  'name',
  'campaign',
  'status',
] as const;

const listFilterShape = {
  /** Required (spec 3 §5). */
  page: wholeNumber(0, MAX_INTEGER),
  limit: wholeNumber(1, 100),
  order: z._default(sortOrderSchema, 'ASC'),
  searchQuery: z.optional(trimmedText(100)),
  companyId: z.optional(idSchema),
  adMediumId: z.optional(idSchema),
};

/** GET campaigns/{status}: the whole filter of spec 3 §3. */
export const operationsListQuerySchema = z.strictObject({
  ...listFilterShape,
  sort: z._default(z.enum(OPERATIONS_SORT_FIELDS), 'startDate'),
  startDateFrom: z.optional(day()),
  startDateTo: z.optional(day()),
  endDateFrom: z.optional(day()),
  endDateTo: z.optional(day()),
});
export const operationsCountsQuerySchema = z.strictObject({
  searchQuery: z.optional(trimmedText(100)),
  companyId: z.optional(idSchema),
  adMediumId: z.optional(idSchema),
  startDateFrom: z.optional(day()),
  startDateTo: z.optional(day()),
  endDateFrom: z.optional(day()),
  endDateTo: z.optional(day()),
});

/** A day of delivery as the ad server reports it. */
export const deliveryDaySchema = z.extend(deliverySchema, { day: day() });
export type DeliveryDay = z.infer<typeof deliveryDaySchema>;

export const positionCheckSchema = z.object({
  checkType: z.enum(CHECK_TYPES),
  result: z.enum(CHECK_RESULTS),
  /** The measured figure (a share in per cent, or days) and the threshold it is held to. */
  value: z.nullable(z.number()),
  threshold: z.nullable(z.number()),
  computedAt: timestamp(),
});

export const optimizationEventSchema = z.object({
  id: positiveInt(),
  event: z.enum(OPTIMIZATION_EVENTS),
  note: z.nullable(z.string()),
  creatorName: z.string(),
  createdAt: timestamp(),
});
export type OptimizationEventEntry = z.infer<typeof optimizationEventSchema>;

/** A position waiting for its check: the checks, the daily delivery and the events. */
export const uncheckedPositionSchema = z.extend(operationsPositionSchema, {
  checks: z.array(positionCheckSchema),
  deliveryDays: z.array(deliveryDaySchema),
  events: z.array(optimizationEventSchema),
});
export type UncheckedPosition = z.infer<typeof uncheckedPositionSchema>;

export const CHECK_SORT_FIELDS = ['startDate', 'endDate', 'name', 'result'] as const;
export const uncheckedQuerySchema = z.strictObject({
  ...listFilterShape,
  sort: z._default(z.enum(CHECK_SORT_FIELDS), 'result'),
  result: z.optional(z.enum(CHECK_RESULTS)),
});
export const uncheckedCountsQuerySchema = z.strictObject({
  searchQuery: z.optional(trimmedText(100)),
  companyId: z.optional(idSchema),
  adMediumId: z.optional(idSchema),
});

/**
 * The body of every position action: the positions, a dry run or not, and what
 * change-status and check-stage need (changeStatusForm: the status to move to; check-stage
 * also the check type it confirms).
 */
export const positionActionRequestSchema = z.strictObject({
  ids: z
    .array(bodyIdSchema)
    .check(z.minLength(1, 'at least one item'), z.maxLength(POSITION_ACTION_MAX)),
  dryRun: z._default(z.boolean(), false),
  status: z.optional(z.enum(DIGITAL_POSITION_STATUSES)),
  checkType: z.optional(z.enum(CHECK_TYPES)),
  comment: z.optional(trimmedMultilineText(2000)),
});
export type PositionActionRequest = z.input<typeof positionActionRequestSchema>;

/** Per-position results; a run of many positions answers its job instead (results later). */
export const positionActionResultSchema = z.object({
  dryRun: z.boolean(),
  done: countInt(),
  refused: countInt(),
  results: z.array(bulkRowResultSchema),
  jobId: z.optional(positiveInt()),
});
export type PositionActionResult = z.infer<typeof positionActionResultSchema>;

export const creativesRequestSchema = z.strictObject({
  positionIds: z.optional(z.array(bodyIdSchema).check(z.maxLength(500))),
  language: z._default(z.enum(['de', 'en', 'fr', 'it']), 'de'),
  recipient: z.optional(z.email()),
  subject: z.optional(requiredText(200)),
  text: z.optional(requiredMultilineText(5000)),
});
export const emailTextSchema = z.object({
  recipient: z.nullable(z.string()),
  subject: z.string(),
  text: z.string(),
});

export const stageCommentSchema = z.object({
  id: positiveInt(),
  campaignPositionId: positiveInt(),
  stage: z.enum(['CREATIVES', 'RUNNING']),
  message: z.string(),
  authorName: z.string(),
  createdAt: timestamp(),
});
export type StageComment = z.infer<typeof stageCommentSchema>;

/** A digital creative (or draft) as the approval list shows it. */
/**
 * What a reviewer checks before approving a creative (issue 40, DOMAIN.md §4 and DOMAIN2 §3):
 * its size against its placement's sizes, its file's type, its weight against the IAB table,
 * its click URL, a tag's vendor and macros. The server decides each; a check that does not
 * apply to the format is left out.
 */
export const APPROVAL_CHECKS = ['SIZE', 'FILE', 'WEIGHT', 'CLICK_URL', 'TAG_VENDOR'] as const;
export type ApprovalCheckName = (typeof APPROVAL_CHECKS)[number];
/** PASS; WARN: the reviewer decides (above the initial load, no placement size known); FAIL. */
export const APPROVAL_CHECK_RESULTS = ['PASS', 'WARN', 'FAIL'] as const;
export const approvalCheckSchema = z.object({
  check: z.enum(APPROVAL_CHECKS),
  result: z.enum(APPROVAL_CHECK_RESULTS),
  /** What the check's sentence names (`digital.approval.checks.<check>.<result>`). */
  values: z.record(z.string(), z.string()),
});
export type ApprovalCheck = z.infer<typeof approvalCheckSchema>;

export const digitalCreativeSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  kind: z.enum(CREATIVE_KINDS),
  format: z.enum(CREATIVE_FORMATS),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  fileName: z.nullable(z.string()),
  tag: z.nullable(z.string()),
  /** A third-party tag's check (VALID / WARN / INVALID and why); null for a file. */
  tagCheck: z.nullable(tagCheckSchema),
  clickUrl: z.nullable(z.string()),
  status: z.enum(POSITION_CREATIVE_STATUSES),
  approvalState: z.nullable(z.enum(APPROVAL_STATES)),
  rejectionReason: z.nullable(z.string()),
  position: z.nullable(z.object({ id: positiveInt(), name: z.string(), status: z.string() })),
  campaign: z.nullable(ref),
  advertiser: z.nullable(ref),
  reviewedBy: z.nullable(z.string()),
  reviewedAt: z.nullable(timestamp()),
  /** The approval's checks, each decided by the server. */
  checks: z.array(approvalCheckSchema),
  createdAt: timestamp(),
  version: countInt(),
});
export type DigitalCreative = z.infer<typeof digitalCreativeSchema>;

export const creativeListQuerySchema = z.strictObject({
  page: z._default(wholeNumber(0, MAX_INTEGER), 0),
  limit: z._default(wholeNumber(1, 100), 20),
  kind: z._default(z.enum(CREATIVE_KINDS), 'CREATIVE'),
  searchQuery: z.optional(trimmedText(100)),
  /** The oldest first by default: the queue's order. */
  sort: z._default(z.enum(['createdAt']), 'createdAt'),
  order: z._default(sortOrderSchema, 'ASC'),
});
export const creativeDecisionSchema = z.strictObject({
  approvalState: z.enum(['APPROVED', 'REJECTED']),
  reason: z.optional(requiredMultilineText(500)),
  version: countInt(),
});

export const screenshotSchema = z.object({
  id: positiveInt(),
  status: z.enum(SCREENSHOT_STATUSES),
  pageUrl: z.string(),
  width: positiveInt(),
  height: positiveInt(),
  takenAt: timestamp(),
  position: z.object({ id: positiveInt(), name: z.string() }),
  campaign: ref,
  advertiser: ref,
  version: countInt(),
});
export type Screenshot = z.infer<typeof screenshotSchema>;
export const screenshotListQuerySchema = z.strictObject({
  page: z._default(wholeNumber(0, MAX_INTEGER), 0),
  limit: z._default(wholeNumber(1, 100), 12),
  searchQuery: z.optional(trimmedText(100)),
});
export const screenshotStatusSchema = z.strictObject({
  status: z.enum(SCREENSHOT_STATUSES),
  version: countInt(),
});

export const optimizationEventWriteSchema = z.strictObject({
  event: z.enum(OPTIMIZATION_EVENTS),
  note: z.optional(trimmedMultilineText(1000)),
});

const OPS = 'ws-operations';
const positionIdParams = z.strictObject({ id: idSchema });

/** The calls of digital operations. */
export const digitalOperationsEndpoints = /* @__PURE__ */ digitalOperationsCalls();

/** A function, so that a bundle that does not call digital operations leaves them out. */
function digitalOperationsCalls() {
  return {
    operationsPositions: endpoint({
      method: 'GET',
      path: `${OPS}/campaigns/{status}`,
      summary: 'A page of digital positions of a status, by the whole filter',
      params: z.strictObject({ status: z.enum(OPERATIONS_STATUSES) }),
      query: operationsListQuerySchema,
      response: pageOf(operationsPositionSchema),
    }),
    operationsPositionCounts: endpoint({
      method: 'GET',
      path: `${OPS}/campaign-positions/counts`,
      summary: 'How many digital positions each status has under the filter',
      query: operationsCountsQuerySchema,
      response: countsSchema,
    }),
    operationsUnchecked: endpoint({
      method: 'GET',
      path: `${OPS}/campaigns/campaign-positions/unchecked/{checkType}`,
      summary: 'Positions whose check of a type is not confirmed yet, with their delivery',
      params: z.strictObject({ checkType: z.enum(CHECK_TYPES) }),
      query: uncheckedQuerySchema,
      response: pageOf(uncheckedPositionSchema),
    }),
    operationsUncheckedCounts: endpoint({
      method: 'GET',
      path: `${OPS}/campaign-positions/unchecked-counts`,
      summary: 'How many unconfirmed checks each check type has',
      query: uncheckedCountsQuerySchema,
      response: countsSchema,
    }),
    operationsPositionAction: endpoint({
      method: 'PUT',
      path: `${OPS}/campaigns/campaign-positions/{action}`,
      summary: 'An action on digital positions (or its dry run), with a result per position',
      params: z.strictObject({ action: z.enum(POSITION_ACTIONS) }),
      body: positionActionRequestSchema,
      response: positionActionResultSchema,
    }),
    operationsActionResults: endpoint({
      method: 'GET',
      path: `${OPS}/position-actions/{id}`,
      summary: 'The per-position results of an action that ran as a background job',
      params: positionIdParams,
      response: positionActionResultSchema,
    }),
    operationsRequestCreatives: endpoint({
      method: 'PUT',
      path: `${OPS}/campaigns/{id}/campaign-positions/request-creatives`,
      summary: 'Ask the advertiser for the creatives of positions (a mail through the outbox)',
      params: positionIdParams,
      query: z.strictObject({
        status: z._default(z.enum(DIGITAL_POSITION_STATUSES), 'CREATIVE_PENDING'),
      }),
      body: creativesRequestSchema,
      response: positionActionResultSchema,
    }),
    operationsEmailText: endpoint({
      method: 'POST',
      path: `${OPS}/campaigns/{campaignId}/emails/text`,
      summary: 'The text of the creatives request mail in a language',
      params: z.strictObject({ campaignId: idSchema }),
      query: z.strictObject({ language: z._default(z.enum(['de', 'en', 'fr', 'it']), 'de') }),
      body: creativesRequestSchema,
      response: emailTextSchema,
    }),
    operationsStageComments: endpoint({
      method: 'GET',
      path: `${OPS}/creatives/stage-comments`,
      summary: 'The stage comments of a position',
      query: z.strictObject({ positionId: idSchema }),
      response: z.object({ items: z.array(stageCommentSchema) }),
    }),
    operationsAddStageComment: endpoint({
      method: 'POST',
      path: `${OPS}/creatives/stage-comments`,
      summary: 'Add a stage comment to a position',
      body: z.strictObject({
        positionId: bodyIdSchema,
        stage: z.enum(['CREATIVES', 'RUNNING']),
        message: requiredMultilineText(2000),
      }),
      response: stageCommentSchema,
    }),
    operationsCreatives: endpoint({
      method: 'GET',
      path: `${OPS}/creatives/approval/{approvalState}`,
      summary: 'A page of digital creatives (or drafts) of an approval state',
      params: z.strictObject({ approvalState: z.enum(APPROVAL_STATES) }),
      query: creativeListQuerySchema,
      response: pageOf(digitalCreativeSchema),
    }),
    operationsCreativeCounts: operationsCreativeCountsEndpoint,
    operationsDecideCreative: endpoint({
      method: 'PUT',
      path: `${OPS}/creatives/{id}/approval`,
      summary: 'Approve a creative, or reject it with a reason',
      params: positionIdParams,
      body: creativeDecisionSchema,
      response: digitalCreativeSchema,
    }),
    operationsUndoCreativeDecision: endpoint({
      method: 'PUT',
      path: `${OPS}/creatives/{id}/approval/undo`,
      summary:
        'Undo a decision on a creative shortly after it (its reviewer only): back to the queue',
      params: positionIdParams,
      body: z.strictObject({ version: countInt() }),
      response: digitalCreativeSchema,
    }),
    operationsCreativePreview: endpoint({
      method: 'GET',
      path: `${OPS}/creatives/{id}/preview`,
      summary: 'The preview of an image creative as a PNG',
      params: positionIdParams,
    }),
    operationsScreenshots: endpoint({
      method: 'GET',
      path: `${OPS}/screenshots/{view}`,
      summary: 'A page of screenshots of a tab',
      params: z.strictObject({ view: z.enum(SCREENSHOT_VIEW_NAMES) }),
      query: screenshotListQuerySchema,
      response: pageOf(screenshotSchema),
    }),
    operationsScreenshotCounts: endpoint({
      method: 'GET',
      path: `${OPS}/screenshot-counts`,
      summary: 'How many screenshots each tab holds',
      response: countsSchema,
    }),
    operationsScreenshotImage: endpoint({
      method: 'GET',
      path: `${OPS}/screenshots/{id}/image`,
      summary: 'The screenshot as a PNG image',
      params: positionIdParams,
    }),
    operationsScreenshotStatus: endpoint({
      method: 'PUT',
      path: `${OPS}/screenshots/{id}/status`,
      summary: 'Move a screenshot to another status',
      params: positionIdParams,
      body: screenshotStatusSchema,
      response: screenshotSchema,
    }),
    operationsAddOptimizationEvent: endpoint({
      method: 'POST',
      path: `${OPS}/campaigns/campaign-positions/{id}/optimization-events`,
      summary: 'Record an optimisation event against a position',
      params: positionIdParams,
      body: optimizationEventWriteSchema,
      response: optimizationEventSchema,
    }),
  } as const;
}
