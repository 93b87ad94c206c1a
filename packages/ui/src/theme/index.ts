export { vars } from './contract.css.ts';
export {
  DARK_SCHEME_QUERY,
  isThemePreference,
  resolveTheme,
  type ThemePreference,
  themePreferences,
  useResolvedTheme,
} from './preference.ts';
export { darkTheme, lightTheme, type ThemeName, themeNames, themes } from './themes.css.ts';
export { breakpoints } from './tokens.ts';
