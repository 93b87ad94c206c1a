import { style } from '@vanilla-extract/css';

/** One line of a two-line name cell (NameCell): what does not fit ends in an ellipsis. */
export const oneLine = style({
  display: 'block',
  minWidth: 0,
  maxWidth: '100%',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});
