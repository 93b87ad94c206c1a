import { useUiLocale, useUiTranslate } from '@adconsole/ui';
import { useCallback } from 'react';
import {
  type FormMessageKey,
  type FormMessageParams,
  formatFormMessage,
  formMessage,
} from './messages.ts';

/**
 * Turns a rule's message into text in the current locale: the app's translation (the translate
 * function given to UiProvider) first, else
 * forms' catalogue. Messages that are not form keys (a server's field error) stay as they are.
 */
export function useFormMessage() {
  const locale = useUiLocale();
  const translate = useUiTranslate();
  return useCallback(
    (message: string | undefined) =>
      message ? formatFormMessage(locale, message, translate) : undefined,
    [locale, translate],
  );
}

/** Forms' own text for a key (labels, buttons, the unsaved-changes question). */
export function useFormText() {
  const format = useFormMessage();
  return useCallback(
    (key: FormMessageKey, params?: FormMessageParams) => format(formMessage(key, params)) as string,
    [format],
  );
}
