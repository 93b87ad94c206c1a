import { style } from '@vanilla-extract/css';

/** Each date of the range takes only the width of its digits. */
export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  fontVariantNumeric: 'tabular-nums',
});
