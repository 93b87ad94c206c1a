import { z } from 'zod/mini';
import { fileRefSchema } from './activities.ts';
import {
  bodyIdSchema,
  dayRangeMessage,
  filterDaySchema,
  isDayRange,
  sortOrderSchema,
} from './lists.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import { positiveInt, requiredMultilineText, text, timestamp, trimmedText } from './primitives.ts';

/**
 * Comments come in two variants (spec 2 §3): the CRM variant, tied to an account, and the
 * sales-funnel variant, tied to a task (and its account). The variant is fixed per screen.
 */
export const COMMENT_VARIANTS = ['CRM', 'FUNNEL'] as const;
export type CommentVariant = (typeof COMMENT_VARIANTS)[number];

const namedRef = z.object({ id: positiveInt(), name: z.string() });

/** A comment as the lists show it (spec 2 §3). */
export const commentSchema = z.object({
  id: positiveInt(),
  accountId: positiveInt(),
  accountName: z.string(),
  /** The task of a sales-funnel comment; null in the CRM variant. */
  taskId: z.nullable(positiveInt()),
  title: z.nullable(z.string()),
  message: z.string(),
  date: timestamp(),
  createdAt: timestamp(),
  creatorId: positiveInt(),
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

const manyIds = z._default(z.array(bodyIdSchema).check(z.maxLength(50)), []);

/** The write payload both variants share (spec 2 §3, §5). */
const commentWriteShape = {
  title: z.nullish(trimmedText(255)),
  message: requiredMultilineText(20_000),
  accountId: bodyIdSchema,
  contactIds: manyIds,
  additionalParticipantIds: manyIds,
  privateAccess: z._default(z.boolean(), false),
  files: z._default(
    z.array(z.object({ fileId: z.uuid(), fileName: z.optional(text(255)) })).check(z.maxLength(50)),
    [],
  ),
  /** When it was said; now unless given. */
  date: z.optional(timestamp()),
};

/** The CRM variant: tied to an account; it has no notifySales. */
export const crmCommentWriteSchema = z.strictObject(commentWriteShape);
export type CrmCommentWrite = z.input<typeof crmCommentWriteSchema>;

/** The sales-funnel variant: tied to a task, with notifySales. */
export const funnelCommentWriteSchema = z.strictObject({
  ...commentWriteShape,
  taskId: bodyIdSchema,
  notifySales: z._default(z.boolean(), false),
});
export type FunnelCommentWrite = z.input<typeof funnelCommentWriteSchema>;

/** The list request (spec 2 §3): page, limit, sort createdAt, order, and the filters. */
const commentListShape = {
  ...pageQueryShape(20),
  sort: z._default(z.enum(['createdAt', 'date']), 'createdAt'),
  order: z._default(sortOrderSchema, 'DESC'),
  contactId: z.optional(idSchema),
  creatorId: z.optional(idSchema),
  accountId: z.optional(idSchema),
  dateFrom: z.optional(filterDaySchema),
  dateTo: z.optional(filterDaySchema),
};
export const crmCommentsQuerySchema = z
  .strictObject(commentListShape)
  .check(z.refine(isDayRange, dayRangeMessage));
export const funnelCommentsQuerySchema = z
  .strictObject({ ...commentListShape, taskId: z.optional(idSchema) })
  .check(z.refine(isDayRange, dayRangeMessage));
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
