import type { TFunction } from 'i18next';

/** A segment's expiry as people say it: never, in days, in hours or in minutes. */
export function expiryText(t: TFunction, minutes: number): string {
  if (minutes === 0) return t('targeting.segments.expiry.never');
  if (minutes % 1440 === 0) return t('targeting.segments.expiry.days', { count: minutes / 1440 });
  if (minutes % 60 === 0) return t('targeting.segments.expiry.hours', { count: minutes / 60 });
  return t('targeting.segments.expiry.minutes', { count: minutes });
}
