import { z } from 'zod/mini';

/**
 * A failed call as forms needs it: the status and the parsed body. `@adconsole/api`'s
 * ApiError fits; forms does not depend on the api package.
 */
export interface ErrorWithBody {
  status: number;
  body?: unknown;
}

const validationBody = z.object({
  fieldErrors: z.optional(z.record(z.string(), z.string())),
  formError: z.optional(z.string()),
  formErrors: z.optional(z.array(z.string())),
});

export interface ServerValidationErrors {
  /** Messages per field name (the server's names are the form's names). */
  fieldErrors: Record<string, string>;
  /** Messages for the whole form: formError first, then formErrors. */
  formErrors: string[];
}

function hasStatus(error: unknown): error is ErrorWithBody {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

/**
 * The field and form errors of a 422 answer (spec 1 §5: fieldErrors, formError, formErrors);
 * undefined for any other failure, which the caller handles as usual.
 */
export function serverValidationErrors(error: unknown): ServerValidationErrors | undefined {
  if (!hasStatus(error) || error.status !== 422) return undefined;
  const body = validationBody.safeParse(error.body);
  if (!body.success) return undefined;
  const { fieldErrors = {}, formError, formErrors = [] } = body.data;
  return { fieldErrors, formErrors: formError ? [formError, ...formErrors] : formErrors };
}
