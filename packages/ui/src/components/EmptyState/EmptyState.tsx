import type { ReactNode } from 'react';
import { useUiText } from '../../provider/context.ts';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** Defaults to the spec's "There are no entries". */
  message?: ReactNode;
  /** An optional next step, e.g. a "Create task" button. */
  action?: ReactNode;
}

/** What an empty list shows instead of rows. */
export function EmptyState({ message, action }: EmptyStateProps) {
  const text = useUiText();
  return (
    <div className={styles.root}>
      <p className={styles.message}>{message ?? text('ui.empty')}</p>
      {action}
    </div>
  );
}
EmptyState.displayName = 'EmptyState';
