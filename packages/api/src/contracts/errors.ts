import { z } from 'zod/mini';

/** Every error answer of the server (spec 1 §8): `{ message, translationKey, path }`. */
export const errorBodySchema = z.object({
  message: z.string(),
  translationKey: z.optional(z.string()),
  path: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A 422 answer (spec 1 §5) also carries the field and form errors. */
export const validationErrorBodySchema = z.extend(errorBodySchema, {
  fieldErrors: z.optional(z.record(z.string(), z.string())),
  formError: z.optional(z.string()),
  formErrors: z.optional(z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;
