import type { ReactElement, ReactNode } from 'react';
import {
  type Key,
  Menu,
  MenuItem,
  type MenuItemProps,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { useThemeClassName, useUiText } from '../../provider/context.ts';
import { OtherIcon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './DropdownMenu.css.ts';

export interface DropdownMenuProps {
  /** The menu items (`DropdownMenuItem`). */
  children: ReactNode;
  /**
   * Names the trigger, e.g. "Actions for Winter campaign" in a table row; defaults to ui's
   * "Actions". Ignored when a custom `trigger` is given.
   */
  label?: string;
  /** Another trigger than the "…" icon button, e.g. a Button with text. */
  trigger?: ReactElement;
  /** Called with the `id` of the chosen item (items may also have their own `onAction`). */
  onAction?: (id: Key) => void;
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}

/** A menu of actions behind a button: the row action menu of a list. */
export function DropdownMenu({
  children,
  label,
  trigger,
  onAction,
  placement = 'bottom end',
}: DropdownMenuProps) {
  const text = useUiText();
  const themeClassName = useThemeClassName();
  return (
    <MenuTrigger>
      {trigger ?? <IconButton label={label ?? text('ui.actions')} icon={<OtherIcon />} />}
      <Popover placement={placement} offset={4} className={`${themeClassName} ${styles.popover}`}>
        <Menu className={styles.menu} onAction={onAction && ((id) => onAction(id))}>
          {children}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
DropdownMenu.displayName = 'DropdownMenu';

export interface DropdownMenuItemProps
  extends Omit<MenuItemProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** Critical for destructive actions such as Delete. */
  tone?: (typeof styles.menuItemTones)[number];
  /** A decorative icon before the text. */
  icon?: ReactElement;
}

/** One action of a DropdownMenu; with `href` it navigates like a Link. */
export function DropdownMenuItem({
  children,
  tone = 'neutral',
  icon,
  textValue,
  ...rest
}: DropdownMenuItemProps) {
  return (
    <MenuItem
      {...rest}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={styles.item({ tone })}
    >
      {icon}
      {children}
    </MenuItem>
  );
}
DropdownMenuItem.displayName = 'DropdownMenuItem';
