import {
  type BookingTimeline,
  businessDay,
  orderEndpoints,
  type PositionType,
  shiftDay,
  TIMELINE_GRAINS,
} from '@adconsole/api';
import { formatDisplayDate, formatNumber, type Language } from '@adconsole/i18n';
import { Button, Inline, Link, Select, Stack, Text } from '@adconsole/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { isoWeek, loadOf, mondayOf } from './planningLoad.ts';
import { Frame, MediumSelect } from './planningParts.tsx';
import { positionsHref } from './positionFilters.ts';
import { unitLabel } from './positionTexts.ts';
import * as styles from './timeline.css.ts';
import { newOrderHref, type Selection, selectionOf, stepOf } from './timelineSelection.ts';

type Grain = (typeof TIMELINE_GRAINS)[number];
type Row = BookingTimeline['rows'][number];
type Cell = BookingTimeline['cells'][number];

/** The window each zoom loads: a year of weeks, or eight weeks of days. */
const WINDOW_WEEKS: Record<Grain, number> = { WEEK: 52, DAY: 8 };

/**
 * /orders/booking_v2 (issue 44): the booking calendar as a resource timeline. Ad media down,
 * weeks (from Monday) or days across, each cell the share of the medium's capacity its booked
 * and offered positions take; an overbooked cell (a day with more positions than the medium
 * takes) is hatched and carries a sign and the word in its name. A range chosen on one medium
 * (drag, or Enter and Shift+arrows) starts a new order for the medium and the period. Both
 * directions are virtualised (TanStack Virtual): a year of weeks for a thousand media draws
 * only the cells in view.
 */
export function BookingTimelinePage() {
  const { t } = useTranslation();
  const companyId = useActingCompanyId();
  const [grain, setGrain] = useState<Grain>('WEEK');
  const [from, setFrom] = useState(() => mondayOf(businessDay()));
  const [positionType, setPositionType] = useState<PositionType | null>(null);
  const timeline = useQuery({
    ...endpointQuery(
      orderEndpoints.ordersBookingTimeline,
      {
        query: {
          from,
          weeks: WINDOW_WEEKS[grain],
          grain,
          ...(positionType ? { positionType } : {}),
        },
      },
      companyId,
    ),
    placeholderData: keepPreviousData,
  });
  // Earlier and later move by a quarter of weeks or by a week of days.
  const step = grain === 'WEEK' ? 13 * 7 : 7;
  return (
    <Frame>
      <Stack space="large">
        <Inline space="small" align="end">
          <Button variant="secondary" onPress={() => setFrom(shiftDay(from, -step))}>
            {t('orders.timeline.earlier')}
          </Button>
          <Button variant="secondary" onPress={() => setFrom(mondayOf(businessDay()))}>
            {t('orders.timeline.today')}
          </Button>
          <Button variant="secondary" onPress={() => setFrom(shiftDay(from, step))}>
            {t('orders.timeline.later')}
          </Button>
          <Select
            label={t('orders.timeline.zoom')}
            value={grain}
            onChange={(chosen) =>
              setGrain(TIMELINE_GRAINS.find((item) => item === chosen) ?? 'WEEK')
            }
            options={TIMELINE_GRAINS.map((item) => ({
              id: item,
              label: t(`orders.timeline.grains.${item}`),
            }))}
          />
          <MediumSelect value={positionType} onChange={setPositionType} />
        </Inline>
        {timeline.isError || !timeline.data ? (
          <QueryPending query={timeline} />
        ) : timeline.data.rows.length === 0 ? (
          <Text>{t('orders.booking.empty')}</Text>
        ) : (
          <TimelineGrid
            // A new window starts with the focus on its first cell and nothing chosen.
            key={`${timeline.data.from}/${timeline.data.grain}/${positionType ?? ''}`}
            timeline={timeline.data}
          />
        )}
        <Text tone="muted" size="small">
          {t('orders.timeline.legend')}
        </Text>
      </Stack>
    </Frame>
  );
}

/** The focused row or column stays drawn when scrolled away: the grid keeps its tab stop. */
function keeping(range: Range, index: number) {
  const indexes = defaultRangeExtractor(range);
  return indexes.includes(index) ? indexes : [...indexes, index].sort((a, b) => a - b);
}

