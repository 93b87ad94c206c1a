import { createI18n } from '@adconsole/i18n';
import { Container } from '@adconsole/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders.tsx';
import { initialLanguage } from './app/language.ts';
import { SystemStatusPage } from './features/system/SystemStatusPage.tsx';

const i18n = await createI18n({ language: initialLanguage() });
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders i18n={i18n}>
      <Container>
        <SystemStatusPage />
      </Container>
    </AppProviders>
  </StrictMode>,
);
