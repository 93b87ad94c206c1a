import { getCurrentUser, TOKEN_STORAGE_KEY } from '@adconsole/api';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api.ts';

/** The bearer token, kept in browser storage under `token` (spec 1 §7). */
export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_STORAGE_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_STORAGE_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_STORAGE_KEY),
};

/** Who is signed in; loaded once per session and dropped at sign-out. */
export const currentUserQuery = queryOptions({
  queryKey: ['session', 'currentUser'],
  queryFn: ({ signal }) => getCurrentUser(apiClient, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});
