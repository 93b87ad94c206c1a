import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Heading.css.ts';

export const headingLevels = [1, 2, 3] as const;

export interface HeadingProps
  extends Omit<HTMLAttributes<HTMLHeadingElement>, 'className' | 'style'> {
  level?: (typeof headingLevels)[number];
}

export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 1, ...rest },
  ref,
) {
  const Element = `h${level}` as const;
  return <Element {...rest} ref={ref} className={styles.root({ level })} />;
});
Heading.displayName = 'Heading';
