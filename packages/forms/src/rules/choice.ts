import { z } from 'zod/mini';
import { formMessage } from '../messages/format.ts';

/** What a lookup or select field stores: the chosen entry's id and the text it shows. */
export const optionSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.optional(z.string()),
  isDisabled: z.optional(z.boolean()),
});

/**
 * A choice that must be made (spec 1 §5): a null value fails with the supplied message
 * (a form key or a text of the app), the spec's 'field is required' by default.
 */
export function requiredChoice<T extends z.ZodMiniType>(
  value: T,
  message: string = formMessage('forms.required'),
) {
  return z.pipe(
    z.nullable(value).check(z.refine((chosen) => chosen !== null, { error: message })),
    z.transform((chosen) => chosen as z.output<T>),
  );
}

/** A list with at least one item (spec 1 §5 'at least one item'). */
export function atLeastOne<T extends z.ZodMiniType>(item: T) {
  return z.array(item).check(z.minLength(1, { error: formMessage('forms.minItems') }));
}
