import { useId } from 'react';
import * as styles from './DeliveryChart.css.ts';

/** One day of an ad's delivery. */
export interface DeliveryPoint {
  /** YYYY-MM-DD */
  day: string;
  impressions: number;
  viewableImpressions: number;
}

export interface DeliveryChartProps {
  points: readonly DeliveryPoint[];
  /** What the chart shows, for screen readers: "Impressions per day of Wideboard Startseite". */
  title: string;
  /**
   * The figures in words (the app formats them in its language): read out after the title,
   * e.g. "28 days, 412,000 impressions, 61 % viewable, least on 3 March".
   */
  description: string;
  width?: number;
  height?: number;
}

/**
 * A small bar chart of an ad's daily delivery: a bar per day (its impressions), the viewable
 * part darker inside it, a day without impressions marked in the critical colour at the
 * baseline. An image for assistive technology, named by `title` and described by
 * `description`; the app shows the same figures as text beside it.
 */
export function DeliveryChart({
  points,
  title,
  description,
  width = 168,
  height = 40,
}: DeliveryChartProps) {
  const id = useId();
  const max = Math.max(1, ...points.map((point) => point.impressions));
  const slot = points.length > 0 ? width / points.length : width;
  const barWidth = Math.max(1, slot - 1);
  return (
    <svg
      className={styles.root}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {points.map((point, index) => {
        const total = (point.impressions / max) * (height - 2);
        const viewable =
          (Math.min(point.viewableImpressions, point.impressions) / max) * (height - 2);
        const x = index * slot;
        return point.impressions === 0 ? (
          <rect
            key={point.day}
            className={styles.emptyBar}
            x={x}
            y={height - 3}
            width={barWidth}
            height={2}
          />
        ) : (
          <g key={point.day}>
            <rect
              className={styles.viewableBar}
              x={x}
              y={height - 1 - total}
              width={barWidth}
              height={total}
            />
            <rect
              className={styles.bar}
              x={x}
              y={height - 1 - viewable}
              width={barWidth}
              height={viewable}
            />
          </g>
        );
      })}
      <line className={styles.baseline} x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} />
    </svg>
  );
}
DeliveryChart.displayName = 'DeliveryChart';
