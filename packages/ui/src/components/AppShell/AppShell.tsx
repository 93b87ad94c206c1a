import {
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useMediaQuery } from '../../hooks/index.ts';
import { useUiText } from '../../provider/context.ts';
import { breakpoints } from '../../theme/tokens.ts';
import { Badge } from '../Badge/Badge.tsx';
import { ChevronUpIcon, CloseIcon, CollapseIcon, MenuIcon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { TOAST_TOP_PROPERTY } from '../Toast/toastStack.ts';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './AppShell.css.ts';
import {
  currentNavigationHref,
  NAVIGATION_COLLAPSED_KEY,
  SCROLL_ANIMATION_MS,
  SCROLL_TO_TOP_OFFSET,
  type ShellStorage,
} from './shell.ts';

export interface NavigationItem {
  label: string;
  href: string;
  /** A decorative icon; it stands for the item while the navigation is collapsed. */
  icon: ReactElement;
  /** A count beside the item, e.g. articles pending approval. */
  badge?: number;
  /** What the count counts, for screen readers ("4 pending approval"). */
  badgeLabel?: string;
}

export interface NavigationGroup {
  /** The group's heading, e.g. "Orders". */
  label: string;
  items: readonly NavigationItem[];
}

export interface AppShellProps {
  /** The navigation the user may see (the app filters it by role). */
  navigation: readonly NavigationGroup[];
  /** The current route: its item is marked the current page; a new one scrolls to the top. */
  currentHref: string;
  /** Keeps the collapsed navigation across visits (spec 1 §1). */
  storage: ShellStorage;
  /** The product's name or logo above the navigation. */
  brand: ReactNode;
  /** Where the brand leads: the user's start page (the brand is then a link to it). */
  brandHref?: string;
  /** The header's start, e.g. the company switcher. */
  headerStart?: ReactNode;
  /** The header's end: messages, language and profile menus. */
  headerEnd?: ReactNode;
  /** The footer, e.g. the `SystemStatus`. */
  footer?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * Below md (spec 1 §9: 768 px) the navigation is a drawer: a menu button in the header opens
 * it with its entries' names (15 look-alike icons in a strip name nothing on a phone).
 */
const smallScreenQuery = `(max-width: ${breakpoints.md - 1}px)`;

/**
 * The frame of every signed-in screen (spec 1 §1): a skip link, the left navigation
 * (groups, icons, badges; collapsible, remembered, forced collapsed on small screens), a
 * header, the page, a footer and a scroll-to-top button.
 */
export function AppShell({
  navigation,
  currentHref,
  storage,
  brand,
  brandHref,
  headerStart,
  headerEnd,
  footer,
  children,
}: AppShellProps) {
  const text = useUiText();
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const [isCollapsedByUser, setCollapsedByUser] = useState(
    () => storage.get(NAVIGATION_COLLAPSED_KEY) === 'true',
  );
  const isSmallScreen = useMediaQuery(smallScreenQuery);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const isCollapsed = !isSmallScreen && isCollapsedByUser;
  const navigationId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = () => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  };
  const toggle = () => {
    storage.set(NAVIGATION_COLLAPSED_KEY, String(!isCollapsedByUser));
    setCollapsedByUser(!isCollapsedByUser);
  };

  // The toasts start below the header (toastStack.ts), however tall it is (two rows on a
  // phone), while the shell is shown.
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(TOAST_TOP_PROPERTY, `${header.offsetTop + header.offsetHeight}px`),
    );
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOAST_TOP_PROPERTY);
    };
  }, []);

  // Spec 1 §1: "the page scrolls to the top on every route change".
  const shownHref = useRef(currentHref);
  useEffect(() => {
    if (shownHref.current === currentHref) return;
    shownHref.current = currentHref;
    window.scrollTo(0, 0);
    // Following an entry closes the drawer.
    setDrawerOpen(false);
  }, [currentHref]);

  const current = currentNavigationHref(
    navigation.flatMap((group) => group.items.map((item) => item.href)),
    currentHref,
  );

  return (
    <div
      className={styles.root}
      data-collapsed={isCollapsed || undefined}
      data-small={isSmallScreen || undefined}
      data-drawer-open={(isSmallScreen && isDrawerOpen) || undefined}
    >
      {/* A plain anchor, not a routed link: it moves focus, it does not navigate. */}
      <a
        href={`#${mainId}`}
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {text('ui.shell.skipToContent')}
      </a>
      {isSmallScreen && isDrawerOpen && (
        // The backdrop closes the drawer on a tap beside it; the close button is the keyboard's way.
        <div className={styles.backdrop} aria-hidden="true" onClick={closeDrawer} />
      )}
      <nav
        id={navigationId}
        aria-label={text('ui.shell.navigation')}
        className={styles.navigation}
        hidden={isSmallScreen && !isDrawerOpen}
        onKeyDown={(event) => {
          if (isSmallScreen && event.key === 'Escape') closeDrawer();
        }}
      >
        <div className={styles.brand}>
          {brandHref ? (
            <AriaLink href={brandHref} className={styles.brandLink}>
              {isCollapsed ? <VisuallyHidden>{brand}</VisuallyHidden> : brand}
            </AriaLink>
          ) : isCollapsed ? (
            <VisuallyHidden>{brand}</VisuallyHidden>
          ) : (
            brand
          )}
          {isSmallScreen && (
            <IconButton
              label={text('ui.shell.closeNavigation')}
              icon={<CloseIcon />}
              onPress={closeDrawer}
            />
          )}
        </div>
        {navigation.map((group) => (
          <NavigationSection
            key={group.label}
            group={group}
            currentHref={current}
            isCollapsed={isCollapsed}
          />
        ))}
        {!isSmallScreen && (
          <div className={styles.collapseToggle}>
            <IconButton
              label={isCollapsed ? text('ui.shell.expand') : text('ui.shell.collapse')}
              icon={<CollapseIcon />}
              aria-expanded={!isCollapsed}
              onPress={toggle}
            />
          </div>
        )}
      </nav>
      <div className={styles.page}>
        <header ref={headerRef} className={styles.header}>
          {isSmallScreen && (
            <IconButton
              ref={menuButton}
              label={text('ui.shell.openNavigation')}
              icon={<MenuIcon />}
              aria-expanded={isDrawerOpen}
              aria-controls={navigationId}
              onPress={() => setDrawerOpen(true)}
            />
          )}
          <div className={styles.headerStart}>{headerStart}</div>
          <div className={styles.headerEnd}>{headerEnd}</div>
        </header>
        <main id={mainId} ref={mainRef} tabIndex={-1} className={styles.main}>
          {children}
        </main>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
      <ScrollToTop onPress={() => mainRef.current?.focus({ preventScroll: true })} />
    </div>
  );
}
AppShell.displayName = 'AppShell';

