import { type UiTranslate, useUiLocale } from '@adconsole/ui';
import { useCallback } from 'react';
import { type FormMessageKey, formMessages, isFormMessageKey } from './messages.ts';

/**
 * Turns a rule's message key into text in the current locale. Messages that are not form
 * message keys (a server's field error, say) are shown as they are.
 */
export function useFormMessage(translate?: UiTranslate) {
  const locale = useUiLocale();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      if (!isFormMessageKey(message)) return message;
      return translate?.(message) ?? formMessages[locale][message as FormMessageKey];
    },
    [locale, translate],
  );
}
