import type { ReactNode } from 'react';
import * as styles from './Container.css.ts';

/** Centres a page's content with the theme's outer spacing. */
export function Container({ children }: { children: ReactNode }) {
  return <div className={styles.root}>{children}</div>;
}
Container.displayName = 'Container';
