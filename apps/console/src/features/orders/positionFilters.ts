import { businessDay, orderEndpoints, type PositionType } from '@adconsole/api';
import { call } from '../../kit/endpointQuery.ts';

// The positions lists' medium and running-days filters, and the address of a positions list
// filtered by them: the booking calendar's cells lead there (the s16 stranger clicked a cell
// with bookings and expected its orders).

/** The URL names of the positions lists' medium and running-days filters. */
export const POSITION_FILTER_PARAMS = { medium: 'adMedium', runs: 'runs' } as const;

/** The positions list of each position type, where its medium's orders are listed (analog has none). */
const LIST_OF_TYPE: Partial<Record<PositionType, string>> = {
  DIGITAL: '/orders/digital/ALL',
  PRINT: '/orders/print/ALL',
  RADIO: '/orders/radio/ALL',
  TV: '/orders/tv/ALL',
  POS: '/orders/point-of-sale-positions/ALL',
};

/**
 * The positions of a medium running on a day or in a range of days (`to`, the last day), every
 * stage: the list with its medium and running-days filters set (and shown); undefined for a
 * position type without a list.
 */
export function positionsHref(
  positionType: PositionType,
  adMedium: { id: number; name: string },
  from: string,
  to: string = from,
) {
  const list = LIST_OF_TYPE[positionType];
  if (!list) return undefined;
  const search = new URLSearchParams({
    [POSITION_FILTER_PARAMS.medium]: `${adMedium.id}:${adMedium.name}`,
    [POSITION_FILTER_PARAMS.runs]: `${from},${to}`,
  });
  return `${list}?${search}`;
}

/**
 * The media the medium filter offers: those with a capacity, as the booking calendar lists them
 * (the order desk's own reading of the media; the settings' media list is for their managers).
 */
export async function loadBookedMediumOptions(search: string) {
  const answer = await call(orderEndpoints.ordersBookingCalendar, {
    query: { from: businessDay(), weeks: 1 },
  });
  const needle = search.trim().toLowerCase();
  return answer.rows
    .filter((row) => row.adMedium.name.toLowerCase().includes(needle))
    .filter(
      (row, index, rows) =>
        rows.findIndex((other) => other.adMedium.id === row.adMedium.id) === index,
    )
    .map((row) => ({ id: String(row.adMedium.id), label: row.adMedium.name }));
}