interface Point {
  row: number;
  column: number;
}

/** The texts of a period: its column head (two lines) and its name for a screen reader. */
function usePeriodTexts(timeline: BookingTimeline) {
  const { t } = useTranslation();
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return useMemo(() => {
    const weekday = new Intl.DateTimeFormat(`${language}-CH`, {
      weekday: 'short',
      timeZone: 'UTC',
    });
    return timeline.periods.map((period) => {
      const start = formatDisplayDate(period.start);
      if (timeline.grain === 'WEEK') {
        const week = t('orders.timeline.week', { week: isoWeek(period.start) });
        return {
          head: week,
          sub: start.slice(0, 6),
          name: `${week}, ${start} – ${formatDisplayDate(period.end)}`,
        };
      }
      const day = weekday.format(new Date(`${period.start}T00:00:00Z`));
      return { head: day, sub: start.slice(0, 6), name: `${day} ${start}` };
    });
  }, [timeline, t, language]);
}

/** The virtualised grid with roving focus (one cell in the tab order) and the range choice. */
function TimelineGrid({ timeline }: { timeline: BookingTimeline }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<Point>({ row: 0, column: 0 });
  const [selection, setSelection] = useState<Selection>();
  const dragging = useRef(false);
  const moved = useRef(false);
  const periods = usePeriodTexts(timeline);
  const cellOf = useMemo(() => {
    const byKey = new Map<number, Cell>();
    const width = timeline.periods.length;
    for (const cell of timeline.cells) byKey.set(cell.row * width + cell.period, cell);
    return (row: number, column: number) => byKey.get(row * width + column);
  }, [timeline]);
  const columnWidth = styles.COLUMN_WIDTH[timeline.grain];
  const rows = useVirtualizer({
    count: timeline.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => styles.ROW_HEIGHT,
    overscan: 6,
    scrollPaddingStart: styles.HEAD_HEIGHT,
    rangeExtractor: useCallback((range: Range) => keeping(range, focus.row), [focus.row]),
  });
  const columns = useVirtualizer({
    horizontal: true,
    count: timeline.periods.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => columnWidth,
    overscan: 3,
    scrollPaddingStart: styles.ROW_HEAD_WIDTH,
    rangeExtractor: useCallback((range: Range) => keeping(range, focus.column), [focus.column]),
  });

  // A move by the keyboard scrolls the cell into view, then gives it the focus once drawn.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    rows.scrollToIndex(focus.row);
    columns.scrollToIndex(focus.column);
    requestAnimationFrame(() =>
      scroller.current
        ?.querySelector<HTMLElement>(`[data-cell="${focus.row}-${focus.column}"]`)
        ?.focus({ preventScroll: true }),
    );
  }, [focus, rows, columns]);

  const clampColumn = (column: number) =>
    Math.max(0, Math.min(timeline.periods.length - 1, column));
  const moveTo = (point: Point) => {
    moved.current = true;
    setFocus({
      row: Math.max(0, Math.min(timeline.rows.length - 1, point.row)),
      column: clampColumn(point.column),
    });
  };
  const startOrder = (chosen: Selection) => void navigate({ href: newOrderHref(timeline, chosen) });

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const horizontal = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
    // Shift+arrow sideways extends the range on its medium (from the focus, if none yet).
    if (event.shiftKey && horizontal) {
      event.preventDefault();
      const base =
        selection?.row === focus.row
          ? selection
          : { row: focus.row, from: focus.column, to: focus.column };
      const column = clampColumn(focus.column + (event.key === 'ArrowRight' ? 1 : -1));
      moveTo({ row: base.row, column });
      setSelection({ ...base, to: column });
      return;
    }
    const target = stepOf(event.key, event.ctrlKey || event.metaKey, focus, {
      rows: timeline.rows.length,
      columns: timeline.periods.length,
      page: Math.max(
        1,
        Math.floor((scroller.current?.clientHeight ?? 400) / styles.ROW_HEIGHT) - 2,
      ),
    });
    if (target) {
      event.preventDefault();
      // Moving to another medium lets the range go (a range lies on one medium).
      if (selection && target.row !== selection.row) setSelection(undefined);
      moveTo(target);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (selection && selection.row === focus.row) startOrder(selection);
      else setSelection({ row: focus.row, from: focus.column, to: focus.column });
    } else if (event.key === 'Escape' && selection) {
      event.preventDefault();
      setSelection(undefined);
    }
  };

  const pointAt = (event: PointerEvent<HTMLTableElement>): Point | undefined => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    const [row, column] = (cell?.dataset.cell ?? '').split('-').map(Number);
    return row === undefined || column === undefined || Number.isNaN(column)
      ? undefined
      : { row, column };
  };
  const onPointerDown = (event: PointerEvent<HTMLTableElement>) => {
    const point = pointAt(event);
    if (!point || event.button !== 0) return;
    dragging.current = true;
    setFocus(point);
    setSelection(
      event.shiftKey && selection?.row === point.row
        ? { ...selection, to: point.column }
        : { row: point.row, from: point.column, to: point.column },
    );
  };
  const onPointerOver = (event: PointerEvent<HTMLTableElement>) => {
    if (!dragging.current || !selection) return;
    const point = pointAt(event);
    if (point && point.row === selection.row && point.column !== selection.to) {
      setFocus(point);
      setSelection({ ...selection, to: point.column });
    }
  };
  useEffect(() => {
    const stop = () => {
      dragging.current = false;
    };
    window.addEventListener('pointerup', stop);
    return () => window.removeEventListener('pointerup', stop);
  }, []);

  const chosen = selection ? selectionOf(timeline, selection) : undefined;
  const fullInChoice = chosen
    ? chosen.columns.filter((column) => {
        const cell = cellOf(chosen.row, column);
        const capacity = timeline.rows[chosen.row]?.capacityPerDay ?? 0;
        return cell !== undefined && (cell.peak >= capacity || capacity <= 0);
      }).length
    : 0;
  const chosenPositions = chosen
    ? positionsHref(chosen.medium.positionType, chosen.medium.adMedium, chosen.start, chosen.end)
    : undefined;
  const totalWidth = styles.ROW_HEAD_WIDTH + columns.getTotalSize();
  const gridLabel = t('orders.timeline.label', {
    from: formatDisplayDate(timeline.from),
    to: formatDisplayDate(timeline.to),
  });
  return (
    <Stack space="medium">
      <Text size="small" tone="muted" id="booking-timeline-keys">
        {t('orders.timeline.keys')}
      </Text>
      {/* The scroller holds the grid; its cells take the focus, its head row and medium column stay. */}
      <div ref={scroller} className={styles.scroller}>
        <table
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an interactive table is a grid (ARIA grid pattern): arrows move between its cells
          role="grid"
          aria-label={gridLabel}
          aria-describedby="booking-timeline-keys"
          aria-rowcount={timeline.rows.length + 1}
          aria-colcount={timeline.periods.length + 1}
          aria-multiselectable="true"
          className={styles.table}
          style={{ width: totalWidth, height: styles.HEAD_HEIGHT + rows.getTotalSize() }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerOver={onPointerOver}
        >
          <thead className={styles.header} style={{ width: totalWidth }}>
            <tr aria-rowindex={1} className={styles.headRow}>
              <th scope="col" aria-colindex={1} className={styles.corner}>
                {t('orders.booking.adMedium')}
              </th>
              {columns.getVirtualItems().map((column) => {
                const period = periods[column.index];
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-colindex={column.index + 2}
                    aria-label={period?.name}
                    className={styles.columnHead}
                    style={{ left: styles.ROW_HEAD_WIDTH + column.start, width: column.size }}
                  >
                    <span>{period?.head}</span>
                    <span className={styles.columnSub}>{period?.sub}</span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={styles.body}>
            {rows.getVirtualItems().map((virtualRow) => {
              const row = timeline.rows[virtualRow.index] as Row;
              return (
                <tr
                  key={virtualRow.key}
                  aria-rowindex={virtualRow.index + 2}
                  className={styles.row}
                  style={{
                    width: totalWidth,
                    transform: `translateY(${styles.HEAD_HEIGHT + virtualRow.start}px)`,
                  }}
                >
                  <th
                    scope="row"
                    aria-colindex={1}
                    className={styles.rowHead}
                    title={row.adMedium.name}
                  >
                    <span className={styles.mediumName}>{row.adMedium.name}</span>
                    <span className={styles.mediumKind}>
                      {`${t(`orders.positionType.${row.positionType}`)} · ${unitLabel(t, row.unit)}`}
                    </span>
                  </th>
                  {columns.getVirtualItems().map((column) => (
                    <TimelineCell
                      key={column.key}
                      row={row}
                      rowIndex={virtualRow.index}
                      column={column.index}
                      left={styles.ROW_HEAD_WIDTH + column.start}
                      width={column.size}
                      cell={cellOf(virtualRow.index, column.index)}
                      days={timeline.grain === 'WEEK' ? 7 : 1}
                      period={periods[column.index]?.name ?? ''}
                      focused={focus.row === virtualRow.index && focus.column === column.index}
                      selected={
                        chosen !== undefined &&
                        chosen.row === virtualRow.index &&
                        chosen.columns.includes(column.index)
                      }
                      language={language}
                    />
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {chosen && (
        <section aria-label={t('orders.timeline.selectionLabel')} className={styles.selectionBar}>
          <Stack space="small">
            <Text role="status">
              {t('orders.timeline.selection', {
                medium: chosen.medium.adMedium.name,
                from: formatDisplayDate(chosen.start),
                to: formatDisplayDate(chosen.end),
              })}
              {fullInChoice > 0
                ? ` ${t('orders.timeline.selectionFull', { count: fullInChoice })}`
                : ''}
            </Text>
            <Inline space="small">
              <Button onPress={() => selection && startOrder(selection)}>
                {t('orders.timeline.newOrder')}
              </Button>
              <Button variant="secondary" onPress={() => setSelection(undefined)}>
                {t('orders.timeline.clear')}
              </Button>
              {/* The positions already on the medium in the chosen days, as the booking calendar's
                  cells lead to them (its list filtered to the medium and the days). */}
              {chosenPositions && (
                <Link href={chosenPositions}>{t('orders.timeline.showPositions')}</Link>
              )}
            </Inline>
          </Stack>
        </section>
      )}
    </Stack>
  );
}

/** One medium's period: its share of the capacity taken, and the conflict sign when overbooked. */
function TimelineCell({
  row,
  rowIndex,
  column,
  left,
  width,
  cell,
  days,
  period,
  focused,
  selected,
  language,
}: {
  row: Row;
  rowIndex: number;
  column: number;
  left: number;
  width: number;
  cell: Cell | undefined;
  days: number;
  period: string;
  focused: boolean;
  selected: boolean;
  language: Language;
}) {
  const { t } = useTranslation();
  const booked = cell?.booked ?? 0;
  const offered = cell?.offered ?? 0;
  const capacity = row.capacityPerDay * days;
  const over = cell !== undefined && cell.peak > row.capacityPerDay;
  const share = capacity > 0 ? (booked + offered) / capacity : 0;
  // Whole percent in the Swiss number format of every language (1'250 %), never cut.
  const shareText = `${formatNumber(share * 100, language, { maximumFractionDigits: 0 })} %`;
  const load = over ? 'over' : loadOf(booked + offered, capacity);
  const name = [
    `${row.adMedium.name}, ${period}: ${t('orders.timeline.cell', {
      share: shareText,
      booked: formatNumber(booked, language),
      offered: formatNumber(offered, language),
      capacity: formatNumber(capacity, language),
    })}`,
    over
      ? t('orders.timeline.over', {
          peak: formatNumber(cell.peak, language),
          capacity: formatNumber(row.capacityPerDay, language),
        })
      : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <td
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the grid (its table role is grid): it takes the focus and is chosen
      role="gridcell"
      aria-colindex={column + 2}
      aria-selected={selected}
      aria-label={name}
      title={name}
      tabIndex={focused ? 0 : -1}
      data-cell={`${rowIndex}-${column}`}
      data-load={load}
      className={`${styles.cell[load]}${selected ? ` ${styles.selected}` : ''}`}
      style={{ left, width }}
    >
      {over && (
        <span aria-hidden="true" className={styles.conflictSign}>
          ⚠
        </span>
      )}
      <span aria-hidden="true" className={over ? styles.share : undefined}>
        {cell ? shareText : '–'}
      </span>
    </td>
  );
}
