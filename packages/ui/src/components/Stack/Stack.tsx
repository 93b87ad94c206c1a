import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Stack.css.ts';

export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /** Vertical stacks children top to bottom; horizontal lines them up and wraps. */
  direction?: 'vertical' | 'horizontal';
  space?: (typeof styles.stackSpaces)[number];
  align?: (typeof styles.stackAligns)[number];
  as?: 'div' | 'section' | 'header' | 'main' | 'nav' | 'ul' | 'dl';
}

/** Lays out its children with even space between them. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { direction = 'vertical', space = 'medium', align = 'stretch', as: Element = 'div', ...rest },
  ref,
) {
  return (
    <Element {...rest} ref={ref as never} className={styles.root({ direction, space, align })} />
  );
});
Stack.displayName = 'Stack';
