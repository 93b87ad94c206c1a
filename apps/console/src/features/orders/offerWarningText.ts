import type { OfferWarning } from '@adconsole/api';
import { formatNumber, type Language } from '@adconsole/i18n';
import type { TFunction } from 'i18next';

/** The text of a warning, in the user's language. */
export function offerWarningText(t: TFunction, language: Language, warning: OfferWarning) {
  return t(`orders.offer.warnings.${warning.code}`, {
    position: warning.position ?? '',
    value: warning.value === null ? '' : formatNumber(warning.value, language),
    limit: warning.limit === null ? '' : formatNumber(warning.limit, language),
  });
}
