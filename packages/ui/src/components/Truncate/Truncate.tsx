import { useLayoutEffect, useState } from 'react';
import { Focusable } from 'react-aria-components';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import * as styles from './Truncate.css.ts';

export interface TruncateProps {
  /** The full text; when it does not fit it ends in "…" and the tooltip shows all of it. */
  children: string;
}

/**
 * Text cut to its container's width. Only when it is actually cut does it become focusable
 * and show the full text in a tooltip, so keyboard users can read it too.
 */
export function Truncate({ children }: TruncateProps) {
  const [element, setElement] = useState<HTMLSpanElement | null>(null);
  const [isTruncated, setTruncated] = useState(false);

  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setTruncated(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  if (!isTruncated) {
    return (
      <span ref={setElement} className={styles.root}>
        {children}
      </span>
    );
  }
  // The tab stop is how keyboard users reach the full text. (react-aria's Focusable asks for
  // a widget role in development; text has none, and a fake one would promise an action.)
  return (
    <Tooltip content={children}>
      <Focusable>
        <span ref={setElement} className={styles.root} data-truncated>
          {children}
        </span>
      </Focusable>
    </Tooltip>
  );
}
Truncate.displayName = 'Truncate';
