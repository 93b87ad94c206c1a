import { createApiClient, TOKEN_STORAGE_KEY } from '@adconsole/api';

/** The one API client of the console: `/api` on the same origin, with the request envelope. */
export const apiClient = createApiClient({
  prefix: '/api',
  getToken: () => localStorage.getItem(TOKEN_STORAGE_KEY),
  tokenlessPaths: ['/ws-auth/token'],
});
