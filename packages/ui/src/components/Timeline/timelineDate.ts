import type { UiLocale } from '../../provider/locales.ts';

export interface TimelineDate {
  /** DD.MM.YYYY */
  date: string;
  /** HH:mm */
  time: string;
  /** The moment for `<time dateTime>`. */
  dateTime: string;
}

/**
 * An entry's moment as the timeline shows it: date DD.MM.YYYY and time HH:mm (spec 1 §9),
 * formatted with Intl in the Swiss variant of the interface language, as UiProvider gives
 * react-aria, so all four languages read alike. Not a date: null.
 */
export function formatTimelineDate(value: string | Date, locale: UiLocale): TimelineDate | null {
  const moment = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(moment.getTime())) return null;
  const swiss = `${locale}-CH`;
  return {
    date: new Intl.DateTimeFormat(swiss, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(moment),
    time: new Intl.DateTimeFormat(swiss, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(moment),
    dateTime: moment.toISOString(),
  };
}
