import { z } from 'zod/mini';
import { countInt, idSchema, MAX_INTEGER, wholeNumber } from './primitives.ts';

export { idSchema, MAX_INTEGER };

/**
 * Paging of a list call: page counts from 0; the default lookup limit and the largest page
 * are 100 (spec 1 §9) unless a list says otherwise.
 */
export function pageQueryShape(defaultLimit: number, maxLimit = 100) {
  return {
    page: z._default(wholeNumber(0, MAX_INTEGER), 0),
    limit: z._default(wholeNumber(1, maxLimit), defaultLimit),
  };
}

/** A page of a list and the number of items in the whole list. */
export function pageOf<T extends z.core.SomeType>(item: T) {
  return z.object({ items: z.array(item), total: countInt() });
}
