import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Card.css.ts';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  as?: 'div' | 'section' | 'article';
}

/** A bordered surface that groups related content. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { as: Element = 'section', ...rest },
  ref,
) {
  return <Element {...rest} ref={ref as never} className={styles.root} />;
});
Card.displayName = 'Card';
