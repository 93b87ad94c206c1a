import { forwardRef } from 'react';
import { formatCount } from '../../provider/locales.ts';
import * as styles from './Badge.css.ts';

export interface BadgeProps {
  /** A count shows up to `max`, then as `max+`, written as counts are (1'250). */
  children: number | string;
  tone?: (typeof styles.badgeTones)[number];
  max?: number;
  /**
   * What the number counts ("3 unread comments"): the badge's name for screen readers and its
   * legend on hover.
   */
  'aria-label'?: string;
}

/** A small solid pill for a count or a short tag, e.g. the unread-comments badge. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { children, tone = 'brand', max = 99, 'aria-label': ariaLabel },
  ref,
) {
  const shown =
    typeof children === 'number'
      ? children > max
        ? `${formatCount(max)}+`
        : formatCount(children)
      : children;
  return (
    <span
      ref={ref}
      className={styles.root({ tone })}
      {...(ariaLabel ? { role: 'img', 'aria-label': ariaLabel, title: ariaLabel } : {})}
    >
      {shown}
    </span>
  );
});
Badge.displayName = 'Badge';
