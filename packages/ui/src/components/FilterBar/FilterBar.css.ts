import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import type { filterKinds } from './filterValues.ts';

/** The spec's search field width (spec 1 §9); the bar's one fixed size. */
const searchFieldWidth = '220px';
/** Other filters share the row with it and wrap below once the row is full. */
const filterWidth = `calc(${searchFieldWidth} + ${vars.space.xlarge})`;

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

/** The picker's button lines up with the controls beside it, under their labels. */
export const picker = style({ alignSelf: 'flex-end' });

const kindWidths = {
  search: { width: searchFieldWidth },
  select: { width: filterWidth },
  multiSelect: { width: filterWidth },
  dateRange: { width: 'auto' },
  // The switch lines up with the controls, under where the others have their label.
  boolean: { width: 'auto', alignSelf: 'center' },
} as const satisfies Record<(typeof filterKinds)[number], object>;

export const filter = recipe({
  base: { minWidth: 0, maxWidth: '100%' },
  variants: { kind: kindWidths },
});

/** Clear all sits at the end of the row, level with the controls. */
export const clearAll = style({ alignSelf: 'flex-end', marginInlineStart: 'auto' });
