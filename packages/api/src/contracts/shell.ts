import { z } from 'zod';
import { pageOf, pageQueryShape } from './paging.ts';

/** Unread comments of the order service, for the administrators' mail badge (spec 1 §7). */
export const orderCommentsQuerySchema = z.strictObject({
  showRead: z.stringbool().default(false),
  ...pageQueryShape(10),
});

export const orderCommentSchema = z.object({
  id: z.number().int().positive(),
  companyId: z.number().int().positive(),
  authorName: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  read: z.boolean(),
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
export const creativeCountSchema = z.object({ count: z.number().int().min(0) });
export type CreativeCount = z.infer<typeof creativeCountSchema>;

/** Status-page incidents; investigating and identified mean "not all systems operational". */
export const INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export const incidentSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Incident = z.infer<typeof incidentSchema>;
export const incidentsSchema = z.object({ incidents: z.array(incidentSchema) });
export type Incidents = z.infer<typeof incidentsSchema>;
