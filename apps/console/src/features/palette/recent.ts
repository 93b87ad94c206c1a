/**
 * What the palette opened last, newest first, kept in this browser (local storage) per user:
 * another user signing in here does not see them.
 */
export interface RecentItem {
  section: string;
  label: string;
  description?: string;
  href: string;
}

const keyOf = (userId: number) => `palette.recent.${userId}`;
const KEPT = 5;

export function readRecent(userId: number): RecentItem[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (item): item is RecentItem =>
            typeof item?.label === 'string' &&
            typeof item?.href === 'string' &&
            item.href.startsWith('/'),
        )
      : [];
  } catch {
    return []; // an unreadable entry is forgotten, not shown
  }
}

export function rememberRecent(userId: number, item: RecentItem): void {
  const others = readRecent(userId).filter((each) => each.href !== item.href);
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify([item, ...others].slice(0, KEPT)));
  } catch {
    // storage full or refused: the palette works without its recent items
  }
}
