import type { UiLocale } from '../../provider/locales.ts';

/** The page scrolled past this many pixels shows the scroll-to-top button. */
export const SCROLL_TO_TOP_OFFSET = 300;
/** The scroll back to the top takes the spec's 0.16 s (spec 1 §9). */
export const SCROLL_ANIMATION_MS = 160;
/** The storage key of the collapsed navigation (spec 1 §9: "collapsed navigation"). */
export const NAVIGATION_COLLAPSED_KEY = 'navigationCollapsed';

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

/** Where the app keeps the shell's settings, e.g. local storage. */
export interface ShellStorage {
  get: (key: string) => string | null;
  set: (key: string, value: string) => void;
}

/** An incident from the status page; only its status matters here. */
export interface Incident {
  status: string;
}

export const systemStatuses = ['operational', 'degraded'] as const;
export type SystemStatusValue = (typeof systemStatuses)[number];

/**
 * Spec 1 §4: "when any incident has status investigating or identified, the footer shows
 * 'not all systems operational'; otherwise 'all systems operational'."
 */
export function systemStatusOf(incidents: readonly Incident[]): SystemStatusValue {
  return incidents.some(({ status }) => status === 'investigating' || status === 'identified')
    ? 'degraded'
    : 'operational';
}

/**
 * The profile entry's name: the first initial and the last name ("A. Meier", spec 1 §2.2).
 * Without a last name there is none, and the menu shows its generic label.
 */
export function profileInitialName(firstName?: string, lastName?: string): string | null {
  const last = lastName?.trim();
  if (!last) return null;
  const initial = firstName?.trim()[0];
  return initial ? `${initial.toUpperCase()}. ${last}` : last;
}

/**
 * The href of the navigation item for the current page: the item whose href is the page's
 * path or its longest leading part (/orders/digital/running belongs to /orders/digital);
 * an item's own query does not count.
 */
export function currentNavigationHref(
  hrefs: readonly string[],
  currentHref: string,
): string | undefined {
  const pathOf = (href: string) => href.split(/[?#]/)[0] ?? '';
  const path = pathOf(currentHref);
  // An item may open its page with a query (/sales/tasks?status=IN_PROGRESS); its path counts.
  return hrefs
    .filter((href) => {
      const itemPath = pathOf(href);
      return (
        path === itemPath || path.startsWith(itemPath.endsWith('/') ? itemPath : `${itemPath}/`)
      );
    })
    .sort((a, b) => pathOf(b).length - pathOf(a).length)[0];
}
