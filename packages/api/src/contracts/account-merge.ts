import { z } from 'zod/mini';
import { crmAccountSchema, namedRefSchema } from './crm-records.ts';
import { endpoint } from './endpoint.ts';
import { idSchema } from './paging.ts';
import { bodyIdSchema, positiveInt, timestamp } from './primitives.ts';
import { idParamsSchema, versionSchema } from './resource.ts';

// Merging duplicate accounts (issue 46): the account a user stands on (the survivor) takes in
// another (the merged one): every record that points at the merged account moves to the survivor
// in one transaction, the user chooses per field whose value the survivor keeps, and the merged
// account stays, inactive, as "merged into" the survivor, so that an undo within a day can move
// exactly the moved records back and restore both accounts.

/**
 * The survivor's fields a merge may take from the merged account, each chosen as a whole: the
 * address is street, postal code, town, canton and country together (a canton only in
 * Switzerland), the credit limit its amount with its currency.
 */
export const ACCOUNT_MERGE_FIELDS = [
  'name',
  'displayName',
  'legalForm',
  'accountType',
  'address',
  'uidNumber',
  'industry',
  'language',
  'salesOwner',
  'agency',
  'broker',
  'website',
  'phone',
  'email',
  'creditLimit',
  'paymentTermsDays',
] as const;
export type AccountMergeField = (typeof ACCOUNT_MERGE_FIELDS)[number];

/** What points at an account, in the groups the preview counts (each group's rows move). */
export const ACCOUNT_MERGE_GROUPS = [
  'contacts',
  'campaigns',
  'postCampaigns',
  'tasks',
  'activities',
  'comments',
  'invoicing',
  'discounts',
  'trackers',
  'brands',
  'labels',
  'promotions',
  'creatives',
  'other',
] as const;
export type AccountMergeGroup = (typeof ACCOUNT_MERGE_GROUPS)[number];

/** How long a merge can be undone (hours): "undo within the day". */
export const ACCOUNT_MERGE_UNDO_HOURS = 24;

const groupCountsSchema = z.array(
  z.object({
    group: z.enum(ACCOUNT_MERGE_GROUPS),
    /** The survivor's records of the group now. */
    survivor: z.number(),
    /** The merged account's records of the group: what moves. */
    merged: z.number(),
  }),
);
export type AccountMergeCounts = z.infer<typeof groupCountsSchema>;

export const accountMergePreviewSchema = z.object({
  survivor: crmAccountSchema,
  merged: crmAccountSchema,
  counts: groupCountsSchema,
});
export type AccountMergePreview = z.infer<typeof accountMergePreviewSchema>;

export const accountMergeBodySchema = z.strictObject({
  mergedId: bodyIdSchema,
  /** The versions the preview showed: a change of either since answers 412. */
  survivorVersion: versionSchema,
  mergedVersion: versionSchema,
  /** The fields whose merged account's value the survivor takes (the others keep its own). */
  take: z.array(z.enum(ACCOUNT_MERGE_FIELDS)).check(z.maxLength(ACCOUNT_MERGE_FIELDS.length)),
});
export type AccountMergeBody = z.infer<typeof accountMergeBodySchema>;

/** One merge as an account's page shows it: the other account, when, by whom, undoable. */
export const accountMergeRefSchema = z.object({
  mergeId: positiveInt(),
  account: namedRefSchema,
  mergedAt: timestamp(),
  mergedBy: z.nullable(z.string()),
  /** Within the undo window, not undone, neither account changed since. */
  undoable: z.boolean(),
});
export type AccountMergeRef = z.infer<typeof accountMergeRefSchema>;

export const accountMergesSchema = z.object({
  /** The account this one was merged into (it is kept, inactive). */
  mergedInto: z.nullable(accountMergeRefSchema),
  /** The accounts merged into this one, newest first (not undone). */
  mergedHere: z.array(accountMergeRefSchema),
});
export type AccountMerges = z.infer<typeof accountMergesSchema>;

export const accountMergeResultSchema = z.object({
  mergeId: positiveInt(),
  survivorId: positiveInt(),
  mergedId: positiveInt(),
  counts: groupCountsSchema,
});
export type AccountMergeResult = z.infer<typeof accountMergeResultSchema>;

const ACCOUNTS = 'ws-crm/records/accounts';

export const accountMergeEndpoints = {
  crmAccountMergePreview: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/{id}/merge-preview`,
    summary:
      'Both accounts of a merge side by side and, per group, how many records each has and would move',
    params: idParamsSchema,
    query: z.strictObject({ mergedId: idSchema }),
    response: accountMergePreviewSchema,
  }),
  crmAccountMerge: endpoint({
    method: 'POST',
    path: `${ACCOUNTS}/{id}/merge`,
    summary:
      'Merge another account into this one: its records move here, it stays as merged (undo within a day)',
    params: idParamsSchema,
    body: accountMergeBodySchema,
    response: accountMergeResultSchema,
  }),
  crmAccountMerges: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/{id}/merges`,
    summary: 'The account this one was merged into, and the accounts merged into it',
    params: idParamsSchema,
    response: accountMergesSchema,
  }),
  crmAccountMergeUndo: endpoint({
    method: 'POST',
    path: 'ws-crm/account-merges/{id}/undo',
    summary: 'Undo a merge: the moved records go back, both accounts are restored',
    params: idParamsSchema,
    response: accountMergeResultSchema,
  }),
} as const;
