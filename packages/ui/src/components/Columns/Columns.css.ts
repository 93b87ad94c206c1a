import { createVar, globalStyle, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '../../theme/tokens.ts';

export const columnWidths = ['fluid', 'content', '1/2', '1/3', '2/3', '1/4', '3/4'] as const;
export const collapseBreakpoints = ['sm', 'md', 'lg', 'xl', 'xxl'] as const;

const grow = createVar();
const basis = createVar();

const fixed = (fraction: string) => ({ vars: { [grow]: '0', [basis]: fraction } });

/** A column only says how wide it wants to be; its row applies that once it is a row. */
export const column = recipe({
  base: { minWidth: 0 },
  variants: {
    width: {
      fluid: { vars: { [grow]: '1', [basis]: '0' } },
      content: { vars: { [grow]: '0', [basis]: 'auto' } },
      '1/2': fixed('50%'),
      '1/3': fixed('33.3333%'),
      '2/3': fixed('66.6667%'),
      '1/4': fixed('25%'),
      '3/4': fixed('75%'),
    },
  },
  defaultVariants: { width: 'fluid' },
});

const rowFrom = (width: number) => `screen and (min-width: ${width}px)`;

/** Stacked (full width each) below the breakpoint, a row of columns from it upwards. */
export const columns = styleVariants(
  Object.fromEntries(
    collapseBreakpoints.map((name) => [
      name,
      {
        display: 'flex',
        flexDirection: 'column',
        '@media': { [rowFrom(breakpoints[name])]: { flexDirection: 'row' } },
      },
    ]),
  ) as Record<(typeof collapseBreakpoints)[number], object>,
);

for (const name of collapseBreakpoints) {
  globalStyle(`${columns[name]} > *`, {
    '@media': { [rowFrom(breakpoints[name])]: { flex: `${grow} 1 ${basis}` } },
  });
}
