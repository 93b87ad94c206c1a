export { vars } from './contract.css.ts';
export { darkTheme, lightTheme, type ThemeName, themeNames, themes } from './themes.css.ts';
export { breakpoints } from './tokens.ts';
