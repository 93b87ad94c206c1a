import { z } from 'zod';

/** The largest whole number the services take (spec 1 §9). */
export const MAX_INTEGER = 2_147_483_647;

/** A database id in a path or query: a positive whole number, also when it arrives as text. */
export const idSchema = z.coerce.number().int().positive().max(MAX_INTEGER);

/**
 * Paging of a list call: page counts from 0; the default lookup limit and the largest page
 * are 100 (spec 1 §9).
 */
export function pageQueryShape(defaultLimit: number) {
  return {
    page: z.coerce.number().int().min(0).max(MAX_INTEGER).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
  };
}

/** A page of a list and the number of items in the whole list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}
