import { ApiError, isAbortError } from '@adconsole/api';

/** What the console does about a failed call (spec 1 §8). */
export type FailureAction =
  | { kind: 'ignore' }
  | { kind: 'logout' }
  | { kind: 'navigate'; to: '/403' | '/404' }
  | { kind: 'toast'; body: string | undefined; code?: string };

export interface FailureOptions {
  /** Statuses the caller handles itself (e.g. 422 on a form). */
  ignoreStatuses?: readonly number[];
}

/**
 * Spec 1 §8: cancelled requests are silent; 401 (but on the token call) logs out; 403 goes
 * to /403; 404 to /404; anything else is a toast titled Error whose body is the answer's
 * translationKey (`code`, shown as its text: `failureText`), else its message (the caller
 * falls back to 'Unknown error').
 */
export function failureAction(error: unknown, options: FailureOptions = {}): FailureAction {
  if (isAbortError(error)) return { kind: 'ignore' };
  if (!(error instanceof ApiError)) {
    return { kind: 'toast', body: error instanceof Error ? error.message || undefined : undefined };
  }
  if (options.ignoreStatuses?.includes(error.status)) return { kind: 'ignore' };
  if (error.status === 401) return { kind: 'logout' };
  if (error.status === 403) return { kind: 'navigate', to: '/403' };
  if (error.status === 404) return { kind: 'navigate', to: '/404' };
  const body = error.errorBody;
  return {
    kind: 'toast',
    body: body?.message ?? (error.message || undefined),
    ...(body?.translationKey ? { code: body.translationKey } : {}),
  };
}

/**
 * Where the text of a server error code (translationKey) is: the `errors` namespace, with the
 * server's keyed messages (one home for what a refusal says). It is not part of every page
 * (issue 36: a page loads what it shows); `loadErrorTexts` fetches it before a failure is said.
 */
export const errorCodeKey = (code: string) => `errors.codes.${code}`;

/** Loads the error texts (the `errors` namespace) before a failure's text is looked up. */
export const loadErrorTexts = (i18n: { loadNamespaces: (ns: string) => Promise<unknown> }) =>
  i18n.loadNamespaces('errors');

/**
 * The one rule from a failure toast to its text: the code's text in the reader's language; a
 * code without one never shows raw, the answer's message stands in, else 'Unknown error'.
 */
export function failureText(
  action: { body: string | undefined; code?: string },
  text: { exists: (key: string) => boolean; t: (key: string) => string },
): string {
  if (action.code && text.exists(errorCodeKey(action.code)))
    return text.t(errorCodeKey(action.code));
  return action.body ?? text.t('shell.unknownError');
}

/** The global failure handler: the query client hands it every failure that is left. */
export type FailureHandler = (error: unknown, options: FailureOptions | undefined) => void;

/**
 * A refused call as an error in the reader's words (its code's text, else the server's message),
 * for a confirm dialog that shows the message of what its action threw.
 */
export async function inReadersWords(
  error: unknown,
  i18n: {
    loadNamespaces: (ns: string) => Promise<unknown>;
    exists: (key: string) => boolean;
    t: (key: string) => string;
  },
): Promise<Error> {
  const code = (error as { body?: { translationKey?: string } }).body?.translationKey;
  await loadErrorTexts(i18n);
  return new Error(
    failureText(
      { body: (error as Error).message, ...(code ? { code } : {}) },
      { exists: (key) => i18n.exists(key), t: (key) => i18n.t(key) },
    ),
  );
}
