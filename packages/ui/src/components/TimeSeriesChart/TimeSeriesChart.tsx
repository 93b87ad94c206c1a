import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type uPlot from 'uplot';
import { useUiLocale, useUiText } from '../../provider/context.ts';
import { swissLocales } from '../../provider/locales.ts';
import * as hidden from '../VisuallyHidden/VisuallyHidden.css.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './TimeSeriesChart.css.ts';

/** One line of the chart: a value per day (null where there is none). */
export interface ChartSeries {
  key: string;
  label: string;
  values: readonly (number | null)[];
}

export const CHART_VIEWS = ['chart', 'table'] as const;
export type ChartView = (typeof CHART_VIEWS)[number];

export interface TimeSeriesChartProps {
  /** What the chart shows: its heading and its accessible name. */
  title: string;
  /**
   * The figures in words for screen readers (the app formats them in its language), e.g.
   * "365 days, 48.2 million impressions, most on 12 December": the canvas itself is not read.
   */
  summary: string;
  /** The days (YYYY-MM-DD), ascending; every series has a value per day. */
  days: readonly string[];
  series: readonly ChartSeries[];
  /** The table's first column header: what a point is (a day, a week, a month); "Day" by default. */
  pointLabel?: string;
  /** A day as shown on the axis and in the table; by default DD.MM.YYYY (Swiss). */
  formatDay?: (day: string) => string;
  /** A value as shown; by default a Swiss number (1'234'567). */
  formatValue?: (value: number, series: ChartSeries) => string;
  /** Chart or table (controlled, e.g. from the URL's `view`); uncontrolled without it. */
  view?: ChartView;
  defaultView?: ChartView;
  onViewChange?: (view: ChartView) => void;
  /** The plot's height in pixels. */
  height?: number;
  /** Called after each draw with its time in milliseconds (for the benchmark). */
  onDraw?: (milliseconds: number) => void;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const cached = <T,>(map: Map<string, T>, key: string, make: () => T) => {
  const found = map.get(key);
  if (found) return found;
  const made = make();
  map.set(key, made);
  return made;
};

/** The colour a CSS variable reference (`var(--x)`) holds on an element, for the canvas. */
function resolveColor(element: Element, reference: string): string {
  const name = /var\((--[^),]+)/.exec(reference)?.[1];
  return name
    ? getComputedStyle(element).getPropertyValue(name).trim() || 'currentColor'
    : reference;
}

/**
 * A line chart of daily figures on uPlot, loaded on demand (the first chart shown fetches it),
 * with the same numbers as a table: in the table view visible, in the chart view for screen
 * readers only (a canvas is invisible to them), with a summary and totals. Swiss number and
 * date formats in every language.
 */
export function TimeSeriesChart({
  title,
  summary,
  days,
  series,
  pointLabel,
  formatDay,
  formatValue,
  view: controlledView,
  defaultView = 'chart',
  onViewChange,
  height = 280,
  onDraw,
}: TimeSeriesChartProps) {
  const id = useId();
  const text = useUiText();
  const locale = swissLocales[useUiLocale()];
  const [ownView, setOwnView] = useState<ChartView>(defaultView);
  const view = controlledView ?? ownView;
  const [cursor, setCursor] = useState<number | null>(null);
  const [drawn, setDrawn] = useState(false);
  const plotRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);

