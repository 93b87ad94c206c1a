import { ApiError, type CurrentUser, getCurrentUser, TOKEN_STORAGE_KEY } from '@adconsole/api';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Session } from '../routes/guards.ts';
import { apiClient } from './api.ts';
import { clearSavedListFilters, selectedCompanyStore } from './storage.ts';

/**
 * The bearer token, kept in browser storage under `token` (spec 1 §7). A new sign-in starts
 * with no saved list filters: they were the previous user's (issue 38: controlling opened a
 * list with finance's last search, "Filter vom letzten Besuch übernommen").
 */
export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_STORAGE_KEY),
  set: (token: string) => {
    if (localStorage.getItem(TOKEN_STORAGE_KEY) !== token) clearSavedListFilters();
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  },
  clear: () => localStorage.removeItem(TOKEN_STORAGE_KEY),
};

/** Who is signed in; loaded once per session and dropped at sign-out. */
export const currentUserQuery = queryOptions({
  queryKey: ['session', 'currentUser'],
  queryFn: ({ signal }) => getCurrentUser(apiClient, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/**
 * Logout, locally (spec 1 §4): forget the token, the identity, the selected company and the
 * lists' saved filters (they are this user's; the next one in the browser starts afresh).
 */
export function forgetSession(queryClient: QueryClient): void {
  tokenStore.clear();
  selectedCompanyStore.set(null);
  clearSavedListFilters();
  queryClient.clear();
}

/** The session of the browser: the stored token and the current user it belongs to. */
export function createBrowserSession(queryClient: QueryClient): Session {
  return {
    hasSignIn: () => Boolean(tokenStore.get()),
    async loadUser(): Promise<CurrentUser | undefined> {
      if (!tokenStore.get()) return undefined;
      try {
        return await queryClient.ensureQueryData(currentUserQuery);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          forgetSession(queryClient);
          return undefined;
        }
        throw error;
      }
    },
  };
}
