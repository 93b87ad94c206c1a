import { loadFormMessages } from '@adconsole/forms';
import { createI18n, isLanguage, type Language } from '@adconsole/i18n';
import { Container, loadUiMessages, UiProvider } from '@adconsole/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

/**
 * The app's start: the language from `?lang=` (German by default), its texts from
 * @adconsole/i18n (the `common` namespace and the CRM's), ui's and forms' own texts, then the
 * screen inside ui's provider, which gives every component the language and the app's texts.
 */
async function start() {
  const requested = new URLSearchParams(window.location.search).get('lang');
  const language: Language = isLanguage(requested) ? requested : 'de';
  const i18n = await createI18n({ language });
  await Promise.all([
    i18n.loadNamespaces('crm'),
    loadUiMessages(language),
    loadFormMessages(language),
  ]);
  document.documentElement.lang = language;
  document.title = i18n.t('appName');
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <UiProvider
        locale={language}
        isFullHeight
        translate={(key, params) => (i18n.exists(key) ? i18n.t(key, params ?? {}) : undefined)}
      >
        <Container>
          <App t={(key) => i18n.t(key)} language={language} />
        </Container>
      </UiProvider>
    </StrictMode>,
  );
}

void start();
