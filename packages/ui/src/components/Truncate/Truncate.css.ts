import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing.css.ts';
import { vars } from '../../theme/contract.css.ts';

/** One line; what does not fit ends in an ellipsis (spec 3: "Text truncation ellipsis of 3 dots"). */
export const root = style([
  focusRing,
  {
    display: 'block',
    minWidth: 0,
    maxWidth: '100%',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    borderRadius: vars.radius.small,
  },
]);
