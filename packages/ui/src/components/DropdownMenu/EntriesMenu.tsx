import type { ReactElement } from 'react';
import { DropdownMenu, DropdownMenuItem, type MenuFocus } from './DropdownMenu.tsx';
import type { MenuButtonProps } from './MenuButton.tsx';

interface EntriesMenuProps extends Omit<MenuButtonProps, 'trigger'> {
  trigger: ReactElement;
  openOnMount?: MenuFocus;
}

/** MenuButton's menu, a module of its own: MenuButton imports it on demand. */
export function EntriesMenu({
  entries,
  onAction,
  trigger,
  openOnMount,
  placement,
  selectionMode,
  selectedKeys,
  onSelectionChange,
}: EntriesMenuProps) {
  return (
    <DropdownMenu
      trigger={trigger}
      onAction={onAction && ((id) => onAction(String(id)))}
      openOnMount={openOnMount}
      placement={placement}
      selectionMode={selectionMode}
      selectedKeys={selectedKeys}
      onSelectionChange={
        onSelectionChange &&
        ((keys) =>
          onSelectionChange(
            keys === 'all' ? entries.map((entry) => entry.id) : [...keys].map(String),
          ))
      }
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
