import { ThemeMenu } from '@adconsole/ui';
import { chooseTheme, useThemePreference } from '../../app/theme.ts';

/** The header's colour scheme menu; the choice is remembered in the browser (app/theme.ts). */
export function HeaderTheme() {
  const { preference } = useThemePreference();
  return <ThemeMenu value={preference} onChange={chooseTheme} />;
}
