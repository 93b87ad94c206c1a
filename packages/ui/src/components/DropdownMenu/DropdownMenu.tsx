import { type ReactElement, type ReactNode, useContext, useLayoutEffect } from 'react';
import {
  type Key,
  Menu,
  MenuItem,
  type MenuItemProps,
  type MenuProps,
  MenuTrigger,
  Popover,
  PopoverContext,
  RootMenuTriggerStateContext,
  useSlottedContext,
} from 'react-aria-components';
import { useThemeClassName, useUiText } from '../../provider/context.ts';
import { CheckIcon, OtherIcon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './DropdownMenu.css.ts';

/**
 * What an opening menu focuses: its first or last item, as opening it from the keyboard does,
 * or the menu itself, as a pointer does.
 */
export type MenuFocus = 'first' | 'last' | 'menu';

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
  /**
   * Opens the menu as soon as it mounts, as the press that mounted it would have: for a menu
   * whose code loads on its trigger's first press (LanguageMenu).
   */
  openOnMount?: MenuFocus;
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
  openOnMount,
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
      {openOnMount && <OpenOnMount focus={openOnMount} />}
    </MenuTrigger>
  );
}
DropdownMenu.displayName = 'DropdownMenu';

function OpenOnMount({ focus }: { focus: MenuFocus }) {
  const state = useContext(RootMenuTriggerStateContext);
  const popover = useSlottedContext(PopoverContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it opens the menu once, on mount.
  useLayoutEffect(() => {
    // The trigger has just replaced the one that was pressed. Focused first, as react-aria's
    // own trigger does before it opens, it is where the menu returns focus when it closes.
    const trigger = popover?.triggerRef?.current;
    if (trigger instanceof HTMLElement) trigger.focus({ preventScroll: true });
    state?.open(focus === 'menu' ? null : focus);
  }, []);
  return null;
}

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
