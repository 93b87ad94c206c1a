import { useCatalogue, useUiLocale, useUiTranslate } from '@adconsole/ui';
import { useCallback } from 'react';
import { formCatalogue } from './catalogue.ts';
import { type FormMessageKey, type FormMessageParams, formatWith, formMessage } from './format.ts';

/**
 * Turns a rule's message into text in the current locale: the app's translation (the translate
 * function given to UiProvider) first, else forms' catalogue in that language only (loaded on
 * demand, issue 36). Messages that are not form keys (a server's field error) stay as they are.
 */
export function useFormMessage() {
  const locale = useUiLocale();
  const translate = useUiTranslate();
  const texts = useCatalogue(formCatalogue, locale);
  return useCallback(
    (message: string | undefined) => (message ? formatWith(texts, message, translate) : undefined),
    [texts, translate],
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
