import { forwardRef } from 'react';
import type { Sprinkles } from '../../css/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';

export const stackSpaces = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
] as const;
export const stackAligns = ['start', 'center', 'end', 'stretch'] as const;

const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
} as const satisfies Record<(typeof stackAligns)[number], Sprinkles['alignItems']>;

export interface StackProps extends Omit<BoxProps, keyof Sprinkles | 'className' | 'style'> {
  /** Vertical stacks children top to bottom; horizontal lines them up and wraps. */
  direction?: 'vertical' | 'horizontal';
  space?: (typeof stackSpaces)[number];
  align?: (typeof stackAligns)[number];
}

/** Lays out its children with even space between them. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { direction = 'vertical', space = 'medium', align = 'stretch', ...rest },
  ref,
) {
  return (
    <Box
      {...rest}
      ref={ref}
      display="flex"
      minWidth={0}
      flexDirection={direction === 'vertical' ? 'column' : 'row'}
      flexWrap={direction === 'vertical' ? 'nowrap' : 'wrap'}
      gap={space === 'none' ? undefined : space}
      alignItems={alignItems[align]}
    />
  );
});
Stack.displayName = 'Stack';
