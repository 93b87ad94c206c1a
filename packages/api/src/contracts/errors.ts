import { z } from 'zod';

/** Every error answer of the server (spec 1 §8): `{ message, translationKey, path }`. */
export const errorBodySchema = z.object({
  message: z.string(),
  translationKey: z.string().optional(),
  path: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A 422 answer (spec 1 §5) also carries the field and form errors. */
export const validationErrorBodySchema = errorBodySchema.extend({
  fieldErrors: z.record(z.string(), z.string()).optional(),
  formError: z.string().optional(),
  formErrors: z.array(z.string()).optional(),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;
