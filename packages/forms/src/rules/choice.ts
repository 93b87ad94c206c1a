import { z } from 'zod';
import { formMessage } from '../messages/messages.ts';

/** What a lookup or select field stores: the chosen entry's id and the text it shows. */
export const optionSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string().optional(),
  isDisabled: z.boolean().optional(),
});

/**
 * A choice that must be made (spec 1 §5): a null value fails with the supplied message
 * (a form key or a text of the app), the spec's 'field is required' by default.
 */
export function requiredChoice<T extends z.ZodType>(
  value: T,
  message: string = formMessage('forms.required'),
) {
  return value
    .nullable()
    .refine((chosen) => chosen !== null, { error: message })
    .transform((chosen) => chosen as z.output<T>);
}

/** A list with at least one item (spec 1 §5 'at least one item'). */
export function atLeastOne<T extends z.ZodType>(item: T) {
  return z.array(item).min(1, { error: formMessage('forms.minItems') });
}
