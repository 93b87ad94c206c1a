import { useUiText } from '../../provider/context.ts';
import type { UiMessageKey } from '../../provider/messages.ts';
import { type ThemePreference, themePreferences } from '../../theme/preference.ts';
import { MenuButton } from '../DropdownMenu/MenuButton.tsx';
import { ThemeIcon } from '../Icon/Icon.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import * as styles from './AppShell.css.ts';

export interface ThemeMenuProps {
  value: ThemePreference;
  onChange: (preference: ThemePreference) => void;
}

const labels: Record<ThemePreference, UiMessageKey> = {
  system: 'ui.shell.themeSystem',
  light: 'ui.shell.themeLight',
  dark: 'ui.shell.themeDark',
};

/** The choice in a word, as the trigger shows it: a word of the choice's own label. */
const shortLabels: Record<ThemePreference, UiMessageKey> = {
  system: 'ui.shell.themeSystemShort',
  light: 'ui.shell.themeLight',
  dark: 'ui.shell.themeDark',
};

/**
 * The header's colour scheme menu (issue 46): as the system, light or dark; the current choice
 * is checked. As the language menu beside it, its trigger shows the current choice in a word
 * beside its icon (a stranger did not know the icon alone; on a phone the icon alone, for want
 * of room), and says what it is in a tooltip on hover and focus; its name stays "Colour scheme: As the system" (the word shown is part of
 * it). The menu's code loads on demand like the other header menus.
 */
export function ThemeMenu({ value, onChange }: ThemeMenuProps) {
  const text = useUiText();
  const name = `${text('ui.shell.theme')}: ${text(labels[value])}`;
  return (
    <Tooltip content={name} placement="bottom">
      <MenuButton
        trigger={{
          variant: 'ghost',
          icon: <ThemeIcon />,
          'aria-label': name,
          children: <span className={styles.themeWord}>{text(shortLabels[value])}</span>,
        }}
        selectionMode="single"
        selectedKeys={[value]}
        onSelectionChange={(keys) => {
          const [next] = keys;
          if (next && next !== value) onChange(next as ThemePreference);
        }}
        entries={themePreferences.map((preference) => ({
          id: preference,
          label: text(labels[preference]),
        }))}
      />
    </Tooltip>
  );
}
ThemeMenu.displayName = 'ThemeMenu';
