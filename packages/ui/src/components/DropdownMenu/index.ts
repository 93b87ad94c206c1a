export { menuItemTones } from './DropdownMenu.css.ts';
export {
  DropdownMenu,
  DropdownMenuItem,
  type DropdownMenuItemProps,
  type DropdownMenuProps,
  type MenuFocus,
} from './DropdownMenu.tsx';
export { IconMenuButton, type IconMenuButtonProps } from './IconMenuButton.tsx';
export {
  MenuButton,
  type MenuButtonProps,
  type MenuEntry,
} from './MenuButton.tsx';
