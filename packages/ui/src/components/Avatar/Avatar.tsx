import * as styles from './Avatar.css.ts';

/** Up to two initials: the first letters of the first and the last word of a name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export interface AvatarProps {
  /** The person's full name: it names the avatar and gives its initials. */
  name: string;
  /** When the name is already written beside it, the avatar only decorates. */
  isDecorative?: boolean;
}

/** A person's initials in a circle. */
export function Avatar({ name, isDecorative = false }: AvatarProps) {
  // Without a name (an author whose account is gone) there is nothing to say: it decorates.
  const label = name.trim();
  return (
    <span
      className={styles.root}
      {...(isDecorative || !label ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      {initialsOf(name)}
    </span>
  );
}
Avatar.displayName = 'Avatar';
