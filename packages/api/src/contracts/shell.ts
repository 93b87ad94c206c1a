import { z } from 'zod/mini';
import { sortOrderSchema } from './lists.ts';
import { pageOf, pageQueryShape } from './paging.ts';
import { countInt, positiveInt, timestamp } from './primitives.ts';

/** What the admin messages' list sorts by. */
export const ORDER_COMMENT_SORT_FIELDS = ['createdAt'] as const;

/** Unread comments of the order service, for the administrators' mail badge (spec 1 §7). */
export const orderCommentsQuerySchema = z.strictObject({
  showRead: z._default(z.stringbool(), false),
  /** Newest first unless asked otherwise (issue 44: the admin messages' list sorts by time). */
  sort: z._default(z.enum(ORDER_COMMENT_SORT_FIELDS), 'createdAt'),
  order: z._default(sortOrderSchema, 'DESC'),
  ...pageQueryShape(10),
});

export const orderCommentSchema = z.object({
  id: positiveInt(),
  companyId: positiveInt(),
  authorName: z.string(),
  message: z.string(),
  createdAt: timestamp(),
  read: z.boolean(),
  /** The campaign the comment is about (issue 33: the list links to it); none for an old one. */
  campaign: z.nullable(z.object({ id: positiveInt(), name: z.string() })),
  /** The account it is about: the campaign's advertiser, or its own when about no campaign. */
  account: z.nullable(z.object({ id: positiveInt(), name: z.string() })),
  /** Who marked it read (issue 44); none while unread or for one read before that was kept. */
  readBy: z.nullable(z.string()),
});
export const orderCommentsSchema = pageOf(orderCommentSchema);
export type OrderComments = z.infer<typeof orderCommentsSchema>;

/** Creative statuses (spec 3). */
export const CREATIVE_STATUSES = [
  'MISSING',
  'REQUESTED',
  'PENDING_APPROVAL',
  'APPROVED',
  'REJECTED',
  'APPEARED',
  'ERROR',
] as const;
export const creativeStatusSchema = z.enum(CREATIVE_STATUSES);
export type CreativeStatus = z.infer<typeof creativeStatusSchema>;

export const creativeCountQuerySchema = z.strictObject({ creativeStatus: creativeStatusSchema });
export const creativeCountSchema = z.object({ count: countInt() });
export type CreativeCount = z.infer<typeof creativeCountSchema>;

/** Status-page incidents; investigating and identified mean "not all systems operational". */
export const INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export const incidentSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  createdAt: timestamp(),
});
export type Incident = z.infer<typeof incidentSchema>;
export const incidentsSchema = z.object({ incidents: z.array(incidentSchema) });
export type Incidents = z.infer<typeof incidentsSchema>;
