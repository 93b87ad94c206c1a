import type { ReactNode } from 'react';
import { useUiText } from '../../provider/context.ts';
import { Heading } from '../Heading/Heading.tsx';
import { Link } from '../Link/Link.tsx';
import * as styles from './PageLayout.css.ts';

export interface Breadcrumb {
  label: string;
  /** Where the crumb leads; the last crumb is the current page and is not a link. */
  href?: string;
}

export interface PageLayoutProps {
  /** The page's heading (its one `h1`). */
  title: ReactNode;
  /** The way here, ending with the current page. */
  breadcrumbs?: readonly Breadcrumb[];
  /** The page's actions beside the title, e.g. a "Create order" button. */
  actions?: ReactNode;
  /** The page's tabs (`StatusTabs`, `LinkTabs`), which hold the selected tab's content. */
  tabs?: ReactNode;
  /** The page's content, below the tabs when there are any. */
  children?: ReactNode;
}

/** The frame of a screen: breadcrumbs, title and actions, then tabs and content. */
export function PageLayout({ title, breadcrumbs, actions, tabs, children }: PageLayoutProps) {
  const text = useUiText();
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        {breadcrumbs && breadcrumbs.length > 0 && (
          <nav aria-label={text('ui.breadcrumbs')}>
            <ol className={styles.breadcrumbs}>
              {breadcrumbs.map((crumb, index) => (
                <li key={`${crumb.label}-${crumb.href ?? ''}`} className={styles.crumb}>
                  {index === breadcrumbs.length - 1 || !crumb.href ? (
                    <span aria-current={index === breadcrumbs.length - 1 ? 'page' : undefined}>
                      {crumb.label}
                    </span>
                  ) : (
                    <Link href={crumb.href}>{crumb.label}</Link>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className={styles.titleRow}>
          <Heading level={1}>{title}</Heading>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </header>
      {tabs}
      {children}
    </div>
  );
}
PageLayout.displayName = 'PageLayout';
