import * as styles from './Spinner.css.ts';

export interface SpinnerProps {
  /** Announced to assistive technology; leave out when the spinner only decorates a labelled control. */
  label?: string;
}

export function Spinner({ label }: SpinnerProps) {
  return label ? (
    <span className={styles.root} role="status" aria-label={label} />
  ) : (
    <span className={styles.root} aria-hidden="true" />
  );
}
Spinner.displayName = 'Spinner';
