import { ApiError } from '@adconsole/api';
import { ErrorBlock } from '@adconsole/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureAction, failureText, loadErrorTexts } from '../app/failures.ts';

/**
 * Where a screen's or dialog's data could not be loaded: the failure's text in the reader's
 * language (its code's text, as the toast says it: `failureText`), not the server's English
 * message under "Unbekannter Fehler". "Erneut versuchen" only where trying again can help: a
 * refusal (4xx, e.g. offering a campaign without positions) stays a refusal, so it offers none
 * (the stranger's walk of issue 33 pressed it in vain).
 */
export function QueryFailure({
  error,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  onRetry: () => unknown;
  isRetrying?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    void loadErrorTexts(i18n).then(() => setLoaded(true));
  }, [i18n]);
  const action = failureAction(error);
  const body =
    action.kind === 'toast' ? action : { body: error instanceof Error ? error.message : undefined };
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <ErrorBlock
      title={failureText(body, { exists: (key) => i18n.exists(key), t: (key) => t(key) })}
      {...(refused ? {} : { onRetry: async () => void (await onRetry()) })}
      {...(isRetrying === undefined ? {} : { isRetrying })}
    />
  );
}
