import { ApiError } from '@adconsole/api';
import { formatNumber, type Language } from '@adconsole/i18n';
import type { TFunction } from 'i18next';
import { withTranslatedFieldError } from '../../app/fieldErrors.ts';

// Walk finding: self-booking 100 of a product with a minimum of 195 showed the server's English
// "The minimum order is 195 CPM" on the quantity and "no price on the start day" under the form,
// although the product has a price. The minimum is said in the reader's language with the
// unit's label, and it is the one message when it is the cause.

/** The server's field error of a quantity under a price list's minimum (order-pricing.ts). */
const MINIMUM = /^The minimum order is ([\d.]+) (\S+)$/;

/** The quantity error of a failed save or quote, when it is the minimum order. */
function minimumOf(
  error: unknown,
): { message: string; quantity: number; unit: string } | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const message = (error.body as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors
    ?.quantity;
  const match = message?.match(MINIMUM);
  if (!message || !match) return undefined;
  return { message, quantity: Number(match[1]), unit: match[2] as string };
}

/** "The minimum order is 195 thousand impressions", in the reader's language; else undefined. */
export function minimumOrderText(t: TFunction, language: Language, error: unknown) {
  const minimum = minimumOf(error);
  if (!minimum) return undefined;
  return t('orders.positions.minOrder', {
    quantity: formatNumber(minimum.quantity, language),
    unit: t(`orders.units.long.${minimum.unit}`, { defaultValue: minimum.unit }),
  });
}

/** A failed save with the minimum order said in the reader's language on the quantity field. */
export function withMinimumOrderText(t: TFunction, language: Language, error: unknown): unknown {
  const minimum = minimumOf(error);
  const text = minimumOrderText(t, language, error);
  return minimum && text
    ? withTranslatedFieldError(error, 'quantity', minimum.message, text)
    : error;
}
