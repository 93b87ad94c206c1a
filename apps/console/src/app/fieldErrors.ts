import { ApiError } from '@adconsole/api';

/**
 * A server's field error said in the interface language: a 422 whose `field` carries exactly
 * `serverMessage` (the server answers in English) gets `text` instead; any other failure is
 * returned as it was, for the form or the global failure handler.
 */
export function withTranslatedFieldError(
  error: unknown,
  field: string,
  serverMessage: string | RegExp,
  text: string,
): unknown {
  if (!(error instanceof ApiError) && !isTranslated(error)) return error;
  const { status, body: answer } = error as { status: number; body: unknown };
  if (status !== 422) return error;
  const body = answer as { fieldErrors?: Record<string, string> } | undefined;
  const message = body?.fieldErrors?.[field];
  const matches =
    typeof serverMessage === 'string'
      ? message === serverMessage
      : message !== undefined && serverMessage.test(message);
  if (!matches) return error;
  return { status: 422, body: { ...body, fieldErrors: { ...body?.fieldErrors, [field]: text } } };
}

/** A 422 one translation has rewritten already (several rules may apply to one answer). */
const isTranslated = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && 'body' in error;

/** A server's field error (its English text or pattern) and the interface text for it. */
export interface FieldMessage {
  field: string;
  server: string | RegExp;
  text: string;
}

/** Every rule of `messages` applied to a failure (see withTranslatedFieldError). */
export const withTranslatedFieldErrors = (error: unknown, messages: readonly FieldMessage[]) =>
  messages.reduce(
    (result, { field, server, text }) => withTranslatedFieldError(result, field, server, text),
    error,
  );
