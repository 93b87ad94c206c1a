import { createI18n } from '@adconsole/i18n';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders.tsx';
import { initialLanguage } from './app/language.ts';
import { createQueryClient } from './app/queryClient.ts';
import { createAppRouter } from './app/router.ts';

const i18n = await createI18n({ language: initialLanguage() });
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient} router={router}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
