import { DropdownMenu, DropdownMenuItem, type DropdownMenuProps } from './DropdownMenu.tsx';
import type { MenuButtonProps } from './MenuButton.tsx';

interface EntriesMenuProps
  extends Pick<MenuButtonProps, 'entries' | 'onAction'>,
    Pick<DropdownMenuProps, 'trigger' | 'openOnMount'> {}

/** MenuButton's menu, a module of its own: MenuButton imports it on demand. */
export function EntriesMenu({ entries, onAction, trigger, openOnMount }: EntriesMenuProps) {
  return (
    <DropdownMenu
      trigger={trigger}
      onAction={onAction && ((id) => onAction(String(id)))}
      openOnMount={openOnMount}
    >
      {entries.map(({ id, label, ...entry }) => (
        <DropdownMenuItem key={id} id={id} {...entry}>
          {label}
        </DropdownMenuItem>
      ))}
    </DropdownMenu>
  );
}
EntriesMenu.displayName = 'EntriesMenu';
