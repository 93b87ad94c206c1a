import { formatDisplayDate, formatNumber, type Language } from '@adconsole/i18n';
import type { TFunction } from 'i18next';

// How a position's unit, quantity and days read in every list and form of the orders.

/** A position's booking unit in the reader's language (CPM, Fix…). */
export const unitLabel = (t: TFunction, unit: string) =>
  t(`orders.units.${unit}`, { defaultValue: unit });

/**
 * A position's quantity with its unit, the unit in the count's form: "1'000 Tsd. Einbl.",
 * "1 forfait", "2 forfaits" (issue 37: "2 forfait"). A unit without counted texts reads as before.
 */
export const positionQuantity = (
  t: TFunction,
  language: Language,
  position: { quantity: number; unit: string },
) => {
  const quantity = formatNumber(position.quantity, language);
  return t(`orders.unitCounts.${position.unit}`, {
    count: position.quantity,
    quantity,
    defaultValue: `${quantity} ${unitLabel(t, position.unit)}`,
  });
};

/** A position's days: its publication date (print), else its start and end. */
export const positionDates = (position: {
  publicationDate?: string | null;
  startDate: string;
  endDate: string;
}) =>
  position.publicationDate
    ? formatDisplayDate(position.publicationDate)
    : `${formatDisplayDate(position.startDate)} – ${formatDisplayDate(position.endDate)}`;
