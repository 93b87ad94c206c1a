import { forwardRef, type ReactNode } from 'react';
import * as styles from './StatusBadge.css.ts';

export interface StatusBadgeProps {
  /** The status in words: the colour only repeats it. */
  children: ReactNode;
  tone?: (typeof styles.statusTones)[number];
}

/** A status label in one of the spec's status colours, e.g. BOOKED in positive. */
export const StatusBadge = forwardRef<HTMLSpanElement, StatusBadgeProps>(function StatusBadge(
  { children, tone = 'neutral' },
  ref,
) {
  return (
    <span ref={ref} className={styles.root({ tone })} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.label}>{children}</span>
    </span>
  );
});
StatusBadge.displayName = 'StatusBadge';
