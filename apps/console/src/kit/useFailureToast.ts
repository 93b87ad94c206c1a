import { useToast } from '@adconsole/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureAction, failureText } from '../app/failures.ts';

/**
 * A failed action's toast in the reader's language: the server's code (translationKey) as its
 * text in `errors.codes`, else the answer's message (failures.ts `failureText`), never the
 * server's English message where the code has a text.
 */
export function useFailureToast() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      const action = failureAction(error);
      if (action.kind === 'ignore') return;
      const body = action.kind === 'toast' ? action : { body: (error as Error).message };
      toast({
        title: failureText(body, { exists: (key) => i18n.exists(key), t: (key) => t(key) }),
        tone: 'critical',
      });
    },
    [i18n, t, toast],
  );
}
