import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import {
  darkColors,
  darkShadows,
  font,
  lightColors,
  lightShadows,
  motion,
  radius,
  size,
  space,
  zIndex,
} from './tokens.ts';

const shared = { space, radius, font, size, motion, zIndex };

export const lightTheme = createTheme(vars, {
  ...shared,
  color: lightColors,
  shadow: lightShadows,
});
export const darkTheme = createTheme(vars, { ...shared, color: darkColors, shadow: darkShadows });

export const themes = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themes;
export const themeNames = Object.keys(themes) as ThemeName[];
