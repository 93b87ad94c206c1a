import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Text.css.ts';

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  tone?: (typeof styles.textTones)[number];
  size?: (typeof styles.textSizes)[number];
  weight?: 'regular' | 'strong';
  as?: 'p' | 'span' | 'div' | 'dt' | 'dd';
}

/** Body text in one of the theme's tones and sizes. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { tone = 'neutral', size = 'medium', weight = 'regular', as: Element = 'p', ...rest },
  ref,
) {
  return <Element {...rest} ref={ref as never} className={styles.root({ tone, size, weight })} />;
});
Text.displayName = 'Text';
