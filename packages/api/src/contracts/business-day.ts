/**
 * The business day. Adconsole's media and customers are in Switzerland, Austria and Germany, one
 * time zone: a day ("today", a campaign's start, an issue's appearance, a dispatch) is a day in
 * Europe/Zurich — on the server, in the demo data, in documents and in the tests — whatever zone
 * the machine runs in. Between 23:00 and 24:00 UTC (22:00 in summer) the UTC day is still
 * yesterday in Zurich's eyes; a seed that wrote UTC days and a test that read Zurich days
 * disagreed then (issue 33 point 16).
 */
export const BUSINESS_TIME_ZONE = 'Europe/Zurich';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business day (YYYY-MM-DD) of a moment, now when left out. */
export const businessDay = (moment: Date | number = Date.now()): string => dayFormat.format(moment);

/** The day `days` after a YYYY-MM-DD day (before it when negative). */
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
