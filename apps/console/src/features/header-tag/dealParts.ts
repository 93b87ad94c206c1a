import type { Deal } from '@adconsole/api';
import { formatDisplayDate, formatMoney, type Language } from '@adconsole/i18n';
import type { TFunction } from 'i18next';

// What the programmatic deals' list, page and form share (issue 41): their texts' prefix, their
// path, the tones of their statuses, and a deal's price and days as people read them.

export const DEAL_TEXTS = 'programmatic.deals';
export const DEALS_PATH = '/orders/programmatic-deals';

export const DEAL_STATUS_TONES = {
  DRAFT: 'neutral',
  ACTIVE: 'positive',
  PAUSED: 'warning',
  ARCHIVED: 'neutral',
} as const;

/** A deal's price as people read it: CHF 2.50, never cut. */
export const dealPrice = (deal: Pick<Deal, 'floor' | 'currency'>, language: Language) =>
  formatMoney(deal.floor, language, deal.currency);

/** A deal's days: from – to, or open-ended. */
export const dealDays = (t: TFunction, deal: Pick<Deal, 'startDate' | 'endDate'>) =>
  `${formatDisplayDate(deal.startDate)} – ${deal.endDate ? formatDisplayDate(deal.endDate) : t(`${DEAL_TEXTS}.openEnded`)}`;
