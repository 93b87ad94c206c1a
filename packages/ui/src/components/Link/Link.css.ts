import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style([
  focusRing,
  {
    color: vars.color.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: vars.color.linkHover, textDecorationThickness: '2px' },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
]);
