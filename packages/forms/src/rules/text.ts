import { z } from 'zod';

/**
 * A required text (spec 1 §5): trimmed, at least one character. Missing or null values fail
 * with the same message. The message is a key that useFormMessage turns into text.
 */
export function requiredText() {
  return z.string({ error: 'forms.required' }).trim().min(1, { error: 'forms.required' });
}
