import { z } from 'zod/mini';

// The rules of the URL parameters every paged list has. Each one on its own: a parameter
// that does not fit falls back to its default, the others stay.

/** The page, counted from 1 as the pager shows it; the first page by default. */
export const pageParam = () => z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1);

/** A page size among those the list offers; `fallback` by default. */
export const pageSizeParam = (sizes: readonly number[], fallback: number) =>
  z.catch(z.coerce.number().check(z.refine((size) => sizes.includes(size))), fallback);

/** A switch: on only as `true` (the URL leaves out a switch that is off). */
export const flagParam = () =>
  z.pipe(
    z.catch(z.optional(z.literal('true')), undefined),
    z.transform((value) => value === 'true'),
  );
