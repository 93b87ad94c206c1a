import { z } from 'zod/mini';
import { CHANGE_KINDS } from './activities.ts';
import { listOf } from './lists.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import { positiveInt, timestamp } from './primitives.ts';

/** The kinds of campaign position (spec 3: print, digital, broadcast, point of sale, postal). */
export const CAMPAIGN_POSITION_TYPES = [
  'DIGITAL',
  'PRINT',
  'RADIO',
  'TV',
  'POINT_OF_SALE',
  'UNADDRESSED_MAILING',
  'ADDRESSED_MAILING',
  'EMAIL',
  'ONLINE',
  'SERVICE',
  'DISCOUNT',
] as const;
export type CampaignPositionType = (typeof CAMPAIGN_POSITION_TYPES)[number];
export const campaignPositionTypeSchema = z.enum(CAMPAIGN_POSITION_TYPES);

/** One change of a campaign position: read-only (spec 2 §3 "Campaign position history"). */
export const positionHistoryEntrySchema = z.object({
  id: positiveInt(),
  campaignId: positiveInt(),
  campaignPositionId: positiveInt(),
  campaignPositionType: campaignPositionTypeSchema,
  positionName: z.string(),
  changeKind: z.enum(CHANGE_KINDS),
  /** The field that changed; null for CREATE and DELETE. */
  field: z.nullable(z.string()),
  oldValue: z.nullable(z.string()),
  newValue: z.nullable(z.string()),
  /** Who changed it; null: the system (the daily position-dates job), shown as "System". */
  changedBy: z.nullable(z.string()),
  changedAt: timestamp(),
  /** Whether the position has been deleted since. */
  positionDeleted: z.boolean(),
});
export type PositionHistoryEntry = z.infer<typeof positionHistoryEntrySchema>;
export const positionHistorySchema = pageOf(positionHistoryEntrySchema);
export type PositionHistory = z.infer<typeof positionHistorySchema>;

export const campaignIdParamsSchema = z.strictObject({ campaignId: idSchema });
export const campaignPositionParamsSchema = z.strictObject({
  campaignId: idSchema,
  campaignPositionId: idSchema,
});

/** Deleted positions are left out unless asked for. */
const includeDeleted = z._default(z.stringbool(), false);

export const positionHistoryQuerySchema = z.strictObject({
  campaignPositionType: z.optional(campaignPositionTypeSchema),
  includeDeleted,
  ...pageQueryShape(20),
});
export interface PositionHistoryQuery {
  campaignPositionType?: CampaignPositionType;
  includeDeleted?: boolean;
  page?: number;
  limit?: number;
}

export const positionTypesQuerySchema = z.strictObject({ includeDeleted });
export const positionTypesSchema = listOf(campaignPositionTypeSchema);
export type PositionTypes = z.infer<typeof positionTypesSchema>;

export const campaignPositionsQuerySchema = z.strictObject({
  campaignPositionType: z.optional(campaignPositionTypeSchema),
  includeDeleted,
});
export const campaignPositionSchema = z.object({
  campaignPositionId: positiveInt(),
  campaignPositionType: campaignPositionTypeSchema,
  name: z.string(),
  deleted: z.boolean(),
});
export type CampaignPosition = z.infer<typeof campaignPositionSchema>;
export const campaignPositionsSchema = listOf(campaignPositionSchema);
export type CampaignPositions = z.infer<typeof campaignPositionsSchema>;

export const singlePositionHistoryQuerySchema = z.strictObject({ ...pageQueryShape(20) });