interface NavigationSectionProps {
  group: NavigationGroup;
  currentHref: string | undefined;
  isCollapsed: boolean;
}

function NavigationSection({ group, currentHref, isCollapsed }: NavigationSectionProps) {
  const headingId = useId();
  const heading = isCollapsed ? (
    <VisuallyHidden id={headingId}>{group.label}</VisuallyHidden>
  ) : (
    <span id={headingId} className={styles.groupHeading}>
      {group.label}
    </span>
  );
  return (
    <div className={styles.group}>
      {heading}
      <ul aria-labelledby={headingId} className={styles.items}>
        {group.items.map((item) => {
          const link = (
            <AriaLink
              href={item.href}
              aria-current={item.href === currentHref ? 'page' : undefined}
              className={styles.item}
            >
              {item.icon}
              {isCollapsed ? (
                <VisuallyHidden>{item.label}</VisuallyHidden>
              ) : (
                <span className={styles.itemLabel}>{item.label}</span>
              )}
              {item.badge !== undefined && item.badge > 0 && (
                <span className={styles.itemBadge}>
                  <Badge aria-label={item.badgeLabel}>{item.badge}</Badge>
                </span>
              )}
            </AriaLink>
          );
          return (
            <li key={item.href}>
              {isCollapsed ? (
                <Tooltip content={item.label} placement="end">
                  {link}
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Eases the page back to the top in SCROLL_ANIMATION_MS; at once if motion is reduced. */
function scrollToTop() {
  const start = window.scrollY;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const startTime = performance.now();
  const step = (now: number) => {
    const progress = Math.min((now - startTime) / SCROLL_ANIMATION_MS, 1);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, start * (1 - eased));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * Appears once the page is scrolled past SCROLL_TO_TOP_OFFSET (spec 1 §1). The button goes
 * away at the top, so `onPress` moves focus on (to the page's start).
 */
function ScrollToTop({ onPress }: { onPress: () => void }) {
  const text = useUiText();
  const isScrolled = useSyncExternalStore(
    (onChange) => {
      window.addEventListener('scroll', onChange, { passive: true });
      return () => window.removeEventListener('scroll', onChange);
    },
    () => window.scrollY > SCROLL_TO_TOP_OFFSET,
  );
  if (!isScrolled) return null;
  return (
    <div className={styles.scrollToTop}>
      <IconButton
        label={text('ui.shell.scrollToTop')}
        icon={<ChevronUpIcon />}
        variant="secondary"
        onPress={() => {
          onPress();
          scrollToTop();
        }}
      />
    </div>
  );
}
