import { type ReactNode, useState } from 'react';
import { useUiText } from '../../provider/context.ts';
import { Button } from '../Button/Button.tsx';
import { CriticalIcon } from '../Icon/Icon.tsx';
import * as styles from './ErrorBlock.css.ts';

export interface ErrorBlockProps {
  /** Defaults to the spec's "Unknown error". */
  title?: ReactNode;
  /** The error's message, shown beneath the title. */
  message?: ReactNode;
  /**
   * Re-fetches. While its promise is pending the Retry button shows its busy state; without
   * `onRetry` there is no Retry button.
   */
  onRetry?: () => unknown;
  /** Controls the pending state from outside, e.g. a query's `isFetching`. */
  isRetrying?: boolean;
}

/** The generic error block (spec 1 §2.13): a title, the message and a Retry button. */
export function ErrorBlock({ title, message, onRetry, isRetrying }: ErrorBlockProps) {
  const text = useUiText();
  const [isRunning, setRunning] = useState(false);

  async function retry() {
    setRunning(true);
    try {
      await onRetry?.();
    } finally {
      setRunning(false);
    }
  }

  return (
    <div className={styles.root} role="alert">
      <span className={styles.icon}>
        <CriticalIcon size="medium" />
      </span>
      <div className={styles.body}>
        <p className={styles.title}>{title ?? text('ui.error.unknown')}</p>
        {message && <p className={styles.message}>{message}</p>}
        {onRetry && (
          <Button variant="secondary" size="small" isBusy={isRetrying ?? isRunning} onPress={retry}>
            {text('ui.error.retry')}
          </Button>
        )}
      </div>
    </div>
  );
}
ErrorBlock.displayName = 'ErrorBlock';
