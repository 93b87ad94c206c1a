import { createElement, forwardRef, type HTMLAttributes } from 'react';
import { type Sprinkles, sprinkles } from '../../css/sprinkles.css.ts';

export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'ul',
  'ol',
  'li',
  'dl',
] as const;

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles>, Sprinkles {
  as?: (typeof boxElements)[number];
}

/**
 * The layout atom: every sprinkle (spacing, flex, display, surface) is a prop, the responsive
 * ones take a value per breakpoint (`gap={{ xs: 'small', md: 'large' }}`). As a layout primitive
 * it also takes `className`, so ui's own components can add their styles.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as = 'div', className, ...rest },
  ref,
) {
  const atomProps: Record<string, unknown> = {};
  const domProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else domProps[key] = value;
  }
  const classes = [sprinkles(atomProps as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...domProps, ref, className: classes });
});
Box.displayName = 'Box';
