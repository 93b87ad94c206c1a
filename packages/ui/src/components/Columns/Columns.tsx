import { createContext, forwardRef, type ReactNode, useContext } from 'react';
import type { Sprinkles } from '../../css/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';
import type { stackSpaces } from '../Stack/Stack.tsx';
import * as styles from './Columns.css.ts';

export interface ColumnsProps {
  children: ReactNode;
  space?: Exclude<(typeof stackSpaces)[number], 'none'>;
  /** Below this breakpoint (spec 1 §9) the columns stack, each at full width. */
  collapseBelow?: (typeof styles.collapseBreakpoints)[number];
  alignY?: 'top' | 'center' | 'bottom';
}

const alignItems = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
} as const satisfies Record<NonNullable<ColumnsProps['alignY']>, Sprinkles['alignItems']>;

const ColumnsContext = createContext(false);

/** Side-by-side columns that stack below a breakpoint. Each child is a `Column`. */
export function Columns({
  children,
  space = 'medium',
  collapseBelow = 'md',
  alignY = 'top',
}: ColumnsProps) {
  return (
    <ColumnsContext.Provider value>
      <Box
        className={styles.columns[collapseBelow]}
        gap={space}
        alignItems={{ xs: 'stretch', [collapseBelow]: alignItems[alignY] }}
      >
        {children}
      </Box>
    </ColumnsContext.Provider>
  );
}
Columns.displayName = 'Columns';

export interface ColumnProps extends Omit<BoxProps, keyof Sprinkles | 'className' | 'style'> {
  /** `fluid` columns share the free space; `content` fits its content; fractions are fixed. */
  width?: (typeof styles.columnWidths)[number];
}

export const Column = forwardRef<HTMLElement, ColumnProps>(function Column(
  { width = 'fluid', ...rest },
  ref,
) {
  if (!useContext(ColumnsContext)) throw new Error('Column must be rendered inside Columns.');
  return <Box {...rest} ref={ref} className={styles.column({ width })} />;
});
Column.displayName = 'Column';
