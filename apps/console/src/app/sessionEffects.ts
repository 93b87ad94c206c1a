import { ApiError } from '@adconsole/api';
import { DEBUG_KEY, FORCED_LOGOUT_KEY } from './storage.ts';

/** Update check (spec 1 §4, §9): every 60 s until the deployed commit differs from ours. */
export const UPDATE_CHECK_MS = 60_000;

/**
 * Compares the deployed commit with the loaded one every interval; on the first mismatch it
 * calls `onMismatch` once and checks no more. Returns a stop function.
 */
export function startUpdateCheck(
  loaded: string,
  fetchDeployed: () => Promise<string>,
  onMismatch: () => void,
  intervalMs = UPDATE_CHECK_MS,
): () => void {
  const timer = setInterval(async () => {
    try {
      const deployed = (await fetchDeployed()).trim();
      if (deployed && deployed !== loaded.trim()) {
        clearInterval(timer);
        onMismatch();
      }
    } catch (error) {
      // Offline or mid-deploy: try again at the next interval.
      if (!(error instanceof ApiError)) return;
    }
  }, intervalMs);
  return () => clearInterval(timer);
}

/** The two origins whose window messages may hand over a token (spec 1 §7). */
export interface TokenOrigins {
  development: string;
  test: string;
}

/** A token from a window message, if it comes from an allowed origin and carries one. */
export function tokenFromMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origins: TokenOrigins,
): string | undefined {
  if (event.origin !== origins.development && event.origin !== origins.test) return undefined;
  const data = event.data as { token?: unknown } | null;
  return data && typeof data.token === 'string' && data.token.length > 0 ? data.token : undefined;
}

/** The debug flag adnz_debug, from the query (remembered) or from storage (spec 1 §9). */
export function debugFlag(search: string, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  const fromQuery = new URLSearchParams(search).get(DEBUG_KEY);
  if (fromQuery !== null) {
    const on = fromQuery !== 'false' && fromQuery !== '0';
    storage.setItem(DEBUG_KEY, String(on));
    return on;
  }
  return storage.getItem(DEBUG_KEY) === 'true';
}

/**
 * The forced logout runs once, unless the flag in local storage says it ran (spec 1 §4):
 * returns whether it should run now, and marks it done.
 */
export function takeForcedLogout(storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  if (storage.getItem(FORCED_LOGOUT_KEY) === 'true') return false;
  storage.setItem(FORCED_LOGOUT_KEY, 'true');
  return true;
}
