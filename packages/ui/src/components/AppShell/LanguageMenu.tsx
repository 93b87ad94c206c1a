import { useState } from 'react';
import { lazyPart, usePart } from '../../lazy/lazyPart.ts';
import { useUiText } from '../../provider/context.ts';
import type { UiLocale } from '../../provider/locales.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import type { MenuFocus } from '../DropdownMenu/DropdownMenu.tsx';
import { LanguageIcon } from '../Icon/Icon.tsx';
import { languageNames } from './shell.ts';

export interface LanguageMenuProps {
  value: UiLocale;
  onChange: (locale: UiLocale) => void;
}

// The menu (react-aria's Menu and Popover) loads on the trigger's first press, or ahead of it
// when the trigger is hovered or focused: the sign-in page shows the trigger, and a visitor who
// only signs in never opens it. For the same reason this module is apart from ShellHeader.tsx,
// whose ProfileMenu and MessagesLink bring menu and tooltip code.
const languageDropdownPart = lazyPart(() =>
  import('./LanguageDropdown.tsx').then((module) => module.LanguageDropdown),
);

/** The keys that open a menu from its trigger and what each focuses (react-aria's useMenuTrigger). */
const openingKeys: Partial<Record<string, MenuFocus>> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

/** The header's language dropdown: de, en, fr, it; the current one is disabled (spec 1 §1). */
export function LanguageMenu({ value, onChange }: LanguageMenuProps) {
  const text = useUiText();
  // How the trigger was pressed before the menu's code was there: the menu opens that way
  // once it is. A new object for each press, so a press after a failed import tries again.
  const [opening, setOpening] = useState<{ focus: MenuFocus }>();
  const LanguageDropdown = usePart(languageDropdownPart, opening);
  const trigger = {
    variant: 'ghost',
    icon: <LanguageIcon />,
    'aria-label': `${text('ui.shell.language')}: ${languageNames[value]}`,
    children: languageNames[value],
  } satisfies ButtonProps;

  if (LanguageDropdown) {
    return (
      <LanguageDropdown
        value={value}
        onChange={onChange}
        trigger={<Button {...trigger} />}
        openOnMount={opening?.focus}
      />
    );
  }
  return (
    <Button
      {...trigger}
      // As react-aria's menu trigger sets them: announced the same before the menu is loaded.
      aria-haspopup
      aria-expanded={false}
      onHoverStart={languageDropdownPart.preload}
      onFocus={languageDropdownPart.preload}
      onPressStart={(event) => {
        // Like react-aria's trigger: a pointer opens it on press start (touch on release,
        // below) with the menu focused, a screen reader's click with the first item focused.
        if (event.pointerType === 'mouse' || event.pointerType === 'pen') {
          setOpening({ focus: 'menu' });
        } else if (event.pointerType === 'virtual') {
          setOpening({ focus: 'first' });
        }
      }}
      onPress={(event) => {
        if (event.pointerType === 'touch') setOpening({ focus: 'menu' });
      }}
      onKeyDown={(event) => {
        const focus = openingKeys[event.key];
        if (focus) setOpening({ focus });
        else event.continuePropagation();
      }}
    />
  );
}
LanguageMenu.displayName = 'LanguageMenu';
