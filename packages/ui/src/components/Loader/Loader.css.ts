import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Holds the list's place while it first loads (spec 1 §9: list loader height 555 px). */
export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.loaderHeight,
  color: vars.color.textMuted,
  fontSize: vars.size.controlSmall,
});
