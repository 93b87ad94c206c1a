import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { idSchema } from './paging.ts';
import { bodyIdSchema, positiveInt, requiredText, timestamp, trimmedText } from './primitives.ts';
import { queryFlag, resourceEndpoints, versionSchema } from './resource.ts';

// /publishers/traffic/placement-groups (issue 39; spec 1 §2.12 "traffic (ADMIN: dashboard,
// placement-groups)"; DOMAIN §6 "PlacementGroup: website→, placements[]"): a publisher's named
// set of placements of one of its websites (a home page, a section), kept by ADMIN acting for
// the publisher. Names are unique in the publisher in any case; a group's placements are of its
// website; groups are switched off, never deleted (their history stays).

export const PLACEMENT_GROUP_LIMITS = { name: 100, placements: 200 } as const;

export const placementGroupSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  websiteId: positiveInt(),
  websiteName: z.string(),
  websiteDomain: z.string(),
  placementIds: z.array(positiveInt()),
  placementNames: z.array(z.string()),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type PlacementGroup = z.infer<typeof placementGroupSchema>;

export const placementGroupWriteSchema = z.strictObject({
  name: requiredText(PLACEMENT_GROUP_LIMITS.name),
  websiteId: bodyIdSchema,
  placementIds: z.array(bodyIdSchema).check(z.maxLength(PLACEMENT_GROUP_LIMITS.placements)),
  active: z._default(z.boolean(), true),
});
export type PlacementGroupWrite = z.input<typeof placementGroupWriteSchema>;

export const PLACEMENT_GROUP_SORT_FIELDS = ['name', 'updatedAt'] as const;
export const PLACEMENT_GROUP_BULK_ACTIONS = ['activate', 'deactivate'] as const;

export const placementGroupEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-publishers/placement-groups',
  noun: 'placement group',
  item: placementGroupSchema,
  write: placementGroupWriteSchema,
  filters: z.strictObject({
    nameFilter: z.optional(trimmedText(100)),
    websiteId: z.optional(idSchema),
    includeInactive: queryFlag(),
    sort: z._default(z.enum(PLACEMENT_GROUP_SORT_FIELDS), 'name'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: PLACEMENT_GROUP_BULK_ACTIONS,
});

/** The acting publisher's websites (once per domain) and their active placements. */
export const placementOptionsEndpoint = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: 'ws-publishers/placement-options',
  summary: 'The acting publisher’s websites and their active placements: what a group may name',
  response: z.object({
    websites: z.array(z.object({ id: positiveInt(), name: z.string(), domain: z.string() })),
    placements: z.array(
      z.object({ id: positiveInt(), websiteId: positiveInt(), name: z.string() }),
    ),
  }),
});
