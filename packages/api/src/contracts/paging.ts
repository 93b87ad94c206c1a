import { z } from 'zod/mini';
import { countInt } from './primitives.ts';

/** The largest whole number the services take (spec 1 §9). */
export const MAX_INTEGER = 2_147_483_647;

/** A database id in a path or query: a positive whole number, also when it arrives as text. */
export const idSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_INTEGER));

/**
 * Paging of a list call: page counts from 0; the default lookup limit and the largest page
 * are 100 (spec 1 §9).
 */
export function pageQueryShape(defaultLimit: number) {
  return {
    page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(MAX_INTEGER)), 0),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), defaultLimit),
  };
}

/** A page of a list and the number of items in the whole list. */
export function pageOf<T extends z.core.SomeType>(item: T) {
  return z.object({ items: z.array(item), total: countInt() });
}
