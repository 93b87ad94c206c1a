import { ApiError } from '@adconsole/api';

/**
 * A server's field error said otherwise: a 422 whose `field` carries exactly `serverMessage` gets
 * `text` instead; any other failure is returned as it was, for the form or the global failure
 * handler. The server says its keyed messages in the interface language itself (Accept-Language,
 * issue 33); this is only for a message the console words better with what it knows (the minimum
 * order with the unit's label and the number in the reader's format).
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
