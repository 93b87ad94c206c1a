import { createApiClient, TOKEN_STORAGE_KEY } from '@adconsole/api';
import { selectedCompanyStore } from './storage.ts';

/** The one API client of the console: `/api` on the same origin, with the request envelope. */
export const apiClient = createApiClient({
  prefix: '/api',
  getToken: () => localStorage.getItem(TOKEN_STORAGE_KEY),
  // The interface language (main.tsx and AppProviders keep it on <html lang>): server errors
  // come back in it.
  getLanguage: () => document.documentElement.lang || undefined,
  getSelectedCompany: () => {
    const company = selectedCompanyStore.get();
    return (
      company && {
        id: company.id,
        companyUUID: company.companyUUID,
        companyRole: company.companyRole,
      }
    );
  },
  tokenlessPaths: ['/ws-auth/token'],
});
