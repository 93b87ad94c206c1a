import { z } from 'zod';

// The rules of the URL parameters every paged list has. Each one on its own: a parameter
// that does not fit falls back to its default, the others stay.

/** The page, counted from 1 as the pager shows it; the first page by default. */
export const pageParam = () => z.coerce.number().int().min(1).catch(1);

/** A page size among those the list offers; `fallback` by default. */
export const pageSizeParam = (sizes: readonly number[], fallback: number) =>
  z.coerce
    .number()
    .refine((size) => sizes.includes(size))
    .catch(fallback);

/** A switch: on only as `true` (the URL leaves out a switch that is off). */
export const flagParam = () =>
  z
    .literal('true')
    .optional()
    .catch(undefined)
    .transform((value) => value === 'true');
