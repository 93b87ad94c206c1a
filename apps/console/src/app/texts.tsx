import { addMissingTranslation, getTranslationTexts } from '@adconsole/api';
import {
  connectTranslationService,
  type TextEdit,
  type TranslationService,
  type TranslationSource,
} from '@adconsole/i18n';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from './api.ts';

/**
 * The translate service through the console's API client (spec 2 §7): the bearer token and
 * the selected company go with every call, as with any other.
 */
export const translateSource: TranslationSource = {
  load: (language, namespace) => getTranslationTexts(apiClient, { language, namespace }),
  reportMissing: (report) => addMissingTranslation(apiClient, report),
};

/** Shows an administrator's saved edit in the running console at once. */
export type ApplyTextEdit = (edit: TextEdit) => void;

const TextEditsContext = createContext<ApplyTextEdit>(() => {});

/**
 * The server's texts on top of the bundled ones while a user is signed in (the calls need a
 * token): loaded per language and namespace, cached for 10 minutes and reloaded every 10,
 * missing keys reported once (spec 2 §7). Signing out stops the reloads and reports.
 */
export function ServerTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [service, setService] = useState<TranslationService>();
  useEffect(() => {
    const connected = connectTranslationService(i18n, { source: translateSource });
    setService(connected);
    return () => connected.stop();
  }, [i18n]);
  return (
    <TextEditsContext.Provider value={(edit) => service?.applyText(edit)}>
      {children}
    </TextEditsContext.Provider>
  );
}

/** How a screen that saves texts shows them at once (the localisation screen). */
export const useApplyTextEdit = (): ApplyTextEdit => useContext(TextEditsContext);
