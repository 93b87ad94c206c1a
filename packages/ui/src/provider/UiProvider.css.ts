import { style } from '@vanilla-extract/css';
import '../css/reset.css.ts';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  minHeight: '100%',
  color: vars.color.text,
  background: vars.color.background,
  fontFamily: vars.font.family,
});

/** An app's outermost provider fills the viewport, so the theme's background reaches the bottom. */
export const fullHeight = style({ minHeight: '100dvh' });
