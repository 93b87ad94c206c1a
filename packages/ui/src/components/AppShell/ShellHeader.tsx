import type { ReactNode } from 'react';
import { useUiText } from '../../provider/context.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu.tsx';
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
  /** The entries: manage account, company, users, logout (`DropdownMenuItem`s). */
  children: ReactNode;
}

/** The profile menu, named by the first initial and last name (spec 1 §2.2). */
export function ProfileMenu({ firstName, lastName, children }: ProfileMenuProps) {
  const text = useUiText();
  return (
    <DropdownMenu
      trigger={
        <Button variant="ghost" icon={<UserIcon />}>
          {profileInitialName(firstName, lastName) ?? text('ui.shell.profile')}
        </Button>
      }
    >
      {children}
    </DropdownMenu>
  );
}
ProfileMenu.displayName = 'ProfileMenu';
