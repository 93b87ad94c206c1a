import { useUiText } from '../../provider/context.ts';
import type { UiMessageKey } from '../../provider/messages.ts';
import { type ThemePreference, themePreferences } from '../../theme/preference.ts';
import { IconMenuButton } from '../DropdownMenu/IconMenuButton.tsx';
import { ThemeIcon } from '../Icon/Icon.tsx';

export interface ThemeMenuProps {
  value: ThemePreference;
  onChange: (preference: ThemePreference) => void;
}

const labels: Record<ThemePreference, UiMessageKey> = {
  system: 'ui.shell.themeSystem',
  light: 'ui.shell.themeLight',
  dark: 'ui.shell.themeDark',
};

/**
 * The header's colour scheme menu (issue 46): as the system, light or dark; the current choice
 * is checked. An icon button, so the header still fits at 390 px; its label says the choice.
 * The menu's code loads on demand like the other header menus.
 */
export function ThemeMenu({ value, onChange }: ThemeMenuProps) {
  const text = useUiText();
  return (
    <IconMenuButton
      trigger={{
        icon: <ThemeIcon />,
        label: `${text('ui.shell.theme')}: ${text(labels[value])}`,
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
  );
}
ThemeMenu.displayName = 'ThemeMenu';
