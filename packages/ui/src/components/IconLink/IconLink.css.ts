import { style } from '@vanilla-extract/css';

export const root = style({ position: 'relative', textDecoration: 'none' });

/** The count sits on the icon's top end corner. */
export const badge = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  transform: 'translate(35%, -35%)',
  pointerEvents: 'none',
});
