import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { darkColors, font, lightColors, motion, radius, size, space } from './tokens.ts';

const shared = { space, radius, font, size, motion };

export const lightTheme = createTheme(vars, { ...shared, color: lightColors });
export const darkTheme = createTheme(vars, { ...shared, color: darkColors });

export const themes = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themes;
export const themeNames = Object.keys(themes) as ThemeName[];
