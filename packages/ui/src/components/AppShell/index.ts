export {
  AppShell,
  type AppShellProps,
  type NavigationGroup,
  type NavigationItem,
} from './AppShell.tsx';
export { LanguageMenu, type LanguageMenuProps } from './LanguageMenu.tsx';
export {
  MessagesLink,
  type MessagesLinkProps,
  ProfileMenu,
  type ProfileMenuProps,
} from './ShellHeader.tsx';
export { SystemStatus, type SystemStatusProps } from './SystemStatus.tsx';
export {
  currentNavigationHref,
  type Incident,
  languageNames,
  NAVIGATION_COLLAPSED_KEY,
  profileInitialName,
  SCROLL_ANIMATION_MS,
  SCROLL_TO_TOP_OFFSET,
  type ShellStorage,
  type SystemStatusValue,
  systemStatuses,
  systemStatusOf,
} from './shell.ts';
export { ThemeMenu, type ThemeMenuProps } from './ThemeMenu.tsx';
