import { useUiText } from '../../provider/context.ts';
import { Badge } from '../Badge/Badge.tsx';
import { MenuButton, type MenuEntry } from '../DropdownMenu/MenuButton.tsx';
import { MailIcon, UserIcon, WarningIcon } from '../Icon/Icon.tsx';
import { IconLink } from '../IconLink/IconLink.tsx';
import { profileInitialName } from './shell.ts';

export interface MessagesLinkProps {
  /** The messages (unread comments) screen. */
  href: string;
  /** Unread comments; none shows no badge. */
  unreadCount?: number;
  /** The comments service failed: the tooltip says 'messages service unavailable'. */
  isUnavailable?: boolean;
}

/** The header's mail icon with the unread-comments badge (spec 1 §1, administrators only). */
export function MessagesLink({ href, unreadCount = 0, isUnavailable = false }: MessagesLinkProps) {
  const text = useUiText();
  const unread = unreadCount > 0 ? text('ui.shell.unreadMessages', { count: unreadCount }) : null;
  const unavailable = isUnavailable ? text('ui.shell.messagesUnavailable') : null;
  return (
    <IconLink
      href={href}
      label={[text('ui.shell.messages'), unread, unavailable].filter(Boolean).join(', ')}
      tooltip={unavailable ?? text('ui.shell.messages')}
      icon={isUnavailable ? <WarningIcon /> : <MailIcon />}
      badge={unread && <Badge aria-label={unread}>{unreadCount}</Badge>}
    />
  );
}
MessagesLink.displayName = 'MessagesLink';

export interface ProfileMenuProps {
  firstName?: string;
  lastName?: string;
  /** The entries: manage account, company, users, logout. */
  entries: readonly MenuEntry[];
}

/**
 * The profile menu, named by the first initial and last name (spec 1 §2.2). Its menu loads on
 * demand (MenuButton, issue 36).
 */
export function ProfileMenu({ firstName, lastName, entries }: ProfileMenuProps) {
  const text = useUiText();
  return (
    <MenuButton
      trigger={{
        variant: 'ghost',
        icon: <UserIcon />,
        children: profileInitialName(firstName, lastName) ?? text('ui.shell.profile'),
      }}
      entries={entries}
    />
  );
}
ProfileMenu.displayName = 'ProfileMenu';
