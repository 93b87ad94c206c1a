import { type IconProps, LanguageIcon, SvgIcon } from './SvgIcon.tsx';

export { type IconProps, LanguageIcon };

/** E-mail as an activity type. */
export const EmailIcon = (props: IconProps) => (
  <SvgIcon name="email" {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-3.92 7.94" />
  </SvgIcon>
);
export const MeetingIcon = (props: IconProps) => (
  <SvgIcon name="meeting" {...props}>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.87" />
    <path d="M16 3.13a4 4 0 0 1 0 7.75" />
  </SvgIcon>
);
export const PhoneIcon = (props: IconProps) => (
  <SvgIcon name="phone" {...props}>
    <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92z" />
  </SvgIcon>
);
export const OtherIcon = (props: IconProps) => (
  <SvgIcon name="other" {...props}>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </SvgIcon>
);
export const ChatIcon = (props: IconProps) => (
  <SvgIcon name="chat" {...props}>
    <path d="M21 11.5a8.38 8.38 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.38 8.38 0 0 1-3.8-.9L3 21l1.9-5.7a8.38 8.38 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.38 8.38 0 0 1 3.8-.9h.5a8.48 8.48 0 0 1 8 8v.5z" />
  </SvgIcon>
);
export const PaperclipIcon = (props: IconProps) => (
  <SvgIcon name="paperclip" {...props}>
    <path d="M21.44 11.05l-9.19 9.19a6 6 0 0 1-8.49-8.49l9.19-9.19a4 4 0 0 1 5.66 5.66l-9.2 9.19a2 2 0 0 1-2.83-2.83l8.49-8.48" />
  </SvgIcon>
);
export const DownloadIcon = (props: IconProps) => (
  <SvgIcon name="download" {...props}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <polyline points="7 10 12 15 17 10" />
    <line x1="12" y1="15" x2="12" y2="3" />
  </SvgIcon>
);
export const CheckIcon = (props: IconProps) => (
  <SvgIcon name="check" {...props}>
    <polyline points="20 6 9 17 4 12" />
  </SvgIcon>
);
export const CriticalIcon = (props: IconProps) => (
  <SvgIcon name="critical" {...props}>
    <polygon points="7.86 2 16.14 2 22 7.86 22 16.14 16.14 22 7.86 22 2 16.14 2 7.86 7.86 2" />
    <line x1="12" y1="8" x2="12" y2="12" />
    <line x1="12" y1="16" x2="12.01" y2="16" />
  </SvgIcon>
);
export const WarningIcon = (props: IconProps) => (
  <SvgIcon name="warning" {...props}>
    <path d="M10.29 3.86L1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z" />
    <line x1="12" y1="9" x2="12" y2="13" />
    <line x1="12" y1="17" x2="12.01" y2="17" />
  </SvgIcon>
);
/** The messages envelope of the header. */
export const MailIcon = (props: IconProps) => (
  <SvgIcon name="mail" {...props}>
    <path d="M4 4h16c1.1 0 2 .9 2 2v12c0 1.1-.9 2-2 2H4c-1.1 0-2-.9-2-2V6c0-1.1.9-2 2-2z" />
    <polyline points="22,6 12,13 2,6" />
  </SvgIcon>
);
/** Collapsing the navigation. */
export const CollapseIcon = (props: IconProps) => (
  <SvgIcon name="collapse" {...props}>
    <polyline points="11 17 6 12 11 7" />
    <polyline points="18 17 13 12 18 7" />
  </SvgIcon>
);
export const ChevronDownIcon = (props: IconProps) => (
  <SvgIcon name="chevronDown" {...props}>
    <polyline points="6 9 12 15 18 9" />
  </SvgIcon>
);
export const ChevronUpIcon = (props: IconProps) => (
  <SvgIcon name="chevronUp" {...props}>
    <polyline points="18 15 12 9 6 15" />
  </SvgIcon>
);
export const ChevronLeftIcon = (props: IconProps) => (
  <SvgIcon name="chevronLeft" {...props}>
    <polyline points="15 18 9 12 15 6" />
  </SvgIcon>
);
export const ChevronRightIcon = (props: IconProps) => (
  <SvgIcon name="chevronRight" {...props}>
    <polyline points="9 18 15 12 9 6" />
  </SvgIcon>
);
export const CloseIcon = (props: IconProps) => (
  <SvgIcon name="close" {...props}>
    <line x1="18" y1="6" x2="6" y2="18" />
    <line x1="6" y1="6" x2="18" y2="18" />
  </SvgIcon>
);
export const PlusIcon = (props: IconProps) => (
  <SvgIcon name="plus" {...props}>
    <line x1="12" y1="5" x2="12" y2="19" />
    <line x1="5" y1="12" x2="19" y2="12" />
  </SvgIcon>
);
export const SearchIcon = (props: IconProps) => (
  <SvgIcon name="search" {...props}>
    <circle cx="11" cy="11" r="8" />
    <line x1="21" y1="21" x2="16.65" y2="16.65" />
  </SvgIcon>
);
export const CalendarIcon = (props: IconProps) => (
  <SvgIcon name="calendar" {...props}>
    <rect x="3" y="4" width="18" height="18" rx="2" ry="2" />
    <line x1="16" y1="2" x2="16" y2="6" />
    <line x1="8" y1="2" x2="8" y2="6" />
    <line x1="3" y1="10" x2="21" y2="10" />
  </SvgIcon>
);
export const MenuIcon = (props: IconProps) => (
  <SvgIcon name="menu" {...props}>
    <line x1="3" y1="6" x2="21" y2="6" />
    <line x1="3" y1="12" x2="21" y2="12" />
    <line x1="3" y1="18" x2="21" y2="18" />
  </SvgIcon>
);
export const UserIcon = (props: IconProps) => (
  <SvgIcon name="user" {...props}>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </SvgIcon>
);
export const LogoutIcon = (props: IconProps) => (
  <SvgIcon name="logout" {...props}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <polyline points="16 17 21 12 16 7" />
    <line x1="21" y1="12" x2="9" y2="12" />
  </SvgIcon>
);

/** The theme menu's icon: a circle half light, half dark. */
export const ThemeIcon = (props: IconProps) => (
  <SvgIcon name="theme" {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 2a10 10 0 0 0 0 20z" fill="currentColor" />
  </SvgIcon>
);

/** Area icons of the navigation. */
export const HomeIcon = (props: IconProps) => (
  <SvgIcon name="home" {...props}>
    <path d="M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <polyline points="9 22 9 12 15 12 15 22" />
  </SvgIcon>
);
export const ClipboardIcon = (props: IconProps) => (
  <SvgIcon name="clipboard" {...props}>
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
    <rect x="8" y="2" width="8" height="4" rx="1" ry="1" />
  </SvgIcon>
);
export const TrendingUpIcon = (props: IconProps) => (
  <SvgIcon name="trendingUp" {...props}>
    <polyline points="23 6 13.5 15.5 8.5 10.5 1 18" />
    <polyline points="17 6 23 6 23 12" />
  </SvgIcon>
);
export const ImageIcon = (props: IconProps) => (
  <SvgIcon name="image" {...props}>
    <rect x="3" y="3" width="18" height="18" rx="2" ry="2" />
    <circle cx="8.5" cy="8.5" r="1.5" />
    <polyline points="21 15 16 10 5 21" />
  </SvgIcon>
);
export const SlidersIcon = (props: IconProps) => (
  <SvgIcon name="sliders" {...props}>
    <line x1="4" y1="21" x2="4" y2="14" />
    <line x1="4" y1="10" x2="4" y2="3" />
    <line x1="12" y1="21" x2="12" y2="12" />
    <line x1="12" y1="8" x2="12" y2="3" />
    <line x1="20" y1="21" x2="20" y2="16" />
    <line x1="20" y1="12" x2="20" y2="3" />
    <line x1="1" y1="14" x2="7" y2="14" />
    <line x1="9" y1="8" x2="15" y2="8" />
    <line x1="17" y1="16" x2="23" y2="16" />
  </SvgIcon>
);
export const CoinsIcon = (props: IconProps) => (
  <SvgIcon name="coins" {...props}>
    <ellipse cx="12" cy="6" rx="8" ry="3" />
    <path d="M4 6v6c0 1.66 3.58 3 8 3s8-1.34 8-3V6" />
    <path d="M4 12v6c0 1.66 3.58 3 8 3s8-1.34 8-3v-6" />
  </SvgIcon>
);
export const NewspaperIcon = (props: IconProps) => (
  <SvgIcon name="newspaper" {...props}>
    <path d="M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-2 2zm0 0a2 2 0 0 1-2-2v-9h4" />
    <line x1="10" y1="6" x2="18" y2="6" />
    <line x1="10" y1="10" x2="18" y2="10" />
    <line x1="10" y1="14" x2="15" y2="14" />
  </SvgIcon>
);
export const BarChartIcon = (props: IconProps) => (
  <SvgIcon name="barChart" {...props}>
    <line x1="12" y1="20" x2="12" y2="10" />
    <line x1="18" y1="20" x2="18" y2="4" />
    <line x1="6" y1="20" x2="6" y2="16" />
  </SvgIcon>
);
export const TargetIcon = (props: IconProps) => (
  <SvgIcon name="target" {...props}>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="12" r="6" />
    <circle cx="12" cy="12" r="2" />
  </SvgIcon>
);
export const TagIcon = (props: IconProps) => (
  <SvgIcon name="tag" {...props}>
    <path d="M20.59 13.41l-7.17 7.17a2 2 0 0 1-2.83 0L2 12V2h10l8.59 8.59a2 2 0 0 1 0 2.82z" />
    <line x1="7" y1="7" x2="7.01" y2="7" />
  </SvgIcon>
);
export const SettingsIcon = (props: IconProps) => (
  <SvgIcon name="settings" {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 0 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 0 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 0 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 0 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z" />
  </SvgIcon>
);
export const ShieldIcon = (props: IconProps) => (
  <SvgIcon name="shield" {...props}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
  </SvgIcon>
);

/** Every icon by name: the gallery story and anything that picks an icon from data. */
export const icons = {
  email: EmailIcon,
  meeting: MeetingIcon,
  phone: PhoneIcon,
  other: OtherIcon,
  chat: ChatIcon,
  paperclip: PaperclipIcon,
  download: DownloadIcon,
  check: CheckIcon,
  critical: CriticalIcon,
  warning: WarningIcon,
  mail: MailIcon,
  language: LanguageIcon,
  collapse: CollapseIcon,
  chevronDown: ChevronDownIcon,
  chevronUp: ChevronUpIcon,
  chevronLeft: ChevronLeftIcon,
  chevronRight: ChevronRightIcon,
  close: CloseIcon,
  plus: PlusIcon,
  search: SearchIcon,
  calendar: CalendarIcon,
  menu: MenuIcon,
  user: UserIcon,
  logout: LogoutIcon,
  theme: ThemeIcon,
  home: HomeIcon,
  clipboard: ClipboardIcon,
  trendingUp: TrendingUpIcon,
  image: ImageIcon,
  sliders: SlidersIcon,
  coins: CoinsIcon,
  newspaper: NewspaperIcon,
  barChart: BarChartIcon,
  target: TargetIcon,
  tag: TagIcon,
  settings: SettingsIcon,
  shield: ShieldIcon,
} as const;
export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];
