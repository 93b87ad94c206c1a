import type { ReactNode } from 'react';
import { useUiText } from '../../provider/context.ts';
import { CriticalIcon } from '../Icon/Icon.tsx';
import * as styles from './ErrorPage.css.ts';

export interface ErrorPageProps {
  /** Defaults to the spec's "Oops, an error occurred". */
  title?: ReactNode;
  /** The error's message, beneath the title. */
  message?: ReactNode;
  /** A way out, e.g. a "Reload" button or a link home. */
  action?: ReactNode;
}

/** The full-screen error page (spec 1 §2.13). */
export function ErrorPage({ title, message, action }: ErrorPageProps) {
  const text = useUiText();
  return (
    <main className={styles.root}>
      <span className={styles.icon}>
        <CriticalIcon size="medium" />
      </span>
      <h1 className={styles.title}>{title ?? text('ui.errorPage.title')}</h1>
      {message && <p className={styles.message}>{message}</p>}
      {action}
    </main>
  );
}
ErrorPage.displayName = 'ErrorPage';
