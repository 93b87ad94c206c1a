import { globalStyle, style } from '@vanilla-extract/css';
import '../css/reset.css.ts';
import { vars } from '../theme/contract.css.ts';
import { darkTheme, lightTheme } from '../theme/themes.css.ts';
import { darkColors, lightColors } from '../theme/tokens.ts';

export const root = style({
  minHeight: '100%',
  color: vars.color.text,
  background: vars.color.background,
  fontFamily: vars.font.family,
});

/** An app's outermost provider fills the viewport, so the theme's background reaches the bottom. */
export const fullHeight = style({ minHeight: '100dvh' });

// Native parts (scroll bars, form controls, the canvas) drawn in each theme's scheme.
globalStyle(`.${lightTheme}`, { colorScheme: 'light' });
globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });

// An app that marks its page `<html data-theme="dark">` before its code runs (the console's
// public/theme.js, issue 46) has the theme's page colour from the first paint: no light flash
// before the provider renders. The provider's own element paints the same colour after.
globalStyle(':root[data-theme="light"]', {
  colorScheme: 'light',
  background: lightColors.background,
});
globalStyle(':root[data-theme="dark"]', { colorScheme: 'dark', background: darkColors.background });
