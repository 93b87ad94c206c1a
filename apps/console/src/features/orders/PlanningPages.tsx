import {
  type BookingCalendar,
  businessDay,
  FORECAST_PERIODS,
  type Forecast,
  orderEndpoints,
  type PositionType,
  shiftDay,
} from '@adconsole/api';
import { formatCompact, formatDisplayDate, formatNumber, type Language } from '@adconsole/i18n';
import { Button, DatePicker, Inline, Link, Select, Stack, Text } from '@adconsole/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import * as styles from './orders.css.ts';
import { loadOf, mondayOf } from './planningLoad.ts';
import { Frame, MediumSelect } from './planningParts.tsx';
import { positionsHref } from './positionFilters.ts';
import { unitLabel } from './positionTexts.ts';

const addDays = shiftDay;
/** Today is the business day (Zurich's, as the server counts days). */
const today = () => businessDay();

/**
 * /orders/booking: the booking calendar, two weeks from a Monday, one row per ad medium and a
 * cell per day with what is booked and offered against its capacity (booked / capacity), its
 * colour by how full it is.
 */
export function BookingCalendarPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const companyId = useActingCompanyId();
  const [from, setFrom] = useState(() => mondayOf(today()));
  const [positionType, setPositionType] = useState<PositionType | null>(null);
  const calendar = useQuery({
    ...endpointQuery(
      orderEndpoints.ordersBookingCalendar,
      { query: { from, weeks: 2, ...(positionType ? { positionType } : {}) } },
      companyId,
    ),
    placeholderData: keepPreviousData,
  });
  const weekdays = (day: string) =>
    new Intl.DateTimeFormat(`${language}-CH`, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  return (
    <Frame>
      <Stack space="large">
        <Inline space="small" align="end">
          <Button variant="secondary" onPress={() => setFrom(addDays(from, -7))}>
            {t('orders.booking.previous')}
          </Button>
          <Button variant="secondary" onPress={() => setFrom(mondayOf(today()))}>
            {t('orders.booking.thisWeek')}
          </Button>
          <Button variant="secondary" onPress={() => setFrom(addDays(from, 7))}>
            {t('orders.booking.next')}
          </Button>
          <MediumSelect value={positionType} onChange={setPositionType} />
        </Inline>
        {calendar.isError || !calendar.data ? (
          <QueryPending query={calendar} />
        ) : (
          <CalendarTable calendar={calendar.data} weekday={weekdays} language={language} />
        )}
        <Text tone="muted" size="small">
          {t('orders.booking.legend')}
        </Text>
        {/* This calendar only reads (spec 3); the s15 stranger clicked its cells to book. */}
        <Link href="/orders/booking_v2">{t('orders.booking.toTimeline')}</Link>
      </Stack>
    </Frame>
  );
}

