import type { ReactElement, ReactNode } from 'react';
import {
  type Key,
  Menu,
  MenuItem,
  type MenuItemProps,
  type MenuProps,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { useThemeClassName, useUiText } from '../../provider/context.ts';
import { CheckIcon, OtherIcon } from '../Icon/Icon.tsx';
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
  /**
   * A menu of choices instead of actions (e.g. which columns a table shows): items show a
   * check when chosen, and a `multiple` menu stays open while the user picks.
   */
  selectionMode?: MenuProps<object>['selectionMode'];
  selectedKeys?: MenuProps<object>['selectedKeys'];
  onSelectionChange?: MenuProps<object>['onSelectionChange'];
}

/** A menu of actions behind a button: the row action menu of a list. */
export function DropdownMenu({
  children,
  label,
  trigger,
  onAction,
  placement = 'bottom end',
  selectionMode,
  selectedKeys,
  onSelectionChange,
}: DropdownMenuProps) {
  const text = useUiText();
  const themeClassName = useThemeClassName();
  return (
    <MenuTrigger>
      {trigger ?? <IconButton label={label ?? text('ui.actions')} icon={<OtherIcon />} />}
      <Popover placement={placement} offset={4} className={`${themeClassName} ${styles.popover}`}>
        <Menu
          className={styles.menu}
          onAction={onAction && ((id) => onAction(id))}
          selectionMode={selectionMode}
          selectedKeys={selectedKeys}
          onSelectionChange={onSelectionChange}
        >
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
      {({ selectionMode }) => (
        <>
          {selectionMode !== 'none' && (
            <span className={styles.check}>
              <CheckIcon />
            </span>
          )}
          {icon}
          {children}
        </>
      )}
    </MenuItem>
  );
}
DropdownMenuItem.displayName = 'DropdownMenuItem';