  const dayText = useMemo(() => {
    if (formatDay) return formatDay;
    const format = cached(dayFormats, locale, () =>
      Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [formatDay, locale]);
  const valueText = useMemo(() => {
    if (formatValue) return formatValue;
    const format = cached(numberFormats, locale, () => Intl.NumberFormat(locale));
    return (value: number) => format.format(value);
  }, [formatValue, locale]);
  const totals = useMemo(
    () => series.map((line) => line.values.reduce<number>((sum, value) => sum + (value ?? 0), 0)),
    [series],
  );

  // The latest formatters and callbacks for uPlot's hooks, without redrawing on each render.
  const live = useRef({ dayText, valueText, onDraw, days, series });
  live.current = { dayText, valueText, onDraw, days, series };

  const showChart = view === 'chart';
  useEffect(() => {
    const element = plotRef.current;
    if (!showChart || !element) return;
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    setDrawn(false);
    void import('./uplot.ts').then(({ default: UPlot }) => {
      if (cancelled) return;
      const started = performance.now();
      const axis = resolveColor(element, styles.canvasColors.axis);
      const grid = resolveColor(element, styles.canvasColors.grid);
      const options: uPlot.Options = {
        width: Math.max(element.clientWidth, 200),
        height,
        legend: { show: false },
        // Half a point of room on either side: the first and last labels are not cut.
        scales: { x: { time: false, range: (_chart, min, max) => [min - 0.5, max + 0.5] } },
        cursor: { y: false, points: { size: 6 } },
        axes: [
          {
            stroke: axis,
            grid: { stroke: grid, width: 1 },
            ticks: { show: false },
            space: 90,
            incrs: [1, 2, 7, 14, 30, 61, 91, 182, 365],
            values: (_chart, splits) =>
              splits.map((index) => {
                const day = live.current.days[index];
                return Number.isInteger(index) && day ? live.current.dayText(day) : '';
              }),
          },
          {
            stroke: axis,
            grid: { stroke: grid, width: 1 },
            ticks: { show: false },
            // As wide as the longest label (money: "CHF 11'000.00"), measured on the canvas in
            // the axis' font (uPlot's own recipe for dynamic axis sizes).
            size: (chart, values, axisIndex, cycle) => {
              const axis = chart.axes[axisIndex] as uPlot.Axis & { _size?: number };
              if (cycle > 1 && axis._size) return axis._size;
              const longest = (values ?? []).reduce(
                (found, value) => (value.length > found.length ? value : found),
                '',
              );
              const font = Array.isArray(axis.font) ? axis.font[0] : axis.font;
              if (font) chart.ctx.font = String(font);
              const width = longest ? chart.ctx.measureText(longest).width / devicePixelRatio : 0;
              return Math.ceil(width + 16);
            },
            values: (_chart, splits) =>
              splits.map((value) =>
                live.current.valueText(value, live.current.series[0] as ChartSeries),
              ),
          },
        ],
        series: [
          {},
          ...series.map((line, index) => ({
            label: line.label,
            stroke: resolveColor(
              element,
              styles.toneColors[styles.TONES[index % styles.TONES.length] ?? 'brand'],
            ),
            width: 2,
            points: { show: false },
          })),
        ],
        hooks: {
          draw: [
            () => {
              live.current.onDraw?.(performance.now() - started);
              setDrawn(true);
            },
          ],
          setCursor: [(chart) => setCursor(chart.cursor.idx ?? null)],
        },
      };
      const data: uPlot.AlignedData = [
        days.map((_, index) => index),
        ...series.map((line) => line.values as (number | null)[]),
      ];
      const chart = new UPlot(options, data, element);
      chartRef.current = chart;
      // uPlot draws the canvas only; its wrapper is a picture of the table below.
      chart.root.setAttribute('aria-hidden', 'true');
      observer = new ResizeObserver(() => {
        const width = element.clientWidth;
        if (width > 0 && width !== chart.width) chart.setSize({ width, height });
      });
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chartRef.current?.destroy();
      chartRef.current = null;
    };
  }, [showChart, days, series, height]);

  const changeView = (next: ChartView) => {
    if (controlledView === undefined) setOwnView(next);
    onViewChange?.(next);
  };
  const shown = cursor ?? days.length - 1;

  const table = (
    <table className={styles.table} aria-labelledby={`${id}-title`}>
      <thead>
        <tr>
          <th scope="col" className={`${styles.cell} ${styles.headCell}`}>
            {pointLabel ?? text('ui.chart.day')}
          </th>
          {series.map((line) => (
            <th
              key={line.key}
              scope="col"
              className={`${styles.cell} ${styles.headCell} ${styles.number}`}
            >
              {line.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day, row) => (
          <tr key={day}>
            <th scope="row" className={styles.cell}>
              {dayText(day)}
            </th>
            {series.map((line) => {
              const value = line.values[row];
              return (
                <td key={line.key} className={`${styles.cell} ${styles.number}`}>
                  {value === null || value === undefined ? '–' : valueText(value, line)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.totalRow}>
          <th scope="row" className={styles.cell}>
            {text('ui.chart.total')}
          </th>
          {series.map((line, index) => (
            <td key={line.key} className={`${styles.cell} ${styles.number}`}>
              {valueText(totals[index] ?? 0, line)}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );

  return (
    <figure
      className={styles.root}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      data-view={view}
      data-drawn={showChart && drawn ? '' : undefined}
    >
      <div className={styles.header}>
        <span id={`${id}-title`} className={styles.title}>
          {title}
        </span>
        <ToggleButtonGroup
          aria-label={text('ui.chart.view')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[view]}
          onSelectionChange={(keys) => {
            const [next] = [...keys];
            if (next === 'chart' || next === 'table') changeView(next);
          }}
          className={styles.views}
        >
          {CHART_VIEWS.map((option) => (
            <ToggleButton key={option} id={option} className={styles.view}>
              {text(option === 'chart' ? 'ui.chart.showChart' : 'ui.chart.showTable')}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      <VisuallyHidden id={`${id}-summary`}>{summary}</VisuallyHidden>
      {showChart ? (
        <>
          <div ref={plotRef} className={styles.plot} />
          <ul className={styles.legend} aria-hidden="true">
            {series.map((line, index) => {
              const value = line.values[shown];
              return (
                <li key={line.key} className={styles.legendItem}>
                  <span
                    className={styles.swatch({
                      tone: styles.TONES[index % styles.TONES.length] ?? 'brand',
                    })}
                  />
                  {line.label}
                  {days[shown] && value !== null && value !== undefined ? (
                    <span className={styles.legendValue}>
                      {`${dayText(days[shown])}: ${valueText(value, line)}`}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <div className={hidden.root}>{table}</div>
        </>
      ) : (
        // Scrolls within its box: a region the keyboard can reach and scroll.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (axe scrollable-region-focusable)
        <section className={styles.tableBox} aria-labelledby={`${id}-title`} tabIndex={0}>
          {table}
        </section>
      )}
    </figure>
  );
}
TimeSeriesChart.displayName = 'TimeSeriesChart';
