import { z } from 'zod/mini';
import { sortOrderSchema } from './lists.ts';
import {
  positiveInt,
  requiredText,
  timestamp,
  translatedNamesItem,
  translatedNamesWrite,
  trimmedText,
} from './primitives.ts';
import { queryFlag, resourceEndpoints, versionSchema } from './resource.ts';

/** The longest name of a lead source. */
export const SOURCE_NAME_MAX = 100;

/**
 * Where a sales lead came from (spec 1 §2.8 /sales/sources; spec 3 §3 task leadSource): a name
 * unique per company, active or not. Tasks keep their source when it is deactivated.
 */
export const sourceSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  ...translatedNamesItem,
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type Source = z.infer<typeof sourceSchema>;

export const sourceWriteSchema = z.strictObject({
  name: requiredText(SOURCE_NAME_MAX),
  ...translatedNamesWrite(SOURCE_NAME_MAX),
  active: z._default(z.boolean(), true),
});
export type SourceWrite = z.input<typeof sourceWriteSchema>;

export const SOURCE_SORT_FIELDS = ['name', 'createdAt', 'updatedAt'] as const;
export const SOURCE_BULK_ACTIONS = ['activate', 'deactivate'] as const;

export const sourceEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-funnel/sources',
  noun: 'lead source',
  item: sourceSchema,
  write: sourceWriteSchema,
  filters: z.strictObject({
    nameFilter: z.optional(trimmedText(100)),
    includeInactive: queryFlag(),
    sort: z._default(z.enum(SOURCE_SORT_FIELDS), 'name'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: SOURCE_BULK_ACTIONS,
});
