import { ApiError } from '@adconsole/api';

/**
 * A server's field error said in the interface language: a 422 whose `field` carries exactly
 * `serverMessage` (the server answers in English) gets `text` instead; any other failure is
 * returned as it was, for the form or the global failure handler.
 */
export function withTranslatedFieldError(
  error: unknown,
  field: string,
  serverMessage: string,
  text: string,
): unknown {
  if (!(error instanceof ApiError) || error.status !== 422) return error;
  const body = error.body as { fieldErrors?: Record<string, string> } | undefined;
  if (body?.fieldErrors?.[field] !== serverMessage) return error;
  return { status: 422, body: { ...body, fieldErrors: { ...body.fieldErrors, [field]: text } } };
}
