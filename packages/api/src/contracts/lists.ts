import { z } from 'zod/mini';
import { bodyIdSchema, day, positiveInt, upperCased } from './primitives.ts';

export { bodyIdSchema };

/** The order of a sorted list (spec 2 §3): ascending or descending, default descending. */
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** An order in a query: upper or lower case (the label lookup sends `asc`), answered upper case. */
export const sortOrderSchema = upperCased(SORT_ORDERS);

/**
 * A day of a date filter (spec 2 §5): YYYY-MM-DD that is a real date, so it re-formats to
 * itself (2026-02-30 does not).
 */
export const filterDaySchema = day();

/** Whether dateFrom comes no later than dateTo, when both are given. */
export const isDayRange = (range: { dateFrom?: string | undefined; dateTo?: string | undefined }) =>
  !range.dateFrom || !range.dateTo || range.dateFrom <= range.dateTo;
export const dayRangeMessage = { message: 'dateFrom must not be after dateTo', path: ['dateTo'] };

/** A user as the forms' lookups show one (spec 2 §3): userId and name. */
export const userRefSchema = z.object({ userId: positiveInt(), name: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;

/** A reference to a stored record in a write body: its id; other fields sent along are ignored. */
export const idRefSchema = z.object({ id: bodyIdSchema });

/** A list that is not paged. */
export function listOf<T extends z.core.SomeType>(item: T) {
  return z.object({ items: z.array(item) });
}

/** Ids of a by-ids call. */
export const idsRequestSchema = z.strictObject({
  ids: z.array(bodyIdSchema).check(z.minLength(1, 'at least one item'), z.maxLength(100)),
});
export type IdsRequest = z.infer<typeof idsRequestSchema>;
