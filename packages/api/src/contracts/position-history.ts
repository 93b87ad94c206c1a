import { z } from 'zod';
import { CHANGE_KINDS } from './activities.ts';
import { listOf } from './lists.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';

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
  id: z.number().int().positive(),
  campaignId: z.number().int().positive(),
  campaignPositionId: z.number().int().positive(),
  campaignPositionType: campaignPositionTypeSchema,
  positionName: z.string(),
  changeKind: z.enum(CHANGE_KINDS),
  /** The field that changed; null for CREATE and DELETE. */
  field: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  changedBy: z.string(),
  changedAt: z.iso.datetime({ offset: true }),
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
const includeDeleted = z.stringbool().default(false);

export const positionHistoryQuerySchema = z.strictObject({
  campaignPositionType: campaignPositionTypeSchema.optional(),
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
  campaignPositionType: campaignPositionTypeSchema.optional(),
  includeDeleted,
});
export const campaignPositionSchema = z.object({
  campaignPositionId: z.number().int().positive(),
  campaignPositionType: campaignPositionTypeSchema,
  name: z.string(),
  deleted: z.boolean(),
});
export type CampaignPosition = z.infer<typeof campaignPositionSchema>;
export const campaignPositionsSchema = listOf(campaignPositionSchema);
export type CampaignPositions = z.infer<typeof campaignPositionsSchema>;

export const singlePositionHistoryQuerySchema = z.strictObject({ ...pageQueryShape(20) });
