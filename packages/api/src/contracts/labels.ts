import { z } from 'zod/mini';
import { listOf, sortOrderSchema } from './lists.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import {
  positiveInt,
  requiredText,
  timestamp,
  trimmedMultilineText,
  trimmedText,
} from './primitives.ts';

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
  id: positiveInt(),
  name: z.string(),
  type: labelTypeSchema,
  active: z.boolean(),
  description: z.nullable(z.string()),
  companyId: positiveInt(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type Label = z.infer<typeof labelSchema>;
export const labelsSchema = pageOf(labelSchema);
export type Labels = z.infer<typeof labelsSchema>;
export const labelListSchema = listOf(labelSchema);
export type LabelList = z.infer<typeof labelListSchema>;

/** The longest label name and description. */
export const LABEL_NAME_MAX = 100;
export const LABEL_DESCRIPTION_MAX = 500;

/** What create and update send. A name is unique per company and type, in any case. */
export const labelWriteSchema = z.strictObject({
  name: requiredText(LABEL_NAME_MAX),
  type: labelTypeSchema,
  active: z._default(z.boolean(), true),
  description: z.nullish(trimmedMultilineText(LABEL_DESCRIPTION_MAX)),
});
export type LabelWrite = z.input<typeof labelWriteSchema>;

export const LABEL_SORT_FIELDS = ['name', 'type', 'createdAt', 'id'] as const;

/** The label list (spec 2 §7): type, paging, sort, nameFilter, includeInactive, companyId. */
export const labelsQuerySchema = z.strictObject({
  type: z.optional(labelTypeSchema),
  ...pageQueryShape(100),
  order: z._default(sortOrderSchema, 'ASC'),
  sort: z._default(z.enum(LABEL_SORT_FIELDS), 'name'),
  nameFilter: z.optional(trimmedText(100)),
  includeInactive: z._default(z.stringbool(), false),
  /** Another company's labels, for a caller who may act for it; the acting company otherwise. */
  companyId: z.optional(idSchema),
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
