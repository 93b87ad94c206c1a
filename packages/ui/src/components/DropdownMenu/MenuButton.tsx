import { type ReactElement, type ReactNode, useState } from 'react';
import { lazyPart, usePart } from '../../lazy/lazyPart.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import type { menuItemTones } from './DropdownMenu.css.ts';
import type { DropdownMenuProps, MenuFocus } from './DropdownMenu.tsx';

/** One entry of a MenuButton's menu. */
export interface MenuEntry {
  id: string;
  label: ReactNode;
  /** The entry's text for type-to-select, when its label is no plain text. */
  textValue?: string;
  /** Navigates like a Link. */
  href?: string;
  /** A decorative icon before the text. */
  icon?: ReactElement;
  isDisabled?: boolean;
  /** The language of the label, when it is not the page's (a language's own name). */
  lang?: string;
  /** Called when chosen (besides the menu's `onAction`). */
  onAction?: () => void;
  /** Critical for destructive actions such as Delete. */
  tone?: (typeof menuItemTones)[number];
}

/** The props a trigger gets from MenuButton: it opens the menu. */
export type TriggerHandlers = 'onPress' | 'onPressStart' | 'onKeyDown' | 'onHoverStart';
type TriggerProps = Partial<
  Pick<ButtonProps, TriggerHandlers | 'onFocus' | 'aria-haspopup' | 'aria-expanded'>
>;

export interface MenuButtonProps {
  /** The button that opens the menu (a Button's props: text, icon, variant, label). */
  trigger: Omit<ButtonProps, TriggerHandlers>;
  entries: readonly MenuEntry[];
  /** Called with the `id` of the chosen entry. */
  onAction?: (id: string) => void;
  placement?: DropdownMenuProps['placement'];
  /**
   * A menu of choices instead of actions (which filters or columns show): entries show a check
   * when chosen, and a `multiple` menu stays open while the user picks.
   */
  selectionMode?: 'single' | 'multiple';
  selectedKeys?: readonly string[];
  onSelectionChange?: (keys: readonly string[]) => void;
}

// The menu (react-aria's Menu, Popover and collections) is a part loaded on demand: on the
// trigger's first press, or ahead of it when the trigger is hovered or focused (issue 36: the
// frame's menus and a list's filter picker, column chooser, views, export and row actions are
// no part of a page's first load). The trigger is a plain Button until then, announced as
// react-aria's would be.
const entriesMenuPart = lazyPart(() =>
  import('./EntriesMenu.tsx').then((module) => module.EntriesMenu),
);

/** The keys that open a menu from its trigger and what each focuses (react-aria's useMenuTrigger). */
const openingKeys: Partial<Record<string, MenuFocus>> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

/**
 * A button with a menu of entries (the header's language and profile menus, a list's menus):
 * the button shows at once, the menu's code loads on demand (DropdownMenu for a menu of any
 * items).
 */
export function MenuButton({ trigger, ...menu }: MenuButtonProps) {
  return <OnDemandMenu {...menu} renderTrigger={(props) => <Button {...trigger} {...props} />} />;
}
MenuButton.displayName = 'MenuButton';

/**
 * A menu whose code loads on its trigger's first press (MenuButton, IconMenuButton):
 * `renderTrigger` draws the trigger with the props given.
 */
export function OnDemandMenu({
  renderTrigger,
  entries,
  ...menu
}: Omit<MenuButtonProps, 'trigger'> & {
  renderTrigger: (props?: TriggerProps) => ReactElement;
}) {
  // How the trigger was pressed before the menu's code was there: the menu opens that way
  // once it is. A new object for each press, so a press after a failed import tries again.
  const [opening, setOpening] = useState<{ focus: MenuFocus }>();
  const EntriesMenu = usePart(entriesMenuPart, opening);

  if (EntriesMenu) {
    return (
      <EntriesMenu
        {...menu}
        entries={entries}
        trigger={renderTrigger()}
        openOnMount={opening?.focus}
      />
    );
  }
  return renderTrigger({
    // As react-aria's menu trigger sets them: announced the same before the menu is loaded.
    'aria-haspopup': true,
    'aria-expanded': false,
    onHoverStart: entriesMenuPart.preload,
    onFocus: entriesMenuPart.preload,
    onPressStart: (event) => {
      // Like react-aria's trigger: a pointer opens it on press start (touch on release,
      // below) with the menu focused, a screen reader's click with the first item focused.
      if (event.pointerType === 'mouse' || event.pointerType === 'pen') {
        setOpening({ focus: 'menu' });
      } else if (event.pointerType === 'virtual') {
        setOpening({ focus: 'first' });
      }
    },
    onPress: (event) => {
      if (event.pointerType === 'touch') setOpening({ focus: 'menu' });
    },
    onKeyDown: (event) => {
      const focus = openingKeys[event.key];
      if (focus) setOpening({ focus });
      else event.continuePropagation();
    },
  });
}