function CalendarTable({
  calendar,
  weekday,
  language,
}: {
  calendar: BookingCalendar;
  weekday: (day: string) => string;
  language: Language;
}) {
  const { t } = useTranslation();
  if (calendar.rows.length === 0) return <Text>{t('orders.booking.empty')}</Text>;
  const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;
  return (
    <Scroller label={t('orders.booking.scroll')}>
      <table
        className={styles.grid}
        aria-label={t('orders.booking.label', {
          from: formatDisplayDate(calendar.from),
          to: formatDisplayDate(calendar.to),
        })}
      >
        <thead>
          <tr>
            <th className={styles.headCell} scope="col">
              {t('orders.booking.adMedium')}
            </th>
            {calendar.days.map((day) => (
              <th
                key={day}
                scope="col"
                className={
                  isMonday(day) ? `${styles.headCell} ${styles.weekStart}` : styles.headCell
                }
              >
                {weekday(day)} {formatDisplayDate(day).slice(0, 5)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.rows.map((row) => (
            <tr key={`${row.adMedium.id}-${row.positionType}`}>
              <th scope="row" className={styles.rowHead}>
                {row.adMedium.name}{' '}
                <Text as="span" size="small" tone="muted">
                  {`${t(`orders.positionType.${row.positionType}`)} · ${unitLabel(t, row.unit)}`}
                </Text>
              </th>
              {row.cells.map((cell) => {
                const used = cell.booked + cell.offered;
                const label = t('orders.booking.cell', {
                  booked: quantity(cell.booked, language),
                  offered: quantity(cell.offered, language),
                  capacity: quantity(cell.capacity, language),
                  count: cell.positions,
                });
                const figure =
                  cell.capacity > 0 || used > 0
                    ? `${compact(used, language)}/${compact(cell.capacity, language)}`
                    : '–';
                // A cell with positions leads to them: the medium's list filtered to the day.
                const href =
                  cell.positions > 0
                    ? positionsHref(row.positionType, row.adMedium, cell.date)
                    : undefined;
                return (
                  <td
                    key={cell.date}
                    className={`${styles.load[loadOf(used, cell.capacity)]}${isMonday(cell.date) ? ` ${styles.weekStart}` : ''}`}
                    title={label}
                    aria-label={href ? undefined : label}
                  >
                    {href ? (
                      <Link
                        href={href}
                        // Its figure first, as it shows (WCAG 2.5.3: the visible text in the name).
                        aria-label={t('orders.booking.cellLink', {
                          figure,
                          medium: row.adMedium.name,
                          day: formatDisplayDate(cell.date),
                          cell: label,
                        })}
                      >
                        {figure}
                      </Link>
                    ) : (
                      figure
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroller>
  );
}

/**
 * A table wider than the page scrolls sideways in a region the keyboard can reach (axe
 * scrollable-region-focusable): arrow keys scroll it once it has the focus.
 */
function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus
    <section className={styles.scroller} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}

/** A quantity: whole numbers without decimals, others with up to two. */
const quantity = (value: number, language: Language) =>
  formatNumber(value, language, { maximumFractionDigits: 2 });

/** 12'500 as 12.5k: a calendar cell is narrow. */
const compact = (value: number, language: Language) => formatCompact(value, language);

/**
 * /orders/forecast: the inventory still free per product and period (capacity less what is
 * booked), from tomorrow on (spec 3 §9: "Forecast start is tomorrow").
 */
export function ForecastPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const companyId = useActingCompanyId();
  const [from, setFrom] = useState(() => addDays(today(), 1));
  const [to, setTo] = useState(() => addDays(today(), 56));
  const [period, setPeriod] = useState<(typeof FORECAST_PERIODS)[number]>('WEEK');
  const [positionType, setPositionType] = useState<PositionType | null>(null);
  const valid = Boolean(from && to && from <= to);
  const forecast = useQuery({
    ...endpointQuery(
      orderEndpoints.ordersForecast,
      { query: { from, to, period, ...(positionType ? { positionType } : {}) } },
      companyId,
    ),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  return (
    <Frame>
      <Stack space="large">
        <Inline space="medium" align="end">
          <DatePicker
            label={t('orders.forecast.from')}
            value={from}
            onChange={(value) => setFrom(value ?? '')}
          />
          <DatePicker
            label={t('orders.forecast.to')}
            value={to}
            onChange={(value) => setTo(value ?? '')}
          />
          <Select
            label={t('orders.forecast.period')}
            value={period}
            onChange={(value) =>
              setPeriod(FORECAST_PERIODS.find((item) => item === value) ?? 'WEEK')
            }
            options={FORECAST_PERIODS.map((item) => ({
              id: item,
              label: t(`orders.forecast.periods.${item}`),
            }))}
          />
          <MediumSelect value={positionType} onChange={setPositionType} />
        </Inline>
        {!valid ? (
          <Text tone="critical">{t('orders.forecast.badRange')}</Text>
        ) : forecast.isError || !forecast.data ? (
          <QueryPending query={forecast} />
        ) : (
          <ForecastTable forecast={forecast.data} language={language} />
        )}
      </Stack>
    </Frame>
  );
}

function ForecastTable({ forecast, language }: { forecast: Forecast; language: Language }) {
  const { t } = useTranslation();
  if (forecast.items.length === 0) return <Text>{t('orders.forecast.empty')}</Text>;
  return (
    <Scroller label={t('orders.forecast.scroll')}>
      <table className={styles.grid} aria-label={t('orders.forecast.label')}>
        <thead>
          <tr>
            {(['product', 'adMedium', 'period', 'capacity', 'booked', 'available'] as const).map(
              (column) => (
                <th key={column} scope="col" className={styles.headCell}>
                  {t(`orders.forecast.columns.${column}`)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {forecast.items.map((item) => {
            const unit = unitLabel(t, item.unit);
            return (
              <tr key={`${item.product.id}-${item.periodStart}`}>
                <th scope="row" className={styles.rowHead}>
                  {item.product.name}
                </th>
                <td className={styles.cell}>{item.adMedium.name}</td>
                <td className={styles.cell}>
                  {formatDisplayDate(item.periodStart)} – {formatDisplayDate(item.periodEnd)}
                </td>
                <td
                  className={styles.numberCell}
                >{`${quantity(item.capacity, language)} ${unit}`}</td>
                <td
                  className={styles.numberCell}
                >{`${quantity(item.booked, language)} ${unit}`}</td>
                <td className={styles.load[loadOf(item.booked, item.capacity)]}>
                  {`${quantity(item.available, language)} ${unit}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Scroller>
  );
}
