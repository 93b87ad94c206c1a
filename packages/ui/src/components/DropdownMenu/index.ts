export { menuItemTones } from './DropdownMenu.css.ts';
export {
  DropdownMenu,
  DropdownMenuItem,
  type DropdownMenuItemProps,
  type DropdownMenuProps,
} from './DropdownMenu.tsx';
