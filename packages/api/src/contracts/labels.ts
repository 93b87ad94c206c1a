import { z } from 'zod';
import { listOf, sortOrderSchema } from './lists.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';

/** The kinds of label (spec 2 §3); sales-funnel labels are the ones activities carry. */
export const LABEL_TYPES = [
  'SALESFUNNEL',
  'SALESPROMOTION',
  'CONTACTS',
  'ACCOUNTS',
  'ORDERS',
  'PRODUCT',
  'WEBSITES',
] as const;
export type LabelType = (typeof LABEL_TYPES)[number];
export const labelTypeSchema = z.enum(LABEL_TYPES);

/** A named tag of one company (spec 2 §3): id, name, type, active, and a description. */
export const labelSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  type: labelTypeSchema,
  active: z.boolean(),
  description: z.string().nullable(),
  companyId: z.number().int().positive(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Label = z.infer<typeof labelSchema>;
export const labelsSchema = pageOf(labelSchema);
export type Labels = z.infer<typeof labelsSchema>;
export const labelListSchema = listOf(labelSchema);
export type LabelList = z.infer<typeof labelListSchema>;

/** What create and update send. A name is unique per company and type, in any case. */
export const labelWriteSchema = z.strictObject({
  name: z.string().trim().min(1, 'field is required').max(100),
  type: labelTypeSchema,
  active: z.boolean().default(true),
  description: z.string().trim().max(500).nullish(),
});
export type LabelWrite = z.input<typeof labelWriteSchema>;

export const LABEL_SORT_FIELDS = ['name', 'type', 'createdAt', 'id'] as const;

/** The label list (spec 2 §7): type, paging, sort, nameFilter, includeInactive, companyId. */
export const labelsQuerySchema = z.strictObject({
  type: labelTypeSchema.optional(),
  ...pageQueryShape(100),
  order: sortOrderSchema.default('ASC'),
  sort: z.enum(LABEL_SORT_FIELDS).default('name'),
  nameFilter: z.string().trim().max(100).optional(),
  includeInactive: z.stringbool().default(false),
  /** Another company's labels, for a caller who may act for it; the acting company otherwise. */
  companyId: idSchema.optional(),
});
export interface LabelsQuery {
  type?: LabelType;
  page?: number;
  limit?: number;
  order?: 'ASC' | 'DESC' | 'asc' | 'desc';
  sort?: (typeof LABEL_SORT_FIELDS)[number];
  nameFilter?: string;
  includeInactive?: boolean;
  companyId?: number;
}

export const labelIdParamsSchema = z.strictObject({ id: idSchema });
export const labelTypesSchema = listOf(labelTypeSchema);
export type LabelTypes = z.infer<typeof labelTypesSchema>;
