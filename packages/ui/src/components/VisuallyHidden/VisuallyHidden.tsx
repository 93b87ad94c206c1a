import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'className' | 'style'> {}

/** Text for screen readers only, e.g. the unit beside a number or a hidden heading. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(
  function VisuallyHidden(props, ref) {
    return <span {...props} ref={ref} className={styles.root} />;
  },
);
VisuallyHidden.displayName = 'VisuallyHidden';
