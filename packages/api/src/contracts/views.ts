import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { listOf } from './lists.ts';
import { positiveInt, requiredText, text, timestamp } from './primitives.ts';
import { idParamsSchema } from './resource.ts';

// Saved views and column settings of the list kit: a user saves a list's state (its URL
// parameters: filters, sort, tab, page size) under a name on the server, for themselves or
// shared with their company; each user's hidden columns and their order are kept per list.

/** A list as the kit names it, e.g. `sales-sources`. */
export const listKeySchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,99}$/));

/** A list's URL parameters: short texts by parameter name. */
export const listSearchSchema = z
  .record(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/)), text(500))
  .check(z.refine((search) => Object.keys(search).length <= 40, 'at most 40 parameters'));

export const VIEW_NAME_MAX = 100;

export const savedViewSchema = z.object({
  id: positiveInt(),
  list: listKeySchema,
  name: z.string(),
  search: z.record(z.string(), z.string()),
  shared: z.boolean(),
  /** Whether the caller saved it (only the owner changes or deletes a view). */
  mine: z.boolean(),
  ownerName: z.string(),
  createdAt: timestamp(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewWriteSchema = z.strictObject({
  list: listKeySchema,
  name: requiredText(VIEW_NAME_MAX),
  search: listSearchSchema,
  shared: z._default(z.boolean(), false),
});
export type SavedViewWrite = z.input<typeof savedViewWriteSchema>;

const columnIds = z.array(z.string().check(z.regex(/^[A-Za-z0-9_]{1,60}$/))).check(z.maxLength(60));

/** A user's columns of a list: the hidden ones and the order they are shown in. */
export const listSettingsSchema = z.strictObject({ hidden: columnIds, order: columnIds });
export type ListSettings = z.infer<typeof listSettingsSchema>;

const listParams = z.strictObject({ list: listKeySchema });

export const viewEndpoints = {
  savedViews: endpoint({
    method: 'GET',
    path: 'ws-users/views',
    summary: "A list's saved views: the caller's own and those shared in their company",
    query: listParams,
    response: listOf(savedViewSchema),
  }),
  createSavedView: endpoint({
    method: 'POST',
    path: 'ws-users/views',
    summary: 'Save the state of a list under a name',
    body: savedViewWriteSchema,
    response: savedViewSchema,
  }),
  deleteSavedView: endpoint({
    method: 'DELETE',
    path: 'ws-users/views/{id}',
    summary: 'Delete one of the caller’s saved views',
    params: idParamsSchema,
  }),
  listSettings: endpoint({
    method: 'GET',
    path: 'ws-users/list-settings/{list}',
    summary: 'The caller’s hidden columns and column order of a list',
    params: listParams,
    response: listSettingsSchema,
  }),
  saveListSettings: endpoint({
    method: 'PUT',
    path: 'ws-users/list-settings/{list}',
    summary: 'Keep the caller’s hidden columns and column order of a list',
    params: listParams,
    body: listSettingsSchema,
    response: listSettingsSchema,
  }),
};
