import { ApiError } from '@adconsole/api';

// Walk finding: self-booking 100 of a product with a minimum of 195 showed the server's English
// "The minimum order is 195 CPM" on the quantity and "no price on the start day" under the form,
// although the product has a price. The server now says the minimum in the reader's language
// with the unit's label (serverErrors.minimumOrder, issue 33); it is the one message when it is
// the cause.

/** The quantity's field error of a failed quote (the minimum order), else undefined. */
export function minimumOrderText(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  return (error.body as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors
    ?.quantity;
}
