import { toApiError } from '@adconsole/api';

/** `300 × 250`, or nothing for a creative without a size. */
export const creativeSize = (creative: { width: number | null; height: number | null }) =>
  creative.width && creative.height ? `${creative.width} × ${creative.height}` : '';

/**
 * Why the server refused an upload, as it said it in the reader's language: the field error
 * (the file's), else the error's message.
 */
export function refusalText(failure: unknown): string {
  const error = toApiError(failure);
  const body = error.body as { fieldErrors?: Record<string, string> } | undefined;
  return Object.values(body?.fieldErrors ?? {})[0] ?? error.errorBody?.message ?? error.message;
}
