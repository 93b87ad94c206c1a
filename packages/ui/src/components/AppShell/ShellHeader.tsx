import type { ReactNode } from 'react';
import { useUiText } from '../../provider/context.ts';
import { type UiLocale, uiLocales } from '../../provider/locales.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { DropdownMenu, DropdownMenuItem } from '../DropdownMenu/DropdownMenu.tsx';
import { LanguageIcon, MailIcon, UserIcon, WarningIcon } from '../Icon/Icon.tsx';
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
      badge={unread && <Badge>{unreadCount}</Badge>}
    />
  );
}
MessagesLink.displayName = 'MessagesLink';

/**
 * Each language in its own words, the same in every interface language so a user finds
 * theirs; that is why they are not among ui's translated texts.
 */
export const languageNames: Record<UiLocale, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
};

export interface LanguageMenuProps {
  value: UiLocale;
  onChange: (locale: UiLocale) => void;
}

/** The header's language dropdown: de, en, fr, it; the current one is disabled (spec 1 §1). */
export function LanguageMenu({ value, onChange }: LanguageMenuProps) {
  const text = useUiText();
  return (
    <DropdownMenu
      trigger={
        <Button
          variant="ghost"
          icon={<LanguageIcon />}
          aria-label={`${text('ui.shell.language')}: ${languageNames[value]}`}
        >
          {languageNames[value]}
        </Button>
      }
      onAction={(key) => onChange(key as UiLocale)}
    >
      {uiLocales.map((locale) => (
        <DropdownMenuItem key={locale} id={locale} isDisabled={locale === value} lang={locale}>
          {languageNames[locale]}
        </DropdownMenuItem>
      ))}
    </DropdownMenu>
  );
}
LanguageMenu.displayName = 'LanguageMenu';

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
