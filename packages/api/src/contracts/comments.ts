import { z } from 'zod';
import { fileRefSchema } from './activities.ts';
import {
  bodyIdSchema,
  dayRangeMessage,
  filterDaySchema,
  isDayRange,
  sortOrderSchema,
} from './lists.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';

/**
 * Comments come in two variants (spec 2 §3): the CRM variant, tied to an account, and the
 * sales-funnel variant, tied to a task (and its account). The variant is fixed per screen.
 */
export const COMMENT_VARIANTS = ['CRM', 'FUNNEL'] as const;
export type CommentVariant = (typeof COMMENT_VARIANTS)[number];

const namedRef = z.object({ id: z.number().int().positive(), name: z.string() });

/** A comment as the lists show it (spec 2 §3). */
export const commentSchema = z.object({
  id: z.number().int().positive(),
  accountId: z.number().int().positive(),
  accountName: z.string(),
  /** The task of a sales-funnel comment; null in the CRM variant. */
  taskId: z.number().int().positive().nullable(),
  title: z.string().nullable(),
  message: z.string(),
  date: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  creatorId: z.number().int().positive(),
  creatorName: z.string(),
  contacts: z.array(namedRef),
  additionalParticipants: z.array(namedRef),
  files: z.array(fileRefSchema),
  /** Always false in the CRM variant, which has no notifySales. */
  notifySales: z.boolean(),
  privateAccess: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentsSchema = pageOf(commentSchema);
export type Comments = z.infer<typeof commentsSchema>;

const manyIds = z.array(bodyIdSchema).max(50).default([]);

/** The write payload both variants share (spec 2 §3, §5). */
const commentWriteShape = {
  title: z.string().trim().max(255).nullish(),
  message: z.string().trim().min(1, 'field is required').max(20_000),
  accountId: bodyIdSchema,
  contactIds: manyIds,
  additionalParticipantIds: manyIds,
  privateAccess: z.boolean().default(false),
  files: z
    .array(z.object({ fileId: z.uuid(), fileName: z.string().optional() }))
    .max(50)
    .default([]),
  /** When it was said; now unless given. */
  date: z.iso.datetime({ offset: true }).optional(),
};

/** The CRM variant: tied to an account; it has no notifySales. */
export const crmCommentWriteSchema = z.strictObject(commentWriteShape);
export type CrmCommentWrite = z.input<typeof crmCommentWriteSchema>;

/** The sales-funnel variant: tied to a task, with notifySales. */
export const funnelCommentWriteSchema = z.strictObject({
  ...commentWriteShape,
  taskId: bodyIdSchema,
  notifySales: z.boolean().default(false),
});
export type FunnelCommentWrite = z.input<typeof funnelCommentWriteSchema>;

/** The list request (spec 2 §3): page, limit, sort createdAt, order, and the filters. */
const commentListShape = {
  ...pageQueryShape(20),
  sort: z.enum(['createdAt', 'date']).default('createdAt'),
  order: sortOrderSchema.default('DESC'),
  contactId: idSchema.optional(),
  creatorId: idSchema.optional(),
  accountId: idSchema.optional(),
  dateFrom: filterDaySchema.optional(),
  dateTo: filterDaySchema.optional(),
};
export const crmCommentsQuerySchema = z
  .strictObject(commentListShape)
  .refine(isDayRange, dayRangeMessage);
export const funnelCommentsQuerySchema = z
  .strictObject({ ...commentListShape, taskId: idSchema.optional() })
  .refine(isDayRange, dayRangeMessage);
export interface CommentsQuery {
  page?: number;
  limit?: number;
  sort?: 'createdAt' | 'date';
  order?: 'ASC' | 'DESC';
  contactId?: number;
  creatorId?: number;
  accountId?: number;
  /** YYYY-MM-DD */
  dateFrom?: string;
  /** YYYY-MM-DD, inclusive */
  dateTo?: string;
}
export interface FunnelCommentsQuery extends CommentsQuery {
  taskId?: number;
}

export const commentIdParamsSchema = z.strictObject({ commentId: idSchema });
