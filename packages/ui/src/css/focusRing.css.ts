import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** The visible focus ring, shown only for keyboard focus (`data-focus-visible`). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingWidth,
    },
  },
});
