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

/**
 * Where each of a 422's field errors shows (spec 1 §5: "these are shown on the form"): on its
 * field when the form has one of that name; else on the nearest field above it (`bids.0.params`
 * for `bids.0.params.endpoint`: a part edited as one field, JSON or a list); else among the
 * form's own errors, so that no message of the server is dropped and the save never fails
 * silently (a stranger's save of a header tag's placement, session 11).
 */
export function placeServerErrors(
  fieldErrors: Readonly<Record<string, string>>,
  fields: ReadonlySet<string>,
): { onFields: [name: string, message: string][]; onForm: string[] } {
  const onFields: [string, string][] = [];
  const onForm: string[] = [];
  for (const [name, message] of Object.entries(fieldErrors)) {
    const parts = name.split('.');
    let owner: string | undefined;
    for (let length = parts.length; length > 0 && !owner; length -= 1) {
      const candidate = parts.slice(0, length).join('.');
      if (fields.has(candidate)) owner = candidate;
    }
    if (owner) onFields.push([owner, message]);
    else onForm.push(message);
  }
  return { onFields, onForm };
}
